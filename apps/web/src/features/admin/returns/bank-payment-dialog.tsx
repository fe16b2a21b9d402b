import { ENDPOINTS, type AdminReturnRequest, type PayoutDestinationResponse } from '@vastra/domain/api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { adminCall } from '../api/admin-api';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { useCan } from '../auth/staff-session';
import { formatPaise } from '../orders/order-format';
import { ConfirmDialog } from '../products/confirm-dialog';
import { useReturnAction } from './returns-api';
import { destinationLabel, RETURNS_ADMIN_TEXTS as T } from './returns-format';

type Props = { request: AdminReturnRequest };

const amountOf = (request: AdminReturnRequest) =>
  request.refundPaise === null ? '—' : formatPaise(request.refundPaise);

/**
 * A cash-on-delivery return's payout waiting for staff (the manual provider): what to pay and to whom, the full
 * destination on request (POST /api/admin/returns/{id}/payout-destination, audited), and the button that records the
 * bank's reference once paid (POST /api/admin/returns/{id}/payout-paid). Both need the Payouts permission: a member
 * without it reads who may pay.
 */
export function BankPayment({ request }: Props) {
  const [open, setOpen] = useState(false);
  const mayPay = useCan('payouts');
  return (
    <>
      <p className="break-words text-sm text-ink">{T.bankWaiting(amountOf(request), destinationLabel(request))}</p>
      {mayPay ? (
        <>
          <FullDestination id={request._id} />
          <div>
            <Button onClick={() => setOpen(true)}>{T.bankRecord}</Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">{T.bankOwnerPays}</p>
      )}
      {open && <BankPaymentDialog request={request} onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Show full details": the UPI ID or bank account in full, asked for on purpose (each look is audited). */
function FullDestination({ id }: { id: string }) {
  const reveal = useMutation({
    mutationFn: () => adminCall(ENDPOINTS.adminPayoutDestination, { params: { id } }),
  });
  const shown: PayoutDestinationResponse | undefined = reveal.data;
  if (shown) {
    const { destination } = shown;
    return (
      <p className="break-all text-sm font-medium text-ink" aria-live="polite">
        {destination.kind === 'upi'
          ? T.bankUpi(destination.upiId)
          : T.bankAccount(destination.accountName, destination.accountNumber, destination.ifsc)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <div>
        <Button variant="secondary" size="sm" loading={reveal.isPending} onClick={() => reveal.mutate()}>
          {T.bankShowDetails}
        </Button>
      </div>
      <p className="text-xs text-muted">{T.bankDetailsNote}</p>
      <FormMessage message={reveal.isError ? adminErrorMessage(reveal.error) : null} />
    </div>
  );
}

function BankPaymentDialog({ request, onClose }: Props & { onClose: () => void }) {
  const id = request._id;
  const [reference, setReference] = useState('');
  const paid = useReturnAction(id, (text: string) =>
    adminCall(ENDPOINTS.adminReturnPayoutPaid, { params: { id }, body: { reference: text } }),
  );
  return (
    <ConfirmDialog
      open
      title={T.bankRecord}
      description={T.bankDescription(amountOf(request), destinationLabel(request))}
      confirmLabel={T.bankConfirm}
      busy={paid.isPending}
      error={paid.errorMessage}
      onConfirm={() => paid.mutate(reference, { onSuccess: onClose })}
      onClose={onClose}
    >
      <TextField
        label={T.bankReference}
        hint={T.bankHint}
        value={reference}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        onChange={(event) => setReference(event.target.value)}
        className="mt-4"
      />
    </ConfirmDialog>
  );
}

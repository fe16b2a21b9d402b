import { ENDPOINTS, type AdminReturnRequest } from '@vastra/domain/api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { adminCall } from '../api/admin-api';
import { formatPaise } from '../orders/order-format';
import { ConfirmDialog } from '../products/confirm-dialog';
import { useReturnAction } from './returns-api';
import { destinationLabel, RETURNS_ADMIN_TEXTS as T } from './returns-format';

type Props = { request: AdminReturnRequest };

const amountOf = (request: AdminReturnRequest) =>
  request.refundPaise === null ? '—' : formatPaise(request.refundPaise);

/**
 * A cash-on-delivery return's payout waiting for staff (the manual provider): what to pay and to whom, and the
 * button that records the bank's reference once paid (POST /api/admin/returns/{id}/payout-paid).
 */
export function BankPayment({ request }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="break-words text-sm text-ink">{T.bankWaiting(amountOf(request), destinationLabel(request))}</p>
      <div>
        <Button onClick={() => setOpen(true)}>{T.bankRecord}</Button>
      </div>
      {open && <BankPaymentDialog request={request} onClose={() => setOpen(false)} />}
    </>
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

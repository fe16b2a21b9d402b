import { ENDPOINTS, type AdminReturnRequest } from '@vastra/domain/api';
import { REASON_MAX } from '@vastra/domain/after-sale';
import type { QualityCheckResult } from '@vastra/domain/returns';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { adminCall } from '../api/admin-api';
import { FormMessage } from '../auth/auth-card';
import { useCan } from '../auth/staff-session';
import { useReason } from '../orders/detail/use-reason';
import { ConfirmDialog } from '../products/confirm-dialog';
import { BankPayment } from './bank-payment-dialog';
import { useReturnAction } from './returns-api';
import { RETURNS_ADMIN_TEXTS as T, waitsForBankPayment } from './returns-format';

type Props = { request: AdminReturnRequest };

/** What staff may do with the request in its state; each answer is the request as it is now. */
export function ReturnActions({ request }: Props) {
  const id = request._id;
  const [dialog, setDialog] = useState<'reject' | 'receive' | null>(null);
  const approve = useReturnAction(id, () => adminCall(ENDPOINTS.adminApproveReturn, { params: { id } }));
  const pickedUp = useReturnAction(id, () => adminCall(ENDPOINTS.adminReturnPickedUp, { params: { id } }));
  const complete = useReturnAction(id, () => adminCall(ENDPOINTS.adminCompleteReturn, { params: { id } }));
  const { state } = request;
  const bookAgain = state === 'approved' && request.pickup.error !== null;
  // A payout waiting for staff to pay from the bank: "Try again" would do nothing, recording the payment finishes it.
  const bankPayment = waitsForBankPayment(request);
  // A refund the gateway accepted (its id known) and has not processed yet: the request waits for its webhook.
  const waiting = request.refund?.status === 'pending' && request.refund.reference !== null;
  // Approving, rejecting and completing decide money (the Refunds permission); the parcel's steps are the Orders one.
  const mayRefund = useCan('refunds');
  const retry = state === 'received' && !bankPayment && !waiting && mayRefund;
  const busy = approve.isPending || pickedUp.isPending || complete.isPending;
  const error = approve.errorMessage ?? pickedUp.errorMessage ?? complete.errorMessage;
  const reset = () => [approve, pickedUp, complete].forEach((m) => m.reset());
  const run = (action: { mutate: (v: undefined) => void }) => {
    reset();
    action.mutate(undefined);
  };

  return (
    <div className="flex flex-col gap-3">
      <FormMessage message={error} />
      <div className="flex flex-wrap gap-2">
        {(state === 'requested' || bookAgain) && mayRefund && (
          <Button loading={approve.isPending} disabled={busy} onClick={() => run(approve)}>
            {bookAgain ? T.approveAgain : T.approve}
          </Button>
        )}
        {state === 'requested' && mayRefund && (
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('reject')}>
            {T.reject}
          </Button>
        )}
        {state === 'pickup_scheduled' && (
          <Button variant="secondary" loading={pickedUp.isPending} disabled={busy} onClick={() => run(pickedUp)}>
            {T.pickedUp}
          </Button>
        )}
        {(state === 'pickup_scheduled' || state === 'picked_up') && (
          <Button disabled={busy} onClick={() => setDialog('receive')}>
            {T.receive}
          </Button>
        )}
        {retry && (
          <Button loading={complete.isPending} disabled={busy} onClick={() => run(complete)}>
            {T.complete}
          </Button>
        )}
      </div>
      {retry && <p className="text-sm text-muted">{T.completeHint}</p>}
      {state === 'received' && waiting && <p className="text-sm text-muted">{T.refundWaiting}</p>}
      {bankPayment && <BankPayment request={request} />}
      {dialog === 'reject' && <RejectDialog id={id} onClose={() => setDialog(null)} />}
      {dialog === 'receive' && <ReceiveDialog id={id} onClose={() => setDialog(null)} />}
    </div>
  );
}

function RejectDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const reason = useReason();
  const reject = useReturnAction(id, (text: string) =>
    adminCall(ENDPOINTS.adminRejectReturn, { params: { id }, body: { reason: text } }),
  );
  return (
    <ConfirmDialog
      open
      title={T.rejectTitle}
      description={T.rejectDescription}
      confirmLabel={T.rejectConfirm}
      busy={reject.isPending}
      error={reject.errorMessage}
      onConfirm={() => {
        const text = reason.check();
        if (text) reject.mutate(text, { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      {reason.field}
    </ConfirmDialog>
  );
}

function ReceiveDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const [qc, setQc] = useState<QualityCheckResult>('accept');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const name = useId();
  const receive = useReturnAction(id, (body: { qc: QualityCheckResult; note?: string }) =>
    adminCall(ENDPOINTS.adminReceiveReturn, { params: { id }, body }),
  );
  const submit = () => {
    const text = note.trim();
    if (qc === 'reject' && !text) {
      setNoteError(T.qcNoteRequired);
      return;
    }
    receive.mutate({ qc, ...(text ? { note: text } : {}) }, { onSuccess: onClose });
  };
  return (
    <ConfirmDialog
      open
      title={T.qcTitle}
      description={T.qcDescription}
      confirmLabel={T.qcConfirm}
      busy={receive.isPending}
      error={receive.errorMessage}
      onConfirm={submit}
      onClose={onClose}
    >
      <fieldset className="mt-4 flex flex-col gap-2 text-sm">
        <legend className="sr-only">{T.qcTitle}</legend>
        {(
          [
            ['accept', T.qcAccept],
            ['reject', T.qcReject],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-start gap-2 break-words">
            <input
              type="radio"
              name={name}
              value={value}
              checked={qc === value}
              onChange={() => setQc(value)}
              className="mt-1"
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={T.qcNote}
        required={qc === 'reject'}
        rows={3}
        maxLength={REASON_MAX}
        value={note}
        error={noteError}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(null);
        }}
        className="mt-4"
      />
    </ConfirmDialog>
  );
}

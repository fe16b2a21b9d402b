import type { Order } from '@vastra/domain/api';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useCancelMyOrder } from '../api/cancel-order';

/** The reasons a shopper picks from; 'Other' asks for her own words. */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found a better price',
  'Delivery date too late',
  'Want to change size or colour',
  'Other',
] as const;

export const CANCEL_MESSAGES = {
  chooseReason: 'Please choose a reason.',
  describeOther: 'Please tell us why you are cancelling.',
  cancelled: 'Your order is cancelled.',
  failed: 'We could not cancel your order. Please try again.',
} as const;

const BOX =
  'flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-white/80 p-4 ' +
  'text-sm';

/**
 * "Cancel order" on the shopper's order page while the order may still be cancelled (before the courier picks it
 * up): a dialog asks for a reason, then the page shows the cancellation and its refund (order-after-sale.tsx).
 */
export function CancelOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (!order.cancellable) return null;
  return (
    <div className={BOX}>
      <p className="text-muted">You can cancel this order until the courier picks it up.</p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      {open && <CancelDialog order={order} onClose={() => setOpen(false)} />}
    </div>
  );
}

function CancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { token, user } = useSession();
  const cancel = useCancelMyOrder(order._id, token, user?._id ?? null);
  const toast = useToast();
  const name = useId();
  const [choice, setChoice] = useState<(typeof CANCEL_REASONS)[number] | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const prepaid = order.paymentMode === 'prepaid';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const reason = choice === 'Other' ? other.trim() : choice;
    if (!reason) {
      setError(choice === 'Other' ? CANCEL_MESSAGES.describeOther : CANCEL_MESSAGES.chooseReason);
      return;
    }
    setError(null);
    try {
      await cancel.mutateAsync(reason);
      toast.success(CANCEL_MESSAGES.cancelled);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : CANCEL_MESSAGES.failed);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Cancel this order?"
      description={
        prepaid
          ? 'Your payment is refunded in full to the way you paid.'
          : 'Nothing has been paid for this cash-on-delivery order.'
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <fieldset aria-describedby={error ? `${name}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">Why are you cancelling?</legend>
          <div className="flex flex-col gap-2">
            {CANCEL_REASONS.map((reason) => (
              <label key={reason} className="flex items-center gap-3 text-sm text-ink">
                <input
                  type="radio"
                  name={name}
                  value={reason}
                  checked={choice === reason}
                  onChange={() => {
                    setChoice(reason);
                    setError(null);
                  }}
                  className="size-4 accent-accent"
                />
                {reason}
              </label>
            ))}
          </div>
        </fieldset>
        {choice === 'Other' && (
          <TextAreaField
            label="Your reason"
            rows={3}
            maxLength={500}
            value={other}
            onChange={(e) => setOther(e.target.value)}
          />
        )}
        {error && (
          <p id={`${name}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Keep order
          </Button>
          <Button type="submit" loading={cancel.isPending}>
            Cancel order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

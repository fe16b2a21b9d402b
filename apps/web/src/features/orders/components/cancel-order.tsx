import type { Order } from '@vastra/domain/api';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { msg, useI18n, type Message } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-context';
import { useCancelMyOrder } from '../api/cancel-order';
import { CANCEL_REASONS, OTHER_CANCEL_REASON as OTHER } from '../model/order-texts';

export const CANCEL_MESSAGES = {
  chooseReason: msg('Please choose a reason.'),
  describeOther: msg('Please tell us why you are cancelling.'),
  cancelled: msg('Your order is cancelled.'),
  failed: msg('We could not cancel your order. Please try again.'),
} as const;

const BOX =
  'flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-white/80 p-4 ' +
  'text-sm';

/**
 * "Cancel order" on the shopper's order page while the order may still be cancelled (before the courier picks it
 * up): a dialog asks for a reason, then the page shows the cancellation and its refund (order-after-sale.tsx).
 */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!order.cancellable) return null;
  return (
    <div className={BOX}>
      <p className="text-muted">{t('You can cancel this order until the courier picks it up.')}</p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('Cancel order')}
      </Button>
      {open && <CancelDialog order={order} onClose={() => setOpen(false)} />}
    </div>
  );
}

function CancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t, tm } = useI18n();
  const { token, user } = useSession();
  const cancel = useCancelMyOrder(order._id, token, user?._id ?? null);
  const toast = useToast();
  const name = useId();
  const [choice, setChoice] = useState<Message | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const prepaid = order.paymentMode === 'prepaid';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const reason = choice === OTHER ? other.trim() : choice;
    if (!reason) {
      setError(tm(choice === OTHER ? CANCEL_MESSAGES.describeOther : CANCEL_MESSAGES.chooseReason));
      return;
    }
    setError(null);
    try {
      await cancel.mutateAsync(reason);
      toast.success(tm(CANCEL_MESSAGES.cancelled));
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : tm(CANCEL_MESSAGES.failed));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Cancel this order?')}
      description={
        prepaid
          ? t('Your payment is refunded in full to the way you paid.')
          : t('Nothing has been paid for this cash-on-delivery order.')
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <fieldset aria-describedby={error ? `${name}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">{t('Why are you cancelling?')}</legend>
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
                {tm(reason)}
              </label>
            ))}
          </div>
        </fieldset>
        {choice === OTHER && (
          <TextAreaField
            label={t('Your reason')}
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
            {t('Keep order')}
          </Button>
          <Button type="submit" loading={cancel.isPending}>
            {t('Cancel order')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

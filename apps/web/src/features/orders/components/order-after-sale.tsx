import type { Order, OrderRefund } from '@vastra/domain/api';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { useI18n, type Translator } from '../../../lib/i18n';
import { cancelReasonText, dateText } from '../model/order-texts';

function refundText(refund: OrderRefund, i18n: Translator): string {
  const amount = formatRupeesFromRupees(refund.amount);
  if (refund.status === 'processed') {
    const date = dateText(i18n, refund.settledAt ?? refund.createdAt) ?? '';
    return i18n.t('Refund of {amount} sent back to your payment method on {date}', { amount, date });
  }
  if (refund.status === 'failed') return i18n.t('Refund of {amount} failed: we will contact you', { amount });
  return i18n.t('Refund of {amount}: processing', { amount });
}

/** An order's cancellation and refunds, as the shopper reads them (nothing when it has neither). */
export function OrderAfterSale({ order }: { order: Order }) {
  const i18n = useI18n();
  const { t, tm } = i18n;
  const refunds = order.refunds ?? [];
  const cancelled = order.status === 'cancelled' && order.cancelledAt;
  if (!cancelled && refunds.length === 0) return null;
  return (
    <div className="space-y-1 rounded-[var(--radius-card)] border border-line bg-white/80 p-4 text-sm text-ink">
      {cancelled ? (
        <p>
          {t('Cancelled on {date}: {reason}', {
            date: dateText(i18n, order.cancelledAt) ?? '',
            reason: cancelReasonText(tm, order.shipping.cancellationReason ?? ''),
          })}
        </p>
      ) : null}
      {refunds.length > 0 ? (
        <ul aria-label={t('Refunds')} className="space-y-1">
          {refunds.map((refund, index) => (
            <li key={`${refund.createdAt}-${index}`}>{refundText(refund, i18n)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

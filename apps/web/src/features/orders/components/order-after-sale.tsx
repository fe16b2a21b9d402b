import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import type { Order, OrderRefund } from '@vastra/domain/api';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { formatDateIN } from '@vastra/domain/time';

function refundText(refund: OrderRefund): string {
  const amount = formatRupeesFromRupees(refund.amount);
  if (refund.status === 'processed')
    return M.shopperRefundSent(amount, formatDateIN(refund.settledAt ?? refund.createdAt) ?? '');
  if (refund.status === 'failed') return M.shopperRefundFailed(amount);
  return M.shopperRefundProcessing(amount);
}

/** An order's cancellation and refunds, as the shopper reads them (nothing when it has neither). */
export function OrderAfterSale({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  const cancelled = order.status === 'cancelled' && order.cancelledAt;
  if (!cancelled && refunds.length === 0) return null;
  return (
    <div className="space-y-1 rounded-[var(--radius-card)] border border-line bg-white/80 p-4 text-sm text-ink">
      {cancelled ? (
        <p>
          {M.shopperCancelled(formatDateIN(order.cancelledAt ?? '') ?? '', order.shipping.cancellationReason ?? '')}
        </p>
      ) : null}
      {refunds.length > 0 ? (
        <ul aria-label="Refunds" className="space-y-1">
          {refunds.map((refund, index) => (
            <li key={`${refund.createdAt}-${index}`}>{refundText(refund)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import type { QuoteResponse } from '@vastra/domain/api';
import { formatRupeesFromRupees, formatRupeesWholeFromRupees } from '@vastra/domain/money';
import { useI18n } from '../../lib/i18n';

export type QuoteSummaryProps = {
  /** The server's quote of the bag; undefined while the first one is asked or when none could be had. */
  quote: QuoteResponse | undefined;
  /** Whether a quote is being asked (the first, or a new one while the last stays on screen). */
  checking: boolean;
  /** The quote could not be had: the cart's own figures are shown, marked as not checked. */
  failed: boolean;
  /** The pieces in the bag, and its value at the cart's prices (shown only without a quote). */
  quantity: number;
  cartTotalRupees: number;
  /** At checkout with cash on delivery chosen: the quote's "Pay online and save ₹50 more". */
  showPayOnline?: boolean;
};

const ROW = 'flex justify-between gap-4';

/**
 * The bag's price as the server quoted it (docs/decisions/083-one-pricing-function.md): the items at today's prices,
 * each offer applied (label − ₹x), the coupon, delivery ("Free" when waived or zero), the COD fee, the total and what
 * the shopper saves. Nothing here is computed: every figure is the quote's. The rows' names are the domain's
 * PRICING_SHOPPER_MESSAGES (and AFTER_SALE_MESSAGES' Total) in the shopper's language, the savings too (from the
 * quote's figures); the offers' labels are the owner's words.
 */
export function QuoteSummary({ quote, checking, failed, quantity, cartTotalRupees, showPayOnline }: QuoteSummaryProps) {
  const { t } = useI18n();
  const itemsRow = t('Items ({quantity})', { quantity });
  if (!quote) {
    const total = formatRupeesFromRupees(cartTotalRupees);
    const unavailable = t(
      "We couldn't check today's prices and offers just now. The total is confirmed when you place the order.",
    );
    return (
      <div aria-busy={checking || undefined}>
        <dl className="mt-4 space-y-2 text-sm">
          <div className={ROW}>
            <dt className="text-muted">{itemsRow}</dt>
            <dd className="tabular-nums">{total}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-semibold text-ink">{t('Total')}</dt>
            <dd className="text-xl font-semibold tabular-nums text-ink">{total}</dd>
          </div>
        </dl>
        <p aria-live="polite" className="mt-2 text-xs text-muted">
          {failed ? unavailable : checking ? t("Checking today's prices and offers…") : null}
        </p>
      </div>
    );
  }
  const offers = quote.offers.filter((offer) => offer.kind !== 'coupon' && offer.kind !== 'free-delivery');
  const coupon = quote.coupon?.applied ? quote.coupon : null;
  const freeDelivery = quote.offers.find((offer) => offer.kind === 'free-delivery');
  return (
    <div aria-busy={checking || undefined}>
      <dl className="mt-4 space-y-2 text-sm">
        <div className={ROW}>
          <dt className="text-muted">{itemsRow}</dt>
          <dd className="tabular-nums">{formatRupeesFromRupees(quote.subtotal)}</dd>
        </div>
        {offers.map((offer) => (
          <div key={offer.id} className={ROW}>
            <dt className="text-muted">{offer.label}</dt>
            <dd className="font-medium text-success tabular-nums">− {formatRupeesFromRupees(offer.discount)}</dd>
          </div>
        ))}
        {coupon && (
          <div className={ROW}>
            <dt className="text-muted">{t('Coupon {code}', { code: coupon.code })}</dt>
            <dd className="font-medium text-success tabular-nums">− {formatRupeesFromRupees(coupon.discount)}</dd>
          </div>
        )}
        <div className={ROW}>
          <dt className="text-muted">
            {t('Delivery fee')}
            {freeDelivery && <span className="block text-xs">{freeDelivery.label}</span>}
          </dt>
          <dd className="tabular-nums">
            {quote.deliveryFee === 0 ? (
              <>
                {quote.deliveryFeeWaived > 0 && (
                  <s className="mr-1.5 text-muted">{formatRupeesFromRupees(quote.deliveryFeeWaived)}</s>
                )}
                <span className="font-medium text-success">{t('Free')}</span>
              </>
            ) : (
              formatRupeesFromRupees(quote.deliveryFee)
            )}
          </dd>
        </div>
        {quote.codFee > 0 && (
          <div className={ROW}>
            <dt className="text-muted">{t('Cash on Delivery fee')}</dt>
            <dd className="tabular-nums">{formatRupeesFromRupees(quote.codFee)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">{t('Total')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">{formatRupeesFromRupees(quote.total)}</dd>
        </div>
      </dl>
      {quote.savings.total > 0 && (
        <p className="mt-3 rounded-lg border border-success/40 bg-white px-3 py-2 text-sm font-semibold text-success">
          {t('You save {amount}', { amount: formatRupeesWholeFromRupees(quote.savings.total) })}
        </p>
      )}
      {showPayOnline && quote.payOnline && (
        <p className="mt-2 rounded-lg border border-dashed border-accent/60 px-3 py-2 text-sm font-medium text-ink">
          {t('Pay online and save {amount} more', { amount: formatRupeesWholeFromRupees(quote.payOnline.saves) })}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {checking ? t("Checking today's prices and offers…") : ''}
      </p>
    </div>
  );
}

import { secondOptionLabel, splitVariantKey } from '@vastra/domain/catalog';
import { DEFAULT_CART_SIZE, lineSubtotal, type Cart, type CartItem } from '@vastra/domain/cart';
import type { QuoteResponse, ServiceabilityResponse } from '@vastra/domain/api';
import { nameIn } from '@vastra/domain/i18n';
import { formatRupees, formatRupeesFromRupees } from '@vastra/domain/money';
import { SHIPPING_COST } from '@vastra/domain/orders';
import { Link } from 'react-router';
import { ProductPhoto } from '../../../components/ui/product-photo';
import { QuoteSummary } from '../../../components/pricing/quote-summary';
import { paths } from '../../../config/paths';
import { feeLines } from '../../../lib/delivery/fee-lines';
import { msg, useI18n, type Translator } from '../../../lib/i18n';
import { useShopConfig } from '../../../lib/shop-config';
import { quoteLineOf } from '../../../lib/pricing/quote';
import { DeliveryEstimate } from './delivery-estimate';

const PRICES_UNAVAILABLE = msg(
  "We couldn't check today's prices and offers just now. The total is confirmed when you place the order.",
);

export type OrderSummaryProps = {
  lines: Cart;
  totalRupees: number;
  /** The server's quote (lib/pricing/quote.ts): its lines' prices and its figures replace the cart's once known. */
  quote?: QuoteResponse;
  checking?: boolean;
  failed?: boolean;
  /** Cash on delivery chosen: the quote's "Pay online and save ₹50 more" is shown. */
  showPayOnline?: boolean;
  /** The billing PIN's delivery answer, once known. */
  delivery?: ServiceabilityResponse | null;
};

/**
 * docs/rules/checkout.md#screen: the items (title, size, qty, price), shipping 0, the total and the delivery estimate.
 */
export function OrderSummary({
  lines,
  totalRupees,
  delivery = null,
  quote,
  checking = false,
  failed = false,
  showPayOnline = false,
}: OrderSummaryProps) {
  const { t, tm, language } = useI18n();
  // Before the quote comes (or when it cannot), a shop charging for delivery says its rule, not "Free"
  // (docs/decisions/087-delivery-and-cod-fees.md): the quote then gives the fee itself.
  const charges = useShopConfig().data?.delivery;
  const feeRule = charges && charges.feeRupees > 0 ? feeLines(charges, t).delivery : null;
  const total = formatRupeesFromRupees(totalRupees);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section aria-labelledby="checkout-summary" className="rounded-[var(--radius-card)] bg-sand/70 p-5 sm:p-6">
      <h2 id="checkout-summary" className="font-display text-xl text-ink">
        {t('Your order')}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          {t('There is nothing to order yet.')}{' '}
          <Link to={paths.cart.getHref()} className="font-medium text-accent underline underline-offset-2">
            {t('Back to cart')}
          </Link>
        </p>
      ) : (
        <ul aria-label={t('Items in your order')} className="mt-4 divide-y divide-line">
          {lines.map((line, index) => {
            // Today's price from the quote (a sale that ended shows its new price), else the cart's.
            const unitPrice = quoteLineOf(quote, line)?.unitPrice ?? line.price;
            return (
              <li key={`${line.id}/${line.selectedSize}/${index}`} className="flex gap-3 py-3 first:pt-0">
                <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-paper">
                  <ProductPhoto
                    src={line.image}
                    alt=""
                    width={64}
                    height={64}
                    sizes="64px"
                    className="size-full object-cover"
                  />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="line-clamp-2 font-medium text-ink">
                    {line.title ? nameIn({ name: line.title, hindiName: line.hindiTitle }, language) : t('Product')}
                  </p>
                  <p className="mt-0.5 text-muted">
                    {optionsLabelOf(line, t) ??
                      (line.selectedSize !== DEFAULT_CART_SIZE && t('Size {size}', { size: line.selectedSize }))}
                    {line.selectedSize !== DEFAULT_CART_SIZE && ' · '}
                    {t('Qty {quantity} × {price}', {
                      quantity: line.quantity,
                      price: formatRupeesFromRupees(unitPrice),
                    })}
                  </p>
                </div>
                <p className="text-sm font-medium whitespace-nowrap text-ink tabular-nums">
                  {formatRupees(lineSubtotal({ price: unitPrice, quantity: line.quantity }))}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {quote ? (
        <div className="mt-4 border-t border-line">
          <QuoteSummary
            quote={quote}
            checking={checking}
            failed={false}
            quantity={quantity}
            cartTotalRupees={totalRupees}
            showPayOnline={showPayOnline}
          />
        </div>
      ) : (
        <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('Subtotal')}</dt>
            <dd className="tabular-nums">{total}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('Shipping')}</dt>
            {feeRule ? (
              <dd className="text-right">{feeRule}</dd>
            ) : (
              <dd className="tabular-nums">
                <span className="mr-1.5 text-xs font-semibold tracking-wide text-success uppercase">{t('Free')}</span>
                {formatRupeesFromRupees(SHIPPING_COST)}
              </dd>
            )}
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-semibold text-ink">{t('Total')}</dt>
            <dd className="text-xl font-semibold text-ink tabular-nums">{total}</dd>
          </div>
        </dl>
      )}
      {!quote && (failed || checking) && (
        <p aria-live="polite" className="mt-2 text-xs text-muted">
          {/* The domain's PRICING_SHOPPER_MESSAGES.pricesUnavailable and pricesChecking. */}
          {failed ? tm(PRICES_UNAVAILABLE) : t("Checking today's prices and offers…")}
        </p>
      )}
      <DeliveryEstimate answer={delivery} />
    </section>
  );
}

/** The domain's secondOptionLabel ("Size: M · Colour: Red", the second option's name as the shop wrote it). */
function optionsLabelOf(line: CartItem, t: Translator['t']): string | null {
  if (secondOptionLabel(line.selectedSize, line.option2Name) === null) return null;
  const [size, value] = splitVariantKey(line.selectedSize);
  return t('Size: {size} · {option}: {value}', { size, option: line.option2Name ?? '', value: value ?? '' });
}

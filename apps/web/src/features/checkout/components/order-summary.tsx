import { DEFAULT_CART_SIZE, lineSubtotal, type Cart } from '@vastra/domain/cart';
import type { ServiceabilityResponse } from '@vastra/domain/api';
import { formatRupees, formatRupeesFromRupees } from '@vastra/domain/money';
import { SHIPPING_COST } from '@vastra/domain/orders';
import { Link } from 'react-router';
import { ProductPhoto } from '../../../components/ui/product-photo';
import { paths } from '../../../config/paths';
import { DeliveryEstimate } from './delivery-estimate';

export type OrderSummaryProps = {
  lines: Cart;
  totalRupees: number;
  /** The billing PIN's delivery answer, once known. */
  delivery?: ServiceabilityResponse | null;
};

/**
 * docs/rules/checkout.md#screen: the items (title, size, qty, price), shipping 0, the total and the delivery estimate.
 */
export function OrderSummary({ lines, totalRupees, delivery = null }: OrderSummaryProps) {
  const total = formatRupeesFromRupees(totalRupees);
  return (
    <section aria-labelledby="checkout-summary" className="rounded-[var(--radius-card)] bg-sand/70 p-5 sm:p-6">
      <h2 id="checkout-summary" className="font-display text-xl text-ink">
        Your order
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          There is nothing to order yet.{' '}
          <Link to={paths.cart.getHref()} className="font-medium text-accent underline underline-offset-2">
            Back to cart
          </Link>
        </p>
      ) : (
        <ul aria-label="Items in your order" className="mt-4 divide-y divide-line">
          {lines.map((line, index) => (
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
                <p className="line-clamp-2 font-medium text-ink">{line.title || 'Product'}</p>
                <p className="mt-0.5 text-muted">
                  {line.selectedSize !== DEFAULT_CART_SIZE && <>Size {line.selectedSize} · </>}
                  Qty {line.quantity} × {formatRupeesFromRupees(line.price)}
                </p>
              </div>
              <p className="text-sm font-medium whitespace-nowrap text-ink tabular-nums">
                {formatRupees(lineSubtotal(line))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="tabular-nums">
            <span className="mr-1.5 text-xs font-semibold tracking-wide text-success uppercase">Free</span>
            {formatRupeesFromRupees(SHIPPING_COST)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="text-xl font-semibold text-ink tabular-nums">{total}</dd>
        </div>
      </dl>
      <DeliveryEstimate answer={delivery} />
    </section>
  );
}

import { DELIVERY_ESTIMATE } from '@vastra/domain/catalog';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export type CartSummaryProps = { totalRupees: number; totalQuantity: number; onCheckout: () => void };

/** docs/rules/cart.md#screen: the summary with the total, Proceed to Checkout and Continue Shopping. */
export function CartSummary({ totalRupees, totalQuantity, onCheckout }: CartSummaryProps) {
  const total = formatRupeesFromRupees(totalRupees);
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-[var(--radius-card)] bg-sand/70 p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="font-display text-xl text-ink">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Items ({totalQuantity})</dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="font-medium text-success">Free</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">{total}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">Delivery in {DELIVERY_ESTIMATE}. Taxes included.</p>
      <div className="mt-5 flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={onCheckout}>
          Proceed to Checkout
        </Button>
        <Link to={paths.shop.getHref()} className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
          Continue Shopping
        </Link>
      </div>
      <p className="mt-4 flex items-center justify-center gap-2 text-xs text-muted">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        Secure checkout · Card or Cash on Delivery
      </p>
    </section>
  );
}

import type { QuoteResponse } from '@vastra/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { QuoteSummary } from '../../../components/pricing/quote-summary';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';

export type CartSummaryProps = {
  totalRupees: number;
  totalQuantity: number;
  onCheckout: () => void;
  /** The server's quote of the bag and whether it is being asked or failed (lib/pricing/quote.ts). */
  quote?: QuoteResponse;
  checking?: boolean;
  failed?: boolean;
  /** The coupon field, between the figures and the buttons. */
  coupon?: ReactNode;
};

/**
 * docs/rules/cart.md#screen: the summary with the quote's figures (today's prices, offers, coupon, delivery, total,
 * savings), the coupon field, Proceed to Checkout and Continue Shopping.
 */
export function CartSummary({
  totalRupees,
  totalQuantity,
  onCheckout,
  quote,
  checking = false,
  failed = false,
  coupon,
}: CartSummaryProps) {
  const { t } = useI18n();
  // Until the first quote is in, the rows it adds (offers, delivery, savings, each line's struck price) would move the
  // button under a tap already on its way, and the tap would land beside it: the button waits for the figures.
  const firstQuotePending = !quote && checking && !failed;
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-[var(--radius-card)] bg-sand/70 p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="font-display text-xl text-ink">
        {t('Order summary')}
      </h2>
      <QuoteSummary
        quote={quote}
        checking={checking}
        failed={failed}
        quantity={totalQuantity}
        cartTotalRupees={totalRupees}
      />
      {coupon && <div className="mt-4">{coupon}</div>}
      <p className="mt-2 text-xs text-muted">
        {/* The estimate is the domain's DELIVERY_ESTIMATE. */}
        {t('Delivery in {estimate}. Taxes included.', { estimate: t('5–7 working days') })}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={onCheckout} disabled={firstQuotePending}>
          {t('Proceed to Checkout')}
        </Button>
        <Link to={paths.shop.getHref()} className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
          {t('Continue Shopping')}
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
        {t('Secure checkout · Card or Cash on Delivery')}
      </p>
    </section>
  );
}

import { useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import type { CheckoutHandoff } from '../../../lib/checkout-handoff';
import { useI18n } from '../../../lib/i18n';
import { AvailableOffers } from '../../../components/pricing/available-offers';
import { CouponForm } from '../../../components/pricing/coupon-form';
import { setAppliedCoupon, useAppliedCoupon } from '../../../lib/pricing/applied-coupon';
import { quoteLineOf, useQuote } from '../../../lib/pricing/quote';
import { useSession } from '../../../lib/session/session-context';
import { useCart } from '../hooks/use-cart';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CartWarningBanner } from './cart-warning-banner';

/** The cart screen (docs/rules/cart.md#screen): title, warning banner, empty state or rows plus summary. */
export function CartView() {
  const { t } = useI18n();
  const cart = useCart();
  const navigate = useNavigate();
  const { token } = useSession();
  const coupon = useAppliedCoupon();
  const quote = useQuote({ lines: cart.items, couponCode: coupon, token });
  const quoted = quote.data;

  function proceedToCheckout() {
    // The cart's lines go as they are; checkout asks its own quote (with the payment chosen) before showing a price.
    const state: CheckoutHandoff = { items: cart.items, total: quoted?.total ?? cart.totalRupees, fromCart: true };
    void navigate(paths.checkout.getHref(), { state });
  }

  return (
    <section className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:px-8">
      <header className="mb-6 flex items-end justify-between gap-4 border-b border-line pb-5">
        <div>
          <h1 className="font-display text-3xl text-ink sm:text-4xl">{t('Your Shopping Cart')}</h1>
          {cart.ready && cart.items.length > 0 && (
            <p className="mt-1 text-sm text-muted">
              {/* The count as it was, not grouped (1000 items): not tn's Indian format. */}
              {cart.totalQuantity === 1
                ? t('{quantity} item', { quantity: cart.totalQuantity })
                : t('{quantity} items', { quantity: cart.totalQuantity })}
            </p>
          )}
        </div>
      </header>
      <div className="mb-6 empty:hidden">
        <CartWarningBanner warning={cart.warning} onDismiss={cart.dismissWarning} />
      </div>
      {!cart.ready ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : cart.items.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:gap-12">
          <ul aria-label={t('Cart items')} className="divide-y divide-line border-b border-line">
            {cart.items.map((item) => (
              <CartLine
                key={`${item.id}/${item.selectedSize}`}
                item={item}
                priced={quoteLineOf(quoted, item)}
                onIncrease={() => cart.increase(item.id, item.selectedSize)}
                onDecrease={() => cart.decrease(item.id, item.selectedSize)}
                onRemove={() => cart.remove(item.id, item.selectedSize)}
              />
            ))}
          </ul>
          <div className="space-y-6">
            <CartSummary
              totalRupees={cart.totalRupees}
              totalQuantity={cart.totalQuantity}
              onCheckout={proceedToCheckout}
              quote={quoted}
              checking={quote.isFetching}
              failed={quote.isError && !quoted}
              coupon={
                <CouponForm
                  applied={coupon}
                  outcome={quoted?.coupon}
                  checking={quote.isFetching && coupon !== null}
                  onApply={setAppliedCoupon}
                  onRemove={() => setAppliedCoupon(null)}
                />
              }
            />
            <AvailableOffers offers={quoted?.availableOffers ?? []} applied={coupon} onApply={setAppliedCoupon} />
          </div>
        </div>
      )}
    </section>
  );
}

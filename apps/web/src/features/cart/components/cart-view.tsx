import { useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import type { CheckoutHandoff } from '../../../lib/checkout-handoff';
import { useCart } from '../hooks/use-cart';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CartWarningBanner } from './cart-warning-banner';

/** The cart screen (docs/rules/cart.md#screen): title, warning banner, empty state or rows plus summary. */
export function CartView() {
  const cart = useCart();
  const navigate = useNavigate();

  function proceedToCheckout() {
    const state: CheckoutHandoff = { items: cart.items, total: cart.totalRupees, fromCart: true };
    void navigate(paths.checkout.getHref(), { state });
  }

  return (
    <section className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:px-8">
      <header className="mb-6 flex items-end justify-between gap-4 border-b border-line pb-5">
        <div>
          <h1 className="font-display text-3xl text-ink sm:text-4xl">Your Shopping Cart</h1>
          {cart.ready && cart.items.length > 0 && (
            <p className="mt-1 text-sm text-muted">
              {cart.totalQuantity} {cart.totalQuantity === 1 ? 'item' : 'items'}
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
          <ul aria-label="Cart items" className="divide-y divide-line border-b border-line">
            {cart.items.map((item) => (
              <CartLine
                key={`${item.id}/${item.selectedSize}`}
                item={item}
                onIncrease={() => cart.increase(item.id, item.selectedSize)}
                onDecrease={() => cart.decrease(item.id, item.selectedSize)}
                onRemove={() => cart.remove(item.id, item.selectedSize)}
              />
            ))}
          </ul>
          <CartSummary
            totalRupees={cart.totalRupees}
            totalQuantity={cart.totalQuantity}
            onCheckout={proceedToCheckout}
          />
        </div>
      )}
    </section>
  );
}

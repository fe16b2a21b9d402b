import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { PromoPopup } from '../components/layout/promo-popup';
import { ScrollRestoration } from '../components/layout/scroll-restoration';
import { useCart } from '../features/cart/hooks/use-cart';
import { useSession } from '../lib/session/session-context';

/**
 * The page frame around every route (docs/rules/ui.md#routes): navbar with session and cart, the page, footer and
 * the promo popup. Nothing is preloaded for every page: each screen asks for what it shows
 * (docs/decisions/029-storefront-without-the-whole-list.md).
 */
export function AppLayout() {
  const { user, loading } = useSession();
  const { totalQuantity } = useCart();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollRestoration />
      <Navbar user={user} cartCount={totalQuantity} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
      <PromoPopup signedIn={user !== null} sessionLoading={loading} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { Footer } from '../components/layout/footer';
import { LogoLoader } from '../components/layout/logo-loader';
import { Navbar } from '../components/layout/navbar';
import { PromoPopup } from '../components/layout/promo-popup';
import { ScrollRestoration } from '../components/layout/scroll-restoration';
import { useCart } from '../features/cart/hooks/use-cart';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { useSession } from '../lib/session/session-context';

/**
 * The page frame around every route (docs/rules/ui.md#routes): navbar with session and cart, the page, footer,
 * the promo popup, and the logo loader while the product list preloads (docs/rules/api.md#endpoints: app preload).
 */
export function AppLayout() {
  const { user, loading } = useSession();
  const { totalQuantity } = useCart();
  const products = useQuery(productsQueryOptions);
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
      <LogoLoader visible={products.isPending} />
    </div>
  );
}

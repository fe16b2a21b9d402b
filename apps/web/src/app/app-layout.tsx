import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { Navbar, NavbarBag } from '../components/layout/navbar';
import { PromoPopup } from '../components/layout/promo-popup';
import { useCart } from '../features/cart/hooks/use-cart';
import { lazyPart } from '../lib/lazy-part';
import { useSession } from '../lib/session/session-context';

// Two parts of the frame whose code is not in any page's first JavaScript (lib/lazy-part.tsx): it loads as the frame
// is first drawn or taken over. The server draws the footer, and the browser keeps it as drawn until its code is in;
// the scroll restoration draws nothing, and restores a reloaded page's position once it is in. Each has a Suspense
// of its own in the place it had, so the server and the browser draw the same tree (and the same `useId`s).
const Footer = lazyPart(() => import('../components/layout/footer').then((module) => module.Footer));
const ScrollRestoration = lazyPart(() =>
  import('../components/layout/scroll-restoration').then((module) => module.ScrollRestoration),
);

/**
 * The navbar's bag with the cart's total quantity: the one part of the frame that reads the cart, so a change of the
 * cart draws this link again, not the frame (docs/decisions/156-the-bag-alone-reads-the-cart.md).
 */
function CartBag() {
  return <NavbarBag count={useCart().totalQuantity} />;
}

/**
 * The page frame around every route (docs/rules/ui.md#routes): navbar with session and cart, the page, footer and
 * the promo popup. The frame itself does not read the cart, only the navbar's bag
 * (docs/decisions/156-the-bag-alone-reads-the-cart.md). Nothing is preloaded for every page: each screen asks for what
 * it shows (docs/decisions/029-storefront-without-the-whole-list.md).
 */
export function AppLayout() {
  const { user, loading } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <Suspense fallback={null}>
        <ScrollRestoration />
      </Suspense>
      <Navbar user={user} bag={<CartBag />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <PromoPopup signedIn={user !== null} sessionLoading={loading} />
    </div>
  );
}

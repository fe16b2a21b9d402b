import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { LogoLoader } from '../components/layout/logo-loader';
import { paths } from '../config/paths';
import { AppLayout } from './app-layout';
import { ProtectedRoute } from './protected-route';

type ScreenModule = { Component: ComponentType };

/**
 * A route whose screen is its own chunk, loaded when the route first renders (route-level code
 * splitting); route modules export `Component`. React.lazy rather than the data router's `lazy`:
 * the app runs in declarative mode (docs/decisions/013-small-first-paint.md). `handle.preload`
 * loads it ahead: a screen loaded before it renders shows at once, without suspending.
 */
function screen(path: string | undefined, load: () => Promise<ScreenModule>): RouteObject {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.Component;
      return { default: module.Component };
    });
  const Lazy = lazy(preload);
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { path, element: <Screen />, handle: { preload } };
}

/**
 * The back office: one lazily loaded route with its own route table inside, outside the shop's
 * layout (no navbar, footer or cart), so shoppers download none of it
 * (docs/decisions/022-admin-in-the-same-app.md). The path is adminPaths.home's, written out: importing
 * admin-paths here would put it in every shopper's first download.
 */
const admin = screen('/admin/*', () => import('../features/admin/app/admin-app'));

/** The spec's route table (docs/rules/ui.md#routes); each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    ...admin,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<LogoLoader visible />}>{admin.element}</Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        {/* Until the first screen's chunk has loaded: the brand mark (docs/rules/ui.md#routes). */}
        <Suspense fallback={<LogoLoader visible />}>
          <AppLayout />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      screen(paths.home.path, () => import('./routes/home')),
      screen(paths.shop.path, () => import('./routes/shop')),
      screen(paths.contact.path, () => import('./routes/contact')),
      screen(paths.codConfirm.path, () => import('./routes/cod-confirm')),
      screen(paths.track.path, () => import('./routes/track')),
      screen(paths.conversation.path, () => import('./routes/conversation')),
      screen(paths.login.path, () => import('./routes/login')),
      screen(paths.product.path, () => import('./routes/product')),
      screen(paths.policy.path, () => import('./routes/policy')),
      screen(paths.collection.path, () => import('./routes/collection')),
      screen(paths.wishlist.path, () => import('./routes/wishlist')),
      {
        // docs/rules/ui.md#routes: login required
        element: <ProtectedRoute />,
        children: [
          screen(paths.cart.path, () => import('./routes/cart')),
          screen(paths.checkout.path, () => import('./routes/checkout')),
          screen(paths.orders.path, () => import('./routes/orders')),
          screen(paths.order.path, () => import('./routes/order')),
          screen(paths.profile.path, () => import('./routes/profile')),
        ],
      },
      screen('*', () => import('./routes/not-found')),
    ],
  },
];

/**
 * Loads the screen of `pathname` (and its parents') ahead of the first render, so the first paint
 * is the screen itself rather than the loader: the page has already preloaded its chunks.
 */
export async function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const preloads = matches.map(
    ({ route }) => (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload,
  );
  await Promise.all(preloads.filter((preload) => preload !== undefined).map((preload) => preload()));
}

/** The route table rendered for the current location (inside a <BrowserRouter>). */
export function AppRoutes() {
  return useRoutes(routes);
}

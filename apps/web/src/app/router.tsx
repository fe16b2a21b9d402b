import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { LogoLoader } from '../components/layout/logo-loader';
import { paths } from '../config/paths';
import { AppLayout } from './app-layout';
import { ProtectedRoute } from './protected-route';
import { NotFoundRoute } from './routes/not-found';

/** The spec's route table (spec §2); each screen is its own chunk (route-level code splitting). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // While the first screen's chunk loads, the same brand mark the layout shows until products arrive.
    hydrateFallbackElement: <LogoLoader visible />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, lazy: () => import('./routes/home') },
          { path: paths.shop.path, lazy: () => import('./routes/shop') },
          { path: paths.contact.path, lazy: () => import('./routes/contact') },
          { path: paths.login.path, lazy: () => import('./routes/login') },
          { path: paths.product.path, lazy: () => import('./routes/product') },
          {
            // spec §2: login required
            element: <ProtectedRoute />,
            children: [
              { path: paths.cart.path, lazy: () => import('./routes/cart') },
              { path: paths.checkout.path, lazy: () => import('./routes/checkout') },
              { path: paths.orders.path, lazy: () => import('./routes/orders') },
              { path: paths.order.path, lazy: () => import('./routes/order') },
              { path: paths.profile.path, lazy: () => import('./routes/profile') },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

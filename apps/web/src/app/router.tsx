import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { paths } from '../config/paths';
import { NotFoundRoute } from './routes/not-found';

/** The spec's route table (spec §2); each screen is its own chunk (route-level code splitting). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/home') },
      { path: paths.shop.path, lazy: () => import('./routes/shop') },
      { path: paths.contact.path, lazy: () => import('./routes/contact') },
      { path: paths.login.path, lazy: () => import('./routes/login') },
      { path: paths.product.path, lazy: () => import('./routes/product') },
      { path: paths.cart.path, lazy: () => import('./routes/cart') },
      { path: paths.checkout.path, lazy: () => import('./routes/checkout') },
      { path: paths.orders.path, lazy: () => import('./routes/orders') },
      { path: paths.order.path, lazy: () => import('./routes/order') },
      { path: paths.profile.path, lazy: () => import('./routes/profile') },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

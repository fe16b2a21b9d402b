import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { lazy, useEffect, type ComponentType } from 'react';
import { Link, useRoutes, type RouteObject } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { I18nProvider } from '../../../lib/i18n';
import { adminPaths, adminRoutePath } from '../admin-paths';
import { AcceptInviteScreen } from '../auth/accept-invite-screen';
import { RequireStaff } from '../auth/require-staff';
import { SignInScreen } from '../auth/sign-in-screen';
import { forgetLegacyStaffToken } from '../api/staff-session-state';
import { AdminPage } from '../components/admin-page';
import { AdminLayout } from '../layout/admin-layout';
import { AdminErrorBoundary } from './admin-error';

type ScreenModule = { Component: ComponentType };

const preloads: (() => Promise<unknown>)[] = [];

/** A screen in its own chunk, loaded when first shown (the shell's Suspense waits for it). */
function screen(load: () => Promise<ScreenModule>) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.Component;
      return { default: module.Component };
    });
  preloads.push(preload);
  const Lazy = lazy(preload);
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return <Screen />;
}

/** Loads every back-office screen ahead (tests: each then renders at once instead of suspending). */
export function preloadAdminScreens(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <p className="text-muted">{M.adminPageNotFound}</p>
      <Link to={adminPaths.home.getHref()} className={buttonClasses({ className: 'mt-6' })}>
        Back to the dashboard
      </Link>
    </AdminPage>
  );
}

/** The back office's route table, relative to /admin/* (where app/router.tsx mounts it). */
const adminRoutes: RouteObject[] = [
  { path: adminRoutePath(adminPaths.signIn.path), element: <SignInScreen /> },
  { path: adminRoutePath(adminPaths.invite.path), element: <AcceptInviteScreen /> },
  {
    element: (
      <RequireStaff>
        <AdminLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: screen(() => import('../dashboard/dashboard-screen')) },
      { path: adminRoutePath(adminPaths.orders.path), element: screen(() => import('../orders/order-list-screen')) },
      // Before orders/:id, as products/new is before products/:id (the router also ranks a static segment first).
      {
        path: adminRoutePath(adminPaths.newOrder.path),
        element: screen(() => import('../phone-orders/new-order-screen')),
      },
      { path: adminRoutePath(adminPaths.order.path), element: screen(() => import('../orders/order-screen')) },
      {
        path: adminRoutePath(adminPaths.customers.path),
        element: screen(() => import('../customers/customer-list-screen')),
      },
      {
        path: adminRoutePath(adminPaths.customer.path),
        element: screen(() => import('../customers/customer-screen')),
      },
      { path: adminRoutePath(adminPaths.queue.path), element: screen(() => import('../queue/queue-screen')) },
      { path: adminRoutePath(adminPaths.returns.path), element: screen(() => import('../returns/returns-screen')) },
      { path: adminRoutePath(adminPaths.return.path), element: screen(() => import('../returns/return-screen')) },
      {
        path: adminRoutePath(adminPaths.products.path),
        element: screen(() => import('../products/product-list-screen')),
      },
      {
        path: adminRoutePath(adminPaths.catalogueCsv.path),
        element: screen(() => import('../catalogue-csv/catalogue-csv-screen')),
      },
      {
        path: adminRoutePath(adminPaths.newProduct.path),
        element: screen(() => import('../products/product-edit-screen')),
      },
      {
        path: adminRoutePath(adminPaths.product.path),
        element: screen(() => import('../products/product-edit-screen')),
      },
      {
        path: adminRoutePath(adminPaths.stockImport.path),
        element: screen(() => import('../stock/stock-import-screen')),
      },
      { path: adminRoutePath(adminPaths.messages.path), element: screen(() => import('../messages/messages-screen')) },
      { path: adminRoutePath(adminPaths.alerts.path), element: screen(() => import('../alerts/alerts-screen')) },
      { path: adminRoutePath(adminPaths.reviews.path), element: screen(() => import('../reviews/reviews-screen')) },
      { path: adminRoutePath(adminPaths.staff.path), element: screen(() => import('../staff/staff-screen')) },
      { path: adminRoutePath(adminPaths.audit.path), element: screen(() => import('../audit/activity-screen')) },
      { path: adminRoutePath(adminPaths.settings.path), element: screen(() => import('../settings/settings-screen')) },
      { path: adminRoutePath(adminPaths.offers.path), element: screen(() => import('../offers/offer-list-screen')) },
      { path: adminRoutePath(adminPaths.newOffer.path), element: screen(() => import('../offers/offer-edit-screen')) },
      { path: adminRoutePath(adminPaths.offer.path), element: screen(() => import('../offers/offer-edit-screen')) },
      {
        path: adminRoutePath(adminPaths.salePrices.path),
        element: screen(() => import('../sale-prices/sale-prices-screen')),
      },
      {
        path: adminRoutePath(adminPaths.attributes.path),
        element: screen(() => import('../attributes/attributes-screen')),
      },
      {
        path: adminRoutePath(adminPaths.categories.path),
        element: screen(() => import('../categories/categories-screen')),
      },
      {
        path: adminRoutePath(adminPaths.collections.path),
        element: screen(() => import('../collections/collections-screen')),
      },
      {
        path: adminRoutePath(adminPaths.homeContent.path),
        element: screen(() => import('../home-content/home-content-screen')),
      },
      { path: '*', element: <AdminNotFound /> },
    ],
  },
];

/** Keeps the back office out of search engines while it is shown (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The back office: its own screens, layout and session, loaded only when a /admin page is opened
 * (docs/decisions/022-admin-in-the-same-app.md). Outside the storefront's layout: no shop navbar,
 * footer or cart.
 */
export function Component() {
  useNoIndex();
  // A browser that used an older back office may still hold its bearer token where page scripts can read it.
  useEffect(forgetLegacyStaffToken, []);
  const element = useRoutes(adminRoutes);
  // The back office is in English whatever language the shopper's cookie chose
  // (docs/decisions/136-hindi-storefront.md): the storefront's shared parts (dialogs, spinners) follow the provider.
  return (
    <I18nProvider language="en">
      <AdminErrorBoundary>{element}</AdminErrorBoundary>
    </I18nProvider>
  );
}

import type { Staff } from '@vastra/domain/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../../components/ui/toast';
import { createQueryClient } from '../../../lib/query-client';
import { shopConfigFixture } from '../../../testing/shopper-fixtures';
import { Component as AdminApp, preloadAdminScreens } from '../app/admin-app';
import { markStaffSignedIn, resetStaffSessionState } from '../api/staff-session-state';
import { installAdminFakeApi, type AdminFakeRoutes } from './admin-fake-api';
import { categoriesFixture } from './admin-fixtures';

// While the test file is imported, not inside a test's time (as src/testing/app-modules.ts does for the shop).
await preloadAdminScreens();

export type RenderAdminOptions = {
  /** Signs in: the tab has signed in, and GET /api/admin/auth/me answers this member (else 401: no cookie). */
  staff?: Staff;
  routes?: AdminFakeRoutes;
};

/** Renders the back office (as app/router.tsx mounts it, at /admin/*) at `url` against the fake API. */
export function renderAdmin(url: string, options: RenderAdminOptions = {}) {
  // The session state lives in its module for the whole file: start each test from a fresh tab.
  if (options.staff) markStaffSignedIn();
  else resetStaffSessionState();
  const api = installAdminFakeApi({
    'GET /api/shop-config': [200, shopConfigFixture],
    'GET /api/admin/categories': [200, categoriesFixture],
    'GET /api/admin/auth/me': options.staff
      ? ([200, options.staff] as const)
      : ([401, { code: 'unauthorized', message: 'Please sign in' }] as const),
    ...options.routes,
  });
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp /> }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, api };
}

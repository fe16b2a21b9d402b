import type { Staff } from '@vastra/domain/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../../components/ui/toast';
import { createQueryClient } from '../../../lib/query-client';
import { shopConfigFixture } from '../../../testing/shopper-fixtures';
import { Component as AdminApp, preloadAdminScreens } from '../app/admin-app';
import { clearStaffToken, storeStaffToken } from '../api/staff-token';
import { installAdminFakeApi, type AdminFakeRoutes } from './admin-fake-api';

// While the test file is imported, not inside a test's time (as src/testing/app-modules.ts does for the shop).
await preloadAdminScreens();

export const TEST_STAFF_TOKEN = 'staff-test-token';

export type RenderAdminOptions = {
  /** Signs in: stores a staff token and answers GET /api/admin/auth/me with this member. */
  staff?: Staff;
  routes?: AdminFakeRoutes;
};

/** Renders the back office (as app/router.tsx mounts it, at /admin/*) at `url` against the fake API. */
export function renderAdmin(url: string, options: RenderAdminOptions = {}) {
  // The token module keeps an in-memory copy and the "ended by the server" flag: start each test clean.
  storeStaffToken('reset');
  clearStaffToken();
  if (options.staff) storeStaffToken(TEST_STAFF_TOKEN);
  const api = installAdminFakeApi({
    'GET /api/shop-config': [200, shopConfigFixture],
    ...(options.staff ? { 'GET /api/admin/auth/me': [200, options.staff] as const } : {}),
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

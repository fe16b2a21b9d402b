import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../../../components/ui/toast';
import { adminPaths } from '../../admin-paths';
import { markStaffSignedIn } from '../../api/staff-session-state';
import { Component as ProductEditScreen } from '../product-edit-screen';
import { Component as ProductListScreen } from '../product-list-screen';
import { categoriesFixture } from '../../testing/admin-fixtures';
import { installFakeAdminApi, type AdminRoutes } from './fake-admin-api';

/**
 * Renders the catalogue screens at `url` as the back-office shell mounts them (the list, the new
 * product and one product), signed in as staff, against the fake API.
 */
export function renderProducts(url: string, routes: AdminRoutes) {
  markStaffSignedIn();
  const api = installFakeAdminApi({ 'GET /api/admin/categories': [200, categoriesFixture], ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: adminPaths.products.path, element: <ProductListScreen /> },
      { path: adminPaths.newProduct.path, element: <ProductEditScreen /> },
      { path: adminPaths.product.path, element: <ProductEditScreen /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, api, queryClient, location };
}

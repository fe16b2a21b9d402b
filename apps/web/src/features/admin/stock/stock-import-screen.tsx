import { AdminPage } from '../components/admin-page';

/** Placeholder until this screen is built: the back-office shell routes to it. */
export function Component() {
  return <AdminPage title="stock-import-screen">Coming soon</AdminPage>;
}

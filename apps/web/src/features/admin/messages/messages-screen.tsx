import { AdminPage } from '../components/admin-page';

/** Placeholder until its screen lands. */
export function Component() {
  return <AdminPage title="Messages">{null}</AdminPage>;
}

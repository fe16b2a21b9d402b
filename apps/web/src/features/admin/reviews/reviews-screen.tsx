import { AdminPage } from '../components/admin-page';

/** Placeholder until its screen lands. */
export function Component() {
  return <AdminPage title="Reviews">{null}</AdminPage>;
}

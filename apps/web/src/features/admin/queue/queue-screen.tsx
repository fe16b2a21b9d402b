import { AdminPage } from '../components/admin-page';

/** Placeholder until its screen lands. */
export function Component() {
  return <AdminPage title="Needs a hand">{null}</AdminPage>;
}

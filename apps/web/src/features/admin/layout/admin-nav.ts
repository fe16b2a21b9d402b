import type { StaffRole } from '@vastra/domain/back-office';
import { adminPaths } from '../admin-paths';

/** One entry of the back office's navigation. */
export type AdminNavItem = {
  label: string;
  href: string;
  /** Active only on this exact path (the dashboard), not below it. */
  end?: boolean;
  /** Shown only to these roles (default: everyone). */
  roles?: readonly StaffRole[];
};

/** The navigation, in order: a new screen adds one line here (and its route in app/admin-app.tsx). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: adminPaths.home.getHref(), end: true },
  { label: 'Orders', href: adminPaths.orders.getHref() },
  { label: 'Needs a hand', href: adminPaths.queue.getHref() },
  { label: 'Returns', href: adminPaths.returns.getHref() },
  { label: 'Products', href: adminPaths.products.getHref() },
  { label: 'Stock import', href: adminPaths.stockImport.getHref() },
  { label: 'Messages', href: adminPaths.messages.getHref() },
  { label: 'Reviews', href: adminPaths.reviews.getHref() },
  { label: 'Staff', href: adminPaths.staff.getHref(), roles: ['owner'] },
  { label: 'Activity', href: adminPaths.audit.getHref() },
  { label: 'Settings', href: adminPaths.settings.getHref() },
];

/** The entries a member with this role sees. */
export function navFor(role: StaffRole): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.roles || item.roles.includes(role));
}

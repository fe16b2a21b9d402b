import { ALERT_TEXTS } from '@vastra/domain/alerts';
import type { Permission } from '@vastra/domain/back-office';
import { adminPaths } from '../admin-paths';

/** One entry of the back office's navigation. */
export type AdminNavItem = {
  label: string;
  href: string;
  /** Active only on this exact path (the dashboard), not below it. */
  end?: boolean;
  /** Shown only to a member whose role carries this permission (default: everyone). */
  permission?: Permission;
};

/** The navigation, in order: a new screen adds one line here (and its route in app/admin-app.tsx). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: adminPaths.home.getHref(), end: true },
  { label: 'Orders', href: adminPaths.orders.getHref(), permission: 'orders' },
  { label: 'Customers', href: adminPaths.customers.getHref(), permission: 'orders' },
  { label: 'Needs a hand', href: adminPaths.queue.getHref(), permission: 'orders' },
  { label: 'Returns', href: adminPaths.returns.getHref(), permission: 'orders' },
  { label: 'Products', href: adminPaths.products.getHref() },
  { label: 'Categories', href: adminPaths.categories.getHref(), permission: 'catalogue' },
  { label: 'Collections', href: adminPaths.collections.getHref(), permission: 'catalogue' },
  { label: 'Attributes', href: adminPaths.attributes.getHref(), permission: 'catalogue' },
  { label: 'Home page', href: adminPaths.homeContent.getHref(), permission: 'catalogue' },
  { label: 'Stock import', href: adminPaths.stockImport.getHref(), permission: 'catalogue' },
  { label: 'Messages', href: adminPaths.messages.getHref(), permission: 'orders' },
  // Each member's own alerts (docs/decisions/131-owner-alerts.md): everyone chooses theirs.
  { label: ALERT_TEXTS.title, href: adminPaths.alerts.getHref() },
  { label: 'Offers', href: adminPaths.offers.getHref(), permission: 'offers' },
  { label: 'Sale prices', href: adminPaths.salePrices.getHref(), permission: 'offers' },
  { label: 'Reviews', href: adminPaths.reviews.getHref(), permission: 'catalogue' },
  { label: 'Staff', href: adminPaths.staff.getHref(), permission: 'staff' },
  { label: 'Activity', href: adminPaths.audit.getHref(), permission: 'staff' },
  { label: 'Settings', href: adminPaths.settings.getHref(), permission: 'settings' },
];

/** The entries a member with these permissions sees. */
export function navFor(permissions: readonly Permission[]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.permission || permissions.includes(item.permission));
}

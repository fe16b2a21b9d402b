/**
 * Where a tap on an alert's notification goes (docs/decisions/131-owner-alerts.md): the back-office page its data
 * names, else the back office's dashboard — never another site or the shop.
 */
export function notificationTarget(data: unknown): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || url.startsWith('//') || url.includes('\\')) return '/admin';
  return /^\/admin(\/[^\s]*)?$/.test(url) ? url : '/admin';
}

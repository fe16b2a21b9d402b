/**
 * The one form in which a shopper reads an order's id — success dialog, My Orders, order details,
 * messages: '#' and the id's first 8 characters without dashes, upper-cased ('#69167515'). Order ids
 * are random UUIDs (v4), so 8 hex characters tell a shopper's orders apart; the whole id stays in
 * links and API calls only.
 */
export function shortOrderId(id: string): string {
  return `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The most back-in-stock texts one phone gets in a day; more wait for the next day's window. */
export const BACK_IN_STOCK_SMS_PER_PHONE_DAY = 5;

/** Most products one wishlist keeps, on the device and on the server (docs/decisions/112-wishlist-back-in-stock.md). */
export const WISHLIST_MAX = 100;

/**
 * A stored wishlist read tolerantly: product ids (strings, at most 64 characters), first occurrence kept, in the
 * order stored; anything else (a broken copy, another shape) reads as empty.
 */
export function normalizeWishlist(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const ids: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string' || entry.length === 0 || entry.length > 64) continue;
    if (!ids.includes(entry)) ids.push(entry);
    if (ids.length === WISHLIST_MAX) break;
  }
  return ids;
}

/**
 * The wishlist after sign-in: the shopper's saved products first, then the device's she did not have, without
 * duplicates and cut at WISHLIST_MAX (the server's list wins a place over the device's).
 */
export function mergeWishlists(server: readonly string[], device: readonly string[]): string[] {
  return normalizeWishlist([...server, ...device]);
}

/** The list with `productId` saved (newest last) or taken out; a full list is answered unchanged with `full`. */
export function toggleWishlist(
  list: readonly string[],
  productId: string,
): { list: string[]; saved: boolean; full: boolean } {
  if (list.includes(productId)) return { list: list.filter((id) => id !== productId), saved: false, full: false };
  if (list.length >= WISHLIST_MAX) return { list: [...list], saved: false, full: true };
  return { list: [...list, productId], saved: true, full: false };
}

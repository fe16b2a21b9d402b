import { readRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY, withViewed } from '@vastra/domain/catalog';

// The products this device opened last, newest first (docs/decisions/125-recently-viewed-and-share.md): kept in this
// browser only, never sent to the shop.

/** The list kept on this device; an empty one when there is none or it cannot be read. */
export function loadRecentlyViewed(): string[] {
  try {
    return readRecentlyViewed(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** Records that the product was opened. */
export function rememberViewed(productId: string): void {
  try {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(withViewed(loadRecentlyViewed(), productId)));
  } catch {
    // a full or blocked storage keeps no history; the page itself is unaffected
  }
}

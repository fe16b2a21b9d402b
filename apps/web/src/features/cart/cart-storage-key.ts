// Its own module: the cart provider (on every page) needs only the keys, not the readers, which
// pull in the domain's zod cart schema (loaded only when there is a cart to read, see cart-provider.tsx).

/** docs/rules/ui.md#browser-storage: the cart lives under the shop's name lowercased followed by '_cart'. */
export function cartStorageKey(shopName: string): string {
  return `${shopName.toLowerCase()}_cart`;
}

/** Whose the stored cart is, beside it: a signed-in user's id, or nothing for a guest's cart. */
export function cartOwnerKey(storageKey: string): string {
  return `${storageKey}_owner`;
}

/**
 * Whether this browser keeps anything of a cart under `storageKey`: lines (an emptied cart is stored as `[]`) or
 * whose it was. Storage that cannot be read keeps nothing.
 */
export function hasStoredCart(storageKey: string): boolean {
  try {
    const lines = localStorage.getItem(storageKey);
    return (lines !== null && lines.trim() !== '[]') || Boolean(localStorage.getItem(cartOwnerKey(storageKey)));
  } catch {
    return false;
  }
}

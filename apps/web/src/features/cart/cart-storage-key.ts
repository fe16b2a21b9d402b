// Its own module: the cart provider (on every page) needs only the key, not the readers, which
// pull in the domain's zod cart schema (loaded after the first paint, see cart-provider.tsx).

/** docs/rules/ui.md#browser-storage: the cart lives under the shop's name lowercased followed by '_cart'. */
export function cartStorageKey(shopName: string): string {
  return `${shopName.toLowerCase()}_cart`;
}

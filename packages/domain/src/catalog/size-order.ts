/** docs/rules/constants.md: preferred size order for the visible price (first with stock and price). */
export const PREFERRED_SIZE_ORDER = ['M', 'L', 'S', 'XL', 'Free'] as const;

/**
 * docs/rules/catalogue.md#data: key of the stock map entry of a product without sizes (matches the cart's 'default').
 */
export const DEFAULT_STOCK_KEY = 'default';

/** Orders size names M, L, S, XL, Free first, then any other sizes in their given order, without duplicates. */
export function sizesInPreferredOrder(...sizeLists: readonly (readonly string[])[]): string[] {
  const all = sizeLists.flat();
  const preferred = PREFERRED_SIZE_ORDER.filter((size) => all.includes(size));
  return [...new Set<string>([...preferred, ...all])];
}

/** docs/rules/README.md#the-shop: the shop's five categories, as used in `/shop?category=`. */
export const CATEGORIES = ['kurti', 'suits', 't-shirt', 'saree', 'shorts'] as const;
export type Category = (typeof CATEGORIES)[number];

/** docs/rules/catalogue.md#shop: the sidebar filter value that shows every category and clears the query. */
export const ALL_CATEGORIES = 'all';
export type CategoryFilter = Category | typeof ALL_CATEGORIES;

/** docs/rules/catalogue.md#shop: the 'Filter by Category' buttons in order. */
export const SHOP_CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL_CATEGORIES, ...CATEGORIES];

/** docs/rules/catalogue.md#home: the Browse by Category tiles (Kurti, T-Shirt, Saree, Shorts). */
export const HOME_CATEGORY_TILES: readonly Category[] = ['kurti', 't-shirt', 'saree', 'shorts'];

const LABELS: Record<CategoryFilter, string> = {
  all: 'All',
  kurti: 'Kurti',
  suits: 'Suits',
  't-shirt': 'T-Shirt',
  saree: 'Saree',
  shorts: 'Shorts',
};

/** Tells whether a string is one of the five categories. */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Reads the `category` query parameter; anything unknown falls back to 'all' (docs/rules/catalogue.md#shop). */
export function parseCategoryParam(query: string | null | undefined): CategoryFilter {
  // Home tiles link with the name lowercased (docs/rules/catalogue.md#home), so case and spaces are forgiven.
  const value = query?.trim().toLowerCase();
  return isCategory(value) ? value : ALL_CATEGORIES;
}

/**
 * The query value for a filter: null for 'all', because choosing all clears the parameter
 * (docs/rules/catalogue.md#shop).
 */
export function categoryQueryParam(filter: CategoryFilter): Category | null {
  return filter === ALL_CATEGORIES ? null : filter;
}

/** A category's display name ('t-shirt' → 'T-Shirt'), capitalising each word of unknown ones. */
export function categoryLabel(category: string): string {
  const key = category.trim().toLowerCase();
  if (key === ALL_CATEGORIES || isCategory(key)) return LABELS[key];
  return key.replace(/(^|[\s-])(\p{L})/gu, (_match, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Tells whether a product's category matches a filter, ignoring case and surrounding spaces. */
export function inCategory(productCategory: string, filter: CategoryFilter): boolean {
  return filter === ALL_CATEGORIES || productCategory.trim().toLowerCase() === filter;
}

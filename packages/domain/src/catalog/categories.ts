/**
 * A category's slug, as used in `/shop?category=` and stored in `products.category` (docs/decisions/097-categories.md):
 * the shop's own list lives in the database; these five are the seed's defaults (docs/rules/README.md#the-shop).
 */
export const CATEGORIES = ['kurti', 'suits', 't-shirt', 'saree', 'shorts'] as const;
export type Category = string;

/** docs/rules/catalogue.md#shop: the sidebar filter value that shows every category and clears the query. */
export const ALL_CATEGORIES = 'all';
export type CategoryFilter = Category;

/** The default 'Filter by Category' buttons in order (the seed's categories; the shop's own come from the API). */
export const SHOP_CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL_CATEGORIES, ...CATEGORIES];

/** docs/rules/catalogue.md#home: the Browse by Category tiles (Kurti, T-Shirt, Saree, Shorts). */
export const HOME_CATEGORY_TILES: readonly Category[] = ['kurti', 't-shirt', 'saree', 'shorts'];

/** The longest category slug: made from the name, kept on a rename (docs/decisions/097-categories.md). */
export const CATEGORY_SLUG_MAX = 40;
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const LABELS: ReadonlyMap<string, string> = new Map([
  ['all', 'All'],
  ['kurti', 'Kurti'],
  ['suits', 'Suits'],
  ['t-shirt', 'T-Shirt'],
  ['saree', 'Saree'],
  ['shorts', 'Shorts'],
]);

/** Tells whether a string can be a category's slug (lower-case words joined by '-'; 'all' is the filter's own). */
export function isCategory(value: unknown): value is Category {
  return (
    typeof value === 'string' && value !== ALL_CATEGORIES && value.length <= CATEGORY_SLUG_MAX && SLUG_SHAPE.test(value)
  );
}

/**
 * Reads the `category` query parameter: a slug-shaped value, else 'all' (docs/rules/catalogue.md#shop). Whether the
 * shop has it is the shop's list's question (`known`, when given): an unknown one falls back to all too.
 */
export function parseCategoryParam(query: string | null | undefined, known?: readonly string[]): CategoryFilter {
  // Home tiles link with the name lowercased (docs/rules/catalogue.md#home), so case and spaces are forgiven.
  const value = query?.trim().toLowerCase();
  if (!isCategory(value)) return ALL_CATEGORIES;
  return known === undefined || known.includes(value) ? value : ALL_CATEGORIES;
}

/**
 * The query value for a filter: null for 'all', because choosing all clears the parameter
 * (docs/rules/catalogue.md#shop).
 */
export function categoryQueryParam(filter: CategoryFilter): Category | null {
  return filter === ALL_CATEGORIES ? null : filter;
}

/**
 * A category's display name: the shop's own name when `names` has it, else the seed's ('t-shirt' → 'T-Shirt'),
 * else each word capitalised.
 */
export function categoryLabel(category: string, names?: ReadonlyMap<string, string>): string {
  const key = category.trim().toLowerCase();
  const named = names?.get(key) ?? LABELS.get(key);
  if (named !== undefined) return named;
  return key.replace(/(^|[\s-])(\p{L})/gu, (_match, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Tells whether a product's category matches a filter, ignoring case and surrounding spaces. */
export function inCategory(productCategory: string, filter: CategoryFilter): boolean {
  return filter === ALL_CATEGORIES || productCategory.trim().toLowerCase() === filter;
}

/** One of the seed's five (the seed's generator and its art are written per category). */
export type DefaultCategorySlug = (typeof CATEGORIES)[number];

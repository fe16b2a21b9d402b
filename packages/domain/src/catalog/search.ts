/**
 * The catalogue query's vocabulary (GET /api/client/search and the shop's address): sorts, page
 * sizes, price bands and the suggestion box's timing. The API validates with these and the
 * storefront reads and writes its URL with the same names.
 */

/** `sort` values; `relevance` needs a query text (without one the API answers as `newest`). */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'discount', 'popular'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What the sort control shows for each sort. */
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  discount: 'Biggest discount',
  popular: 'Popular',
};

/** Results per page when `limit` is not given, and the most one page may ask for. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_LIMIT_MAX = 48;

/** The longest query text and the most sizes one query may filter by. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_SIZES_MAX = 10;

/** `popular` counts the units sold in this many days. */
export const POPULAR_WINDOW_DAYS = 30;

/**
 * The price bands the facets count, in rupees (the product shape's unit), each `min ≤ price ≤ max`;
 * the last band has no top.
 */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: 1999 },
  { min: 2000, max: null },
];

/** Suggestions: shown from this many characters, at most this many, asked this long after the last key. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGESTIONS_MAX = 6;
export const SUGGEST_DEBOUNCE_MS = 200;

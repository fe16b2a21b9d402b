import {
  ALL_CATEGORIES,
  PRICE_SLIDER,
  SEARCH_QUERY_MAX,
  SEARCH_SIZES_MAX,
  SEARCH_SORTS,
  parseCategoryParam,
  type CategoryFilter,
  type SearchSort,
} from '@vastra/domain/catalog';

/**
 * What the shop shows, as its address carries it (docs/decisions/028-shop-state-in-the-address.md):
 * the names are GET /api/client/search's own, so the address's query string is the API's.
 */
export type ShopQuery = {
  q: string;
  category: CategoryFilter;
  sizes: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** Null: the default for the situation (relevance with a q, newest without). */
  sort: SearchSort | null;
};

export const EMPTY_SHOP_QUERY: ShopQuery = {
  q: '',
  category: ALL_CATEGORIES,
  sizes: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: null,
};

function wholeRupees(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The sort a query gets when none is chosen; relevance needs a q. */
export const defaultSort = (query: Pick<ShopQuery, 'q'>): SearchSort => (query.q ? 'relevance' : 'newest');

/** The sorts offered: relevance only when there is a q. */
export const sortsFor = (query: Pick<ShopQuery, 'q'>): SearchSort[] =>
  SEARCH_SORTS.filter((sort) => sort !== 'relevance' || query.q !== '');

/**
 * Reads the address forgivingly: an unknown category is all (any case), an unknown sort or a price that
 * is not a whole number is dropped, so a hand-edited or old link still shows a shop rather than an error.
 */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const sizes = [
    ...new Set(
      (params.get('size') ?? '')
        .split(',')
        .map((size) => size.trim())
        .filter((size) => size.length > 0 && size.length <= 20),
    ),
  ].slice(0, SEARCH_SIZES_MAX);
  let minPrice = wholeRupees(params.get('minPrice'));
  const maxPrice = wholeRupees(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) minPrice = null;
  const sortParam = params.get('sort') as SearchSort | null;
  const sort = sortParam && sortsFor({ q }).includes(sortParam) ? sortParam : null;
  return {
    q,
    category: parseCategoryParam(params.get('category')),
    sizes,
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true',
    sort,
  };
}

/**
 * The normalised query string (no leading '?'): parameters in one order (q, category, size, minPrice,
 * maxPrice, inStock, sort, cursor), defaults left out. It is the search request's query, the shop's
 * address and the key the page's embedded first screen is matched by (lib/initial-page.ts).
 */
export function shopQueryString(query: ShopQuery, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.sizes.length > 0) params.set('size', query.sizes.join(','));
  if (query.minPrice !== null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice));
  if (query.inStock) params.set('inStock', 'true');
  if (query.sort !== null && query.sort !== defaultSort(query)) params.set('sort', query.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The /shop href for a query (and a page's cursor). */
export function shopHref(query: ShopQuery, cursor?: string | null): string {
  const search = shopQueryString(query, cursor);
  return search ? `/shop?${search}` : '/shop';
}

/** The price slider's value: the top of the range, or the slider's top when there is none. */
export const sliderValue = (query: ShopQuery): number => query.maxPrice ?? PRICE_SLIDER.max;

/** How many filters are on (the phone bar's badge): sizes count one each. */
export function activeFilterCount(query: ShopQuery): number {
  return (
    (query.category === ALL_CATEGORIES ? 0 : 1) +
    query.sizes.length +
    (query.minPrice !== null || query.maxPrice !== null ? 1 : 0) +
    (query.inStock ? 1 : 0)
  );
}

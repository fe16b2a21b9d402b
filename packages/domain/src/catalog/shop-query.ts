import { ALL_CATEGORIES, parseCategoryParam, type CategoryFilter } from './categories';
import { PRICE_SLIDER } from './visible-price';
import { SEARCH_QUERY_MAX, SEARCH_SIZES_MAX, SEARCH_SORTS, type SearchSort } from './search';
import { ATTRIBUTE_FILTER_VALUES_MAX, ATTRIBUTE_FILTERS_MAX, ATTRIBUTE_NAME_MAX, isAttributeSlug } from './attributes';

/**
 * What the shop shows, as its address carries it (docs/decisions/028-shop-state-in-the-address.md; the API's
 * pages match their embedded first screen by the same string):
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
  /** Attribute filters: attribute slug → value slugs, each list sorted (docs/decisions/092-attributes.md). */
  attributes: Readonly<Record<string, readonly string[]>>;
};

export const EMPTY_SHOP_QUERY: ShopQuery = {
  q: '',
  category: ALL_CATEGORIES,
  sizes: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: null,
  attributes: {},
};

/**
 * What reading needs of a URLSearchParams (the domain has no DOM or Node types); without `forEach` no attribute
 * filter is read.
 */
export type ReadParams = {
  get(name: string): string | null;
  forEach?(callback: (value: string, name: string) => void): void;
};

const ATTRIBUTE_VALUE = new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*$`);

/**
 * The address's attribute filters: every parameter named like an attribute (not one of the search's own) whose
 * value is a comma list of value slugs; others (a campaign's `utm_source`, `gclid=Cj0K…`) are left out. An attribute
 * the shop does not have is left for the API to leave out.
 */
function readAttributeFilters(params: ReadParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let taken = 0;
  params.forEach?.((value, name) => {
    if (taken >= ATTRIBUTE_FILTERS_MAX || !isAttributeSlug(name) || out[name]) return;
    const values = [...new Set(value.split(',').map((v) => v.trim()))].filter(
      (v) => v.length <= ATTRIBUTE_NAME_MAX && ATTRIBUTE_VALUE.test(v),
    );
    if (values.length === 0) return;
    out[name] = values.slice(0, ATTRIBUTE_FILTER_VALUES_MAX).sort();
    taken += 1;
  });
  return out;
}

/** application/x-www-form-urlencoded, as URLSearchParams writes it (space as '+'). */
const formEncode = (text: string): string =>
  encodeURIComponent(text.replace(/\p{Surrogate}/gu, '')).replace(/%20/g, '+');

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
export function readShopQuery(params: ReadParams): ShopQuery {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const sizes = [
    ...new Set(
      (params.get('size') ?? '')
        .split(',')
        .map((size: string) => size.trim())
        .filter((size: string) => size.length > 0 && size.length <= 20),
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
    attributes: readAttributeFilters(params),
  };
}

/**
 * The normalised query string (no leading '?'): parameters in one order (q, category, size, minPrice,
 * maxPrice, inStock, sort, the attribute filters by name with their values sorted, cursor), defaults left out.
 * It is the search request's query, the shop's address and the key the page's embedded first screen is matched
 * by (apps/api plugins/spa-page.ts writes it, apps/web lib/initial-page.ts reads it).
 */
export function shopQueryString(query: ShopQuery, cursor?: string | null): string {
  const pairs: [string, string][] = [];
  if (query.q) pairs.push(['q', query.q]);
  if (query.category !== ALL_CATEGORIES) pairs.push(['category', query.category]);
  if (query.sizes.length > 0) pairs.push(['size', query.sizes.join(',')]);
  if (query.minPrice !== null) pairs.push(['minPrice', String(query.minPrice)]);
  if (query.maxPrice !== null) pairs.push(['maxPrice', String(query.maxPrice)]);
  if (query.inStock) pairs.push(['inStock', 'true']);
  if (query.sort !== null && query.sort !== defaultSort(query)) pairs.push(['sort', query.sort]);
  for (const name of Object.keys(query.attributes).sort()) {
    const values = query.attributes[name] ?? [];
    if (values.length > 0) pairs.push([name, [...values].sort().join(',')]);
  }
  if (cursor) pairs.push(['cursor', cursor]);
  return pairs.map(([name, value]) => `${name}=${formEncode(value)}`).join('&');
}

/** The /shop href for a query (and a page's cursor). */
export function shopHref(query: ShopQuery, cursor?: string | null): string {
  const search = shopQueryString(query, cursor);
  return search ? `/shop?${search}` : '/shop';
}

/** The price slider's value: the top of the range, or the slider's top when there is none. */
export const sliderValue = (query: ShopQuery): number => query.maxPrice ?? PRICE_SLIDER.max;

/** The minimum price slider's value: the bottom of the range, or the slider's bottom when there is none. */
export const minSliderValue = (query: ShopQuery): number =>
  Math.min(Math.max(query.minPrice ?? PRICE_SLIDER.min, PRICE_SLIDER.min), PRICE_SLIDER.max);

/**
 * The price range after one slider moved to `value`: the other gives way when they would cross (a minimum moved above
 * the maximum takes the maximum along, and the other way round).
 */
export function movePriceRange(
  range: { min: number; max: number },
  moved: 'min' | 'max',
  value: number,
): { min: number; max: number } {
  return moved === 'min'
    ? { min: value, max: Math.max(range.max, value) }
    : { min: Math.min(range.min, value), max: value };
}

/** How many filters are on (the phone bar's badge): sizes and attribute values count one each. */
export function activeFilterCount(query: ShopQuery): number {
  return (
    Object.values(query.attributes).reduce((total, values) => total + values.length, 0) +
    (query.category === ALL_CATEGORIES ? 0 : 1) +
    query.sizes.length +
    (query.minPrice !== null || query.maxPrice !== null ? 1 : 0) +
    (query.inStock ? 1 : 0)
  );
}

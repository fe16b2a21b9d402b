import { SearchResponse, type ProductResponse } from '@vastra/domain/api';
import { DEFAULT_CATEGORIES, matchesAttributeFilter, SEARCH_PARAMETER_NAMES } from '@vastra/domain/catalog';
import type { ApiCall } from '../../../testing/fake-api';
import { apiProducts } from './product-fixtures';

type Reply = readonly [number, unknown];

export type FakeSearchOptions = {
  products?: readonly ProductResponse[];
  /** Results per page (the API's is SEARCH_PAGE_SIZE). */
  pageSize?: number;
  /** What `didYouMean` says when nothing matches. */
  didYouMean?: string | null;
};

/** A product's attribute values as slugs (attribute slug → value slugs). */
const valuesOf = (p: ProductResponse): Record<string, string[]> =>
  Object.fromEntries((p.attributes ?? []).map((a) => [a.slug, a.values.map((v) => v.slug)]));

/** Each attribute the products have, its values counted over the products `matches` keeps without its own filter. */
function attributeFacets(
  all: readonly ProductResponse[],
  matches: (product: ProductResponse, except: string) => boolean,
): NonNullable<SearchResponse['facets']['attributes']> {
  const facets: NonNullable<SearchResponse['facets']['attributes']> = [];
  for (const product of all) {
    for (const attribute of product.attributes ?? []) {
      let facet = facets.find((f) => f.slug === attribute.slug);
      if (!facet) facets.push((facet = { slug: attribute.slug, name: attribute.name, values: [] }));
      for (const value of attribute.values) {
        if (!facet.values.some((v) => v.value === value.slug)) {
          facet.values.push({ value: value.slug, name: value.name, count: 0 });
        }
      }
    }
  }
  for (const facet of facets) {
    for (const value of facet.values) {
      value.count = all.filter((p) => matches(p, facet.slug) && valuesOf(p)[facet.slug]?.includes(value.value)).length;
    }
  }
  return facets;
}

const inStock = (p: ProductResponse) => (typeof p.stock === 'number' ? p.stock : 1) > 0;
const sizesOf = (p: ProductResponse): string[] => (Array.isArray(p.sizes) ? p.sizes.map(String) : []);

/**
 * A small stand-in for GET /api/client/search over the product fixtures, enough for the shop's tests:
 * `q` matches the title (any case), the filters narrow by category, size, list price and stock, sorts
 * by price or keeps the fixtures' order, pages by an offset cursor. Its answers are parsed by the
 * contract's SearchResponse.
 */
const known = (category: string | null) => DEFAULT_CATEGORIES.some((c) => c.slug === category);

export function fakeSearch(options: FakeSearchOptions = {}) {
  const all = options.products ?? apiProducts;
  const pageSize = options.pageSize ?? 24;
  return (call: ApiCall): Reply => {
    const p = call.query;
    const q = (p.get('q') ?? '').toLowerCase();
    const sizes = p.get('size')?.split(',') ?? [];
    const min = Number(p.get('minPrice') ?? 0);
    const max = p.has('maxPrice') ? Number(p.get('maxPrice')) : Infinity;
    const filter: Record<string, string[]> = {};
    p.forEach((value, name) => {
      if (!(SEARCH_PARAMETER_NAMES as readonly string[]).includes(name)) filter[name] = value.split(',');
    });
    const matches = (product: ProductResponse, ignoreSizes = false, exceptAttribute: string | null = '') =>
      (exceptAttribute === null || matchesAttributeFilter(valuesOf(product), filter, exceptAttribute)) &&
      product.title.toLowerCase().includes(q) &&
      // A category the shop lacks is the whole shop, as the API answers it (docs/decisions/097-categories.md).
      (!known(p.get('category')) || product.category === p.get('category')) &&
      (ignoreSizes || sizes.length === 0 || sizesOf(product).some((size) => sizes.includes(size))) &&
      product.price >= min &&
      product.price <= max &&
      (p.get('inStock') !== 'true' || inStock(product));
    const found = all.filter((product) => matches(product));
    const sort = p.get('sort');
    if (sort === 'price_asc') found.sort((a, b) => a.price - b.price);
    if (sort === 'price_desc') found.sort((a, b) => b.price - a.price);
    const offset = Number(p.get('cursor') ?? 0);
    const counts = new Map<string, number>();
    for (const product of all.filter((product) => matches(product, true))) {
      for (const size of sizesOf(product)) counts.set(size, (counts.get(size) ?? 0) + 1);
    }
    const body = SearchResponse.parse({
      items: found.slice(offset, offset + pageSize),
      total: found.length,
      nextCursor: offset + pageSize < found.length ? String(offset + pageSize) : null,
      facets: {
        categories: DEFAULT_CATEGORIES.map((c) => ({ value: c.slug, name: c.name, count: 0 })),
        sizes: [...counts].map(([value, count]) => ({ value, count })),
        priceBands: [],
        attributes: attributeFacets(all, (product, except) => matches(product, false, except)),
      },
      didYouMean: found.length === 0 && q ? (options.didYouMean ?? null) : null,
    });
    return [200, body];
  };
}

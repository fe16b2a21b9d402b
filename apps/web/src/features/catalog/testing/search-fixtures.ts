import { SearchResponse, type ProductResponse } from '@vastra/domain/api';
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

const inStock = (p: ProductResponse) => (typeof p.stock === 'number' ? p.stock : 1) > 0;
const sizesOf = (p: ProductResponse): string[] => (Array.isArray(p.sizes) ? p.sizes.map(String) : []);

/**
 * A small stand-in for GET /api/client/search over the product fixtures, enough for the shop's tests:
 * `q` matches the title (any case), the filters narrow by category, size, list price and stock, sorts
 * by price or keeps the fixtures' order, pages by an offset cursor. Its answers are parsed by the
 * contract's SearchResponse.
 */
export function fakeSearch(options: FakeSearchOptions = {}) {
  const all = options.products ?? apiProducts;
  const pageSize = options.pageSize ?? 24;
  return (call: ApiCall): Reply => {
    const p = call.query;
    const q = (p.get('q') ?? '').toLowerCase();
    const sizes = p.get('size')?.split(',') ?? [];
    const min = Number(p.get('minPrice') ?? 0);
    const max = p.has('maxPrice') ? Number(p.get('maxPrice')) : Infinity;
    const matches = (product: ProductResponse, ignoreSizes = false) =>
      product.title.toLowerCase().includes(q) &&
      (!p.has('category') || product.category === p.get('category')) &&
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
        categories: [],
        sizes: [...counts].map(([value, count]) => ({ value, count })),
        priceBands: [],
      },
      didYouMean: found.length === 0 && q ? (options.didYouMean ?? null) : null,
    });
    return [200, body];
  };
}

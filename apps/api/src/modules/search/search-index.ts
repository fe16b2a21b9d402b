import type { ProductResponse, SearchFacets } from '@vastra/domain/api';
import { CATEGORIES, PRICE_BANDS, sizesInPreferredOrder, type SearchSort } from '@vastra/domain/catalog';
import type { SortKeyRow } from './search.repository';

// The catalogue as the search filters, sorts and counts it: one entry per product of the catalogue's cached
// snapshot, built once per snapshot. Text matching happens in PostgreSQL (search.repository.ts); this walks a
// presorted order once per query (docs/decisions/025-search-in-postgresql.md).

export interface IndexEntry {
  product: ProductResponse;
  /** The card's price (rupees), what minPrice/maxPrice and the price sorts use. */
  price: number;
  /** (original − price) / original, 0 without a discount. */
  discount: number;
  createdAt: number;
  sold: number;
  band: number;
}

/** The filters of one query, already read and checked. */
export interface SearchFilters {
  category?: string;
  sizes?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
}

export interface SearchPage {
  entries: IndexEntry[];
  total: number;
  facets: SearchFacets;
}

type ListSort = Exclude<SearchSort, 'relevance'>;

const byId = (a: IndexEntry, b: IndexEntry) =>
  a.product._id < b.product._id ? -1 : a.product._id > b.product._id ? 1 : 0;

const COMPARE: Record<ListSort, (a: IndexEntry, b: IndexEntry) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt || byId(a, b),
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || byId(a, b),
  discount: (a, b) => b.discount - a.discount || byId(a, b),
  popular: (a, b) => b.sold - a.sold || byId(a, b),
};

/** The last band starting at or below the price (a price between two bands, e.g. ₹499.50, counts in the lower). */
function bandOf(price: number): number {
  return PRICE_BANDS.findLastIndex((band) => price >= band.min);
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

export function createSearchIndex(products: readonly ProductResponse[], keys: ReadonlyMap<string, SortKeyRow>) {
  const entries: IndexEntry[] = products.map((product) => {
    const key = keys.get(product._id);
    const original = product.originalPrice;
    return {
      product,
      price: product.price,
      discount: original !== null && original > product.price ? (original - product.price) / original : 0,
      createdAt: key?.createdAt ?? 0,
      sold: key?.sold ?? 0,
      band: bandOf(product.price),
    };
  });
  const byProductId = new Map(entries.map((e) => [e.product._id, e]));
  const orders = new Map<ListSort, IndexEntry[]>();

  function ordered(sort: ListSort): IndexEntry[] {
    let list = orders.get(sort);
    if (!list) {
      list = [...entries].sort(COMPARE[sort]);
      orders.set(sort, list);
    }
    return list;
  }

  return {
    size: entries.length,
    entry: (id: string): IndexEntry | undefined => byProductId.get(id),

    /** Every product in `sort` order, or only `within` (a text match, kept in its own order for relevance). */
    candidates(sort: SearchSort, within: readonly IndexEntry[] | null): readonly IndexEntry[] {
      if (sort === 'relevance') return within ?? ordered('newest');
      if (!within) return ordered(sort);
      const allowed = new Set(within);
      return ordered(sort).filter((e) => allowed.has(e));
    },

    /**
     * One pass over `candidates`: the page at `offset`, the total and the facets (each facet counts with every
     * filter but its own).
     */
    page(candidates: readonly IndexEntry[], filters: SearchFilters, offset: number, limit: number): SearchPage {
      const { category, sizes, minPrice, maxPrice, inStock } = filters;
      const wanted = sizes && sizes.length > 0 ? new Set(sizes) : null;
      const categoryCounts = new Map<string, number>();
      const sizeCounts = new Map<string, number>();
      const bandCounts = PRICE_BANDS.map(() => 0);
      const found: IndexEntry[] = [];
      let total = 0;
      for (const entry of candidates) {
        const p = entry.product;
        const categoryOk = category === undefined || p.category === category;
        const priceOk =
          (minPrice === undefined || entry.price >= minPrice) && (maxPrice === undefined || entry.price <= maxPrice);
        let sizeOk = true;
        if (wanted) {
          sizeOk = p.sizes.some((s) => wanted.has(s) && (!inStock || (p.stockBySize[s] ?? 0) > 0));
        } else if (inStock) {
          sizeOk = p.stock > 0;
        }
        if (categoryOk && priceOk) {
          for (const s of p.sizes) {
            if (!inStock || (p.stockBySize[s] ?? 0) > 0) sizeCounts.set(s, (sizeCounts.get(s) ?? 0) + 1);
          }
        }
        if (sizeOk && priceOk) categoryCounts.set(p.category, (categoryCounts.get(p.category) ?? 0) + 1);
        if (sizeOk && categoryOk && entry.band >= 0) bandCounts[entry.band] = (bandCounts[entry.band] ?? 0) + 1;
        if (categoryOk && priceOk && sizeOk) {
          if (total >= offset && found.length < limit) found.push(entry);
          total += 1;
        }
      }
      const sizeNames = sizesInPreferredOrder([...sizeCounts.keys()].sort(), [...(sizes ?? [])]);
      return {
        entries: found,
        total,
        facets: {
          categories: CATEGORIES.map((value) => ({ value, count: categoryCounts.get(value) ?? 0 })),
          sizes: sizeNames.map((value) => ({ value, count: sizeCounts.get(value) ?? 0 })),
          priceBands: PRICE_BANDS.map((band, i) => ({ min: band.min, max: band.max, count: bandCounts[i] ?? 0 })),
        },
      };
    },
  };
}

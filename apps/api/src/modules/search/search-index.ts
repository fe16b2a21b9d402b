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
  /** The category's place in CATEGORIES, and each size as a number of this index with its stock (fast counting). */
  category: number;
  sizeIds: number[];
  sizeStock: number[];
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
  const sizeNames: string[] = [];
  const sizeIdOf = new Map<string, number>();
  const sizeId = (name: string): number => {
    let id = sizeIdOf.get(name);
    if (id === undefined) {
      id = sizeNames.push(name) - 1;
      sizeIdOf.set(name, id);
    }
    return id;
  };
  const categories: readonly string[] = CATEGORIES;
  const entries: IndexEntry[] = products.map((product) => {
    const key = keys.get(product._id);
    const original = product.originalPrice;
    return {
      category: categories.indexOf(product.category),
      sizeIds: product.sizes.map(sizeId),
      sizeStock: product.sizes.map((size) => product.stockBySize[size] ?? 0),
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
      const { minPrice, maxPrice, inStock } = filters;
      const category = filters.category === undefined ? -1 : categories.indexOf(filters.category);
      const wanted = new Uint8Array(sizeNames.length);
      const sizeFilter = (filters.sizes?.length ?? 0) > 0;
      for (const name of filters.sizes ?? []) {
        const id = sizeIdOf.get(name);
        if (id !== undefined) wanted[id] = 1;
      }
      const low = minPrice ?? -Infinity;
      const high = maxPrice ?? Infinity;
      const categoryCounts = new Array<number>(categories.length).fill(0);
      const sizeCounts = new Array<number>(sizeNames.length).fill(0);
      const bandCounts = PRICE_BANDS.map(() => 0);
      const found: IndexEntry[] = [];
      let total = 0;
      for (let n = 0; n < candidates.length; n++) {
        const entry = candidates[n] as IndexEntry;
        const { sizeIds, sizeStock } = entry;
        const categoryOk = category < 0 || entry.category === category;
        const priceOk = entry.price >= low && entry.price <= high;
        let sizeOk = !inStock;
        for (let i = 0; i < sizeIds.length; i++) {
          const inHand = (sizeStock[i] as number) > 0;
          if (!sizeFilter) sizeOk ||= inHand;
          else if (wanted[sizeIds[i] as number] === 1 && (!inStock || inHand)) sizeOk = true;
          if (categoryOk && priceOk && (!inStock || inHand)) {
            sizeCounts[sizeIds[i] as number] = (sizeCounts[sizeIds[i] as number] as number) + 1;
          }
        }
        if (sizeFilter && !inStock) sizeOk = sizeIds.some((id) => wanted[id] === 1);
        if (sizeOk && priceOk && entry.category >= 0) {
          categoryCounts[entry.category] = (categoryCounts[entry.category] as number) + 1;
        }
        if (sizeOk && categoryOk && entry.band >= 0) bandCounts[entry.band] = (bandCounts[entry.band] as number) + 1;
        if (categoryOk && priceOk && sizeOk) {
          if (total >= offset && found.length < limit) found.push(entry);
          total += 1;
        }
      }
      const counted = new Map<string, number>();
      sizeCounts.forEach((count, id) => {
        if (count > 0) counted.set(sizeNames[id] as string, count);
      });
      const shown = sizesInPreferredOrder([...counted.keys()].sort(), [...(filters.sizes ?? [])]);
      return {
        entries: found,
        total,
        facets: {
          categories: CATEGORIES.map((value, i) => ({ value, count: categoryCounts[i] ?? 0 })),
          sizes: shown.map((value) => ({ value, count: counted.get(value) ?? 0 })),
          priceBands: PRICE_BANDS.map((band, i) => ({ min: band.min, max: band.max, count: bandCounts[i] ?? 0 })),
        },
      };
    },
  };
}

import type { ProductResponse, SearchFacets } from '@vastra/domain/api';
import {
  DEFAULT_CATEGORIES,
  PRICE_BANDS,
  sizesInNaturalOrder,
  stockPerSize,
  type SearchSort,
} from '@vastra/domain/catalog';
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
  /**
   * The category's place in the shop's categories (−1: none it has), and each size as a number of this index with its
   * stock (fast counting).
   */
  category: number;
  sizeIds: number[];
  sizeStock: number[];
  /** Its attribute values as numbers of this index (the filter's and the facets' fast counting). */
  valueIds: number[];
}

/** An attribute as the search knows it: slug, name, whether it is a storefront filter, values in order. */
export interface AttributeDefinition {
  slug: string;
  name: string;
  filter: boolean;
  values: readonly { slug: string; name: string }[];
}

/** A category as the search knows it (docs/decisions/097-categories.md): hidden ones filter but get no facet. */
export interface CategoryDefinition {
  slug: string;
  name: string;
  hidden: boolean;
}

const DEFAULT_DEFINITIONS: readonly CategoryDefinition[] = DEFAULT_CATEGORIES.map((c) => ({
  slug: c.slug,
  name: c.name,
  hidden: false,
}));

/** The filters of one query, already read and checked. */
export interface SearchFilters {
  category?: string;
  sizes?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** Attribute slug → value slugs wanted (any of them); attributes all apply. Only attributes the shop has. */
  attributes?: Readonly<Record<string, readonly string[]>>;
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

export function createSearchIndex(
  products: readonly ProductResponse[],
  keys: ReadonlyMap<string, SortKeyRow>,
  definitions: readonly AttributeDefinition[] = [],
  categoryDefinitions: readonly CategoryDefinition[] = DEFAULT_DEFINITIONS,
) {
  // Every value of every attribute gets a number; `attributeOf[n]` is its attribute's place in `definitions`.
  const valueKey = (attribute: string, value: string) => `${attribute}\u0000${value}`;
  const valueIdOf = new Map<string, number>();
  const attributeOf: number[] = [];
  definitions.forEach((definition, a) => {
    for (const value of definition.values) {
      valueIdOf.set(valueKey(definition.slug, value.slug), attributeOf.length);
      attributeOf.push(a);
    }
  });
  const valueCount = attributeOf.length;
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
  const categories: readonly string[] = categoryDefinitions.map((c) => c.slug);
  const entries: IndexEntry[] = products.map((product) => {
    const key = keys.get(product._id);
    const original = product.originalPrice;
    // Sizes, not variants: "M / Red" and "M / Blue" are size M, in stock when either is (decision 099).
    const perSize = stockPerSize(product.sizes, product.stockBySize);
    return {
      category: categories.indexOf(product.category),
      sizeIds: perSize.map((s) => sizeId(s.size)),
      sizeStock: perSize.map((s) => s.stock),
      valueIds: (product.attributes ?? []).flatMap((attribute) =>
        attribute.values.flatMap((value) => {
          const id = valueIdOf.get(valueKey(attribute.slug, value.slug));
          return id === undefined ? [] : [id];
        }),
      ),
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

  /**
   * The storefront filters' counts: each filter attribute with its values that count at least one product or are
   * chosen, in the shop's order; an attribute with none left out.
   */
  function attributeFacets(counts: Uint32Array, filters: SearchFilters): NonNullable<SearchFacets['attributes']> {
    const facets: NonNullable<SearchFacets['attributes']> = [];
    let id = 0;
    for (const definition of definitions) {
      const chosen = filters.attributes?.[definition.slug] ?? [];
      const values: { value: string; name: string; count: number }[] = [];
      for (const value of definition.values) {
        const count = counts[id] ?? 0;
        id += 1;
        if (definition.filter && (count > 0 || chosen.includes(value.slug))) {
          values.push({ value: value.slug, name: value.name, count });
        }
      }
      if (values.length > 0) facets.push({ slug: definition.slug, name: definition.name, values });
    }
    return facets;
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
      // Attribute filters: per value whether it is wanted, per attribute whether it is filtered.
      const wantedValue = new Uint8Array(valueCount);
      const filtered = new Uint8Array(definitions.length);
      let attributeFilters = 0;
      definitions.forEach((definition, a) => {
        const values = filters.attributes?.[definition.slug] ?? [];
        if (values.length === 0) return;
        filtered[a] = 1;
        attributeFilters += 1;
        for (const value of values) {
          const id = valueIdOf.get(valueKey(definition.slug, value));
          if (id !== undefined) wantedValue[id] = 1;
        }
      });
      const valueCounts = new Uint32Array(valueCount);
      const hits = new Uint8Array(definitions.length);
      const low = minPrice ?? -Infinity;
      const high = maxPrice ?? Infinity;
      const categoryCounts = new Array<number>(categories.length).fill(0);
      const sizeCounts = new Array<number>(sizeNames.length).fill(0);
      const bandCounts = PRICE_BANDS.map(() => 0);
      const found: IndexEntry[] = [];
      let total = 0;
      for (let n = 0; n < candidates.length; n++) {
        const entry = candidates[n] as IndexEntry;
        const { sizeIds, sizeStock, valueIds } = entry;
        // How many attribute filters it fails, and the last one: with one failed, it still counts in that facet.
        let failed = 0;
        let failedAttribute = -1;
        if (attributeFilters > 0) {
          hits.fill(0);
          for (let i = 0; i < valueIds.length; i++) {
            const id = valueIds[i] as number;
            if (wantedValue[id] === 1) hits[attributeOf[id] as number] = 1;
          }
          for (let a = 0; a < filtered.length; a++) {
            if (filtered[a] === 1 && hits[a] === 0) {
              failed += 1;
              failedAttribute = a;
            }
          }
        }
        const attributesOk = failed === 0;
        const categoryOk = category < 0 || entry.category === category;
        const priceOk = entry.price >= low && entry.price <= high;
        // A size filter wants the size in stock, and a size counts the products holding it: ticking 'M (7)' shows
        // those 7 (docs/decisions/102-shopper-polish.md).
        let sizeOk = !inStock && !sizeFilter;
        for (let i = 0; i < sizeIds.length; i++) {
          if ((sizeStock[i] as number) <= 0) continue;
          if (!sizeFilter || wanted[sizeIds[i] as number] === 1) sizeOk = true;
          if (attributesOk && categoryOk && priceOk) {
            sizeCounts[sizeIds[i] as number] = (sizeCounts[sizeIds[i] as number] as number) + 1;
          }
        }
        if (attributesOk && sizeOk && priceOk && entry.category >= 0) {
          categoryCounts[entry.category] = (categoryCounts[entry.category] as number) + 1;
        }
        if (attributesOk && sizeOk && categoryOk && entry.band >= 0) {
          bandCounts[entry.band] = (bandCounts[entry.band] as number) + 1;
        }
        if (failed <= 1 && categoryOk && priceOk && sizeOk) {
          for (let i = 0; i < valueIds.length; i++) {
            const id = valueIds[i] as number;
            if (failed === 0 || attributeOf[id] === failedAttribute) valueCounts[id] = (valueCounts[id] as number) + 1;
          }
        }
        if (attributesOk && categoryOk && priceOk && sizeOk) {
          if (total >= offset && found.length < limit) found.push(entry);
          total += 1;
        }
      }
      const counted = new Map<string, number>();
      sizeCounts.forEach((count, id) => {
        if (count > 0) counted.set(sizeNames[id] as string, count);
      });
      const shown = sizesInNaturalOrder([...counted.keys(), ...(filters.sizes ?? [])]);
      return {
        entries: found,
        total,
        facets: {
          // The shown categories in the shop's order, and a hidden one only while it is the filter (an old link).
          categories: categoryDefinitions.flatMap((c, i) =>
            c.hidden && i !== category ? [] : [{ value: c.slug, name: c.name, count: categoryCounts[i] ?? 0 }],
          ),
          sizes: shown.map((value) => ({ value, count: counted.get(value) ?? 0 })),
          priceBands: PRICE_BANDS.map((band, i) => ({ min: band.min, max: band.max, count: bandCounts[i] ?? 0 })),
          attributes: attributeFacets(valueCounts, filters),
        },
      };
    },
  };
}

import type { ProductResponse } from '@vastra/domain/api';
import { DEFAULT_CATEGORIES, PRICE_BANDS, stockPerSize, type SearchSort } from '@vastra/domain/catalog';
import type { SortKeyRow } from './search.repository';
import type { Bits } from './search-bits';
import { bitsOf, createBitsetPages, positionsOf, type BitsetPageOptions } from './search-bitset-page';
import { createFacets } from './search-facets';
import { scanPage } from './search-scan';
import type {
  AttributeDefinition,
  Candidates,
  CategoryDefinition,
  IndexEntry,
  IndexTables,
  SearchFilters,
  SearchPage,
} from './search-tables';

export type { AttributeDefinition, Candidates, CategoryDefinition, IndexEntry, SearchFilters, SearchPage };

const DEFAULT_DEFINITIONS: readonly CategoryDefinition[] = DEFAULT_CATEGORIES.map((c) => ({
  slug: c.slug,
  name: c.name,
  hindiName: '',
  hidden: false,
}));

/** Below this many candidates they are counted one by one; from it on, by bitsets (decision 134). */
export const BITSET_FROM = 512;

// The catalogue as the search filters, sorts and counts it: one entry per product of the catalogue's cached
// snapshot, built once per snapshot. Text matching happens in PostgreSQL (search.repository.ts); this walks a
// presorted order once per query (docs/decisions/025-search-in-postgresql.md). A few candidates are counted one by
// one; many (a whole catalogue, a common word) by bitsets, whose cost does not grow with them
// (docs/decisions/134-search-counts-by-bitset.md).

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
  /** From how many candidates a page is counted by bitsets (tests set it to compare both ways). */
  bitsetFrom = BITSET_FROM,
  /** How a bitset page counts and finds its products (tests force each way). */
  bitsetOptions: BitsetPageOptions = {},
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
  const entries: IndexEntry[] = products.map((product, position) => {
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
      position,
      price: product.price,
      discount: original !== null && original > product.price ? (original - product.price) / original : 0,
      createdAt: key?.createdAt ?? 0,
      sold: key?.sold ?? 0,
      band: bandOf(product.price),
      card: undefined,
      cardBytes: undefined,
    };
  });
  const byProductId = new Map(entries.map((e) => [e.product._id, e]));
  const orders = new Map<ListSort, IndexEntry[]>();
  /** Per large text match (the same array for every sort), its bitset: its sorts share it and its kept counts. */
  const matchBits = new WeakMap<readonly IndexEntry[], Bits>();
  const orderPositions = new Map<ListSort, Int32Array>();

  const tables: IndexTables = {
    entries,
    definitions,
    categories,
    sizeNames,
    sizeIdOf,
    valueId: (attribute, value) => valueIdOf.get(valueKey(attribute, value)),
    attributeOf,
  };
  const bitsetPage = createBitsetPages(tables, () => ordered('price_asc'), bitsetOptions);
  const facetsFor = createFacets(tables, categoryDefinitions);

  /** A sort's order as index positions, made once. */
  function orderedPositions(sort: ListSort): Int32Array {
    let positions = orderPositions.get(sort);
    if (!positions) {
      positions = positionsOf(ordered(sort));
      orderPositions.set(sort, positions);
    }
    return positions;
  }

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

    /**
     * A query's candidates: every product in `sort` order, or only `within` (a text match, kept in its own order for
     * relevance): a small match sorted on its own, a large one as the catalogue's order restricted to its bitset (made
     * once per `within` array: pass the same one for every sort of a match).
     */
    candidates(sort: SearchSort, within: readonly IndexEntry[] | null): Candidates {
      const size = entries.length;
      if (!within) {
        const list = sort === 'relevance' ? 'newest' : sort;
        return { walk: ordered(list), bits: null, size, positions: size < bitsetFrom ? null : orderedPositions(list) };
      }
      if (within.length < bitsetFrom) {
        const walk = sort === 'relevance' ? within : [...within].sort(COMPARE[sort]);
        return { walk, bits: null, size: within.length, positions: null };
      }
      let bits = matchBits.get(within);
      if (!bits) {
        bits = bitsOf(within, size);
        matchBits.set(within, bits);
      }
      return sort === 'relevance'
        ? { walk: within, bits, size: within.length, positions: positionsOf(within) }
        : { walk: ordered(sort), bits, size: within.length, positions: orderedPositions(sort) };
    },

    /**
     * The page at `offset`, the total and the facets (each facet counts with every filter but its own): one by one
     * for a few candidates, by bitsets for many. Both give the same answer (search-bits.test.ts).
     */
    page(candidates: Candidates, filters: SearchFilters, offset: number, limit: number): SearchPage {
      const { found, total, counts } =
        candidates.size < bitsetFrom
          ? scanPage(tables, candidates, filters, offset, limit)
          : bitsetPage(candidates, filters, offset, limit);
      return { entries: found, total, facets: facetsFor(counts, filters) };
    },
  };
}

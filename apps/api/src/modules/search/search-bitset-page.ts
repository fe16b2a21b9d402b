import { PRICE_BANDS } from '@vastra/domain/catalog';
import {
  allBits,
  BitsPool,
  count,
  countBoth,
  emptyBits,
  hasBit,
  intersect,
  setBit,
  union,
  type Bits,
} from './search-bits';
import { countPerProduct, factsOf, mayCount, type BitsetQuery } from './search-count-few';
import { createCountsKept } from './search-counts-kept';
import {
  readFilters,
  type Candidates,
  type Counts,
  type IndexEntry,
  type IndexTables,
  type SearchFilters,
} from './search-tables';

// A page counted by bitsets (docs/decisions/134-search-counts-by-bitset.md): each filter a set of products, those
// passing all of them their intersection, each facet's count that of its value's set with every filter but its own.
// When the products that can count in any facet are few (a filter narrowed the match), they are counted one by one
// instead (search-count-few.ts, docs/decisions/143-search-answers-computed-for-the-few.md). The counts are kept per set
// of candidates and filters, and a query with one or two filters takes its filtered facets from those of the queries
// with one filter fewer (docs/decisions/163-facet-counts-kept-per-match.md).

/** How a page counts: `auto` picks by how many products can count; the others force a way (tests compare them). */
export type CountingMode = 'auto' | 'per-facet' | 'per-product';

export interface BitsetPageOptions {
  counting?: CountingMode;
  /** From how many steps of walking the order a page's products are found by their places in it (`RANKED_FROM`). */
  rankedFrom?: number;
}

/**
 * A pass over one word of a bitset per facet value costs about what one product counted one by one costs in
 * `PER_PRODUCT_WORDS` words: `auto` counts products one by one when they are fewer than facets × words ÷ this.
 */
const PER_PRODUCT_WORDS = 16;

/**
 * A page's products are found by walking the candidates' order; when that walk would be longer than this many steps
 * (few passing products in the whole catalogue's order), by their places in the order instead.
 */
export const RANKED_FROM = 2048;

/**
 * The pages of many candidates; `byPrice` gives the index's price order. Each category, size, value and price band's
 * set of products, and each product's facts, are made on the first such page.
 */
export function createBitsetPages(
  t: IndexTables,
  byPrice: () => readonly IndexEntry[],
  { counting: mode = 'auto', rankedFrom = RANKED_FROM }: BitsetPageOptions = {},
) {
  const { entries } = t;
  let sets: ReturnType<typeof makeSets> | null = null;
  /** The working sets of one page, taken back when it is done (a page is counted without yielding). */
  const pool = new BitsPool(entries.length);
  /** Per whole-catalogue order (a sort's positions), each position's place in it. */
  const ranks = new WeakMap<Int32Array, Int32Array>();
  /** The counts of earlier pages, per set of candidates and filters (search-counts-kept.ts). */
  const countsKeptOf = createCountsKept(t, entries.length, pool);
  const countWithSets = (q: BitsetQuery): Counts => countsOf(sets as Sets, q);

  function makeSets() {
    const size = entries.length;
    const category = t.categories.map(() => emptyBits(size));
    const inStockSize = t.sizeNames.map(() => emptyBits(size));
    const anyStock = emptyBits(size);
    const value = t.attributeOf.map(() => emptyBits(size));
    const band = PRICE_BANDS.map(() => emptyBits(size));
    for (const entry of entries) {
      const at = entry.position;
      if (entry.category >= 0) setBit(category[entry.category] as Bits, at);
      if (entry.band >= 0) setBit(band[entry.band] as Bits, at);
      for (const id of entry.valueIds) setBit(value[id] as Bits, at);
      entry.sizeIds.forEach((id, i) => {
        if ((entry.sizeStock[i] as number) <= 0) return;
        setBit(inStockSize[id] as Bits, at);
        setBit(anyStock, at);
      });
    }
    const inPriceOrder = byPrice();
    return {
      all: allBits(size),
      category,
      inStockSize,
      anyStock,
      value,
      band,
      priceOrder: positionsOf(inPriceOrder),
      prices: Float64Array.from(inPriceOrder, (entry) => entry.price),
      facts: factsOf(entries),
      /** How many facet values a page counts (categories, sizes, bands and the filter attributes' values). */
      facetValues:
        t.categories.length +
        t.sizeNames.length +
        PRICE_BANDS.length +
        t.definitions.reduce((n, definition) => n + (definition.filter ? definition.values.length : 0), 0),
    };
  }
  type Sets = ReturnType<typeof makeSets>;

  /** The products priced within [low, high] (null: no price filter), from the positions in price order. */
  function priceBits(order: Int32Array, prices: Float64Array, low: number, high: number): Bits | null {
    if (low === -Infinity && high === Infinity) return null;
    const bits = pool.take().fill(0);
    let first = 0;
    let last = prices.length;
    while (first < last) {
      const middle = (first + last) >>> 1;
      if ((prices[middle] as number) < low) first = middle + 1;
      else last = middle;
    }
    for (let n = first; n < prices.length && (prices[n] as number) <= high; n++) setBit(bits, order[n] as number);
    return bits;
  }

  function readQuery(s: Sets, candidates: Candidates, filters: SearchFilters): BitsetQuery {
    const size = entries.length;
    const { category, sizeFilter, wantedSizes, wantedValues, low, high } = readFilters(t, filters);
    const candidateBits = candidates.bits ?? (candidates.walk.length === size ? s.all : bitsOf(candidates.walk, size));
    const categoryBits = category < 0 ? null : (s.category[category] as Bits);
    const price = priceBits(s.priceOrder, s.prices, low, high);
    const sizeBits = sizeFilter
      ? union(
          size,
          wantedSizes.map((id) => s.inStockSize[id] as Bits),
          pool.take(),
        )
      : filters.inStock
        ? s.anyStock
        : null;
    const attributes = new Map<number, Bits>();
    for (const [a, ids] of wantedValues) {
      // One value wanted: its own set, read and never written (no copy of it made).
      const one = ids.length === 1 ? (s.value[ids[0] as number] as Bits) : null;
      attributes.set(
        a,
        one ??
          union(
            size,
            ids.map((id) => s.value[id] as Bits),
            pool.take(),
          ),
      );
    }
    const attributed = intersect(size, [candidateBits, ...attributes.values()], pool.take());
    const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
    return {
      candidates: candidateBits,
      category: categoryBits,
      price,
      sizes: sizeBits,
      attributes,
      attributed,
      passing: intersect(size, [attributed, categoryBits, price, sizeBits], pool.take()),
      keys: {
        category: categoryBits ? String(category) : null,
        price: price ? `${low},${high}` : null,
        sizes: sizeFilter ? sorted(wantedSizes) : sizeBits ? '*' : null,
        attributes: new Map([...wantedValues].map(([a, ids]) => [a, sorted(ids)])),
      },
    };
  }

  /** Each facet's count, a pass over every word of the facet value's set and the filters' set. */
  function countPerFacet(s: Sets, q: BitsetQuery): Counts {
    const size = entries.length;
    const { attributed, category, price, sizes } = q;
    const forCategories = intersect(size, [attributed, price, sizes], pool.take());
    const forSizes = intersect(size, [attributed, category, price], pool.take());
    const forBands = intersect(size, [attributed, category, sizes], pool.take());
    const counts: Counts = {
      categories: s.category.map((bits) => countBoth(bits, forCategories)),
      sizes: s.inStockSize.map((bits) => countBoth(bits, forSizes)),
      bands: s.band.map((bits) => countBoth(bits, forBands)),
      values: new Uint32Array(t.attributeOf.length),
    };
    // A filter attribute's values: with the other attributes' filters and the rest.
    const others = intersect(size, [q.candidates, category, price, sizes], pool.take());
    let id = 0;
    t.definitions.forEach((definition, a) => {
      const first = id;
      id += definition.values.length;
      if (!definition.filter) return;
      const base = q.attributes.has(a)
        ? intersect(size, [others, ...[...q.attributes].filter(([b]) => b !== a).map(([, bits]) => bits)], pool.take())
        : q.passing;
      for (let v = first; v < id; v++) counts.values[v] = countBoth(s.value[v] as Bits, base);
    });
    return counts;
  }

  /** Each position's place in a whole-catalogue order, made once per order. */
  function rankIn(order: Int32Array): Int32Array {
    let rank = ranks.get(order);
    if (!rank) {
      rank = new Int32Array(order.length);
      for (let n = 0; n < order.length; n++) rank[order[n] as number] = n;
      ranks.set(order, rank);
    }
    return rank;
  }

  /** The page's products: the passing ones at [offset, offset + limit) of the candidates' order. */
  function pageOf(candidates: Candidates, passing: Bits, total: number, offset: number, limit: number): IndexEntry[] {
    const found: IndexEntry[] = [];
    const order = candidates.positions ?? positionsOf(candidates.walk);
    const wanted = Math.min(total, offset + limit);
    // Few passing products far apart in a long order: their places in it, as a set read from the front.
    if (order.length === entries.length && wanted * order.length > total * rankedFrom) {
      const rank = rankIn(order);
      const places = pool.take().fill(0);
      for (let w = 0; w < passing.length; w++) {
        let word = passing[w] as number;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          setBit(places, rank[(w << 5) + 31 - Math.clz32(low)] as number);
        }
      }
      let seen = 0;
      for (let w = 0; w < places.length && seen < wanted; w++) {
        let word = places[w] as number;
        while (word !== 0 && seen < wanted) {
          const low = word & -word;
          word ^= low;
          if (seen >= offset) found.push(entries[order[(w << 5) + 31 - Math.clz32(low)] as number] as IndexEntry);
          seen += 1;
        }
      }
      return found;
    }
    let seen = 0;
    for (let n = 0; n < order.length && seen < wanted; n++) {
      const position = order[n] as number;
      if (!hasBit(passing, position)) continue;
      if (seen >= offset) found.push(entries[position] as IndexEntry);
      seen += 1;
    }
    return found;
  }

  /** The facets' counts of `q`, per facet or product by product (`mode`; `auto`: whichever reads less). */
  function countsOf(s: Sets, q: BitsetQuery): Counts {
    if (mode === 'per-facet') return countPerFacet(s, q);
    const few = mayCount(q, entries.length, pool);
    const perProduct = mode === 'per-product' || count(few) * PER_PRODUCT_WORDS < s.facetValues * few.length;
    return perProduct ? countPerProduct(t, s.facts, q, few) : countPerFacet(s, q);
  }

  /** The page at `offset`, the total and the facets' counts. */
  return function bitsetPage(candidates: Candidates, filters: SearchFilters, offset: number, limit: number) {
    sets ??= makeSets();
    try {
      const q = readQuery(sets, candidates, filters);
      const counts = mode === 'auto' ? countsKeptOf(q, countWithSets) : countsOf(sets, q);
      const total = count(q.passing);
      return { found: pageOf(candidates, q.passing, total, offset, limit), total, counts };
    } finally {
      pool.giveBack();
    }
  };
}

/** The positions of `list`, in its order. */
export function positionsOf(list: readonly IndexEntry[]): Int32Array {
  return Int32Array.from(list, (entry) => entry.position);
}

/** The positions of `list` as a bitset. */
export function bitsOf(list: readonly IndexEntry[], size: number): Bits {
  const bits = emptyBits(size);
  for (const entry of list) setBit(bits, entry.position);
  return bits;
}

import { PRICE_BANDS } from '@vastra/domain/catalog';
import { allBits, count, countBoth, emptyBits, hasBit, intersect, setBit, union, type Bits } from './search-bits';
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

/**
 * The pages of many candidates; `byPrice` gives the index's price order. Each category, size, value and price band's
 * set of products is made on the first such page.
 */
export function createBitsetPages(t: IndexTables, byPrice: () => readonly IndexEntry[]) {
  const { entries } = t;
  let sets: ReturnType<typeof makeSets> | null = null;
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
    };
  }

  /** The products priced within [low, high] (null: no price filter), from the positions in price order. */
  function priceBits(order: Int32Array, prices: Float64Array, low: number, high: number): Bits | null {
    if (low === -Infinity && high === Infinity) return null;
    const bits = emptyBits(entries.length);
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

  /** The page at `offset`, the total and the facets' counts. */
  return function bitsetPage(candidates: Candidates, filters: SearchFilters, offset: number, limit: number) {
    sets ??= makeSets();
    const s = sets;
    const size = entries.length;
    const { category, sizeFilter, wantedSizes, wantedValues, low, high } = readFilters(t, filters);
    const candidateBits = candidates.bits ?? (candidates.walk.length === size ? s.all : bitsOf(candidates.walk, size));
    const categoryBits = category < 0 ? null : (s.category[category] as Bits);
    const price = priceBits(s.priceOrder, s.prices, low, high);
    const sizeBits = sizeFilter
      ? union(
          size,
          wantedSizes.map((id) => s.inStockSize[id] as Bits),
        )
      : filters.inStock
        ? s.anyStock
        : null;
    const attributeBits = new Map<number, Bits>();
    for (const [a, ids] of wantedValues) {
      attributeBits.set(
        a,
        union(
          size,
          ids.map((id) => s.value[id] as Bits),
        ),
      );
    }
    const attributes = intersect(size, [candidateBits, ...attributeBits.values()]);
    const passing = intersect(size, [attributes, categoryBits, price, sizeBits]);
    // Each facet counts with every filter but its own.
    const forCategories = intersect(size, [attributes, price, sizeBits]);
    const forSizes = intersect(size, [attributes, categoryBits, price]);
    const forBands = intersect(size, [attributes, categoryBits, sizeBits]);
    const counts: Counts = {
      categories: s.category.map((bits) => countBoth(bits, forCategories)),
      sizes: s.inStockSize.map((bits) => countBoth(bits, forSizes)),
      bands: s.band.map((bits) => countBoth(bits, forBands)),
      values: new Uint32Array(t.attributeOf.length),
    };
    // A filter attribute's values: with the other attributes' filters and the rest.
    const others = intersect(size, [candidateBits, categoryBits, price, sizeBits]);
    let id = 0;
    t.definitions.forEach((definition, a) => {
      const first = id;
      id += definition.values.length;
      if (!definition.filter) return;
      const base = attributeBits.has(a)
        ? intersect(size, [others, ...[...attributeBits].filter(([b]) => b !== a).map(([, bits]) => bits)])
        : passing;
      for (let v = first; v < id; v++) counts.values[v] = countBoth(s.value[v] as Bits, base);
    });
    const total = count(passing);
    const found: IndexEntry[] = [];
    let seen = 0;
    const order = candidates.positions ?? positionsOf(candidates.walk);
    for (let n = 0; n < order.length && found.length < limit && seen < total; n++) {
      const position = order[n] as number;
      if (!hasBit(passing, position)) continue;
      if (seen >= offset) found.push(entries[position] as IndexEntry);
      seen += 1;
    }
    return { found, total, counts };
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

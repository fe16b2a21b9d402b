import { PRICE_BANDS } from '@vastra/domain/catalog';
import { hasBit, intersect, union, type Bits, type BitsPool } from './search-bits';
import type { Counts, IndexEntry, IndexTables } from './search-tables';

// A bitset page's counts taken product by product (docs/decisions/143-search-answers-computed-for-the-few.md): when a
// filter has narrowed the match, the products that can count in any facet are few, and counting each of them costs
// less than a pass over every word of the index per facet value (search-bitset-page.ts).

/** What one query asks, as bitsets over the index (null: no such filter). */
export interface BitsetQuery {
  candidates: Bits;
  category: Bits | null;
  price: Bits | null;
  sizes: Bits | null;
  /** Per filtered attribute (its place in `definitions`), the products holding any wanted value. */
  attributes: Map<number, Bits>;
  /** The candidates holding every attribute filter. */
  attributed: Bits;
  passing: Bits;
  /** Each filter as text (null: no such filter), what `keyOf` joins: the same text means the same set. */
  keys: FilterKeys;
}

export interface FilterKeys {
  category: string | null;
  price: string | null;
  sizes: string | null;
  attributes: Map<number, string>;
}

/**
 * What counting one product reads, packed per index position: from `start[p]`, its category and its price band (each
 * + 1, 0 for none), how many of its sizes are in stock, those sizes, then its attribute values up to `start[p + 1]`.
 * Kept in six arrays (a column per fact), counting a product read six places far apart in memory; packed, its facts
 * lie together (docs/decisions/192-product-facts-packed.md).
 */
export interface Facts {
  start: Int32Array;
  data: Int32Array;
}

/** How many facts open a product's record: its category, its band and how many of its sizes are in stock. */
const HEAD = 3;

export function factsOf(entries: readonly IndexEntry[]): Facts {
  const start = new Int32Array(entries.length + 1);
  const data: number[] = [];
  for (const entry of entries) {
    const inStock = entry.sizeIds.filter((_, i) => (entry.sizeStock[i] as number) > 0);
    start[entry.position] = data.length;
    data.push(entry.category + 1, entry.band + 1, inStock.length, ...inStock, ...entry.valueIds);
    start[entry.position + 1] = data.length;
  }
  return { start, data: Int32Array.from(data) };
}

/**
 * The products that can count in some facet: the candidates that fail at most one attribute filter and at most one
 * of the category, price and size filters (a facet counts with every filter but its own).
 */
export function mayCount(q: BitsetQuery, size: number, pool: BitsPool): Bits {
  const filtered = [...q.attributes.values()];
  // At most one attribute filter failed: with none or one, every candidate; else those holding all but one.
  const nearly =
    filtered.length <= 1
      ? q.candidates
      : union(
          size,
          filtered.map((_, skip) =>
            intersect(size, [q.candidates, ...filtered.filter((__, i) => i !== skip)], pool.take()),
          ),
          pool.take(),
        );
  // At most one of the category, price and size filters failed (one not asked for is held).
  const others = [q.category, q.price, q.sizes].filter((bits): bits is Bits => bits !== null);
  if (others.length <= 1) return nearly;
  if (others.length === 2) return intersect(size, [nearly, union(size, others, pool.take())], pool.take());
  const pairs = others.flatMap((a, i) => others.slice(i + 1).map((b) => intersect(size, [a, b], pool.take())));
  return intersect(size, [nearly, union(size, pairs, pool.take())], pool.take());
}

const noCounts = (t: IndexTables): Counts => ({
  categories: new Array<number>(t.categories.length).fill(0),
  sizes: new Array<number>(t.sizeNames.length).fill(0),
  bands: PRICE_BANDS.map(() => 0),
  values: new Uint32Array(t.attributeOf.length),
});

/**
 * The facets' counts of products no filter narrows, each counting in every facet: a query's products passing (a
 * query with filters counts its other facets so, search-counts-kept.ts), with none of the checks of the loop below.
 */
function countEach(t: IndexTables, { start, data }: Facts, bits: Bits): Counts {
  const counts = noCounts(t);
  // The products' places first, then where each one's facts start, then their first fact (its category), each in a
  // pass of its own: one product's facts are far from the next one's in memory, and loads that wait on nothing else
  // are fetched side by side, where the counting loop alone fetched one product's at a time (decision 192).
  const n = positionsIn(bits);
  const { at: positions, from, category: categoryAt } = scratch;
  for (let k = 0; k < n; k++) from[k] = start[positions[k] as number] as number;
  for (let k = 0; k < n; k++) categoryAt[k] = (data[from[k] as number] as number) - 1;
  for (let k = 0; k < n; k++) {
    const at = from[k] as number;
    const category = categoryAt[k] as number;
    if (category >= 0) counts.categories[category] = (counts.categories[category] as number) + 1;
    const band = (data[at + 1] as number) - 1;
    if (band >= 0) counts.bands[band] = (counts.bands[band] as number) + 1;
    const valuesFrom = at + HEAD + (data[at + 2] as number);
    for (let i = at + HEAD; i < valuesFrom; i++) {
      const id = data[i] as number;
      counts.sizes[id] = (counts.sizes[id] as number) + 1;
    }
    const end = start[(positions[k] as number) + 1] as number;
    for (let i = valuesFrom; i < end; i++) {
      const id = data[i] as number;
      counts.values[id] = (counts.values[id] as number) + 1;
    }
  }
  return counts;
}

/** Work arrays of `countEach` (one thread, used within one call), grown to the largest set counted. */
let scratch = { at: new Int32Array(1024), from: new Int32Array(1024), category: new Int32Array(1024) };

/** The positions of `bits` into `scratch.at`, ascending; returns how many. */
function positionsIn(bits: Bits): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] as number;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      if (n === scratch.at.length) {
        const grown = { at: new Int32Array(n * 2), from: new Int32Array(n * 2), category: new Int32Array(n * 2) };
        grown.at.set(scratch.at);
        scratch = grown;
      }
      scratch.at[n++] = (w << 5) + 31 - Math.clz32(low);
    }
  }
  return n;
}

/** The facets' counts, product by product over `few` (every product that can count, see `mayCount`). */
export function countPerProduct(t: IndexTables, facts: Facts, q: BitsetQuery, few: Bits): Counts {
  if (q.category === null && q.price === null && q.sizes === null && q.attributes.size === 0)
    return countEach(t, facts, few);
  const { start, data } = facts;
  const counts = noCounts(t);
  const filteredAttributes = [...q.attributes.keys()];
  const filteredBits = [...q.attributes.values()];
  for (let w = 0; w < few.length; w++) {
    let word = few[w] as number;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const p = (w << 5) + 31 - Math.clz32(low);
      const categoryOk = q.category === null || hasBit(q.category, p);
      const priceOk = q.price === null || hasBit(q.price, p);
      const sizeOk = q.sizes === null || hasBit(q.sizes, p);
      // How many attribute filters it fails, and the last one: with one failed, it still counts in that facet.
      let failed = 0;
      let failedAttribute = -1;
      for (let i = 0; i < filteredBits.length; i++) {
        if (!hasBit(filteredBits[i] as Bits, p)) {
          failed += 1;
          failedAttribute = filteredAttributes[i] as number;
        }
      }
      const attributesOk = failed === 0;
      const from = start[p] as number;
      const valuesFrom = from + HEAD + (data[from + 2] as number);
      if (attributesOk && categoryOk && priceOk) {
        for (let i = from + HEAD; i < valuesFrom; i++) {
          const id = data[i] as number;
          counts.sizes[id] = (counts.sizes[id] as number) + 1;
        }
      }
      const at = (data[from] as number) - 1;
      if (attributesOk && sizeOk && priceOk && at >= 0) counts.categories[at] = (counts.categories[at] as number) + 1;
      const band = (data[from + 1] as number) - 1;
      if (attributesOk && sizeOk && categoryOk && band >= 0) counts.bands[band] = (counts.bands[band] as number) + 1;
      if (failed <= 1 && categoryOk && priceOk && sizeOk) {
        for (let i = valuesFrom; i < (start[p + 1] as number); i++) {
          const id = data[i] as number;
          if (failed === 0 || t.attributeOf[id] === failedAttribute)
            counts.values[id] = (counts.values[id] as number) + 1;
        }
      }
    }
  }
  return counts;
}

/** The query of `bits` with no filter: every one of them passes. */
export function unfiltered(bits: Bits): BitsetQuery {
  return {
    candidates: bits,
    category: null,
    price: null,
    sizes: null,
    attributes: new Map(),
    attributed: bits,
    passing: bits,
    keys: { category: null, price: null, sizes: null, attributes: new Map() },
  };
}

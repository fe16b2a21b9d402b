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
 * Per index position its category and price band, and (from `start[p]` to `start[p + 1]`) its sizes in stock and its
 * attribute values: what counting one product reads, in arrays instead of the entries' objects.
 */
export interface Columns {
  categoryAt: Int32Array;
  bandAt: Int32Array;
  sizeStart: Int32Array;
  sizesInStock: Int32Array;
  valueStart: Int32Array;
  values: Int32Array;
}

export function columnsOf(entries: readonly IndexEntry[]): Columns {
  const size = entries.length;
  const categoryAt = new Int32Array(size);
  const bandAt = new Int32Array(size);
  const sizeStart = new Int32Array(size + 1);
  const valueStart = new Int32Array(size + 1);
  const sizesInStock: number[] = [];
  const values: number[] = [];
  for (const entry of entries) {
    const at = entry.position;
    categoryAt[at] = entry.category;
    bandAt[at] = entry.band;
    values.push(...entry.valueIds);
    entry.sizeIds.forEach((id, i) => {
      if ((entry.sizeStock[i] as number) > 0) sizesInStock.push(id);
    });
    sizeStart[at + 1] = sizesInStock.length;
    valueStart[at + 1] = values.length;
  }
  return {
    categoryAt,
    bandAt,
    sizeStart,
    sizesInStock: Int32Array.from(sizesInStock),
    valueStart,
    values: Int32Array.from(values),
  };
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
function countEach(t: IndexTables, columns: Columns, bits: Bits): Counts {
  const { categoryAt, bandAt, sizeStart, sizesInStock, valueStart, values } = columns;
  const counts = noCounts(t);
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] as number;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const p = (w << 5) + 31 - Math.clz32(low);
      for (let i = sizeStart[p] as number; i < (sizeStart[p + 1] as number); i++) {
        const id = sizesInStock[i] as number;
        counts.sizes[id] = (counts.sizes[id] as number) + 1;
      }
      const at = categoryAt[p] as number;
      if (at >= 0) counts.categories[at] = (counts.categories[at] as number) + 1;
      const band = bandAt[p] as number;
      if (band >= 0) counts.bands[band] = (counts.bands[band] as number) + 1;
      for (let i = valueStart[p] as number; i < (valueStart[p + 1] as number); i++) {
        const id = values[i] as number;
        counts.values[id] = (counts.values[id] as number) + 1;
      }
    }
  }
  return counts;
}

/** The facets' counts, product by product over `few` (every product that can count, see `mayCount`). */
export function countPerProduct(t: IndexTables, columns: Columns, q: BitsetQuery, few: Bits): Counts {
  if (q.category === null && q.price === null && q.sizes === null && q.attributes.size === 0)
    return countEach(t, columns, few);
  const { categoryAt, bandAt, sizeStart, sizesInStock, valueStart, values } = columns;
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
      if (attributesOk && categoryOk && priceOk) {
        for (let i = sizeStart[p] as number; i < (sizeStart[p + 1] as number); i++) {
          const id = sizesInStock[i] as number;
          counts.sizes[id] = (counts.sizes[id] as number) + 1;
        }
      }
      const at = categoryAt[p] as number;
      if (attributesOk && sizeOk && priceOk && at >= 0) counts.categories[at] = (counts.categories[at] as number) + 1;
      const band = bandAt[p] as number;
      if (attributesOk && sizeOk && categoryOk && band >= 0) counts.bands[band] = (counts.bands[band] as number) + 1;
      if (failed <= 1 && categoryOk && priceOk && sizeOk) {
        for (let i = valueStart[p] as number; i < (valueStart[p + 1] as number); i++) {
          const id = values[i] as number;
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

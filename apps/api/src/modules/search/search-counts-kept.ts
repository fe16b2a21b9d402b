import { Lru } from '../../shared/lru';
import { intersect, type Bits, type BitsPool } from './search-bits';
import { unfiltered, type BitsetQuery, type FilterKeys } from './search-count-few';
import type { Counts, IndexTables } from './search-tables';

// A bitset page's facet counts kept per set of candidates and filters, and a filtered facet taken from the query
// without its filter (docs/decisions/163-facet-counts-kept-per-match.md).

/** How many sets of filters a set of candidates keeps the counts of. */
export const COUNTS_KEPT = 64;

/** Up to this many filters a query takes its filtered facets from the queries with one filter fewer. */
const FROM_KEPT_UP_TO = 2;

/** One filter of a query: the category, price or size filter, or an attribute's (its place in `definitions`). */
export type Slot = 'category' | 'price' | 'sizes' | number;

/**
 * The attributes filtered, ascending. A query filters one or two: those are put in order without a sort, whose work
 * arrays were a few % of what a never-asked answer allocated.
 */
function attributesInOrder(attributes: ReadonlyMap<number, unknown>): number[] {
  const ids = [...attributes.keys()];
  if (ids.length > 2) ids.sort((x, y) => x - y);
  else if (ids.length === 2 && (ids[0] as number) > (ids[1] as number)) ids.reverse();
  return ids;
}

/** The filters `q` holds, in a fixed order. */
export function slotsOf(q: BitsetQuery): Slot[] {
  const slots: Slot[] = [];
  if (q.category) slots.push('category');
  if (q.price) slots.push('price');
  if (q.sizes) slots.push('sizes');
  for (const a of attributesInOrder(q.attributes)) slots.push(a);
  return slots;
}

/** The text of `q`'s filters but `skip`: two queries over the same candidates with the same text count the same. */
export function keyOf(q: BitsetQuery, skip?: Slot): string {
  const { category, price, sizes, attributes } = q.keys;
  let key = '';
  if (category !== null && skip !== 'category') key += `c${category};`;
  if (price !== null && skip !== 'price') key += `p${price};`;
  if (sizes !== null && skip !== 'sizes') key += `s${sizes};`;
  for (const a of attributesInOrder(attributes)) if (a !== skip) key += `a${a}=${attributes.get(a)};`;
  return key;
}

/** `q` without one of its filters: its sets of passing products made again in bitsets lent by `pool`. */
export function withoutSlot(q: BitsetQuery, slot: Slot, size: number, pool: BitsPool): BitsetQuery {
  const keys: FilterKeys = { ...q.keys, attributes: new Map(q.keys.attributes) };
  const attributes = new Map(q.attributes);
  let { category, price, sizes, attributed } = q;
  if (slot === 'category') [category, keys.category] = [null, null];
  else if (slot === 'price') [price, keys.price] = [null, null];
  else if (slot === 'sizes') [sizes, keys.sizes] = [null, null];
  else {
    attributes.delete(slot);
    keys.attributes.delete(slot);
    attributed = intersect(size, [q.candidates, ...attributes.values()], pool.take());
  }
  const passing = intersect(size, [attributed, category, price, sizes], pool.take());
  return { candidates: q.candidates, category, price, sizes, attributes, attributed, passing, keys };
}

/** `counts` with the facet of filter `slot` taken from `from` (the counts of a query without that filter). */
export function takeFacet(t: IndexTables, counts: Counts, from: Counts, slot: Slot): void {
  if (slot === 'category') counts.categories = from.categories;
  else if (slot === 'price') counts.bands = from.bands;
  else if (slot === 'sizes') counts.sizes = from.sizes;
  else
    for (let id = 0; id < t.attributeOf.length; id++)
      if (t.attributeOf[id] === slot) counts.values[id] = from.values[id] as number;
}

/**
 * The counts of a set of candidates' (never a pool's) queries, made by `count` and kept; `size` and `pool` as the
 * bitset page's (a query without one of its filters is made in bitsets it lends).
 */
export function createCountsKept(t: IndexTables, size: number, pool: BitsPool) {
  const countsKept = new WeakMap<Bits, Lru<string, Counts>>();

  function keptFor(candidates: Bits): Lru<string, Counts> {
    let kept = countsKept.get(candidates);
    if (!kept) {
      kept = new Lru(COUNTS_KEPT);
      countsKept.set(candidates, kept);
    }
    return kept;
  }

  /**
   * The facets' counts of `q`, kept per set of candidates and filters: another sort or page of the same filters, and a
   * query with one filter more, reuse them. A facet counts with every filter but its own, so a filtered facet's counts
   * are those of the query without its filter (the match's own, with none), and every other facet's are counted over
   * the products passing (often few). With more than `FROM_KEPT_UP_TO` filters, unless every query with one filter
   * fewer is kept, it is counted at once instead: making each of them would cost more.
   */
  return function countsKeptOf(q: BitsetQuery, count: (query: BitsetQuery) => Counts): Counts {
    const kept = keptFor(q.candidates);
    const key = keyOf(q);
    let counts = kept.get(key);
    if (counts) return counts;
    const slots = slotsOf(q);
    if (slots.length === 0) counts = count(q);
    else if (slots.length > FROM_KEPT_UP_TO && slots.some((slot) => kept.get(keyOf(q, slot)) === undefined))
      counts = count(q);
    else {
      counts = count(unfiltered(q.passing));
      for (const slot of slots) {
        // Kept ones are read by their key: the query without the filter is made only when they are not.
        const without = kept.get(keyOf(q, slot)) ?? countsKeptOf(withoutSlot(q, slot, size, pool), count);
        takeFacet(t, counts, without, slot);
      }
    }
    kept.set(key, counts);
    return counts;
  };
}

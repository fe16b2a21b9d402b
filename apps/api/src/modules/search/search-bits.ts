// Sets of products as bitsets over the search index's positions (one bit per product, 32 per word): a filter is the
// AND of a few of them and a facet's count the population count of one more AND, so a query's cost does not grow with
// how many products its words match (docs/decisions/134-search-counts-by-bitset.md).

/** A set of index positions; `null` where a function takes one stands for every product. */
export type Bits = Uint32Array;

export const wordsFor = (size: number): number => (size + 31) >>> 5;

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordsFor(size));
}

/** Every position below `size`. */
export function allBits(size: number): Bits {
  const bits = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  const spare = bits.length * 32 - size;
  if (spare > 0 && bits.length > 0) bits[bits.length - 1] = 0xffffffff >>> spare;
  return bits;
}

export function setBit(bits: Bits, position: number): void {
  bits[position >>> 5] = ((bits[position >>> 5] as number) | (1 << (position & 31))) >>> 0;
}

export function hasBit(bits: Bits, position: number): boolean {
  return (((bits[position >>> 5] as number) >>> (position & 31)) & 1) === 1;
}

/** Ones in a 32-bit word (the classic SWAR count). */
function ones(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function count(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += ones(bits[i] as number);
  return n;
}

/** How many positions are in both (`null`: every position, so the other's count). */
export function countBoth(a: Bits, b: Bits | null): number {
  if (b === null) return count(a);
  let n = 0;
  for (let i = 0; i < a.length; i++) n += ones((a[i] as number) & (b[i] as number));
  return n;
}

/** The intersection of `sets` (nulls skipped) into a new bitset; every position below `size` when all are null. */
export function intersect(size: number, sets: readonly (Bits | null)[]): Bits {
  const present = sets.filter((set): set is Bits => set !== null);
  const [first, ...rest] = present;
  if (!first) return allBits(size);
  const out = first.slice();
  for (const set of rest) for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (set[i] as number);
  return out;
}

/** The union of `sets` into a new bitset (empty for none). */
export function union(size: number, sets: readonly Bits[]): Bits {
  const out = emptyBits(size);
  for (const set of sets) for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) | (set[i] as number);
  return out;
}

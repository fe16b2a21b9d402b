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

/**
 * The intersection of `sets` (nulls skipped), every position below `size` when all are null: into `out` (overwritten,
 * not one of `sets`) or a new bitset.
 */
export function intersect(size: number, sets: readonly (Bits | null)[], out?: Bits): Bits {
  const target = out ?? new Uint32Array(wordsFor(size));
  let first = true;
  for (const set of sets) {
    if (set === null) continue;
    if (first) target.set(set);
    else for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (set[i] as number);
    first = false;
  }
  if (first) target.set(allBits(size));
  return target;
}

/** The union of `sets` (empty for none): into `out` (overwritten, not one of `sets`) or a new bitset. */
export function union(size: number, sets: readonly Bits[], out?: Bits): Bits {
  const target = out ?? new Uint32Array(wordsFor(size));
  target.fill(0);
  for (const set of sets)
    for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (set[i] as number);
  return target;
}

/**
 * Bitsets of one size lent to a computation that runs without yielding and given back together at its end: a query's
 * dozen working sets cost no allocation (and no garbage) once the pool holds them.
 */
export class BitsPool {
  private readonly free: Bits[] = [];
  private readonly lent: Bits[] = [];

  constructor(private readonly size: number) {}

  /** A bitset of the pool's size, its content undefined (every function taking `out` overwrites it). */
  take(): Bits {
    const bits = this.free.pop() ?? emptyBits(this.size);
    this.lent.push(bits);
    return bits;
  }

  /** Gives back every bitset lent since the last call; none may be read afterwards. */
  giveBack(): void {
    for (const bits of this.lent) this.free.push(bits);
    this.lent.length = 0;
  }
}

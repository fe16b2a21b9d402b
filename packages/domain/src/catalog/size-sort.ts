/**
 * Where a size name goes in a list a shopper reads (the shop's size filter: docs/decisions/102-shopper-polish.md):
 * letter sizes from the smallest (XXS … S, M, L, XL … 5XL, with 2XL read as XXL), then sizes that are numbers from the
 * smallest (28, 30, 32.5), then any other names alphabetically, and Free (or "Free Size", any case) last.
 */
const LETTER = /^(?:(\d)?(X*)([SL])|M)$/;

type SizeKey = readonly [group: number, rank: number, name: string];

function sizeKey(size: string): SizeKey {
  const name = size.trim().toUpperCase();
  if (name === 'FREE' || name === 'FREE SIZE') return [3, 0, name];
  const letter = LETTER.exec(name);
  if (letter) {
    if (name === 'M') return [0, 0, name];
    // 'XXL' and '2XL' are two X's beyond L; '3XS' three beyond S.
    const extra = letter[1] !== undefined ? Number(letter[1]) : (letter[2] ?? '').length;
    return [0, letter[3] === 'S' ? -1 - extra : 1 + extra, name];
  }
  if (/^\d+(?:\.\d+)?$/.test(name)) return [1, Number(name), name];
  return [2, 0, name];
}

/** Compares two size names by their natural order (a negative number: `a` first). */
export function compareSizes(a: string, b: string): number {
  const [ga, ra, na] = sizeKey(a);
  const [gb, rb, nb] = sizeKey(b);
  return ga - gb || ra - rb || (na < nb ? -1 : na > nb ? 1 : 0) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The sizes in their natural order (`compareSizes`), each once. */
export function sizesInNaturalOrder(sizes: readonly string[]): string[] {
  return [...new Set(sizes)].sort(compareSizes);
}

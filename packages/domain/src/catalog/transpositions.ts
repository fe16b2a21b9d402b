// Slips of a phone keyboard the search reads through (docs/decisions/167-transposed-letters.md). Two neighbouring
// letters typed the wrong way round ("kutra" for kurta, "slik" for silk): the commonest, and the one trigram similarity
// forgives least in a short word — "kutra" and "kurta" share two of their ten trigrams (similarity 0.2, below every
// threshold the search uses). And a letter typed twice ("kurtaa", "sareee"), left out ("krta"), or hit next to the
// one meant ("cottan", "rayan": docs/decisions/169-one-letter-slips.md).

/** The spellings of `word` with two neighbouring, different characters swapped ("kurta" → "ukrta", "kruta"…). */
export function transpositionsOf(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [chars[i + 1] as string, chars[i] as string];
    const spelling = swapped.join('');
    if (!out.includes(spelling)) out.push(spelling);
  }
  return out;
}

/**
 * Per misspelling, the word it stands for: every transposition of each word of `words` (its key) that is not itself
 * one of the words, mapped to that key's value. A misspelling two different values could stand for is left out.
 */
export function transposedSpellings(words: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const [word, meaning] of words) {
    for (const spelling of transpositionsOf(word)) {
      if (words.has(spelling) || ambiguous.has(spelling)) continue;
      const earlier = out.get(spelling);
      if (earlier === undefined) out.set(spelling, meaning);
      else if (earlier !== meaning) {
        out.delete(spelling);
        ambiguous.add(spelling);
      }
    }
  }
  return out;
}

/** The spellings of `word` with one letter typed twice written once ("kurtaa" → "kurta"), each once. */
export function withoutDoubledLetter(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i] !== chars[i - 1]) continue;
    const spelling = [...chars.slice(0, i), ...chars.slice(i + 1)].join('');
    if (!out.includes(spelling)) out.push(spelling);
  }
  return out;
}

/** From this many letters a typed word may have one letter too many or a wrong one; a shorter one only one missing. */
export const EDITED_MIN_LENGTH = 5;

const LATIN_WORD = /^[a-z]{4,}$/;

/**
 * Whether `word` is what `typed` meant with one letter left out ("krta": kurta), typed too many ("silck": silk) or
 * mistyped ("cottan": cotton). Latin words of 4+ letters only; a typed word of 4 letters only with a letter left out,
 * so that "sari" is never "zari" and "suti" never "suit". A swap of two letters is `transpositionsOf`'s.
 */
export function oneLetterSlip(typed: string, word: string): boolean {
  if (typed === word || !LATIN_WORD.test(typed) || !LATIN_WORD.test(word)) return false;
  const missing = word.length === typed.length + 1;
  if (!missing && typed.length < EDITED_MIN_LENGTH) return false;
  let i = 0;
  while (i < typed.length && typed[i] === word[i]) i++;
  if (missing) return typed.slice(i) === word.slice(i + 1);
  if (typed.length === word.length + 1) return typed.slice(i + 1) === word.slice(i);
  return typed.length === word.length && typed.slice(i + 1) === word.slice(i + 1);
}

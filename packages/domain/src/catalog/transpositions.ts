// Slips of a phone keyboard the search reads through (docs/decisions/167-transposed-letters.md). Two neighbouring
// letters typed the wrong way round ("kutra" for kurta, "slik" for silk): the commonest, and the one trigram similarity
// forgives least in a short word — "kutra" and "kurta" share two of their ten trigrams (similarity 0.2, below every
// threshold the search uses). And a letter typed twice ("kurtaa", "sareee"), left out ("krta"), or hit next to the
// one meant ("cottan": docs/decisions/169-one-letter-slips.md).

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

/**
 * The fewest letters of a typed word read as one letter too many ("silck": silk), and as one mistyped ("cottan":
 * cotton). A shorter word is only read as missing a letter: one letter changed in a short word makes another word
 * too often ("night" and "light", "tight", "right").
 */
export const EXTRA_LETTER_MIN_LENGTH = 5;
export const WRONG_LETTER_MIN_LENGTH = 6;

const LATIN_WORD = /^[a-z]{4,}$/;

/**
 * Whether `word` is what `typed` meant with one letter left out ("krta": kurta), typed too many ("silck": silk) or
 * mistyped ("cottan": cotton). Latin words of 4+ letters only, and the lengths above: "sari" is never "zari", "suti"
 * never "suit", "night" never "light". A swap of two letters is `transpositionsOf`'s.
 */
export function oneLetterSlip(typed: string, word: string): boolean {
  if (typed === word || !LATIN_WORD.test(typed) || !LATIN_WORD.test(word)) return false;
  let i = 0;
  while (i < typed.length && typed[i] === word[i]) i++;
  if (word.length === typed.length + 1) return typed.slice(i) === word.slice(i + 1);
  if (typed.length === word.length + 1) {
    return typed.length >= EXTRA_LETTER_MIN_LENGTH && typed.slice(i + 1) === word.slice(i);
  }
  return (
    typed.length === word.length && typed.length >= WRONG_LETTER_MIN_LENGTH && typed.slice(i + 1) === word.slice(i + 1)
  );
}

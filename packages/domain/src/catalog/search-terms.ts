import { SEARCH_QUERY_MAX } from './search';
import { SEARCH_STOP_WORDS, SEARCH_SYNONYMS } from './search-synonyms';
import { oneLetterSlip, transposedSpellings, withoutDoubledLetter } from './transpositions';

/**
 * A query as the search compares it: lower case, diacritics of Latin letters removed (the vowel signs of Devanagari
 * are part of its words, and kept), punctuation turned into spaces except a hyphen inside a word (t-shirt), spaces
 * collapsed, at most SEARCH_QUERY_MAX characters.
 */
export function normaliseSearchText(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}-]+/gu, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/(^|[^\p{L}\p{N}])-|-(?=[^\p{L}\p{N}]|$)/gu, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX)
    .trim();
}

// The variants as queries become once normalised (a Devanagari word's nukta is written two ways).
const WORDS = new Map<string, string>();
const PHRASES: { from: RegExp; to: string }[] = [];
for (const { to, from } of SEARCH_SYNONYMS) {
  for (const variant of from.map(normaliseSearchText)) {
    if (variant.includes(' ')) PHRASES.push({ from: new RegExp(`(^| )${variant}(?= |$)`, 'gu'), to });
    else WORDS.set(variant, to);
  }
}
const STOP = new Set(SEARCH_STOP_WORDS);

/** From this many letters a word typed with two letters swapped, or one twice, is read as the word ("kutra": kurta). */
export const TRANSPOSED_MIN_LENGTH = 5;

/**
 * Whether a slip in `word` is read through: shorter words are left alone ("suti", cotton, is not "suit"), and so are
 * words of other scripts.
 */
const mendable = (word: string) => word.length >= TRANSPOSED_MIN_LENGTH && /^[a-z]+$/.test(word);

/** The catalogue's words: what the synonyms map to. */
const TARGETS = new Set(SEARCH_SYNONYMS.map(({ to }) => to));

// The catalogue's words and their variants, each misspelt by two neighbouring letters swapped.
const TRANSPOSED = transposedSpellings(
  new Map([...WORDS, ...[...TARGETS].map((to) => [to, to] as const)].filter(([word]) => mendable(word))),
);

// Per catalogue word, its Devanagari spellings as queries become once normalised, each as its words (टी शर्ट).
const DEVANAGARI = new Map<string, string[][]>();
for (const { to, from } of SEARCH_SYNONYMS) {
  const spellings = from.map(normaliseSearchText).filter((variant) => /\p{Script=Devanagari}/u.test(variant));
  const asWords = spellings.map((variant) => variant.split(' '));
  if (asWords.length > 0) DEVANAGARI.set(to, asWords);
}

/**
 * The Devanagari spellings of a catalogue word (कुर्ती, कुर्ता… for kurti), each as its words; none for most. A query
 * maps them to the catalogue's word, but a product's Hindi title holds them as written
 * (docs/decisions/136-hindi-storefront.md), so the search matches a term against them too.
 */
export function devanagariSpellings(term: string): readonly (readonly string[])[] {
  return DEVANAGARI.get(term) ?? [];
}

/** A query read: the catalogue words to match (after synonyms), and the price bounds it said in words. */
export interface SearchText {
  terms: string[];
  /** From "under 800" / "below ₹800". */
  maxPrice?: number;
  /** From "over 800" / "above 800". */
  minPrice?: number;
}

/** The catalogue word `word` stands for with one of its letters typed twice ("kurtaa": kurti), or undefined. */
function undoubled(word: string): string | undefined {
  if (!mendable(word)) return undefined;
  for (const spelling of withoutDoubledLetter(word)) {
    const meant = WORDS.get(spelling) ?? (TARGETS.has(spelling) ? spelling : undefined);
    if (meant !== undefined) return meant;
  }
  return undefined;
}

/**
 * Maps one normalised word to the catalogue's word, also when two neighbouring letters were typed swapped or one
 * letter twice (docs/decisions/167-transposed-letters.md).
 */
export function canonicalTerm(word: string): string {
  if (TARGETS.has(word)) return word;
  return WORDS.get(word) ?? TRANSPOSED.get(word) ?? undoubled(word) ?? word;
}

// Every word and variant of the synonyms with its meaning, for the slips of one letter (`oneLetterMeanings`).
const MEANINGS = [...WORDS, ...[...TARGETS].map((to) => [to, to] as const)];

/**
 * The catalogue words `term` may mean with one letter left out, typed too many or mistyped in a word or variant of
 * `SEARCH_SYNONYMS` ("krta": kurti, "salvr": suits), each once; none for a term that is one of them. Not read by
 * `canonicalTerm`: such a slip can spell another real word ("shirt" is "short" mistyped), so the search widens a term
 * to these only when the shop's own words do not know it (docs/decisions/169-one-letter-slips.md).
 */
export function oneLetterMeanings(term: string): string[] {
  if (TARGETS.has(term) || WORDS.has(term)) return [];
  const out: string[] = [];
  for (const [word, meaning] of MEANINGS) if (!out.includes(meaning) && oneLetterSlip(term, word)) out.push(meaning);
  return out;
}

/**
 * Reads a query: normalises it, replaces synonym phrases and words by the catalogue's words, takes
 * "under N" and "over N" as price bounds, drops stop words and repeated terms.
 */
export function parseSearchText(raw: string): SearchText {
  let text = normaliseSearchText(raw);
  for (const { from, to } of PHRASES) text = text.replace(from, `$1${to}`);
  const words = text.split(' ').filter(Boolean);
  const result: SearchText = { terms: [] };
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1] === 'rs' || words[i + 1] === 'inr' ? words[i + 2] : words[i + 1];
    if (next !== undefined && /^\d{1,7}$/.test(next) && ['under', 'below', 'over', 'above'].includes(word)) {
      const amount = Number(next);
      if (word === 'under' || word === 'below') result.maxPrice = Math.min(result.maxPrice ?? amount, amount);
      else result.minPrice = Math.max(result.minPrice ?? amount, amount);
      i += words[i + 1] === next ? 1 : 2;
      continue;
    }
    if (STOP.has(word)) continue;
    const term = canonicalTerm(word);
    if (!result.terms.includes(term)) result.terms.push(term);
  }
  return result;
}

/** The terms of a query (see `parseSearchText`). */
export function searchTerms(raw: string): string[] {
  return parseSearchText(raw).terms;
}

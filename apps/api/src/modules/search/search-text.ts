import { createHash } from 'node:crypto';
import type { ProductResponse } from '@vastra/domain/api';
import {
  CATEGORIES,
  devanagariSpellings,
  normaliseSearchText,
  oneLetterMeanings,
  oneLetterSlip,
  transpositionsOf,
} from '@vastra/domain/catalog';
import { Lru } from '../../shared/lru';
import type { MatchRow, SearchRepository } from './search.repository';
import type { CategoryDefinition } from './search-tables';

// Text matching in PostgreSQL: query terms → a tsquery (each term OR its typo spellings from the vocabulary and its
// Devanagari spellings, which a Hindi title holds as written; the last term also as a prefix) → the matching products
// with their scores. Cached per catalogue text (docs/decisions/025-search-in-postgresql.md).

/** How close (trigram similarity) a vocabulary word must be to widen a term to it, and to be offered instead. */
export const TYPO_SIMILARITY = 0.5;
export const DID_YOU_MEAN_SIMILARITY = 0.3;
/** Shorter terms are never widened: "sari" is not "zari". */
export const TYPO_MIN_LENGTH = 4;
const TYPO_WORDS_MAX = 3;

/** A word worth widening to or offering: three letters or more, no digits. */
const isVocabularyWord = (word: string) => word.length >= 3 && !/\d/.test(word);

/**
 * The words of the shop's category names, in English and Hindi, normalised as queries are, each with the categories
 * whose name holds it ("लहंगा": lehenga). A product's search document holds its category's slug, not its names
 * (docs/decisions/180-category-names-found.md): a query's word that names a category matches the slug.
 */
export function categoryWordsOf(categories: readonly CategoryName[]): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const { slug, name, hindiName } of categories) {
    for (const word of normaliseSearchText(`${name} ${hindiName}`).split(' ')) {
      if (word === '' || word === slug) continue;
      const slugs = words.get(word) ?? [];
      if (!slugs.includes(slug)) slugs.push(slug);
      words.set(word, slugs);
    }
  }
  return words;
}

/** A category as the search reads its names. */
export type CategoryName = Pick<CategoryDefinition, 'slug' | 'name' | 'hindiName'>;

/**
 * The catalogue's words (title and Hindi title words, attribute value names in English and Hindi, and category slugs
 * and names in English and Hindi), normalised as queries are.
 */
export function vocabularyOf(products: readonly ProductResponse[], categories: readonly CategoryName[] = []): string[] {
  const words = new Set<string>(CATEGORIES);
  for (const word of categoryWordsOf(categories).keys()) if (isVocabularyWord(word)) words.add(word);
  for (const product of products) {
    // The shop's own categories (docs/decisions/097-categories.md) are words of the catalogue too.
    if (!/\d/.test(product.category)) words.add(product.category);
    const named = (product.attributes ?? []).flatMap((a) => a.values.flatMap((v) => [v.name, v.hindiName ?? '']));
    const titles = product.hindi ? [product.title, product.hindi.title] : [product.title];
    for (const word of normaliseSearchText([...titles, ...named].join(' ')).split(' ')) {
      for (const part of word.includes('-') ? [word, ...word.split('-')] : [word]) {
        if (isVocabularyWord(part)) words.add(part);
      }
    }
  }
  return [...words].sort();
}

/**
 * A hash of what the text search reads (id, title, Hindi title, category, description, attribute values and their Hindi
 * names): unchanged by price or stock.
 */
export function textFingerprint(
  products: readonly ProductResponse[],
  categories: readonly CategoryName[] = [],
): string {
  const hash = createHash('sha1');
  for (const c of categories) hash.update(`${c.slug}\u0000${c.name}\u0000${c.hindiName}\u0001`);
  hash.update('\u0002');
  for (const p of products) {
    const named = (p.attributes ?? [])
      .flatMap((a) => a.values.map((v) => (v.hindiName ? `${v.name}\u0003${v.hindiName}` : v.name)))
      .join('\u0002');
    const hindi = p.hindi?.title ?? '';
    hash.update(`${p._id}\u0000${p.title}\u0000${hindi}\u0000${p.category}\u0000${p.description}\u0000${named}\u0001`);
  }
  return hash.digest('base64url');
}

/** The most words of a query whose subsets are tried when together they match nothing (`fewerWords`). */
export const FEWER_WORDS_MAX = 4;

/** The subsets of `items` of `size` items, each in the order of `items`. */
function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsetsOf(rest, size - 1).map((subset) => [first, ...subset]), ...subsetsOf(rest, size)];
}

const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;

/** A spelling of several words ("टी शर्ट") as a phrase: its words next to each other. */
const phrase = (words: readonly string[]) =>
  words.length === 1 ? lexeme(words[0] as string) : `(${words.map(lexeme).join(' <-> ')})`;

export type TextMatcher = ReturnType<typeof createTextMatcher>;

export function createTextMatcher(repo: SearchRepository) {
  let fingerprint = '';
  let syncedVocabulary = '';
  /** The vocabulary as last written: the words a term is with two neighbouring letters swapped, or one letter off. */
  let vocabulary: readonly string[] = [];
  let known: ReadonlySet<string> = new Set();
  let categoryWords = new Map<string, string[]>();
  let matches = new Lru<string, Promise<MatchRow[]>>(500);
  /** The same per words as typed (and whether the last may be the start of a word): see `match`. */
  let matchesTyped = new Lru<string, Promise<MatchRow[]>>(500);
  let widened = new Lru<string, Promise<string[]>>(2000);
  let corrections = new Lru<string, Promise<string | null>>(500);

  async function typoWords(term: string): Promise<string[]> {
    if (term.length < TYPO_MIN_LENGTH || !/\p{L}/u.test(term)) return [];
    let words = widened.get(term);
    if (!words) {
      // Two letters swapped first ("slik": silk): trigrams forgive that least in a short word. Then, for a word the
      // shop does not know, one letter left out, typed too many or mistyped: in the shop's words ("cottan": cotton),
      // and in the synonyms' ("krta": kurti; docs/decisions/169-one-letter-slips.md).
      const swaps = new Set(transpositionsOf(term));
      const swapped = vocabulary.filter((word) => swaps.has(word));
      const unknown = !known.has(term);
      const slipped = unknown ? vocabulary.filter((word) => oneLetterSlip(term, word)) : [];
      const meant = unknown ? oneLetterMeanings(term) : [];
      words = repo
        .similarWords([term], TYPO_SIMILARITY)
        .then((rows) =>
          [...new Set([...swapped, ...slipped, ...meant, ...rows.map((r) => r.word)])]
            .filter((w) => w !== term)
            .slice(0, TYPO_WORDS_MAX),
        );
      widened.set(term, words);
      words.catch(() => widened.delete(term));
    }
    return words;
  }

  /** The categories a word of whose names starts with `start` (the shopper may still be typing it). */
  function categoriesNamedFrom(start: string): string[] {
    const slugs: string[] = [];
    for (const [word, named] of categoryWords) if (word.startsWith(start)) slugs.push(...named);
    return slugs;
  }

  async function tsqueryOf(terms: readonly string[], lastAsPrefix: boolean): Promise<string> {
    const groups = await Promise.all(
      terms.map(async (term, i) => {
        const prefix = lastAsPrefix && i === terms.length - 1;
        const own = lexeme(term) + (prefix ? ':*' : '');
        const typos = await typoWords(term);
        // Written out, not looked up: a catalogue word's few Devanagari spellings cost the query no statement.
        const hindi = devanagariSpellings(term).map(phrase);
        const named = prefix ? categoriesNamedFrom(term) : [];
        for (const word of [term, ...typos]) named.push(...(categoryWords.get(word) ?? []));
        return `(${[...new Set([own, ...typos.map(lexeme), ...hindi, ...named.map(lexeme)])].join(' | ')})`;
      }),
    );
    return groups.join(' & ');
  }

  /**
   * Every product matching all `terms`, best first (score, then id); the last term also as the start of a word (the
   * shopper may still be typing it) unless `lastAsPrefix` is false.
   */
  function match(terms: readonly string[], lastAsPrefix = true): Promise<MatchRow[]> {
    // Per words as typed too: their tsquery is written once, not for every filter, sort and page of the same words.
    const typed = `${lastAsPrefix ? '*' : '='}${terms.join(' ')}`;
    let rows = matchesTyped.get(typed);
    if (!rows) {
      rows = tsqueryOf(terms, lastAsPrefix).then(matchOf);
      matchesTyped.set(typed, rows);
      rows.catch(() => matchesTyped.delete(typed));
    }
    return rows;
  }

  /** Every product matching `tsquery`, best first (score, then id); asked once per tsquery. */
  function matchOf(tsquery: string): Promise<MatchRow[]> {
    let rows = matches.get(tsquery);
    if (!rows) {
      rows = repo
        .match(tsquery)
        .then((found) => found.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
      matches.set(tsquery, rows);
      rows.catch(() => matches.delete(tsquery));
    }
    return rows;
  }

  /**
   * Of `terms`, which together match nothing, the fewest left out that match something: of as many words, those that
   * match the most ("party saree" → saree), in the order typed; null for one term, or more than FEWER_WORDS_MAX
   * (docs/decisions/171-fewer-words.md).
   */
  async function fewerWords(terms: readonly string[]): Promise<string | null> {
    if (terms.length < 2 || terms.length > FEWER_WORDS_MAX) return null;
    for (let keep = terms.length - 1; keep >= 1; keep--) {
      let best: readonly string[] | null = null;
      let most = 0;
      for (const words of subsetsOf(terms, keep)) {
        // A word typed before the last was whole: "co ord set" is not "co…".
        const found = (await match(words, words.at(-1) === terms.at(-1))).length;
        if (found > most) [best, most] = [words, found];
      }
      if (best) return best.join(' ');
    }
    return null;
  }

  async function correct(terms: readonly string[]): Promise<string | null> {
    const close = await repo.similarWords(terms, DID_YOU_MEAN_SIMILARITY);
    const best = new Map<string, string>();
    for (const row of close) if (!best.has(row.term)) best.set(row.term, row.word);
    const corrected = terms.map((term) => best.get(term) ?? term);
    const respelt = corrected.some((word, i) => word !== terms[i]);
    if (respelt && (await match(corrected)).length > 0) return corrected.join(' ');
    return fewerWords(corrected);
  }

  return {
    /** Keeps the caches and the vocabulary table in step with the catalogue's text (call per snapshot). */
    async useCatalogue(products: readonly ProductResponse[], categories: readonly CategoryName[] = []): Promise<void> {
      const next = textFingerprint(products, categories);
      if (next === fingerprint) return;
      const words = vocabularyOf(products, categories);
      const joined = words.join(' ');
      if (joined !== syncedVocabulary) {
        await repo.replaceVocabulary(words);
        syncedVocabulary = joined;
      }
      fingerprint = next;
      vocabulary = words;
      known = new Set(words);
      categoryWords = categoryWordsOf(categories);
      matches = new Lru(500);
      matchesTyped = new Lru(500);
      widened = new Lru(2000);
      corrections = new Lru(500);
    },

    match,

    /**
     * When `terms` matched nothing: the terms with each unknown one replaced by the closest vocabulary word, if that
     * matches something; else the fewest of them left out that match something ("party saree": saree); else null.
     */
    didYouMean(terms: readonly string[]): Promise<string | null> {
      // Kept per terms, as the matches are: the same words with other filters or another sort ask no statement.
      const key = terms.join(' ');
      let corrected = corrections.get(key);
      if (!corrected) {
        corrected = correct(terms);
        corrections.set(key, corrected);
        corrected.catch(() => corrections.delete(key));
      }
      return corrected;
    },
  };
}

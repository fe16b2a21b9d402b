import type { ProductResponse } from '@vastra/domain/api';
import { describe, expect, it } from 'vitest';
import { createTextMatcher, DID_YOU_MEAN_SIMILARITY } from './search-text';
import type { SearchRepository } from './search.repository';

// The text matcher's memory (search-text.ts): a correction ("did you mean") is looked up once per words and catalogue
// text, as matches are, so the same mistyped words with other filters, another sort or the next page ask no statement.

function fakeRepo() {
  const asked = { similarWords: 0 };
  const repo = {
    replaceVocabulary: async () => undefined,
    similarWords: async (terms: readonly string[], minSimilarity: number) => {
      // Counted for the correction only (a term's typo spellings are looked up with another similarity).
      if (minSimilarity === DID_YOU_MEAN_SIMILARITY) asked.similarWords += 1;
      return terms.map((term) => ({ term, word: term === 'kutra' ? 'kurta' : term, similarity: 0.6 }));
    },
    match: async (tsquery: string) => (tsquery.includes("'kurta'") ? [{ id: 'a', score: 1 }] : []),
  } as unknown as SearchRepository;
  return { repo, asked };
}

const product = (title: string) => ({ _id: 'a', title, category: 'kurti', description: '' }) as ProductResponse;

describe('didYouMean', () => {
  it('asks the database once per words, and again once the catalogue text changed', async () => {
    const { repo, asked } = fakeRepo();
    const text = createTextMatcher(repo);
    await text.useCatalogue([product('Red Kurta')]);
    expect(await text.didYouMean(['kutra'])).toBe('kurta');
    expect(await text.didYouMean(['kutra'])).toBe('kurta');
    expect(asked.similarWords).toBe(1);
    await text.useCatalogue([product('Blue Kurta')]);
    expect(await text.didYouMean(['kutra'])).toBe('kurta');
    expect(asked.similarWords).toBe(2);
  });

  it('forgets a lookup that failed, so the next search asks again', async () => {
    const { repo, asked } = fakeRepo();
    let fail = true;
    const similar = repo.similarWords;
    repo.similarWords = async (terms, min) => {
      if (fail && min === DID_YOU_MEAN_SIMILARITY) throw new Error('connection lost');
      return similar(terms, min);
    };
    const text = createTextMatcher(repo);
    await expect(text.didYouMean(['kutra'])).rejects.toThrow('connection lost');
    fail = false;
    expect(await text.didYouMean(['kutra'])).toBe('kurta');
    expect(asked.similarWords).toBe(1);
  });
});

describe('didYouMean with fewer words', () => {
  /** A catalogue where each word matches the ids listed, and words together the ids they share. */
  function catalogueOf(byWord: Record<string, string[]>) {
    const { repo } = fakeRepo();
    repo.similarWords = async (terms: readonly string[]) => terms.map((term) => ({ term, word: term, similarity: 1 }));
    repo.match = async (tsquery: string) => {
      const words = [...tsquery.matchAll(/\('([^']+)'/g)].map((m) => m[1] as string);
      const sets = words.map((word) => new Set(byWord[word] ?? []));
      const [first, ...rest] = sets;
      return [...(first ?? [])].filter((id) => rest.every((set) => set.has(id))).map((id) => ({ id, score: 1 }));
    };
    return createTextMatcher(repo);
  }
  const SHOP = { party: ['a'], saree: ['b', 'c'], red: ['a', 'b'], silk: ['c'], kurti: ['a', 'd', 'e'] };

  it.each([
    // The words that match the most, of as many as can match: the product over the occasion.
    [['party', 'saree'], 'saree'],
    [['saree', 'party'], 'saree'],
    [['silk', 'kurti'], 'kurti'],
    // As many words as can match, before more matches: two of three, and of a tie the first typed.
    [['party', 'silk', 'saree'], 'silk saree'],
    [['party', 'silk', 'kurti'], 'party kurti'],
    [['red', 'silk', 'saree'], 'red saree'],
    // Nothing to leave out of one word; nothing that matches; too many words to try.
    [['party'], null],
    [['xyzzy', 'plugh'], null],
    [['party', 'silk', 'saree', 'red', 'kurti'], null],
  ])('%j → %j', async (terms, expected) => {
    const text = catalogueOf(SHOP);
    await text.useCatalogue([product('Red Saree')]);
    expect(await text.didYouMean(terms)).toBe(expected);
  });
});

describe('didYouMean with fewer words: the words asked', () => {
  it('asks a word typed before the last as a whole word, the last one also as the start of a word', async () => {
    const { repo } = fakeRepo();
    repo.similarWords = async (terms: readonly string[]) => terms.map((term) => ({ term, word: term, similarity: 1 }));
    const asked: string[] = [];
    repo.match = async (tsquery: string) => {
      asked.push(tsquery);
      return [];
    };
    const text = createTextMatcher(repo);
    await text.useCatalogue([product('Red Saree')]);
    expect(await text.didYouMean(['co', 'ord', 'set'])).toBeNull();
    expect(asked).toEqual([
      "('co') & ('ord')",
      "('co') & ('set':*)",
      "('ord') & ('set':*)",
      "('co')",
      "('ord')",
      "('set':*)",
    ]);
  });
});

describe('a term widened to the words it may be misspelt from', () => {
  /** The tsquery the matcher asks the database for `terms`, on a catalogue of `titles`. */
  async function tsqueryFor(titles: string[], terms: string[]): Promise<string> {
    const { repo } = fakeRepo();
    let asked = '';
    repo.match = async (tsquery: string) => {
      asked = tsquery;
      return [];
    };
    const text = createTextMatcher(repo);
    await text.useCatalogue(titles.map(product));
    await text.match(terms);
    return asked;
  }

  it.each([
    // Two neighbouring letters swapped, in the shop's words (docs/decisions/167-transposed-letters.md).
    [['Red Kurta'], ['kutra'], "('kutra':* | 'kurta')"],
    // One letter mistyped, too many or left out, in the shop's words (docs/decisions/169-one-letter-slips.md).
    [['Cotton Kurta'], ['cottan'], "('cottan':* | 'cotton')"],
    [['Banarasi Silk Saree'], ['silck'], "('silck':* | 'silk')"],
    [['Graphic Tee'], ['graphc'], "('graphc':* | 'graphic')"],
    // …and in the synonyms' words: "krta" is kurta, which the shop's titles call kurti.
    [['Blue Kurti'], ['krta'], "('krta':* | 'kurti')"],
    // A word the shop knows is never widened by a slip: "lined" is not "linen" mistyped here.
    [['Linen Kurti', 'Lined Shorts'], ['lined'], "('lined':*)"],
    [['Linen Kurti', 'Lined Shorts'], ['linen', 'set'], "('linen') & ('set':*)"],
    // A word of four letters only with a letter left out: "sari" is not "zari" mistyped.
    [['Zari Dupatta'], ['zar', 'sari'], "('zar') & ('sari':*)"],
  ])('%j: %j → %s', async (titles, terms, expected) => {
    expect(await tsqueryFor(titles, terms)).toBe(expected);
  });
});

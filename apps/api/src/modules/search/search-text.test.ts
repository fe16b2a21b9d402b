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

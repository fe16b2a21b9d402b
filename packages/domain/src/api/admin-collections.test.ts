import { describe, expect, it } from 'vitest';
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_TITLE_MAX } from '../collections/limits';
import { COLLECTIONS_MESSAGES as M } from '../collections/messages';
import { AdminCollection, CollectionBody } from './admin-collections';
import { CollectionLink, CollectionPageResponse } from './collections';

// A collection's title and description in Hindi (docs/decisions/175-collections-in-hindi.md): the back office's body
// and answer, the storefront's page and menu link.

const manual = { title: 'Diwali Edit', kind: 'manual' };
const issuesOf = (body: object) =>
  CollectionBody.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('CollectionBody: the title and description in Hindi', () => {
  it('default to none', () => {
    expect(CollectionBody.parse(manual)).toMatchObject({ titleHi: '', descriptionHi: '' });
  });

  it('are trimmed, may be empty, and are kept composed (a nukta typed as one character becomes two)', () => {
    const body = CollectionBody.parse({ ...manual, titleHi: '  दिवाली एडिट\t', descriptionHi: ' ' });
    expect(body).toMatchObject({ titleHi: 'दिवाली एडिट', descriptionHi: '' });
    expect(CollectionBody.parse({ ...manual, descriptionHi: '\u095bरी' }).descriptionHi).toBe('\u091c\u093cरी');
  });

  it('accept the longest texts, the English limits', () => {
    const titleHi = 'क'.repeat(COLLECTION_TITLE_MAX);
    const descriptionHi = 'क'.repeat(COLLECTION_DESCRIPTION_MAX);
    expect(CollectionBody.parse({ ...manual, titleHi, descriptionHi })).toMatchObject({ titleHi, descriptionHi });
  });

  it.each([
    ['titleHi', 'क'.repeat(COLLECTION_TITLE_MAX + 1), M.titleHiLength],
    ['descriptionHi', 'क'.repeat(COLLECTION_DESCRIPTION_MAX + 1), M.descriptionHiLength],
    // 20,000 spaces are refused rather than saved empty.
    ['titleHi', `${' '.repeat(COLLECTION_TITLE_MAX * 4)}क`, M.titleHiLength],
  ])('refuses a %s too long with its own message', (field, text, message) => {
    expect(issuesOf({ ...manual, [field]: text })).toEqual([[field, message]]);
  });

  it('word their messages with the limits', () => {
    expect(M.titleHiLength).toBe('Keep the title in Hindi to 80 characters or fewer.');
    expect(M.descriptionHiLength).toBe('Keep the description in Hindi to 2000 characters or fewer.');
  });
});

describe('the answers', () => {
  it("the back office's collection carries both ('' for none)", () => {
    const parsed = AdminCollection.safeParse({
      id: 'c1',
      slug: 'diwali-edit',
      title: 'Diwali Edit',
      description: '',
      seoTitle: '',
      seoDescription: '',
      image: null,
      kind: 'manual',
      rules: [],
      sort: 'newest',
      visible: true,
      showInNav: false,
      navPosition: 0,
      products: [],
      createdAt: '2026-12-06T10:00:00.000Z',
      updatedAt: '2026-12-06T10:00:00.000Z',
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['titleHi', 'descriptionHi']);
  });

  it('the storefront’s page and menu link carry the Hindi only when there is some', () => {
    const collection = {
      slug: 'under-999',
      title: 'Under ₹999',
      description: '',
      seoTitle: '',
      seoDescription: '',
      image: null,
    };
    const page = (shown: object) => ({ collection: shown, items: [], nextCursor: null });
    expect(CollectionPageResponse.parse(page(collection)).collection).not.toHaveProperty('hindi');
    const hindi = { title: '₹999 से कम', description: '' };
    expect(CollectionPageResponse.parse(page({ ...collection, hindi })).collection.hindi).toEqual(hindi);
    expect(CollectionLink.parse({ slug: 'under-999', title: 'Under ₹999' })).not.toHaveProperty('hindiTitle');
    expect(CollectionLink.parse({ slug: 'under-999', title: 'Under ₹999', hindiTitle: '₹999 से कम' })).toEqual({
      slug: 'under-999',
      title: 'Under ₹999',
      hindiTitle: '₹999 से कम',
    });
  });
});

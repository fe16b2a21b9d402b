import { describe, expect, it } from 'vitest';
import {
  readRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  recentlyViewedToShow,
  shareText,
  whatsAppShareUrl,
  withViewed,
} from './recently-viewed';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('withViewed', () => {
  it('puts the product opened first, once', () => {
    expect(withViewed([], 'p1')).toEqual(['p1']);
    expect(withViewed(['p1', 'p2', 'p3'], 'p3')).toEqual(['p3', 'p1', 'p2']);
    expect(withViewed(['p1', 'p2'], 'p1')).toEqual(['p1', 'p2']);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_MAX}`, () => {
    const full = ids(RECENTLY_VIEWED_MAX);
    expect(withViewed(full, 'new')).toEqual(['new', ...full.slice(0, RECENTLY_VIEWED_MAX - 1)]);
  });
});

describe('readRecentlyViewed', () => {
  it.each([
    ['a stored list', ['p2', 'p1'], ['p2', 'p1']],
    ['duplicates', ['p2', 'p2', 'p1'], ['p2', 'p1']],
    ['other values', ['p1', 3, null, '', { id: 'p2' }, 'x'.repeat(101)], ['p1']],
    ['too many', ids(20), ids(RECENTLY_VIEWED_MAX)],
    ['not a list', { p1: true }, []],
    ['nothing', null, []],
  ])('%s', (_label, raw, list) => {
    expect(readRecentlyViewed(raw)).toEqual(list);
  });
});

describe('recentlyViewedToShow', () => {
  it('shows the newest 8 without the page she is on', () => {
    expect(recentlyViewedToShow(ids(12))).toEqual(ids(8));
    expect(recentlyViewedToShow(['p1', 'p2', 'p3'], 'p2')).toEqual(['p1', 'p3']);
  });
});

describe('sharing', () => {
  it("writes the product's title and page, and WhatsApp's link with them", () => {
    const text = shareText('Indigo Anarkali Kurti & Dupatta', 'https://vastra.in/product/p1');
    expect(text).toBe('Indigo Anarkali Kurti & Dupatta https://vastra.in/product/p1');
    expect(whatsAppShareUrl(text)).toBe(
      'https://wa.me/?text=Indigo%20Anarkali%20Kurti%20%26%20Dupatta%20https%3A%2F%2Fvastra.in%2Fproduct%2Fp1',
    );
  });
});

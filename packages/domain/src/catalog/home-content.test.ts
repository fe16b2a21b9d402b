import { describe, expect, it } from 'vitest';
import { SaveHomeBody } from '../api/admin-home';
import { CATALOG_HOME_MESSAGES as M } from './home-messages';
import {
  DEFAULT_HOME_CONTENT,
  defaultHomeContent,
  isLiveAt,
  isRailShown,
  isSameSitePath,
  liveAt,
  nextHomeBoundary,
  productsInOrder,
  withRailDefaults,
} from './home-content';
import type { HomeContent, HomeSlide } from './home-content';

const slide = (id: string, startsAt: string | null, endsAt: string | null): HomeSlide => ({
  id,
  headline: id,
  subText: '',
  image: null,
  link: '/shop',
  startsAt,
  endsAt,
});
const diwali = slide('diwali', '2026-11-01T00:00:00.000Z', '2026-11-15T00:00:00.000Z');

describe('home schedule', () => {
  it.each([
    ['before its start', '2026-10-31T23:59:59.999Z', false],
    ['at its start (inclusive)', '2026-11-01T00:00:00.000Z', true],
    ['inside', '2026-11-07T12:00:00.000Z', true],
    ['at its end (exclusive)', '2026-11-15T00:00:00.000Z', false],
  ])('a Diwali slide %s is live: %s', (_, now, live) => {
    expect(isLiveAt(diwali, new Date(now))).toBe(live);
  });

  it('an item with no start or end is always live; live items keep their order', () => {
    const always = slide('always', null, null);
    const until = slide('until', null, '2026-11-02T00:00:00.000Z');
    const now = new Date('2026-11-03T00:00:00.000Z');
    expect(liveAt([diwali, always, until], now).map((s) => s.id)).toEqual(['diwali', 'always']);
  });

  it('the next boundary is the first start or end strictly ahead, over slides and rails', () => {
    const [arrivals] = DEFAULT_HOME_CONTENT.rails;
    if (!arrivals) throw new Error('no default rail');
    const rail = { ...arrivals, startsAt: '2026-11-10T00:00:00.000Z', endsAt: null };
    const content: HomeContent = { slides: [diwali, slide('always', null, null)], rails: [rail] };
    const at = (iso: string) => nextHomeBoundary(content, new Date(iso))?.toISOString() ?? null;
    expect(at('2026-10-01T00:00:00.000Z')).toBe('2026-11-01T00:00:00.000Z');
    expect(at('2026-11-01T00:00:00.000Z')).toBe('2026-11-10T00:00:00.000Z');
    expect(at('2026-11-12T00:00:00.000Z')).toBe('2026-11-15T00:00:00.000Z');
    expect(at('2026-11-15T00:00:00.000Z')).toBeNull();
    expect(nextHomeBoundary(DEFAULT_HOME_CONTENT, new Date('2026-11-01T00:00:00.000Z'))).toBeNull();
  });

  it("the defaults are the spec's three slides to /shop and today's two rails", () => {
    expect(DEFAULT_HOME_CONTENT.slides.map((s) => [s.headline, s.link, s.image])).toEqual([
      ['Big Deals on Top Brands!', '/shop', null],
      ['New Arrivals Just Dropped', '/shop', null],
      ['Limited Time Offer', '/shop', null],
    ]);
    expect(DEFAULT_HOME_CONTENT.rails.map((r) => [r.title, r.source, r.count])).toEqual([
      ['New Arrivals', 'new-arrivals', 4],
      ['Our Handpicked Favorites', 'favourites', 8],
    ]);
  });

  it('a production shop starts without the slides that claim a discount or a deadline; its rails are the same', () => {
    const production = defaultHomeContent(true);
    expect(production.slides.map((s) => [s.headline, s.subText, s.link])).toEqual([
      ['New Arrivals Just Dropped', 'Fresh styles for your wardrobe', '/shop'],
    ]);
    expect(production.rails).toBe(DEFAULT_HOME_CONTENT.rails);
    // One object per mode: the storefront keeps its pick while the content it read is the same object.
    expect(defaultHomeContent(true)).toBe(production);
    expect(defaultHomeContent(false)).toBe(DEFAULT_HOME_CONTENT);
  });
});

describe('isSameSitePath', () => {
  it.each(['/shop?category=saree', '/collections/diwali-edit', '/', '/product/abc#reviews'])('keeps %s', (link) => {
    expect(isSameSitePath(link)).toBe(true);
  });
  it.each([
    'https://evil.example/shop',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'shop',
    '/shop\n',
    '/sh op',
    '',
  ])('refuses %j', (link) => {
    expect(isSameSitePath(link)).toBe(false);
  });
});

describe('SaveHomeBody', () => {
  it('takes the defaults as they are: saving them back unchanged is valid', () => {
    const result = SaveHomeBody.safeParse({ version: 0, ...DEFAULT_HOME_CONTENT });
    expect(result.success ? null : result.error.issues[0]?.message).toBeNull();
  });

  const good = { id: 'diwali', headline: 'Diwali Sale', link: '/shop?category=saree' };
  const firstMessage = (body: unknown) => {
    const result = SaveHomeBody.safeParse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it.each([
    ['an empty headline', { ...good, headline: '  ' }, 'Give the slide a headline.'],
    [
      'a 200-character headline',
      { ...good, headline: 'x'.repeat(200) },
      'Keep the headline to 80 characters or fewer.',
    ],
    [
      'a link to another site',
      { ...good, link: 'https://evil.example' },
      'Link to a page of this shop: a path starting with “/”, such as /shop?category=saree.',
    ],
    [
      'an end before its start',
      { ...good, startsAt: '2026-11-15T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
      'A slide or rail must end after it starts.',
    ],
    ['an 81-character headline in Hindi', { ...good, headlineHi: 'द'.repeat(81) }, M.headlineHiLength],
    [
      'a sub-text in Hindi of 640 spaces and a letter',
      { ...good, subTextHi: `${' '.repeat(640)}द` },
      M.subTextHiLength,
    ],
  ])('refuses a slide with %s', (_, bad, message) => {
    expect(firstMessage({ version: 0, slides: [bad], rails: [] })).toBe(message);
  });

  it('refuses a handpicked rail with no product, and two items with one id', () => {
    const rail = { id: 'picks', title: 'Picks', source: 'handpicked', count: 4 };
    expect(firstMessage({ version: 0, slides: [], rails: [rail] })).toBe(
      'Pick 1 to 12 products for a handpicked rail.',
    );
    expect(firstMessage({ version: 0, slides: [good, { ...good }], rails: [] })).toBe(
      'Two items share the id “diwali”. Each slide and rail needs its own.',
    );
  });

  it('keeps the Hindi texts trimmed and composed, and a rail title in Hindi within 60 characters', () => {
    const decomposed = 'ज़री'.normalize('NFD');
    const body = SaveHomeBody.parse({
      version: 0,
      slides: [{ ...good, headlineHi: ` ${decomposed} साड़ियाँ `, subTextHi: 'त्योहार' }],
      rails: [{ id: 'new', title: 'New', titleHi: ' नए ', source: 'new-arrivals', count: 4 }],
    });
    expect(body.slides[0]).toMatchObject({ headlineHi: 'ज़री साड़ियाँ'.normalize('NFC'), subTextHi: 'त्योहार' });
    expect(body.rails[0]?.titleHi).toBe('नए');
    const rail = { id: 'new', title: 'New', titleHi: 'न'.repeat(61), source: 'new-arrivals', count: 4 };
    expect(firstMessage({ version: 0, slides: [], rails: [rail] })).toBe(M.railTitleHiLength);
  });

  it('reads times with an offset as UTC and fills what is left out', () => {
    const body = SaveHomeBody.parse({
      version: 3,
      slides: [{ ...good, startsAt: '2026-11-01T05:30:00+05:30' }],
      rails: [],
    });
    expect(body.slides[0]).toEqual({
      ...good,
      subText: '',
      headlineHi: '',
      subTextHi: '',
      image: null,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
    });
  });
});

describe('collection rails (docs/decisions/094-home-content.md)', () => {
  it.each([
    ['collection', 0, false],
    ['collection', 3, true],
    ['handpicked', 0, true],
    ['category', 0, true],
    ['new-arrivals', 0, true],
  ] as const)('a %s rail with %i products is shown: %s', (source, items, shown) => {
    expect(isRailShown(source, items)).toBe(shown);
  });

  const products = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
  it.each([
    [['c', 'a'], 12, ['c', 'a']],
    [['C', 'gone', 'b', 'a'], 2, ['c', 'b']],
    [[], 4, []],
  ])('productsInOrder(%j, %i) keeps the given order, drops unknown ids, stops at the count', (ids, count, expected) => {
    expect(productsInOrder(products, ids, count).map((p) => p._id)).toEqual(expected);
  });

  it('reads a rail saved before collection rails as having none', () => {
    const [rail] = DEFAULT_HOME_CONTENT.rails;
    if (!rail) throw new Error('no default rail');
    const { collection: _none, ...old } = { ...rail, collection: undefined };
    expect(withRailDefaults({ slides: [], rails: [old] }).rails).toEqual([{ ...old, collection: null }]);
  });
});

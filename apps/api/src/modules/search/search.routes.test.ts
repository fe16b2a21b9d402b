import type { ProductResponse } from '@vastra/domain/api';
import { describe, expect, it } from 'vitest';
import { titlesOf as titles, useSearchCatalogueApp } from '../../testing/search-catalogue';

// GET /api/client/search over the search's test catalogue: the list, sorts, words, pages and the prepared body
// (search-filters.routes.test.ts has the filters and their facets).

const { ids, inject, get, search } = useSearchCatalogueApp();
/** Titles tied on a sort key come by id. */
const byId = (...names: string[]) => [...names].sort((a, b) => ((ids[a] as string) < (ids[b] as string) ? -1 : 1));

const NEWEST = [
  'Blue Cotton Kurti',
  'Red Cotton Kurti',
  'Anarkali Kurti',
  'Chikankari Kurti',
  'Zari Work Dupatta',
  'Banarasi Silk Saree',
  'Georgette Saree',
  'Cotton Tee',
  'Graphic T-Shirt',
  'Salwar Suit Set',
  'Denim Shorts',
];

describe('GET /api/client/search without a query', () => {
  it('lists every active product, newest first, with the facets of the whole catalogue', async () => {
    const r = await search('');
    expect(titles(r)).toEqual(NEWEST);
    expect(r.total).toBe(11);
    expect(r.nextCursor).toBeNull();
    expect(r.didYouMean).toBeNull();
    expect(r.facets).toEqual({
      categories: [
        { value: 'kurti', name: 'Kurti', count: 4 },
        { value: 'suits', name: 'Suits', count: 2 },
        { value: 't-shirt', name: 'T-Shirt', count: 2 },
        { value: 'saree', name: 'Saree', count: 2 },
        { value: 'shorts', name: 'Shorts', count: 1 },
      ],
      // In size order, each counting the products that have it in stock (an XL of none is not offered).
      sizes: [
        { value: 'S', count: 3 },
        { value: 'M', count: 7 },
        { value: 'L', count: 2 },
        { value: 'Free', count: 2 },
      ],
      priceBands: [
        { min: 0, max: 499, count: 2 },
        { min: 500, max: 999, count: 5 },
        { min: 1000, max: 1999, count: 3 },
        { min: 2000, max: null, count: 1 },
      ],
      attributes: [],
    });
  });

  it("answers items as the product's card, taken from the catalogue (decision 162)", async () => {
    const [first] = (await search('limit=1')).items;
    const own = await get(`/api/client/products/${ids['Blue Cotton Kurti']}`);
    const { description, attributes, ...card } = own.json<ProductResponse>();
    expect(description).not.toBe('');
    expect(attributes).toBeDefined();
    expect(first).toEqual(card);
    expect(first).toMatchObject({ price: 699, originalPrice: null, sizes: ['M', 'L'], stock: 5 });
  });

  it.each([
    ['sort=newest', () => NEWEST],
    [
      'sort=price_asc',
      () => [
        'Cotton Tee',
        'Graphic T-Shirt',
        ...byId('Zari Work Dupatta', 'Denim Shorts'),
        'Blue Cotton Kurti',
        'Red Cotton Kurti',
        'Georgette Saree',
        'Chikankari Kurti',
        'Anarkali Kurti',
        'Salwar Suit Set',
        'Banarasi Silk Saree',
      ],
    ],
    [
      'sort=price_desc',
      () => [
        'Banarasi Silk Saree',
        'Salwar Suit Set',
        'Anarkali Kurti',
        'Chikankari Kurti',
        'Georgette Saree',
        'Red Cotton Kurti',
        'Blue Cotton Kurti',
        ...byId('Zari Work Dupatta', 'Denim Shorts'),
        'Graphic T-Shirt',
        'Cotton Tee',
      ],
    ],
  ])('%s', async (query, expected) => {
    expect(titles(await search(query))).toEqual(expected());
  });

  it('sort=discount: the largest share off first, the rest by id', async () => {
    const r = await search('sort=discount');
    expect(titles(r).slice(0, 4)).toEqual([
      'Chikankari Kurti',
      'Red Cotton Kurti',
      'Salwar Suit Set',
      'Banarasi Silk Saree',
    ]);
    expect(titles(r).slice(4)).toEqual(byId(...NEWEST.filter((n) => !titles(r).slice(0, 4).includes(n))));
  });

  it('sort=popular: units of the last 30 days from orders not cancelled', async () => {
    const r = await search('sort=popular');
    expect(titles(r).slice(0, 3)).toEqual(['Graphic T-Shirt', 'Cotton Tee', 'Denim Shorts']);
    expect(titles(r).slice(3)).toEqual(byId(...NEWEST.filter((n) => !titles(r).slice(0, 3).includes(n))));
  });
});

describe('text', () => {
  it('ranks title matches before description matches', async () => {
    const r = await search('q=cotton');
    expect(r.total).toBe(4);
    expect(titles(r).slice(3)).toEqual(['Chikankari Kurti']);
    expect(new Set(titles(r).slice(0, 3))).toEqual(new Set(['Blue Cotton Kurti', 'Red Cotton Kurti', 'Cotton Tee']));
  });

  it('"under 800" in the query is a price bound', async () => {
    expect(titles(await search('q=kurti%20under%20800'))).toEqual(['Blue Cotton Kurti']);
  });

  it('didYouMean: the closest catalogue spelling that matches, when nothing did', async () => {
    const r = await search('q=banarsee');
    expect(r).toMatchObject({ items: [], total: 0, nextCursor: null, didYouMean: 'banarasi' });
    expect((await search('q=xyzzy')).didYouMean).toBeNull();
    expect((await search('q=kurti')).didYouMean).toBeNull();
  });

  it('didYouMean: else the fewest words left out that match, those that match the most', async () => {
    expect(await search('q=graphic%20saree')).toMatchObject({ items: [], total: 0, didYouMean: 'saree' });
    expect((await search('q=denim%20zari%20saree')).didYouMean).toBe('zari saree');
  });
});

describe('pages', () => {
  it('walks the list with the cursor; the last page has none', async () => {
    const one = await search('limit=4');
    expect(titles(one)).toEqual(NEWEST.slice(0, 4));
    expect(one.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const two = await search(`limit=4&cursor=${one.nextCursor}`);
    expect(titles(two)).toEqual(NEWEST.slice(4, 8));
    const three = await search(`limit=4&cursor=${two.nextCursor}`);
    expect(titles(three)).toEqual(NEWEST.slice(8));
    expect(three.nextCursor).toBeNull();
    expect([one.total, two.total, three.total]).toEqual([11, 11, 11]);
  });

  it.each([
    [
      'sort=cheapest',
      'sort',
      'Invalid option: expected one of "relevance"|"newest"|"price_asc"|"price_desc"|"discount"|"popular"',
    ],
    ['limit=500', 'limit', 'Too big: expected number to be <=48'],
    ['limit=0', 'limit', 'Too small: expected number to be >=1'],
    ['minPrice=900&maxPrice=500', 'maxPrice', 'must not be below minPrice'],
    ['maxPrice=-1', 'maxPrice', 'Too small: expected number to be >=0'],
    ['inStock=yes', 'inStock', 'Invalid option: expected one of "true"|"false"'],
    ['size=M,,L', 'size', 'one size, or up to 10 separated by commas'],
    ['cursor=not-a-cursor', 'cursor', 'not a page of this search (ask again without cursor)'],
  ])('%s → 400 naming %s', async (query, field, text) => {
    const res = await get(`/api/client/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `querystring ${field}: ${text}`, code: 'bad_request', field });
  });

  it('a category the shop does not have is the whole shop (old links keep working: decision 097)', async () => {
    const r = await search('category=gowns');
    expect(r.total).toBe(11);
    expect(r.facets.categories.map((c) => c.value)).toEqual(['kurti', 'suits', 't-shirt', 'saree', 'shorts']);
    const badShape = await get('/api/client/search?category=%3Cb%3E');
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json()).toMatchObject({ code: 'bad_request', field: 'category' });
  });

  it('an unknown parameter is a 400 naming it', async () => {
    const res = await get('/api/client/search?Colour=red');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'querystring Unrecognized key: "Colour"', code: 'bad_request' });
    // A name every object has is never an attribute's (found by the hostile-input fuzzing).
    const inherited = await get('/api/client/search?constructor=a');
    expect(inherited.statusCode).toBe(400);
    expect(inherited.json()).toEqual({ message: 'querystring Unrecognized key: "constructor"', code: 'bad_request' });
  });

  it('a filter no attribute has is left out, as a campaign parameter (docs/decisions/092-attributes.md)', async () => {
    expect(await search('ref=newsletter&sort=price_asc')).toEqual(await search('sort=price_asc'));
  });

  it('a cursor of another query is a 400 naming cursor', async () => {
    const { nextCursor } = await search('limit=4');
    const res = await get(`/api/client/search?limit=4&sort=price_asc&cursor=${nextCursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'querystring cursor: not a page of this search (ask again without cursor)',
      code: 'bad_request',
      field: 'cursor',
    });
  });
});

describe('a search sent as a prepared body', () => {
  it('answers the same bytes again with an ETag, a 304 to If-None-Match, and brotli when asked', async () => {
    const url = '/api/client/search?q=kurta&sort=price_asc';
    const first = await get(url);
    const again = await get(url);
    expect([first.statusCode, first.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(first.headers.etag).toMatch(/^"/);
    expect([again.body, again.headers.etag]).toEqual([first.body, first.headers.etag]);
    const unchanged = await inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    const br = await inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    // Another query (other products; kurta's own relevance order may equal its price order) is another body.
    expect((await get('/api/client/search?q=saree&sort=price_asc')).headers.etag).not.toBe(first.headers.etag);
  });
});

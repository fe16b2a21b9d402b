import type { ProductResponse, SearchQuery } from '@vastra/domain/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createEntity } from '../shared/http-entity';
import { builtWebApp, embeddedJson, jsonLdOf, searchAnswer } from '../testing/spa-fixture';
import { registerSpa } from './spa';
import { shopAddressOf } from './spa-page';

// The pages against fakes of what they read: a search that records its queries, a rated product.
const product = (id: string, overrides: Partial<ProductResponse> = {}): ProductResponse => ({
  _id: id,
  title: `Kurti ${id}`,
  description: 'Soft cotton',
  category: 'kurti',
  sizes: ['M'],
  stockBySize: { M: 2 },
  pricesBySize: { M: 799.5 },
  originalPricesBySize: {},
  price: 799.5,
  originalPrice: null,
  stock: 2,
  images: [`/uploads/products/${id}/1.svg`],
  ...overrides,
});
const RATED = product('0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', { rating: { average: 4.5, count: 12 } });
const UNRATED = product('1b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', { rating: { average: 0, count: 0 } });

const asked: SearchQuery[] = [];
const result = searchAnswer;

let app: FastifyInstance;
let web: Awaited<ReturnType<typeof builtWebApp>>;
beforeAll(async () => {
  web = await builtWebApp();
  app = Fastify();
  const list = await createEntity('[]', 'application/json');
  await registerSpa(app, testConfig({ WEB_DIST_DIR: web.dir, SHOP_NAME: 'Rangoli & Co' }), {
    catalog: { listEntity: async () => list },
    storefront: {
      home: async () => ({
        key: 'pick-1',
        home: { heroImages: [], categoryCovers: [], newArrivals: [], favourites: [], previews: [] },
      }),
      productPage: async (id) => {
        const found = [RATED, UNRATED].find((p) => p._id === id);
        return found ? { product: found, similar: [] } : null;
      },
    },
    search: {
      search: async (query) => {
        asked.push(query);
        return result([RATED, UNRATED]);
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await web.dispose();
});

const get = (url: string, headers: Record<string, string> = { host: 'vastra.test:8080' }) =>
  app.inject({ method: 'GET', url, headers });

describe('the shop page', () => {
  it('carries the first search page for its address, the query answered normalised', async () => {
    const page = await get('/shop?sort=price_asc&category=%20Kurti&q=%20cotton%20&utm_campaign=diwali&size=M,L');
    expect(embeddedJson(page.body)).toEqual({
      kind: 'shop',
      query: 'q=cotton&category=kurti&size=M%2CL&sort=price_asc',
      result: result([RATED, UNRATED]),
    });
    expect(asked.at(-1)).toEqual({ q: 'cotton', category: 'kurti', size: 'M,L', sort: 'price_asc' });
  });

  it('asks the search once per address and catalogue version, then answers from its cache with 304s', async () => {
    const before = asked.length;
    const first = await get('/shop?category=saree');
    const again = await get('/shop?category=SAREE', {
      host: 'vastra.test:8080',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(asked.length - before).toBe(1);
  });

  it.each([
    ['/shop?minPrice=900&maxPrice=100', 'maxPrice=100'],
    ['/shop?sort=cheapest', ''],
    [`/shop?q=${'x'.repeat(101)}`, `q=${'x'.repeat(100)}`],
  ])(
    'reads %s as the shop does (what it cannot use is dropped): the page of "%s", never an error',
    async (url, query) => {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect((embeddedJson(page.body) as { query: string }).query).toBe(query);
      expect(page.body).toContain('<title>Shop | Rangoli &amp; Co</title>');
    },
  );

  it('describes the whole shop by its shown categories, as the owner names them', async () => {
    const page = await get('/shop');
    expect(page.body).toContain(
      '<meta name="description" content="Shop Kurti and Saree at Rangoli &amp; Co, delivered across India.">',
    );
  });

  it("has a category page's head: title, description, canonical (category only), OG and an ItemList", async () => {
    const page = await get('/shop?category=kurti&sort=newest');
    const origin = 'http://vastra.test:8080';
    expect(page.body).toContain('<title>Shop: Kurti | Rangoli &amp; Co</title>');
    expect(page.body).toContain(
      '<meta name="description" content="Shop Kurti at Rangoli &amp; Co, delivered across India.">',
    );
    expect(page.body).toContain(`<link rel="canonical" href="${origin}/shop?category=kurti">`);
    expect(page.body).toContain(`<meta property="og:url" content="${origin}/shop?category=kurti">`);
    expect(page.body).toContain(`<meta property="og:image" content="${origin}${RATED.images[0]}">`);
    expect(jsonLdOf(page.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'Shop: Kurti | Rangoli & Co',
        description: 'Shop Kurti at Rangoli & Co, delivered across India.',
        url: `${origin}/shop?category=kurti`,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: 2,
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: `${origin}/product/${RATED._id}`, name: RATED.title },
            { '@type': 'ListItem', position: 2, url: `${origin}/product/${UNRATED._id}`, name: UNRATED.title },
          ],
        },
      },
    ]);
  });
});

describe('a product page', () => {
  it('rates the product in JSON-LD when it has reviews, with its price to the paisa', async () => {
    const [ld] = jsonLdOf((await get(`/product/${RATED._id}`)).body) as Record<string, unknown>[];
    expect(ld?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 });
    expect(ld?.offers).toMatchObject({ price: '799.50', availability: 'https://schema.org/InStock' });
    expect(ld?.brand).toEqual({ '@type': 'Brand', name: 'Rangoli & Co' });
  });

  it('leaves the rating out without reviews', async () => {
    const [ld] = jsonLdOf((await get(`/product/${UNRATED._id}`)).body) as Record<string, unknown>[];
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it("uses the request's origin when PUBLIC_URL is not set", async () => {
    const page = await get(`/product/${RATED._id}`, { host: 'other.test' });
    expect(page.body).toContain(`<link rel="canonical" href="http://other.test/product/${RATED._id}">`);
  });
});

describe('shopAddressOf', () => {
  it.each([
    ['', 'all', ''],
    ['category=T-SHIRT', 't-shirt', 'category=t-shirt'],
    ['category=&q=', 'all', ''],
    ['inStock=true&cursor=abc&minPrice=100', 'all', 'minPrice=100&inStock=true&cursor=abc'],
    ['q=a%26b&q=second', 'all', 'q=a%26b'],
    ['colour=red,blue&fabric=cotton&utm_source=mail&cursor=c', 'all', 'colour=blue%2Cred&fabric=cotton&cursor=c'],
  ])('reads "%s" as category %s, query "%s"', (search, category, queryString) => {
    const address = shopAddressOf(search);
    expect(address.category).toBe(category);
    expect(address.search?.queryString).toBe(queryString);
  });

  it.each([
    ['inStock=yes', ''],
    ['size=1,2,3,4,5,6,7,8,9,10,11', 'size=1%2C2%2C3%2C4%2C5%2C6%2C7%2C8%2C9%2C10'],
    ['maxPrice=-1', ''],
  ])('forgives "%s" as the shop does: "%s"', (search, queryString) => {
    expect(shopAddressOf(search).search?.queryString).toBe(queryString);
  });
});

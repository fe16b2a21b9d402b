import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { prepareCatalogue } from '../db/seed/prepare-catalogue';
import { seedCatalogIfEmpty } from '../modules/catalog';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { newProduct } from '../testing/factories';
import { builtWebApp, embeddedJson, headOf, jsonLdOf } from '../testing/spa-fixture';

const ORIGIN = 'https://shop.example';
const HOSTILE = '</script><script>alert(1)</script> "Kurti" & co';
const HOSTILE_ESCAPED = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Kurti&quot; &amp; co';
const DESCRIPTION =
  'Soft <b>cotton</b> & "breathable".\n\nHand block printed in Jaipur with natural dyes, finished by hand, ' +
  'cut for a relaxed fit and lined at the yoke so it sits well all day; machine wash cold, dry in shade.';
/** DESCRIPTION flattened and cut at a word below 160 characters. */
const DESCRIPTION_META =
  'Soft <b>cotton</b> & "breathable". Hand block printed in Jaipur with natural dyes, finished by hand, ' +
  'cut for a relaxed fit and lined at the yoke so it sits…';

let t: TestApp;
let web: Awaited<ReturnType<typeof builtWebApp>>;
let hostileId: string;
beforeAll(async () => {
  web = await builtWebApp();
  t = await buildTestApp({ WEB_DIST_DIR: web.dir, PUBLIC_URL: `${ORIGIN}/ignored/path` });
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  hostileId = await newProduct(t, HOSTILE, {
    M: { pricePaise: 79_900, stock: 0 },
    L: { pricePaise: 89_900, stock: 0 },
  });
  await t.database.db
    .update(products)
    .set({ description: DESCRIPTION, images: ['/uploads/products/h/1.jpg', 'https://cdn.example/h/2.jpg'] })
    .where(eq(products.id, hostileId));
});
afterAll(async () => {
  await t.close();
  await web.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const titlesOf = (html: string) => [...html.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]);

describe('the home page', () => {
  it('carries GET /api/client/home (the same picks) and nothing of the whole list', async () => {
    const [page, home] = await Promise.all([get('/'), get('/api/client/home')]);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(embeddedJson(page.body)).toEqual({ kind: 'home', home: home.json() });
    expect(page.body).not.toContain('initial-products');
  });

  it('has its own title, description, canonical, Open Graph and Organization/WebSite JSON-LD', async () => {
    const page = await get('/');
    const head = headOf(page.body);
    expect(titlesOf(page.body)).toEqual(['Vastra — Fashion start from here.']);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain(
      // The shop's shown categories, as it names them (docs/decisions/159-category-names-with-the-shop.md).
      '<meta name="description" content="Vastra — Kurti, Suits, T-Shirt, Saree and Shorts, delivered across India.">',
    );
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta property="og:site_name" content="Vastra">');
    const { heroImages } = (embeddedJson(page.body) as { home: { heroImages: string[] } }).home;
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}${heroImages[0]}">`);
    expect(jsonLdOf(page.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Vastra', url: `${ORIGIN}/`, logo: `${ORIGIN}/logo.svg` },
          {
            '@type': 'WebSite',
            name: 'Vastra',
            url: `${ORIGIN}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${ORIGIN}/shop?q={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      },
    ]);
  });

  it('preloads the screen chunk of the route, not what index.html already loads', async () => {
    const page = await get('/');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-d.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-c.js">');
    expect(page.body).not.toContain('href="/assets/react-b.js"');
  });

  it('is revalidated by ETag (no-cache) and answers 304 while the picks are unchanged', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('a product page', () => {
  it('carries the product and its similar ones, as the API answers them', async () => {
    const seedProduct = (await get('/api/client/products')).json<{ _id: string }[]>()[0];
    const id = seedProduct?._id ?? '';
    const [page, product, similar] = await Promise.all([
      get(`/product/${id}`),
      get(`/api/client/products/${id}`),
      get(`/api/client/products/${id}/similar`),
    ]);
    expect(page.statusCode).toBe(200);
    expect(similar.json<unknown[]>().length).toBeGreaterThan(0);
    expect(embeddedJson(page.body)).toEqual({ kind: 'product', product: product.json(), similar: similar.json() });
    expect(embeddedJson(page.body, 'live-offers')).toEqual((await get('/api/offers')).json());
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-f.js">');
  });

  it('has exactly its head tags, every hostile character escaped', async () => {
    const page = await get(`/product/${hostileId}`);
    const url = `${ORIGIN}/product/${hostileId}`;
    const image = `${ORIGIN}/uploads/products/h/1.jpg`;
    const description = DESCRIPTION_META.replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(headOf(page.body).split('<script type="application/ld+json">')[0]).toBe(
      '<meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-a.js"></script>' +
        `<title>${HOSTILE_ESCAPED} | Vastra</title>` +
        `<meta name="description" content="${description}">` +
        `<link rel="canonical" href="${url}">` +
        '<meta property="og:type" content="product">' +
        `<meta property="og:title" content="${HOSTILE_ESCAPED}">` +
        `<meta property="og:description" content="${description}">` +
        `<meta property="og:url" content="${url}">` +
        '<meta property="og:site_name" content="Vastra">' +
        `<meta property="og:image" content="${image}">` +
        '<meta name="twitter:card" content="summary_large_image">' +
        `<meta name="twitter:title" content="${HOSTILE_ESCAPED}">` +
        `<meta name="twitter:description" content="${description}">` +
        `<meta name="twitter:image" content="${image}">` +
        '<meta property="product:price:amount" content="799">' +
        '<meta property="product:price:currency" content="INR">',
    );
    // Nothing broke out: the only scripts are the entry, the JSON-LD, the shop's configuration, the live offers and the
    // data block.
    expect(page.body.match(/<script/g)).toHaveLength(5);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(embeddedJson(page.body)).toMatchObject({ kind: 'product', product: { title: HOSTILE } });
  });

  it('describes the product in JSON-LD: price, currency, availability by stock', async () => {
    const ld = jsonLdOf((await get(`/product/${hostileId}`)).body);
    expect(ld).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: HOSTILE,
        description: DESCRIPTION_META,
        image: [`${ORIGIN}/uploads/products/h/1.jpg`, 'https://cdn.example/h/2.jpg'],
        sku: hostileId,
        productID: hostileId,
        category: 'Kurti',
        brand: { '@type': 'Brand', name: 'Vastra' },
        offers: {
          '@type': 'Offer',
          price: '799',
          priceCurrency: 'INR',
          availability: 'https://schema.org/OutOfStock',
          url: `${ORIGIN}/product/${hostileId}`,
        },
      },
    ]);
  });

  it.each(['/product/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', '/product/not-an-id', '/product/%20'])(
    'answers the unknown %s with the app, 404 and noindex, without data',
    async (url) => {
      const page = await get(url, { 'if-none-match': '*' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(titlesOf(page.body)).toEqual(['Product not found | Vastra']);
      expect(embeddedJson(page.body)).toBeUndefined();
    },
  );

  it('answers 304 to its own ETag', async () => {
    const page = await get(`/product/${hostileId}`, { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    const again = await get(`/product/${hostileId}`, { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('the shop page', () => {
  it.each([
    ['/shop', 'Shop | Vastra', `${ORIGIN}/shop`, ''],
    [
      '/shop?category=%20KURTI%20&sort=price_asc&utm_source=x',
      'Shop: Kurti | Vastra',
      `${ORIGIN}/shop?category=kurti`,
      'category=kurti&sort=price_asc',
    ],
    // A category the shop lacks is the whole shop; the page carries the search the SPA asks (decision 097).
    ['/shop?category=nonsense', 'Shop | Vastra', `${ORIGIN}/shop`, 'category=nonsense'],
    ['/shop?minPrice=abc', 'Shop | Vastra', `${ORIGIN}/shop`, ''],
  ])(
    '%s: its title and canonical, and the first page of the search it normalises to',
    async (url, title, canonical, query) => {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(titlesOf(page.body)).toEqual([title]);
      expect(page.body).toContain(`<link rel="canonical" href="${canonical}">`);
      const data = embeddedJson(page.body) as { kind: string; query: string; result: { items: unknown[] } };
      expect([data.kind, data.query]).toEqual(['shop', query]);
      expect(data.result.items.length).toBeGreaterThan(0);
      expect(page.headers['x-robots-tag']).toBeUndefined();
    },
  );
});

describe('other pages', () => {
  it('keep the template head and carry no data', async () => {
    const page = await get('/cart');
    expect(page.statusCode).toBe(200);
    expect(titlesOf(page.body)).toEqual(['Vastra — Fashion start from here.']);
    expect(embeddedJson(page.body)).toBeUndefined();
  });

  it.each(['/admin', '/admin/', '/admin/sign-in?next=%2Fadmin', '/admin/products/p1', '/admin/invite/abc'])(
    'serves the app shell on the back-office page %s: no data, no preloaded shop screen, noindex',
    async (url) => {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<div id="root"></div>');
      expect(embeddedJson(page.body)).toBeUndefined();
      expect(page.body).not.toContain('modulepreload');
    },
  );

  it('answers unknown /api/admin paths with JSON 404, not the app', async () => {
    const answer = await get('/api/admin/no-such-thing');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('after a stock change', () => {
  it('a product page has a new ETag and the new stock', async () => {
    const before = await get(`/product/${hostileId}`);
    await t.database.db.execute(
      `update product_variants set stock = 7 where product_id = '${hostileId}' and size = 'M'`,
    );
    await t.database.db.execute('update catalog_state set version = version + 1');
    // Another process's change: noticed at the next version check (decision 011/012).
    const after = await waitFor(async () => {
      const res = await get(`/product/${hostileId}`);
      return res.headers.etag !== before.headers.etag ? res : undefined;
    });
    expect(embeddedJson(after.body)).toMatchObject({ product: { stockBySize: { M: 7 } } });
    expect(jsonLdOf(after.body)[0]).toMatchObject({ offers: { availability: 'https://schema.org/InStock' } });
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

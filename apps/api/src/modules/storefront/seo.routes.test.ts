import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';
import { robotsTxt, sitemapDocuments, sitemapUrls } from './sitemap';

const ORIGIN = 'https://shop.example';
let t: TestApp;
let active: string[];
let draft: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN });
  active = [await newProduct(t, 'Kurti One'), await newProduct(t, 'Kurti Two')];
  await t.database.db
    .update(products)
    .set({ updatedAt: new Date('2026-11-20T08:30:15.123Z') })
    .where(eq(products.id, active[0] ?? ''));
  draft = await newProduct(t, 'Draft Kurti');
  await t.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, draft));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /sitemap.xml', () => {
  it('lists home, the shop, the categories, the policies and each active product, absolute, with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const updatedAt = await t.database.db
      .select({ at: products.updatedAt })
      .from(products)
      .where(eq(products.id, active[1] ?? ''));
    const second = updatedAt[0]?.at.toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        [
          `<url><loc>${ORIGIN}/</loc></url>`,
          `<url><loc>${ORIGIN}/shop</loc></url>`,
          ...['kurti', 'suits', 't-shirt', 'saree', 'shorts'].map(
            (c) => `<url><loc>${ORIGIN}/shop?category=${c}</loc></url>`,
          ),
          ...['returns', 'refunds', 'cancellation', 'shipping', 'terms', 'privacy', 'grievance'].map(
            (slug) => `<url><loc>${ORIGIN}/policies/${slug}</loc></url>`,
          ),
          `<url><loc>${ORIGIN}/product/${active[0]}</loc><lastmod>2026-11-20T08:30:15Z</lastmod></url>`,
          `<url><loc>${ORIGIN}/product/${active[1]}</loc><lastmod>${second}</lastmod></url>`,
        ].join('\n') +
        '\n</urlset>\n',
    );
    expect(res.body).not.toContain(draft);
  });

  it('is prepared once per catalogue version: compressed, ETag, 304', async () => {
    const first = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/sitemap.xml', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  // Products unchanged; a rename keeps its slug, so its address.
  it('is built again when a category is added, moved, hidden or removed', async () => {
    const owner = (await signedInStaff(t, { role: 'owner' })).headers;
    const admin = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
    const categoryUrls = async () =>
      [...(await get('/sitemap.xml')).body.matchAll(/shop\?category=([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(await categoryUrls()).toEqual(['kurti', 'suits', 't-shirt', 'saree', 'shorts']);

    expect((await admin('POST', '/api/admin/categories', { name: 'Lehenga', hsn: '62044290' })).statusCode).toBe(201);
    expect(await categoryUrls()).toEqual(['kurti', 'suits', 't-shirt', 'saree', 'shorts', 'lehenga']);
    expect((await admin('PATCH', '/api/admin/categories/lehenga', { position: 0 })).statusCode).toBe(200);
    expect(await categoryUrls()).toEqual(['lehenga', 'kurti', 'suits', 't-shirt', 'saree', 'shorts']);
    expect((await admin('PATCH', '/api/admin/categories/lehenga', { hidden: true })).statusCode).toBe(200);
    expect(await categoryUrls()).toEqual(['kurti', 'suits', 't-shirt', 'saree', 'shorts']);
    expect((await admin('PATCH', '/api/admin/categories/lehenga', { hidden: false })).statusCode).toBe(200);
    expect(await categoryUrls()).toContain('lehenga');
    expect((await admin('DELETE', '/api/admin/categories/lehenga')).statusCode).toBe(200);
    expect(await categoryUrls()).toEqual(['kurti', 'suits', 't-shirt', 'saree', 'shorts']);
  });

  it.each(['/sitemap-products-1.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml'])(
    'has no numbered file %s while the URLs fit one',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Sitemap not found', code: 'not_found' });
    },
  );
});

describe('sitemapDocuments', () => {
  const urls = sitemapUrls('https://a.example', [{ _id: 'p1' }, { _id: 'p&2' }], new Map());

  it('escapes the addresses', () => {
    expect(sitemapDocuments('https://a.example', urls).get('/sitemap.xml')).toContain(
      '<url><loc>https://a.example/product/p%262</loc></url>',
    );
  });

  it('becomes an index of numbered files past the most one file may list', () => {
    const documents = sitemapDocuments('https://a.example', urls, 6);
    expect([...documents.keys()]).toEqual([
      '/sitemap-products-1.xml',
      '/sitemap-products-2.xml',
      '/sitemap-products-3.xml',
      '/sitemap.xml',
    ]);
    expect(documents.get('/sitemap.xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://a.example/sitemap-products-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://a.example/sitemap-products-2.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://a.example/sitemap-products-3.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
    expect(documents.get('/sitemap-products-3.xml')).toContain('<loc>https://a.example/product/p%262</loc>');
    expect(documents.get('/sitemap-products-1.xml')?.match(/<url>/g)).toHaveLength(6);
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /orders',
        'Disallow: /profile',
        'Disallow: /login',
        'Disallow: /account',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it("names the request's origin when PUBLIC_URL is not set", () => {
    expect(robotsTxt('http://localhost:3000').endsWith('Sitemap: http://localhost:3000/sitemap.xml\n')).toBe(true);
  });
});

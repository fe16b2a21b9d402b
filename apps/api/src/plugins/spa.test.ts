import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCatalogue } from '../db/seed/prepare-catalogue';
import { seedCatalogIfEmpty } from '../modules/catalog';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { isBackOfficePath, pageKindOf, renderPage, routeChunks } from './spa-page';

const TEMPLATE =
  `<!doctype html><html><head><title>Vastra</title><script type="module" ` +
  `crossorigin src="/assets/index-a.js"></script></head><body><div ` +
  `id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_card-c.js': { file: 'assets/card-c.js', imports: ['_react-b.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-d.js', imports: ['index.html', '_react-b.js', '_card-c.js'] },
  'src/app/routes/shop.tsx': { file: 'assets/shop-e.js', imports: ['index.html', '_card-c.js'] },
  'src/app/routes/product.tsx': { file: 'assets/product-f.js', imports: ['index.html'] },
};

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-spa-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const embedded = (html: string): unknown => {
  const match = /<script type="application\/json" id="initial-products">(.*?)<\/script>/s.exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
};

describe('the SPA page', () => {
  it.each(['/', '/shop', '/product/anything'])(
    'carries the product list of GET /api/client/products on %s',
    async (url) => {
      const [page, list] = await Promise.all([get(url), get('/api/client/products')]);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(embedded(page.body)).toEqual(list.json());
    },
  );

  it('leaves the list out of pages that do not show products', async () => {
    const page = await get('/cart');
    expect(page.statusCode).toBe(200);
    expect(embedded(page.body)).toBeUndefined();
  });

  it.each(['/admin', '/admin/', '/admin/sign-in?next=%2Fadmin', '/admin/products/p1', '/admin/invite/abc'])(
    'serves the app shell on the back-office page %s: no catalogue, no preloaded shop screen, noindex',
    async (url) => {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<div id="root"></div>');
      expect(embedded(page.body)).toBeUndefined();
      expect(page.body).not.toContain('modulepreload');
    },
  );

  it('keeps shop pages indexable', async () => {
    expect((await get('/shop')).headers['x-robots-tag']).toBeUndefined();
    expect((await get('/administrator')).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers unknown /api/admin paths with JSON 404, not the app', async () => {
    const answer = await get('/api/admin/no-such-thing');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found' });
  });

  it('preloads the screen chunk of the route, not what index.html already loads', async () => {
    const page = await get('/');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-d.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-c.js">');
    expect(page.body).not.toContain('href="/assets/react-b.js"');
  });

  it('is revalidated by ETag (no-cache) and answers 304 while the catalogue is unchanged', async () => {
    const page = await get('/shop', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const etag = String(page.headers.etag);
    const again = await get('/shop', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('changes with the stock: a new ETag and the new stock after a stock change', async () => {
    const before = await get('/');
    const [product] = embedded(before.body) as { _id: string; sizes: string[]; stockBySize: Record<string, number> }[];
    if (!product?.sizes[0]) throw new Error('the seed catalogue has no sized product');
    const size = product.sizes[0];
    const stock = (product.stockBySize[size] ?? 0) + 7;
    await t.database.db.execute(
      `update product_variants set stock = ${stock} where product_id = '${product._id}' and size = '${size}'`,
    );
    await t.database.db.execute('update catalog_state set version = version + 1');
    // Another process's change: noticed at the next version check (decision 011/012).
    const after = await waitFor(async () => {
      const res = await get('/');
      return res.headers.etag !== before.headers.etag ? res : undefined;
    });
    const [changed] = embedded(after.body) as (typeof product)[];
    expect(changed?.stockBySize[size]).toBe(stock);
  });
});

describe('spa-page', () => {
  it('escapes "<" so the list cannot close its script element', () => {
    const html = renderPage(TEMPLATE, {
      preload: [],
      productsJson: JSON.stringify([{ title: '</script><script>alert(1)</script>' }]),
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(embedded(html)).toEqual([{ title: '</script><script>alert(1)</script>' }]);
  });

  it('names the page kinds', () => {
    expect(['/', '/shop', '/shop/', '/product/k1', '/cart', '/orders/1'].map(pageKindOf)).toEqual([
      'home',
      'shop',
      'shop',
      'product',
      'other',
      'other',
    ]);
  });

  it('tells back-office paths apart', () => {
    expect(['/admin', '/admin/', '/admin/staff', '/administrator', '/shop/admin'].map(isBackOfficePath)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(pageKindOf('/admin/products')).toBe('other');
  });

  it("lists each screen's chunks beyond the entry's", () => {
    expect(routeChunks(MANIFEST)).toEqual({
      home: ['/assets/home-d.js', '/assets/card-c.js'],
      shop: ['/assets/shop-e.js', '/assets/card-c.js'],
      product: ['/assets/product-f.js'],
    });
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

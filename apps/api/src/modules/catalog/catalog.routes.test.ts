import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ProductListResponse, ProductResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { seedCatalogIfEmpty } from './seed-catalogue';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
let list: ProductListResponse;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  list = ProductListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/client/products' })).json());
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const first = () => {
  const product = list[0];
  if (!product) throw new Error('the seed catalogue is empty');
  return product;
};

describe('GET /api/client/products', () => {
  it('answers every product in the docs/rules/catalogue.md#data shape, revalidated by ETag', async () => {
    const res = await get('/api/client/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(ProductListResponse.safeParse(res.json()).success).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(first()).sort()).toEqual(
      [
        '_id',
        'title',
        'description',
        'category',
        'sizes',
        'stockBySize',
        'pricesBySize',
        'originalPricesBySize',
        'price',
        'originalPrice',
        'stock',
        'images',
        'rating',
        // The product's attribute values (docs/decisions/092-attributes.md), empty when it has none.
        'attributes',
        // Its Hindi title, which every seed product has (docs/decisions/178-seed-titles-in-hindi.md).
        'hindi',
      ].sort(),
    );
    expect(first().hindi).toEqual({
      title: expect.stringMatching(/^[\p{Script=Devanagari}\- ]+$/u) as unknown,
      description: '',
    });
    // The seed has no reviews: every product says so (catalog-rating.test.ts covers real ones).
    expect(list.every((p) => p.rating?.average === 0 && p.rating.count === 0)).toBe(true);
  });

  it('shows prices in rupees: the database keeps paise (docs/rules/platform.md#data)', async () => {
    const product = first();
    const rows = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product._id));
    expect(rows.length).toBe(product.sizes.length);
    for (const row of rows) {
      expect(product.pricesBySize[row.size]).toBe(row.pricePaise / 100);
      expect(product.stockBySize[row.size]).toBe(row.stock);
      if (row.originalPricePaise !== null)
        expect(product.originalPricesBySize[row.size]).toBe(row.originalPricePaise / 100);
    }
  });

  it('lists sizes S, M, L, XL, XXL for stitched wear and Free for sarees, with the total stock', () => {
    for (const product of list) {
      expect(product.sizes).toEqual(product.category === 'saree' ? ['Free'] : ['S', 'M', 'L', 'XL', 'XXL']);
      expect(product.stock).toBe(Object.values(product.stockBySize).reduce((a, b) => a + b, 0));
    }
  });

  it(
    'sets price by the visible-price rule: the first size with stock in the ' +
      'order M, L, S, XL, Free (docs/rules/constants.md)',
    () => {
      for (const product of list) {
        const visible = ['M', 'L', 'S', 'XL', 'Free', 'XXL'].find((s) => (product.stockBySize[s] ?? 0) > 0);
        if (visible) expect(product.price).toBe(product.pricesBySize[visible]);
        else expect(product.price).toBe(product.pricesBySize[product.category === 'saree' ? 'Free' : 'M']);
        const original = product.originalPricesBySize[visible ?? (product.category === 'saree' ? 'Free' : 'M')];
        expect(product.originalPrice).toBe(original ?? null);
      }
    },
  );

  it('answers If-None-Match with 304 and no body', async () => {
    const { headers } = await get('/api/client/products');
    const res = await get('/api/client/products', { 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(headers.etag);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a stale ETag with the full list', async () => {
    const res = await get('/api/client/products', { 'if-none-match': '"not-the-current-one"' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/client/products encodings', () => {
  const identity = async () => (await get('/api/client/products')).body;

  it.each([
    ['gzip', 'gzip', gunzipSync],
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['br;q=0.5, gzip;q=0.8', 'gzip', gunzipSync],
    ['*', 'br', brotliDecompressSync],
  ])('Accept-Encoding %j → %s, pre-compressed and identical once decoded', async (accept, encoding, decode) => {
    const res = await get('/api/client/products', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(await identity()) / 4);
    expect(decode(res.rawPayload).toString('utf8')).toBe(await identity());
    expect(res.headers.etag).toMatch(new RegExp(`-${encoding}"$`));
  });

  it.each(['identity', 'deflate', 'gzip;q=0, br;q=0'])('Accept-Encoding %j → uncompressed', async (accept) => {
    const res = await get('/api/client/products', { 'accept-encoding': accept });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(await identity());
  });

  it("answers a compressed variant's ETag with 304 whatever the encoding asked now", async () => {
    const gz = await get('/api/client/products', { 'accept-encoding': 'gzip' });
    const res = await get('/api/client/products', {
      'accept-encoding': 'br',
      'if-none-match': `W/"x", ${String(gz.headers.etag)}`,
    });
    expect(res.statusCode).toBe(304);
    expect(res.headers.etag).toBe(gz.headers.etag);
  });
});

describe('GET /api/client/products/:id', () => {
  it('answers the product as the list shows it', async () => {
    const product = first();
    const res = await get(`/api/client/products/${product._id}`);
    expect(res.statusCode).toBe(200);
    expect(ProductResponse.parse(res.json())).toEqual(product);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get(`/api/client/products/${product._id}`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('accepts the id in upper case, as PostgreSQL does', async () => {
    const res = await get(`/api/client/products/${first()._id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
  });

  it('serves it compressed when asked', async () => {
    const res = await get(`/api/client/products/${first()._id}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(first());
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'abc'],
    ['a number', '123'],
    ['a uuid with a non-hex digit', 'g0000000-0000-4000-8000-000000000000'],
    ['an injection attempt', encodeURIComponent("1' OR '1'='1")],
    ['an old-style object id', '64f1c2a9e3b0a1d2c3e4f5a6'],
  ])("answers %s with 404 'Product not found', never 500", async (_name, id) => {
    const res = await get(`/api/client/products/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found', code: 'not_found' });
  });
});

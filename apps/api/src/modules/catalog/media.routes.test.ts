import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { ProductListResponse } from '@vastra/domain/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const firstImage = () => list[0]?.images[0] ?? '';

describe('GET /uploads/products/:id/:file', () => {
  it('serves an SVG with a year-long immutable cache and an ETag', async () => {
    const res = await get(firstImage());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 500"/);
    expect(res.body.endsWith('</svg>')).toBe(true);
  });

  it('answers If-None-Match with 304', async () => {
    const { headers } = await get(firstImage());
    const res = await get(firstImage(), { 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves it pre-compressed', async () => {
    const plain = await get(firstImage());
    const res = await get(firstImage(), { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('serves every image a product lists, each one different (a gallery of 2–4 distinct views)', async () => {
    const hashes = new Set<string>();
    let count = 0;
    for (const product of list) {
      for (const path of product.images) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        hashes.add(createHash('sha256').update(res.body).digest('hex'));
        count += 1;
      }
    }
    expect(hashes.size).toBe(count);
  });

  it.each([
    ['avif', 480, 600],
    ['webp', 320, 400],
    ['avif', 800, 1000],
  ] as const)('serves the art drawn as %s, %i px wide, compressed already, with an ETag', async (format, w, h) => {
    const path = firstImage().replace(/\.svg$/, `-${w}.${format}`);
    const res = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format === 'avif' ? 'heif' : 'webp', w, h]);
    const again = await get(path, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['an unknown product', '/uploads/products/00000000-0000-4000-8000-000000000000/1.svg'],
    ['a drawing of an unknown product', '/uploads/products/00000000-0000-4000-8000-000000000000/1-480.avif'],
    ['a width the art is not drawn at', () => firstImage().replace(/\.svg$/, '-400.avif')],
    ['a drawing of an image the product lacks', () => firstImage().replace(/\d+\.svg$/, '9-480.webp')],
    ['a drawing in another format', () => firstImage().replace(/\.svg$/, '-480.jpg')],
    ['a malformed id', '/uploads/products/abc/1.svg'],
    ['an image number the product lacks', () => firstImage().replace(/\d+\.svg$/, '9.svg')],
    ['another file type', () => firstImage().replace('.svg', '.png')],
    ['a path-traversal attempt', '/uploads/products/..%2F..%2Fetc/passwd'],
  ])("answers %s with 404 'Image not found'", async (_name, path) => {
    const res = await get(typeof path === 'function' ? path() : path);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Image not found', code: 'not_found' });
  });
});

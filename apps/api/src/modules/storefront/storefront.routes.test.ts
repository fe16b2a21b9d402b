import type { HomeResponse, ProductResponse } from '@vastra/domain/api';
import {
  CATEGORIES,
  HOME_CATEGORY_TILES,
  HOME_REPICK_MS,
  categoryCover,
  categoryLabel,
  heroImages,
} from '@vastra/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct } from '../../testing/factories';
import { seedCatalogIfEmpty } from '../catalog';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
let list: ProductResponse[];
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  await newProduct(t, 'Sold Out Kurti', { M: { pricePaise: 79_900, stock: 0 } });
  list = (await t.app.inject({ method: 'GET', url: '/api/client/products' })).json();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const ids = (products: { _id: string }[]) => products.map((p) => p._id);
const byId = (id: string) => list.find((p) => p._id === id);

describe('GET /api/client/home', () => {
  it('answers what the home page shows, picked from the catalogue', async () => {
    const res = await get('/api/client/home');
    expect(res.statusCode).toBe(200);
    const home = res.json<HomeResponse>();
    expect(home.heroImages).toEqual(heroImages(list));
    expect(home.heroImages).toHaveLength(6);
    expect(home.categoryCovers).toEqual(
      HOME_CATEGORY_TILES.map((category) => ({
        category,
        name: categoryLabel(category),
        image: categoryCover(list, category),
      })),
    );
    expect(home.newArrivals).toHaveLength(4);
    expect(home.newArrivals.every((p) => byId(p._id) !== undefined)).toBe(true);
    expect(home.favourites).toHaveLength(8);
    expect(new Set(ids(home.favourites)).size).toBe(8);
    expect(home.favourites.every((p) => p.stock > 0)).toBe(true);
    expect(home.previews.map((p) => p.category)).toEqual([...CATEGORIES]);
    for (const preview of home.previews) {
      expect(preview.items.length).toBe(Math.min(4, list.filter((p) => p.category === preview.category).length));
      expect(preview.items.every((p) => p.category === preview.category)).toBe(true);
    }
  });

  it('keeps its picks (same ETag, 304) within the re-pick window, and picks again after it', async () => {
    const first = await get('/api/client/home', { 'accept-encoding': 'gzip' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('gzip');
    clock.advance(HOME_REPICK_MS / 10);
    const same = await get('/api/client/home', { 'if-none-match': String(first.headers.etag) });
    expect(same.statusCode).toBe(304);
    // With ~30 products, eight favourites, four arrivals and five previews repeat a pick by chance almost never.
    clock.advance(HOME_REPICK_MS);
    const next = await get('/api/client/home', { 'if-none-match': String(first.headers.etag) });
    expect(next.statusCode).toBe(200);
  });
});

describe('GET /api/client/products/:id/similar', () => {
  it('answers up to 5 others of the same category, in list order', async () => {
    const product = list.find((p) => list.filter((o) => o.category === p.category).length > 6) ?? list[0];
    if (!product) throw new Error('no seed product');
    const res = await get(`/api/client/products/${product._id}/similar`);
    expect(res.statusCode).toBe(200);
    const expected = list.filter((p) => p.category === product.category && p._id !== product._id).slice(0, 5);
    expect(ids(res.json())).toEqual(ids(expected));
    expect(res.json()).toEqual(expected);
  });

  it.each(['0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', 'not-a-uuid', 'x'.repeat(200)])(
    "answers 404 'Product not found' for %s",
    async (id) => {
      const res = await get(`/api/client/products/${id}/similar`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Product not found', code: 'not_found' });
    },
  );
});

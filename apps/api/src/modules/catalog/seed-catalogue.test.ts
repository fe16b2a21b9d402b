import { ProductListResponse } from '@vastra/domain/api';
import { CATEGORIES } from '@vastra/domain/catalog';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../../db/schema';
import { newProduct } from '../../testing/factories';
import { generateCatalog } from '../../db/seed/catalog-generator';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { SEED_IMAGE_HEIGHT, SEED_IMAGE_WIDTH, seedCatalogIfEmpty } from './seed-catalogue';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

// The seed catalogue as the shop serves it (docs/rules/platform.md#data: "a realistic seed catalogue").

let t: TestApp;
let list: ProductListResponse;
beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedCatalogIfEmpty(t.database.db, prepareCatalogue)).toMatchObject({ seeded: true, products: 64 });
  list = ProductListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/client/products' })).json());
});
afterAll(() => t.close());

describe('seed catalogue', () => {
  it('has at least 60 products in every category of docs/rules/README.md#the-shop', () => {
    expect(list.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES)
      expect(list.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(8);
  });

  it(
    'prices every size between ₹249 and ₹1,999 (the docs/rules/constants.md ' +
      'slider), with a higher original price on most',
    () => {
      const prices = list.flatMap((p) => Object.values(p.pricesBySize));
      expect(Math.min(...prices)).toBeGreaterThanOrEqual(249);
      expect(Math.max(...prices)).toBeLessThanOrEqual(1999);
      for (const p of list) {
        for (const [size, original] of Object.entries(p.originalPricesBySize))
          expect(original).toBeGreaterThan(p.pricesBySize[size] ?? Infinity);
      }
      expect(list.filter((p) => p.originalPrice !== null).length).toBeGreaterThan(list.length * 0.7);
    },
  );

  it('has sizes at zero stock and a few products wholly out of stock', () => {
    const inStock = list.filter((p) => p.stock > 0);
    expect(inStock.some((p) => Object.values(p.stockBySize).includes(0))).toBe(true);
    const soldOut = list.filter((p) => p.stock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThanOrEqual(8);
  });

  it('sells sarees only in Free size and stitched wear in S, M, L, XL, XXL', () => {
    for (const p of list) expect(p.sizes).toEqual(p.category === 'saree' ? ['Free'] : ['S', 'M', 'L', 'XL', 'XXL']);
  });

  it('gives each product 2 to 4 images at relative paths served by the API (docs/rules/catalogue.md#data)', () => {
    for (const p of list) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      p.images.forEach((path, i) => expect(path).toBe(`/uploads/products/${p._id}/${i + 1}.svg`));
    }
  });

  it('has unique titles and descriptions with fabric, occasion and care', () => {
    expect(new Set(list.map((p) => p.title)).size).toBe(list.length);
    for (const p of list) expect(p.description).toMatch(/Made for .+\. .*Care: /);
  });

  it('is the same catalogue on every run (seeded random source)', () => {
    expect(generateCatalog().map((p) => p.title)).toEqual(list.map((p) => p.title));
  });

  it('seeds only an empty shop, without even reading the prepared catalogue again', async () => {
    let reads = 0;
    const source = () => {
      reads += 1;
      return prepareCatalogue();
    };
    expect(await seedCatalogIfEmpty(t.database.db, source)).toEqual({ seeded: false, products: 0, images: 0 });
    expect(reads).toBe(0);
  });

  it('lists every seed image as a back-office photo (no storage key, the art’s size, in order)', async () => {
    const rows = await t.database.db
      .select()
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position));
    const expected = list.flatMap((p) => p.images.map((url, position) => ({ productId: p._id, url, position })));
    expect(rows.map(({ productId, url, position }) => ({ productId, url, position }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(rows).toHaveLength(expected.length);
    for (const row of rows)
      expect([row.storageKey, row.width, row.height]).toEqual(['', SEED_IMAGE_WIDTH, SEED_IMAGE_HEIGHT]);
    const svg = await t.app.inject({ method: 'GET', url: list[0]?.images[0] ?? '' });
    expect(svg.body).toContain(`width="${SEED_IMAGE_WIDTH}" height="${SEED_IMAGE_HEIGHT}"`);
  });

  it('backfills the photos of products made before the back office (the data statement of 0007)', async () => {
    const migration = await readFile(path.join(t.config.migrationsDir, '0007_back-office.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('INSERT INTO "product_images"');
    const id = await newProduct(t, 'Old Cotton Kurti');
    await t.database.db
      .update(products)
      .set({ images: ['/uploads/products/a/1.svg', 'https://cdn.example.com/b.jpg'] })
      .where(eq(products.id, id));
    const before = await t.database.db.select().from(productImages);
    await t.database.db.execute(sql.raw(backfill));
    await t.database.db.execute(sql.raw(backfill));
    const rows = await t.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position));
    expect(rows.map((r) => [r.url, r.position, r.storageKey, r.width, r.height])).toEqual([
      ['/uploads/products/a/1.svg', 0, '', 400, 500],
      ['https://cdn.example.com/b.jpg', 1, '', 400, 500],
    ]);
    // Products that had rows already are left as they were, and a second run adds nothing.
    expect((await t.database.db.select().from(productImages)).length).toBe(before.length + 2);
  });
});

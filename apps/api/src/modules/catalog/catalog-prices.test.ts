// The catalogue service's reads and writes inside an order's transaction: prices in paise, stock, and setting stock.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { seedCatalogIfEmpty } from './seed-catalogue';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  const [row] = await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.position)).limit(1);
  productId = row?.id ?? '';
});
afterAll(() => t.close());

describe('pricesFor', () => {
  it('answers database prices in paise, stock, titles and first image, in the order asked', async () => {
    const service = createCatalogService(createCatalogRepository(t.database.db));
    const [m] = await t.database.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'M')));
    const [product] = await t.database.db
      .select({ category: products.category, titleHi: products.titleHi })
      .from(products)
      .where(eq(products.id, productId));
    const result = await service.pricesFor([
      { productId, size: 'M' },
      { productId, size: 'Free' },
      { productId: '00000000-0000-4000-8000-000000000000', size: 'M' },
      { productId: 'not-a-uuid', size: 'M' },
    ]);
    expect(result[0]).toEqual({
      found: true,
      productId,
      size: 'M',
      title: expect.any(String),
      // The seed's Hindi title (docs/decisions/178-seed-titles-in-hindi.md), which an order keeps (decision 183).
      titleHi: product?.titleHi,
      image: `/uploads/products/${productId}/1.svg`,
      pricePaise: m?.pricePaise,
      originalPricePaise: m?.originalPricePaise,
      // No sale: the struck-through price is the product's original price when it is above today's.
      compareAtPaise:
        m && m.originalPricePaise !== null && m.originalPricePaise > m.pricePaise ? m.originalPricePaise : null,
      category: product?.category,
      stock: m?.stock,
      saleId: null,
    });
    expect(result.slice(1).map((r) => r.found)).toEqual([false, false, false]);
  });

  it('reads inside a transaction it is given', async () => {
    const service = createCatalogService(createCatalogRepository(t.database.db));
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set({ stock: 0 })
        .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'XXL')));
      const [row] = await service.pricesFor([{ productId, size: 'XXL' }], tx);
      expect(row).toMatchObject({ found: true, stock: 0 });
    });
  });
});

describe('setStock', () => {
  it.each([
    ['an unknown size', 'XXXL', 1],
    ['a negative stock', 'M', -1],
    ['a fractional stock', 'M', 1.5],
  ])('refuses %s', async (_name, size, stock) => {
    const service = createCatalogService(createCatalogRepository(t.database.db));
    expect(await service.setStock(productId, size, stock)).toBe(false);
  });
});

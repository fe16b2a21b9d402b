import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { seedCatalogIfEmpty } from './seed-catalogue';

// Several products read at once from one snapshot (docs/decisions/147-answers-kept-inside-the-heap.md).

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  const [row] = await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.position)).limit(1);
  productId = row?.id ?? '';
});
afterAll(() => t.close());

it('gives several products from one snapshot in the order asked, null for an unknown or malformed id', async () => {
  const service = createCatalogService(createCatalogRepository(t.database.db));
  const product = await service.getProduct(productId);
  const unknown = '00000000-0000-4000-8000-000000000000';
  expect(await service.getProducts([unknown, productId.toUpperCase(), 'not-an-id', productId])).toEqual([
    null,
    product,
    null,
    product,
  ]);
  expect((await service.getProducts([productId]))[0]).toBe(product);
});

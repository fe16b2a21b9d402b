// The last red M (docs/decisions/099-variant-options.md): a product in sizes and colours keeps its variant's key
// ("M / Red") in the `size` column, so two buyers of the one red M race on that row alone. PGlite runs one
// transaction at a time, so this proves the rule on real PostgreSQL (`bash scripts/test-pg.sh`); it holds on PGlite
// too.
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, productVariants, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, signedIn, stockOf } from '../../testing/factories';
import { as } from '../../testing/requests';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A kurti in Colour Red and Blue: one red M, plenty of blue M and red L. */
async function kurtiInColours(): Promise<string> {
  const db = t.database.db;
  const [row] = await db
    .insert(products)
    .values({ title: 'Red Or Blue Kurti', category: 'kurti', images: ['/uploads/red.svg'], option2Name: 'Colour' })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  const variant = (option1: string, option2: string, stock: number, position: number) => ({
    productId: row.id,
    size: `${option1} / ${option2}`,
    option1,
    option2,
    pricePaise: 99_900,
    stock,
    position,
  });
  await db
    .insert(productVariants)
    .values([variant('M', 'Red', 1, 0), variant('M', 'Blue', 20, 1), variant('L', 'Red', 5, 2)]);
  return row.id;
}

describe('two buyers of the last red M', () => {
  it('sells it once: one order, red M stock 0 (never below), blue M and red L untouched', async () => {
    const kurti = await kurtiInColours();
    const buyers = await Promise.all([signedIn(t), signedIn(t)]);
    const responses = await Promise.all(
      buyers.map((b) =>
        as(t, b.token).post('/api/orders/cod', codBody([{ productId: kurti, size: 'M / Red', quantity: 1 }])),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(t, kurti, 'M / Red')).toBe(0);
    expect(await stockOf(t, kurti, 'M / Blue')).toBe(20);
    expect(await stockOf(t, kurti, 'L / Red')).toBe(5);
    const sold = await t.database.db
      .select({ size: orderItems.size, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.productId, kurti));
    expect(sold).toEqual([{ size: 'M / Red', quantity: 1 }]);
    const negative = await t.database.db
      .select({ size: productVariants.size })
      .from(productVariants)
      .where(and(eq(productVariants.productId, kurti), lt(productVariants.stock, 0)));
    expect(negative).toEqual([]);
  });

  it('sells the last red M to one of 20 buyers at once while blue M sells to all who asked for it', async () => {
    const kurti = await kurtiInColours();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedIn(t)));
    const responses = await Promise.all(
      buyers.map((b, i) =>
        as(t, b.token).post(
          '/api/orders/cod',
          codBody([{ productId: kurti, size: i % 2 ? 'M / Blue' : 'M / Red', quantity: 1 }]),
        ),
      ),
    );
    const red = responses.filter((_, i) => i % 2 === 0).map((r) => r.statusCode);
    const blue = responses.filter((_, i) => i % 2 === 1).map((r) => r.statusCode);
    expect(red.filter((s) => s === 201)).toHaveLength(1);
    expect(red.filter((s) => s === 409)).toHaveLength(9);
    expect(blue).toEqual(Array.from({ length: 10 }, () => 201));
    expect(await stockOf(t, kurti, 'M / Red')).toBe(0);
    expect(await stockOf(t, kurti, 'M / Blue')).toBe(10);
    expect(await stockOf(t, kurti, 'L / Red')).toBe(5);
  });
});

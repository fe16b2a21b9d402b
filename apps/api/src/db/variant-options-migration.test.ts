import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';
import { readAdminProduct } from '../modules/catalog-admin/admin-product.repository';

// Migration 0030 (variant options, docs/decisions/099-variant-options.md) on a database made by the migrations up to
// 0027: products, their sizes and stock load unchanged; each size's first option is the
// size, it has no second one, and the product names none.

const upgrade = migrationUpgrade(28);
afterAll(() => upgrade.close());

const ID = '00000000-0000-4000-8000-000000000030';

describe('migration 0030 on a database made by the migrations up to 0027', { timeout: 120_000 }, () => {
  it('keeps products, sizes and stock; each size is its own first option, with no second and no codes', async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into products (id, title, description, category) values (${ID}, 'Indigo Kurti', 'Soft cotton', 'kurti')`);
    await before.db.execute(sql`
      insert into product_variants (product_id, size, price_paise, original_price_paise, stock, position) values
        (${ID}, 'M', 79900, 99900, 4, 0), (${ID}, 'L', 79900, null, 0, 1)`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(
      await rows(db, sql`select size, option1, option2, sku, stock from product_variants order by position`),
    ).toEqual([
      { size: 'M', option1: 'M', option2: null, sku: null, stock: 4 },
      { size: 'L', option1: 'L', option2: null, sku: null, stock: 0 },
    ]);
    const product = await readAdminProduct(db, ID);
    expect(product).toMatchObject({ title: 'Indigo Kurti', option2Name: null, imagesByOption: {} });
    expect(product?.variants).toEqual([
      {
        size: 'M',
        option1: 'M',
        option2: null,
        sku: null,
        barcode: null,
        weightGrams: null,
        pricePaise: 79_900,
        originalPricePaise: 99_900,
        stock: 4,
      },
      {
        size: 'L',
        option1: 'L',
        option2: null,
        sku: null,
        barcode: null,
        weightGrams: null,
        pricePaise: 79_900,
        originalPricePaise: null,
        stock: 0,
      },
    ]);
  });
});

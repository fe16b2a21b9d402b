import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';
import { readAdminProduct } from '../modules/catalog-admin/admin-product.repository';

// Migration 0043 (a product's Hindi title and description, docs/decisions/136-hindi-storefront.md) on a database made
// by the migrations up to 0042: products load with no Hindi title or description, and the search document is made
// again with the Hindi title in it, its index with it.

const upgrade = migrationUpgrade(43);
afterAll(() => upgrade.close());

const ID = '00000000-0000-4000-8000-000000000043';

describe('migration 0043 on a database made by the migrations up to 0042', { timeout: 120_000 }, () => {
  it('gives products empty Hindi texts and a search document that holds the Hindi title once set', async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into products (id, title, description, category) values (${ID}, 'Indigo Kurti', 'Soft cotton', 'kurti')`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(await readAdminProduct(db, ID)).toMatchObject({ title: 'Indigo Kurti', titleHi: '', descriptionHi: '' });
    const matches = async (lexeme: string) =>
      rows<{ id: string }>(db, sql`select id from products where search_vector @@ ${lexeme}::tsquery`);
    expect(await matches('indigo')).toEqual([{ id: ID }]);
    await db.execute(sql`update products set title_hi = 'नीली कुर्ती' where id = ${ID}`);
    expect(await matches('नीली')).toEqual([{ id: ID }]);
    expect(await rows(db, sql`select indexdef from pg_indexes where indexname = 'products_search_idx'`)).toEqual([
      { indexdef: expect.stringContaining('USING gin (search_vector)') as unknown },
    ]);
  });
});

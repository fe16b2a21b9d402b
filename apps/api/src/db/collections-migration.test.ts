import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0029 (collections, docs/decisions/098-collections.md) on a database made by the code before it: products
// and their sizes still load, every product starts with no tags, the tag index is there, no collection exists yet.

const upgrade = migrationUpgrade(29);
afterAll(() => upgrade.close());

describe('migration 0029 on a database made before it', { timeout: 120_000 }, () => {
  it('keeps products and their sizes, gives them no tags, and adds the collection tables empty', async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into products (id, title, description, category) values
        ('00000000-0000-4000-8000-000000000001', 'Indigo Kurti', 'Soft cotton', 'kurti')`);
    await before.db.execute(sql`
      insert into product_variants (product_id, size, price_paise, stock) values
        ('00000000-0000-4000-8000-000000000001', 'M', 79900, 4)`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(await rows(db, sql`select title, tags from products`)).toEqual([{ title: 'Indigo Kurti', tags: [] }]);
    expect(await rows(db, sql`select size, stock from product_variants`)).toEqual([{ size: 'M', stock: 4 }]);
    expect(await rows(db, sql`select indexname from pg_indexes where indexname = 'products_tags_idx'`)).toHaveLength(1);
    expect(await rows(db, sql`select count(*)::int as n from collections`)).toEqual([{ n: 0 }]);
    // A tag written after the upgrade is found through the new column.
    await db.execute(sql`update products set tags = array['diwali']`);
    expect(await rows(db, sql`select title from products where tags @> array['diwali']::text[]`)).toEqual([
      { title: 'Indigo Kurti' },
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0024 (attributes, docs/decisions/092-attributes.md) on a database made by the code before it: products,
// their sizes still load, the search document is rebuilt with its index, the defaults are there.

const upgrade = migrationUpgrade(24);
afterAll(() => upgrade.close());

describe('migration 0024 on a database made before it', { timeout: 120_000 }, () => {
  it('keeps products and their sizes, rebuilds the search document and adds the default attributes', async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into products (id, title, description, category) values
        ('00000000-0000-4000-8000-000000000001', 'Indigo Kurti', 'Soft cotton', 'kurti')`);
    await before.db.execute(sql`
      insert into product_variants (product_id, size, price_paise, stock) values
        ('00000000-0000-4000-8000-000000000001', 'M', 79900, 4)`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(
      await rows(db, sql`select title, attribute_text from products where id = '00000000-0000-4000-8000-000000000001'`),
    ).toEqual([{ title: 'Indigo Kurti', attribute_text: '' }]);
    expect(await rows(db, sql`select size, stock from product_variants`)).toEqual([{ size: 'M', stock: 4 }]);
    // The rebuilt search document still finds the product by its title and description.
    expect(
      await rows(db, sql`select title from products where search_vector @@ to_tsquery('simple', 'indigo & cotton')`),
    ).toEqual([{ title: 'Indigo Kurti' }]);
    expect(await rows(db, sql`select indexname from pg_indexes where indexname = 'products_search_idx'`)).toHaveLength(
      1,
    );
    const attributes = await rows<{ slug: string; values: number }>(
      db,
      sql`select a.slug, count(v.id)::int as values from attributes a
        left join attribute_values v on v.attribute_id = a.id group by a.slug, a.position order by a.position`,
    );
    expect(attributes.map((a) => a.slug)).toEqual([
      'fabric',
      'colour',
      'occasion',
      'pattern',
      'sleeve',
      'neck',
      'fit',
      'wash-care',
    ]);
    expect(attributes.every((a) => a.values > 0)).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0050 (a product's search words hold its values' Hindi names,
// docs/decisions/176-attribute-words-in-hindi.md) on a database made by the migrations up to 0049: a product's words
// are written again with the Hindi names migration 0048 gave the defaults, in the shop's order; a product whose values
// have no Hindi name keeps its words.

const upgrade = migrationUpgrade(50);
afterAll(() => upgrade.close());

const COTTON_RED = '00000000-0000-4000-8000-000000000050';
const LINED = '00000000-0000-4000-8000-000000000051';

describe('migration 0050 on a database made by the migrations up to 0049', { timeout: 120_000 }, () => {
  it("writes the values' Hindi names into the search words, and finds the product by them", async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into products (id, title, description, category, attribute_text) values
        (${COTTON_RED}, 'Indigo Kurti', 'Soft', 'kurti', 'Cotton Red'),
        (${LINED}, 'Plain Kurti', 'Soft', 'kurti', 'Satin')`);
    await before.db.execute(sql`insert into attributes (slug, name, position) values ('lining', 'Lining', 8)`);
    await before.db.execute(sql`
      insert into attribute_values (attribute_id, slug, name, position)
      select id, 'satin', 'Satin', 0 from attributes where slug = 'lining'`);
    await before.db.execute(sql`
      insert into product_attribute_values (product_id, value_id)
      select p.id, v.id from products p, attribute_values v join attributes a on a.id = v.attribute_id
      where (p.id, a.slug, v.slug) in ((${COTTON_RED}::uuid, 'colour', 'red'),
        (${COTTON_RED}::uuid, 'fabric', 'cotton'), (${LINED}::uuid, 'lining', 'satin'))`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(await rows(db, sql`select id, attribute_text from products order by id`)).toEqual([
      { id: COTTON_RED, attribute_text: 'Cotton कॉटन Red लाल' },
      { id: LINED, attribute_text: 'Satin' },
    ]);
    const matches = async (lexeme: string) =>
      rows<{ id: string }>(db, sql`select id from products where search_vector @@ ${lexeme}::tsquery`);
    expect(await matches('कॉटन')).toEqual([{ id: COTTON_RED }]);
    expect(await matches('cotton & लाल')).toEqual([{ id: COTTON_RED }]);
  });
});

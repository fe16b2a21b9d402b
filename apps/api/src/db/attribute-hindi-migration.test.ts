import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0048 (attributes' and values' Hindi names, docs/decisions/174-attribute-names-in-hindi.md) on a database
// made by the migrations up to 0047: the defaults migration 0024 wrote get their Hindi names while they keep the
// English name it gave them; one the owner renamed, and one the owner made, get none.

const upgrade = migrationUpgrade(48);
afterAll(() => upgrade.close());

describe('migration 0048 on a database made by the migrations up to 0047', { timeout: 120_000 }, () => {
  it('names the untouched defaults in Hindi, and neither a renamed default nor an attribute of the owner', async () => {
    const before = await upgrade.before();
    // The owner renamed Occasion and two values (one of a renamed attribute, one of an untouched one), and made an
    // attribute of their own with a value whose slug is a default's.
    await before.db.execute(sql`update attributes set name = 'Occasion wear' where slug = 'occasion'`);
    await before.db.execute(sql`
      update attribute_values set name = 'Pure cotton'
      where slug = 'cotton' and attribute_id = (select id from attributes where slug = 'fabric')`);
    await before.db.execute(sql`
      update attribute_values set name = 'Wedding wear'
      where slug = 'wedding' and attribute_id = (select id from attributes where slug = 'occasion')`);
    await before.db.execute(sql`insert into attributes (slug, name, position) values ('lining', 'Lining', 8)`);
    await before.db.execute(sql`
      insert into attribute_values (attribute_id, slug, name, position)
      select id, 'cotton', 'Cotton', 0 from attributes where slug = 'lining'`);
    await before.close();

    const { db } = await upgrade.upgrade();
    const named = await rows<{ slug: string; name: string; name_hi: string }>(
      db,
      sql`select slug, name, name_hi from attributes order by position`,
    );
    expect(named).toEqual([
      { slug: 'fabric', name: 'Fabric', name_hi: 'कपड़ा' },
      { slug: 'colour', name: 'Colour', name_hi: 'रंग' },
      { slug: 'occasion', name: 'Occasion wear', name_hi: '' },
      { slug: 'pattern', name: 'Pattern', name_hi: 'पैटर्न' },
      { slug: 'sleeve', name: 'Sleeve', name_hi: 'आस्तीन' },
      { slug: 'neck', name: 'Neck', name_hi: 'गला' },
      { slug: 'fit', name: 'Fit', name_hi: 'फ़िट' },
      { slug: 'wash-care', name: 'Wash care', name_hi: 'धुलाई' },
      { slug: 'lining', name: 'Lining', name_hi: '' },
    ]);
    const values = await rows<{ attribute: string; slug: string; name: string; name_hi: string }>(
      db,
      sql`select a.slug as attribute, v.slug, v.name, v.name_hi from attribute_values v
        join attributes a on a.id = v.attribute_id
        where (a.slug, v.slug) in (('fabric', 'cotton'), ('fabric', 'silk'), ('occasion', 'wedding'),
          ('occasion', 'festive'), ('wash-care', 'dry-clean-only'), ('lining', 'cotton'))
        order by a.position, v.position`,
    );
    expect(values).toEqual([
      { attribute: 'fabric', slug: 'cotton', name: 'Pure cotton', name_hi: '' },
      { attribute: 'fabric', slug: 'silk', name: 'Silk', name_hi: 'सिल्क' },
      // A value keeps its Hindi name under an attribute the owner renamed: it is the value's own name that counts.
      { attribute: 'occasion', slug: 'festive', name: 'Festive', name_hi: 'त्योहार' },
      { attribute: 'occasion', slug: 'wedding', name: 'Wedding wear', name_hi: '' },
      { attribute: 'wash-care', slug: 'dry-clean-only', name: 'Dry clean only', name_hi: 'सिर्फ़ ड्राई क्लीन' },
      { attribute: 'lining', slug: 'cotton', name: 'Cotton', name_hi: '' },
    ]);
    // Every other value got its Hindi name: 49 of the 51 defaults (two renamed), none for the owner's one.
    const [counted] = await rows<{ named: number; unnamed: number }>(
      db,
      sql`select count(*) filter (where name_hi <> '')::int as named,
        count(*) filter (where name_hi = '')::int as unnamed from attribute_values`,
    );
    expect(counted).toEqual({ named: 49, unnamed: 3 });
    // A new row gets '' by default.
    await db.execute(sql`insert into attributes (slug, name, position) values ('work', 'Work', 9)`);
    expect(await rows(db, sql`select name_hi from attributes where slug = 'work'`)).toEqual([{ name_hi: '' }]);
  });
});

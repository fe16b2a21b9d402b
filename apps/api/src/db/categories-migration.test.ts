import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0028 (categories, docs/decisions/097-categories.md) on a database made by the code before it: the seed's
// five become rows with the HSN codes the owner had set in the settings (which lose the field), products keep their
// category, and a category some product has can no longer be removed.

const upgrade = migrationUpgrade(28);
afterAll(() => upgrade.close());

describe('migration 0028 on a database made before it', { timeout: 120_000 }, () => {
  it('writes the five categories with the HSN codes of the settings and keeps products in theirs', async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into products (id, title, description, category) values
        ('00000000-0000-4000-8000-000000000001', 'Banarasi Saree', 'Silk', 'saree')`);
    // The owner had changed the saree's code and the grey band in Settings.
    await before.db.execute(sql`
      insert into shop_settings (key, value) values ('tax', ${JSON.stringify({
        hsnByCategory: { kurti: '6206', suits: '6204', 't-shirt': '6109', saree: '50072010', shorts: '6204' },
        greyBand: 'lower',
      })}::jsonb)`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(
      await rows(
        db,
        sql`select slug, name, position, hsn, sizes, hidden, size_guide from categories order by position`,
      ),
    ).toEqual([
      {
        slug: 'kurti',
        name: 'Kurti',
        position: 0,
        hsn: '6206',
        sizes: ['S', 'M', 'L', 'XL', 'XXL'],
        hidden: false,
        size_guide: null,
      },
      {
        slug: 'suits',
        name: 'Suits',
        position: 1,
        hsn: '6204',
        sizes: ['S', 'M', 'L', 'XL', 'XXL'],
        hidden: false,
        size_guide: null,
      },
      {
        slug: 't-shirt',
        name: 'T-Shirt',
        position: 2,
        hsn: '6109',
        sizes: ['S', 'M', 'L', 'XL', 'XXL'],
        hidden: false,
        size_guide: null,
      },
      { slug: 'saree', name: 'Saree', position: 3, hsn: '50072010', sizes: ['Free'], hidden: false, size_guide: null },
      {
        slug: 'shorts',
        name: 'Shorts',
        position: 4,
        hsn: '6204',
        sizes: ['S', 'M', 'L', 'XL', 'XXL'],
        hidden: false,
        size_guide: null,
      },
    ]);
    expect(await rows(db, sql`select category, hsn from products`)).toEqual([{ category: 'saree', hsn: null }]);
    // The settings keep the grey band and lose the codes they no longer own.
    expect(await rows(db, sql`select value from shop_settings where key = 'tax'`)).toEqual([
      { value: { greyBand: 'lower' } },
    ]);
    await expect(db.execute(sql`delete from categories where slug = 'saree'`)).rejects.toThrow();
    await expect(db.execute(sql`insert into products (title, category) values ('Jeans', 'jeans')`)).rejects.toThrow();
  });
});

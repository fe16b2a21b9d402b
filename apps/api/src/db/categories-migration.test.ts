import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

// Migration 0028 (categories, docs/decisions/097-categories.md) on a database made by the code before it: the seed's
// five become rows with the HSN codes the owner had set in the settings (which lose the field), products keep their
// category, and a category some product has can no longer be removed.

const MIGRATIONS = path.resolve(__dirname, '../../drizzle');
const scratch = mkdtempSync(path.join(tmpdir(), 'vastra-0028-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The migrations folder as it was before 0028: the same files, the journal without its entry and those after it. */
function migrationsBefore0028(): string {
  const dir = path.join(scratch, 'drizzle');
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 28);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

describe('migration 0028 on a database made before it', { timeout: 120_000 }, () => {
  it('writes the five categories with the HSN codes of the settings and keeps products in theirs', async () => {
    const dataDir = path.join(scratch, 'data');
    const before = await openDatabase({ kind: 'pglite', dataDir, migrationsDir: migrationsBefore0028() });
    await before.migrate();
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

    database = await openDatabase({ kind: 'pglite', dataDir, migrationsDir: MIGRATIONS });
    await database.migrate();
    const db = database.db;
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

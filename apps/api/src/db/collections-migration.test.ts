import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

// Migration 0029 (collections, docs/decisions/098-collections.md) on a database made by the code before it: products
// and their sizes still load, every product starts with no tags, the tag index is there, no collection exists yet.

const MIGRATIONS = path.resolve(__dirname, '../../drizzle');
const scratch = mkdtempSync(path.join(tmpdir(), 'vastra-0029-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The migrations folder as it was before 0029: the same files, the journal without its entry and those after it. */
function migrationsBefore0029(): string {
  const dir = path.join(scratch, 'drizzle');
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0029');
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

describe('migration 0029 on a database made before it', { timeout: 120_000 }, () => {
  it('keeps products and their sizes, gives them no tags, and adds the collection tables empty', async () => {
    const dataDir = path.join(scratch, 'data');
    const before = await openDatabase({ kind: 'pglite', dataDir, migrationsDir: migrationsBefore0029() });
    await before.migrate();
    await before.db.execute(sql`
      insert into products (id, title, description, category) values
        ('00000000-0000-4000-8000-000000000001', 'Indigo Kurti', 'Soft cotton', 'kurti')`);
    await before.db.execute(sql`
      insert into product_variants (product_id, size, price_paise, stock) values
        ('00000000-0000-4000-8000-000000000001', 'M', 79900, 4)`);
    await before.close();

    database = await openDatabase({ kind: 'pglite', dataDir, migrationsDir: MIGRATIONS });
    await database.migrate();
    const db = database.db;
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

// What a backup records about the shop, and what a restore checks: the counts of the key tables and the newest
// migration applied (drizzle keeps applied migrations in drizzle.__drizzle_migrations, `created_at` being the
// journal's `when` of each; apps/api/drizzle/meta/_journal.json lists the ones this code knows).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ShopCounts } from './manifest';

/** Runs one statement and returns its rows: PGlite through Drizzle, or a node-postgres client. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

export function runSqlOn(database: Database): RunSql {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  return async (text) => rowsOf(await database.db.execute(sql.raw(text)));
}

export type TableCounts = Omit<ShopCounts, 'mediaFiles'>;

/** The key tables' row counts, or null when the database has no `orders` table (not migrated). */
export async function tableCounts(run: RunSql): Promise<TableCounts | null> {
  const [exists] = await run(`select to_regclass('public.orders') is not null as migrated`);
  if (exists?.migrated !== true) return null;
  const [row] = await run(
    `select (select count(*) from orders)::int as orders, (select count(*) from products)::int as products,
            (select count(*) from tax_documents)::int as tax_documents,
            (select count(*) from return_requests)::int as returns`,
  );
  return {
    orders: Number(row?.orders ?? 0),
    products: Number(row?.products ?? 0),
    taxDocuments: Number(row?.tax_documents ?? 0),
    returns: Number(row?.returns ?? 0),
  };
}

export interface MigrationLevel {
  /** The migration's file name without `.sql` (null when this code's journal does not know it). */
  tag: string | null;
  when: number;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code carries, oldest first. */
export async function knownMigrations(migrationsDir: string): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

/** The newest migration the database has applied (when 0: none). */
export async function appliedMigration(run: RunSql, migrationsDir: string): Promise<MigrationLevel> {
  const [exists] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (exists?.present !== true) return { tag: null, when: 0 };
  const [row] = await run(`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const when = Number(row?.newest ?? 0);
  const known = (await knownMigrations(migrationsDir)).find((m) => m.when === when);
  return { tag: known?.tag ?? null, when };
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { TEST_PGLITE_SETTINGS } from './pglite-settings';

/**
 * A migration's upgrade test on one PGlite data directory, as a shop running the code before the migration would
 * upgrade: `before()` gives a database made by the migrations whose journal idx is below `firstNewIdx`, for the test to
 * fill and close; `upgrade()` opens the same data with every migration and applies the rest. `close()` in `afterAll`.
 */
export function migrationUpgrade(firstNewIdx: number) {
  const scratch = mkdtempSync(path.join(tmpdir(), `vastra-upgrade-${firstNewIdx}-`));
  const dataDir = path.join(scratch, 'data');
  const migrationsDir = testConfig().migrationsDir;
  let upgraded: Database | undefined;

  /** The migrations folder as it was: the same files, the journal without the new entries. */
  function migrationsBefore(): string {
    const dir = path.join(scratch, 'drizzle');
    cpSync(migrationsDir, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx < firstNewIdx);
    writeFileSync(journalFile, JSON.stringify(journal));
    return dir;
  }

  return {
    async before(): Promise<Database> {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir,
        migrationsDir: migrationsBefore(),
        settings: TEST_PGLITE_SETTINGS,
      });
      await database.migrate();
      return database;
    },
    async upgrade(): Promise<Database> {
      upgraded = await openDatabase({ kind: 'pglite', dataDir, migrationsDir, settings: TEST_PGLITE_SETTINGS });
      await upgraded.migrate();
      return upgraded;
    },
    async close(): Promise<void> {
      await upgraded?.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A raw query's rows. */
export async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

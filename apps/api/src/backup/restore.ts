// `npm run restore -- <folder>` (restore-cli.ts): a verified backup into an empty shop, then the counts checked
// against the manifest (docs/decisions/119-backups.md). Every refusal comes before anything is changed.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirInUseError, LOCK_FILE_NAME } from '../db/data-dir-lock';
import { BackupRefused, MEDIA_FOLDER, readVerifiedManifest, type Manifest, type ShopCounts } from './manifest';
import { copyFiles, mediaFilesUnder } from './media-files';
import { pgliteDataDirOf } from './pglite-archive';
import { runPostgresTool } from './postgres-tools';
import { knownMigrations, runSqlOn, tableCounts, type RunSql, type TableCounts } from './shop-state';

/** Where to restore: PGlite in a data directory (none open on it), or a PostgreSQL database by its URL. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface RestoreOptions {
  folder: string;
  target: RestoreTarget;
  config: Pick<Config, 'DATA_DIR' | 'MEDIA_STORAGE' | 'migrationsDir'>;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  counts: ShopCounts;
  /** Each count that differs from the manifest's, as `orders: 12 in the backup, 11 restored`. */
  mismatches: string[];
}

const KIND_NAME = { pglite: 'PGlite (DATA_DIR)', postgres: 'PostgreSQL (DATABASE_URL)' } as const;

export async function restoreShop({ folder, target, config, log = () => undefined }: RestoreOptions) {
  log(`Checking ${folder}…`);
  const manifest = await readVerifiedManifest(folder);
  if (manifest.database.kind !== target.kind) {
    throw new BackupRefused(
      `This backup holds a ${KIND_NAME[manifest.database.kind]} database, and this shop is configured for ` +
        `${KIND_NAME[target.kind]}: restore it with the same kind of database.`,
    );
  }
  const known = await knownMigrations(config.migrationsDir);
  const newest = known.at(-1);
  if (manifest.migration.when > (newest?.when ?? 0)) {
    throw new BackupRefused(
      `This backup comes from a newer version of the shop (migration ${manifest.migration.tag ?? '?'}); ` +
        `this code knows migrations up to ${newest?.tag ?? 'none'}. Restore it with that version or a later one.`,
    );
  }
  const mediaRoot = path.join(config.DATA_DIR, 'media');
  if (manifest.media.included && config.MEDIA_STORAGE !== 'local') {
    throw new BackupRefused(
      'This backup holds its photos as files, and MEDIA_STORAGE=s3: restore with MEDIA_STORAGE=local, then copy ' +
        'them to the bucket with `npm run media:to-s3`.',
    );
  }
  if (manifest.media.included && (await mediaFilesUnder(mediaRoot)).length > 0) {
    throw new BackupRefused(`${mediaRoot} is not empty: a backup is restored only into a shop with no photos.`);
  }

  const restoreDatabase = target.kind === 'pglite' ? await pglitePlan(target.dataDir) : await postgresPlan(target.url);
  log(`Restoring the ${KIND_NAME[target.kind]} database…`);
  const database = await restoreDatabase(path.join(folder, manifest.database.file), config.migrationsDir);
  let tables: TableCounts | null;
  try {
    // A backup from an older version is brought up to this code's migrations, as a start would.
    await database.migrate();
    tables = await tableCounts(runSqlOn(database));
  } finally {
    await database.close();
  }
  if (manifest.media.included) {
    const files = manifest.files.filter((f) => f.path.startsWith(`${MEDIA_FOLDER}/`));
    log(`Copying ${files.length} media files into ${mediaRoot}…`);
    const relative = files.map((f) => f.path.slice(MEDIA_FOLDER.length + 1));
    await copyFiles(relative, path.join(folder, MEDIA_FOLDER), mediaRoot);
  }
  const mediaFiles = manifest.media.included ? (await mediaFilesUnder(mediaRoot)).length : 0;
  const counts: ShopCounts = { ...(tables ?? { orders: 0, products: 0, taxDocuments: 0, returns: 0 }), mediaFiles };
  const mismatches = (Object.keys(counts) as (keyof ShopCounts)[])
    .filter((key) => counts[key] !== manifest.counts[key])
    .map((key) => `${key}: ${manifest.counts[key]} in the backup, ${counts[key]} restored`);
  return { manifest, counts, mismatches } satisfies RestoreResult;
}

type RestoreDatabase = (file: string, migrationsDir: string) => Promise<Database>;

const refuseShop = (counts: TableCounts, where: string) =>
  new BackupRefused(
    `${where} already holds a shop (${counts.orders} orders, ${counts.products} products): a backup is restored ` +
      'only into an empty one. Point DATA_DIR or DATABASE_URL at a new one.',
  );

/**
 * PGlite: DATA_DIR holds no database, or a migrated one with no orders and no products (a first start's), whose
 * files are then replaced. Opening it takes its lock, so a running shop is refused here.
 */
async function pglitePlan(dataDir: string): Promise<RestoreDatabase> {
  const hasDatabase = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (hasDatabase) {
    const existing = await openDatabase({ kind: 'pglite', dataDir, migrationsDir: '' }).catch((error: unknown) => {
      if (error instanceof DataDirInUseError) {
        throw new BackupRefused(`Stop the shop before restoring into its data directory. ${error.message}`);
      }
      throw error;
    });
    let counts: TableCounts | null;
    try {
      counts = await tableCounts(runSqlOn(existing));
    } finally {
      await existing.close();
    }
    if (counts && counts.orders + counts.products > 0) throw refuseShop(counts, `The database in ${dataDir}`);
  }
  return async (file, migrationsDir) => {
    if (hasDatabase) {
      for (const entry of await readdir(dataDir)) {
        if (entry !== 'media' && !entry.startsWith(LOCK_FILE_NAME)) {
          await rm(path.join(dataDir, entry), { recursive: true, force: true });
        }
      }
    }
    return openDatabase({ kind: 'pglite', dataDir, migrationsDir, loadDataDir: pgliteDataDirOf(await readFile(file)) });
  };
}

/**
 * PostgreSQL: the database holds no shop, or an empty migrated one, whose schemas are then dropped so pg_restore
 * recreates every table, sequence and index as the backup has them, in one transaction.
 */
async function postgresPlan(url: string): Promise<RestoreDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run: RunSql = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const counts = await tableCounts(run);
    if (counts && counts.orders + counts.products > 0) throw refuseShop(counts, 'The database DATABASE_URL names');
  } finally {
    await client.end();
  }
  return async (file, migrationsDir) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
    } finally {
      await admin.end();
    }
    await runPostgresTool('pg_restore', url, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      file,
    ]);
    return openDatabase({ kind: 'postgres', url, poolSize: 2, migrationsDir });
  };
}

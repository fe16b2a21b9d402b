// `npm run backup -- <folder>` (backup-cli.ts): the database and the media into an empty folder, and manifest.json
// last (docs/decisions/119-backups.md).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findAppRoot } from '../app-root';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../shared/clock';
import {
  BACKUP_FORMAT,
  BackupRefused,
  DATABASE_FILE,
  describeFile,
  MEDIA_FOLDER,
  writeManifest,
  type Manifest,
} from './manifest';
import { copyFiles, mediaFilesUnder } from './media-files';
import { pgliteArchive } from './pglite-archive';
import { runPostgresTool } from './postgres-tools';
import {
  appliedMigration,
  runSqlOn,
  tableCounts,
  type MigrationLevel,
  type RunSql,
  type TableCounts,
} from './shop-state';

/** The database to back up: PGlite open in this process (its lock held), or PostgreSQL by its URL. */
export type BackupSource = { kind: 'pglite'; database: Database } | { kind: 'postgres'; url: string };

export interface BackupOptions {
  folder: string;
  source: BackupSource;
  config: Pick<Config, 'DATA_DIR' | 'MEDIA_STORAGE' | 'migrationsDir'>;
  clock: Clock;
  log?: (line: string) => void;
}

interface DatabasePart {
  counts: TableCounts;
  migration: MigrationLevel;
  method: string;
}

/** Writes the backup and returns its manifest; refuses (BackupRefused) a folder that is not empty. */
export async function backupShop({ folder, source, config, clock, log = () => undefined }: BackupOptions) {
  await mkdir(folder, { recursive: true });
  const present = await readdir(folder);
  if (present.length > 0) {
    throw new BackupRefused(
      `${folder} is not empty (${present.length} entries): a backup goes into a new or empty folder, ` +
        'so it never mixes with, or overwrites, another one.',
    );
  }
  const createdAt = clock.now().toISOString();
  const databaseFile = DATABASE_FILE[source.kind];
  log(`Backing up the ${source.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database…`);
  const database =
    source.kind === 'pglite'
      ? await backUpPglite(source.database, path.join(folder, databaseFile), config.migrationsDir)
      : await backUpPostgres(source.url, path.join(folder, databaseFile), config.migrationsDir);

  // After the database: a photo uploaded meanwhile is copied without its row (harmless), and only one removed in
  // these seconds can be missing.
  const local = config.MEDIA_STORAGE === 'local';
  const mediaRoot = path.join(config.DATA_DIR, 'media');
  const media = local ? await mediaFilesUnder(mediaRoot) : [];
  if (local) {
    log(`Copying ${media.length} media files from ${mediaRoot}…`);
    await copyFiles(media, mediaRoot, path.join(folder, MEDIA_FOLDER));
  } else {
    log('MEDIA_STORAGE=s3: the bucket keeps the photos (its versioning or replication backs them up); none copied.');
  }

  const files = [await describeFile(folder, databaseFile)];
  for (const file of media) files.push(await describeFile(folder, `${MEDIA_FOLDER}/${file}`));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt,
    app: await appVersion(),
    migration: database.migration,
    database: { kind: source.kind, file: databaseFile, method: database.method },
    media: { storage: config.MEDIA_STORAGE, included: local },
    counts: { ...database.counts, mediaFiles: media.length },
    files,
  };
  await writeManifest(folder, manifest);
  return manifest;
}

async function backUpPglite(database: Database, file: string, migrationsDir: string): Promise<DatabasePart> {
  const run = runSqlOn(database);
  // One connection, one statement at a time: nothing writes between the counts and the dump.
  const { counts, migration } = await stateOf(run, migrationsDir);
  await writeFile(file, await pgliteArchive(database));
  return { counts, migration, method: 'PGlite dumpDataDir (tar of the data directory), gzip' };
}

/**
 * pg_dump in its custom format, in a snapshot this connection exports: the counts and the migration level are read
 * in that same snapshot, so they describe exactly what the dump holds while the shop keeps taking orders.
 */
async function backUpPostgres(url: string, file: string, migrationsDir: string): Promise<DatabasePart> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [snapshot] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
    const run: RunSql = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const { counts, migration } = await stateOf(run, migrationsDir);
    await runPostgresTool('pg_dump', url, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot?.id ?? ''}`,
      `--file=${file}`,
    ]);
    await client.query('commit');
    return { counts, migration, method: 'pg_dump --format=custom --no-owner --no-privileges' };
  } finally {
    await client.end();
  }
}

async function stateOf(run: RunSql, migrationsDir: string) {
  const counts = await tableCounts(run);
  if (!counts) throw new BackupRefused('The database has no shop in it (not migrated): nothing to back up.');
  return { counts, migration: await appliedMigration(run, migrationsDir) };
}

async function appVersion(): Promise<Manifest['app']> {
  const pkg = JSON.parse(await readFile(path.join(findAppRoot(), 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

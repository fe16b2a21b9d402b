import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { importPinDirectory, type PinDirectoryImport } from './pin-directory-import';
import * as schema from './schema';

/** The one query layer: Drizzle over PGlite or PostgreSQL, same schema, same queries. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs committed migrations (serialised across processes on PostgreSQL), then imports reference data a version
   * has not imported yet (the PIN directory, db/pin-directory-import.ts).
   */
  migrate(): Promise<{ pinDirectory: PinDirectoryImport }>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar, for cloning a migrated database in tests. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool now (PGlite is one connection in this process, with no pool). */
  poolStats?(): PoolStats;
}

/** node-postgres's pool at one moment: connections open, idle, and queries waiting for one; `max` its size. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Told the text of every statement the app sends (BEGIN and COMMIT included), e.g. to count them. */
export type QueryListener = (sql: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize: number; migrationsDir: string; onIdleError?: (err: Error) => void }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      migrationsDir: string;
      /** PostgreSQL settings on top of PGlite's own start parameters (the tests' smaller buffers start faster). */
      settings?: Readonly<Record<string, string>>;
    }
) & { onQuery?: QueryListener };

const MIGRATION_LOCK_ID = 726_105_001;

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in `dataDir`, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onQuery } = options;
  // Drizzle's logger sees every statement of `db` (migrations use their own instance, unlogged).
  const logging = onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
    // An idle connection dropped by the server (restart, admin kill) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema, ...logging }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          const migrator = drizzlePg(client, { schema });
          await migratePg(migrator, { migrationsFolder: options.migrationsDir });
          return { pinDirectory: await importPinDirectory(migrator) };
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.poolSize,
      }),
    };
  }
  // A data directory on disk is this process's alone until close (data-dir-lock.ts says why);
  // a second process is refused here, before PGlite touches a file.
  const lock = options.dataDir ? await lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      // Trigram matching for the back office's title search index (migration 0008); PGlite loads an
      // extension only when asked here.
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      ...(options.settings ? { startParams: withSettings(options.settings) } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (onQuery) reportTransactions(client, onQuery);
  const db = drizzlePglite(client, { schema, ...logging }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      const migrator = drizzlePglite(client, { schema });
      await migratePglite(migrator, { migrationsFolder: options.migrationsDir });
      return { pinDirectory: await importPinDirectory(migrator) };
    },
    async close() {
      await client.close();
      // Only after a clean close: if closing failed, the lock goes stale when this process ends.
      lock?.release();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/** PGlite's default start parameters, then `-c name=value` for each setting (a later one wins). */
function withSettings(settings: Readonly<Record<string, string>>): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/**
 * PGlite runs BEGIN and COMMIT inside its own transaction(), out of Drizzle's sight (node-postgres
 * sends them through Drizzle): report them too, so both databases count the same statements.
 */
function reportTransactions(client: PGlite, onQuery: QueryListener): void {
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: Parameters<typeof transaction<T>>[0]): Promise<T> => {
    onQuery('begin');
    try {
      const result = await transaction(callback);
      onQuery('commit');
      return result;
    } catch (error) {
      onQuery('rollback');
      throw error;
    }
  };
}

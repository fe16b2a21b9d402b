import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import type { AppProviders } from '../app-modules';
import { testConfig, type Config } from '../config';
import { openDatabase, type Database, type QueryListener } from '../db/client';
import { systemClock, type Clock, type manualClock } from '../shared/clock';
import { withDatabase } from './global-setup';
import { TEST_PGLITE_SETTINGS } from './pglite-settings';
import './provided-context';

export type ManualClock = ReturnType<typeof manualClock>;

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** The clock the app reads: the test's own, or the system's. Factories date their rows by it. */
  clock: Clock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A clock the test moves by hand (`manualClock()` from shared/clock), for expiries and limits. */
  clock?: Clock;
  /** Told every SQL statement the app runs (for query-count budgets). */
  onQuery?: QueryListener;
  /** Fakes for the third parties (SMS, Firebase, card gateway, shipping), as `buildApp` takes them. */
  providers?: AppProviders;
}

/**
 * A fresh, migrated database (PGlite in memory, or a PostgreSQL clone of the template) and the
 * real app on it, for `app.inject` tests. Call once per test file (beforeAll) and close afterwards.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, dispose } = await freshDatabase(config, options.onQuery);
  const clock = options.clock ?? systemClock;
  const app = await buildApp(config, {
    database,
    clock,
    ...(options.providers ? { providers: options.providers } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

async function freshDatabase(
  config: Config,
  onQuery?: QueryListener,
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const serverUrl = inject('testDatabaseUrl');
  if (serverUrl) {
    const name = `vastra_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // A copy of the template's files, not its every block written to the WAL (PostgreSQL 15's default): a third of
    // the time (docs/decisions/122-test-databases-start-faster.md).
    await admin.query(`create database ${name} template ${inject('templateDatabase')} strategy file_copy`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(serverUrl, name),
      poolSize: 20,
      migrationsDir: config.migrationsDir,
      ...(onQuery ? { onQuery } : {}),
    });
    return {
      database,
      async dispose() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: await migratedDump(),
    migrationsDir: config.migrationsDir,
    settings: TEST_PGLITE_SETTINGS,
    ...(onQuery ? { onQuery } : {}),
  });
  return { database, dispose: async () => undefined };
}

/**
 * A Blob whose bytes are handed over as they are: Node's own Blob copies them through a stream on `arrayBuffer()`,
 * a third of a second for the migrated database's 46 MB. PGlite only reads them.
 */
class HeldBytes extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

let dumpRead: Promise<Blob> | undefined;

/** The migrated database global-setup.ts dumped, read once per test worker (its files share modules). */
function migratedDump(): Promise<Blob> {
  dumpRead ??= readFile(inject('pgliteDumpPath')).then((bytes) => {
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return new HeldBytes(copy.buffer);
  });
  return dumpRead;
}

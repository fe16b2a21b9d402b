// Databases for the scenarios, on either engine: one seeded template (the server's own migrations
// and seed, by starting it once), then a copy per scenario, shaped by SQL before its server starts.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { startApiServer } from './api-server.mjs';
import { flushToDisk, run } from './processes.mjs';
import { BENCH_DIR } from './paths.mjs';

/**
 * kind 'pglite': data directories under `workDir`; kind 'postgres': databases on `pg`.
 * Returns { kind, seed(), clone(name), queryJson(database, sql), settle(database) }.
 */
export function createShops({ kind, pg, workDir, logDir, runId }) {
  const seedName = `seed`;
  const dbName = (name) => `bench_${runId}_${name}`.replace(/[^a-z0-9_]/g, '_');
  const descriptor = (name) =>
    kind === 'postgres'
      ? { kind, name, url: pg.urlOf(dbName(name)), dbName: dbName(name) }
      : { kind, name, dataDir: path.join(workDir, `pglite-${name}`) };

  return {
    kind,
    /** Migrates and seeds the template by starting the production server on it once; returns the startup time. */
    async seed() {
      const database = descriptor(seedName);
      if (kind === 'postgres') await pg.createDatabase(database.dbName);
      const server = await startApiServer({ database, name: `${kind}-seed`, logDir });
      await server.stop();
      return server.startupMs;
    },
    async clone(name) {
      const database = descriptor(name);
      if (kind === 'postgres') await pg.createDatabase(database.dbName, dbName(seedName));
      else cpSync(descriptor(seedName).dataDir, database.dataDir, { recursive: true });
      return database;
    },
    /** Runs SQL whose last statement is `select … as json`; returns the parsed value. */
    async queryJson(database, sql) {
      if (kind === 'postgres') return JSON.parse((await pg.query(database.dbName, sql)).split('\n').at(-1) || 'null');
      const out = await run(process.execPath, [path.join(BENCH_DIR, 'lib/pglite-sql.mjs'), database.dataDir], {
        input: sql,
      });
      return JSON.parse(JSON.parse(out)[0]?.json ?? 'null');
    },
    /**
     * After the SQL that shaped `database`, before its server starts: PostgreSQL's `settle`, a PGlite directory's
     * pages flushed (docs/decisions/196-bench-databases-settled-before-measuring.md).
     */
    settle(database) {
      return kind === 'postgres' ? pg.settle(database.dbName) : flushToDisk();
    },
  };
}

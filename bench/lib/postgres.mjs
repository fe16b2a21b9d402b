// A throwaway PostgreSQL server for the bench (scripts/pg-server.sh on its own PGPORT, default 5548)
// and one fresh database per scenario, made from a seeded template in milliseconds.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { flushToDisk, run } from './processes.mjs';
import { ROOT } from './paths.mjs';

const PGPORT = process.env.BENCH_PGPORT ?? '5548';

function psqlPath() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(a) - Number(b));
  const bin = path.join(base, versions.at(-1) ?? '', 'bin/psql');
  return existsSync(bin) ? bin : null;
}

/** Starts (or reuses) the bench's PostgreSQL; returns a handle to make, query and drop databases. */
export async function startPostgres() {
  const env = { PGPORT };
  const adminUrl = (await run('bash', [path.join(ROOT, 'scripts/pg-server.sh'), 'start'], { env })).trim();
  const psql = psqlPath();
  if (!psql) throw new Error('psql not found under /usr/lib/postgresql');
  const base = new URL(adminUrl);
  const urlOf = (db) => Object.assign(new URL(base.href), { pathname: `/${db}` }).href;
  const created = new Set();

  /** Runs SQL (one or more statements) in `db`; returns psql's unaligned, tuples-only output. */
  const query = (db, sql) =>
    run(psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-A', '-t', '-d', urlOf(db)], { input: sql }).then((out) =>
      out.trim(),
    );

  return {
    port: PGPORT,
    urlOf,
    query,
    /** A new database, empty or copied from `template` (which must have no open connection). */
    async createDatabase(name, template) {
      await query('postgres', `create database ${name}${template ? ` template ${template}` : ''};`);
      created.add(name);
      return urlOf(name);
    },
    async dropDatabases() {
      for (const name of created)
        await query('postgres', `drop database if exists ${name} with (force);`).catch(() => undefined);
      created.clear();
    },
    /**
     * After a bulk load into `db`, before measuring: the planner's statistics (VACUUM ANALYZE), then the load's dirty
     * buffers written by a CHECKPOINT now, not by one its WAL starts during the measurement, and the files flushed
     * (docs/decisions/196-bench-databases-settled-before-measuring.md).
     */
    async settle(db) {
      await query(db, 'vacuum analyze;');
      await query(db, 'checkpoint;');
      await flushToDisk();
    },
    stop: () => run('bash', [path.join(ROOT, 'scripts/pg-server.sh'), 'stop'], { env }),
  };
}

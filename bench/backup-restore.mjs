// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take, and how big a backup is, for a shop of
// 50,000 products and 100,000 orders (docs/decisions/119-backups.md). PGlite: a data directory migrated by the API's
// own command, seeded by bulk SQL (lib/pglite-sql.mjs), backed up, restored into a fresh one. PostgreSQL (skipped with
// --no-postgres): the same on scripts/pg-server.sh's server, restored into a second, empty database. Both with
// MEDIA_FILES photo-sized files (40 KB) in the media folder. Times are of the commands as a user runs them (tsx's
// start included). Writes bench/results/backup-<timestamp>.json and prints a Markdown table for BENCHMARKS.md.
// Options (environment): PRODUCTS (50000), ORDERS (100000), MEDIA_FILES (500), BENCH_PGPORT (5548); --no-postgres.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { ordersSeedSql } from './lib/orders-seed-sql.mjs';
import { BENCH_DIR, RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { run } from './lib/processes.mjs';
import { round } from './lib/stats.mjs';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = { products: num('PRODUCTS', 50_000), orders: num('ORDERS', 100_000), media: num('MEDIA_FILES', 500) };
const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const API_DIR = path.join(ROOT, 'apps/api');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const work = mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-backup-'));

/** 49,980 more products (the orders' seed makes 20), two sizes each, in stock. */
const productsSql = (total) => `
insert into products (title, category, status, position)
select 'Bench Saree ' || i, 'saree', 'active', 100 + i from generate_series(1, ${total} - 20) as i;
insert into product_variants (product_id, size, price_paise, stock, position)
select p.id, s.size, 129900, 5, s.position from products p
 cross join (values ('M', 0), ('L', 1)) as s(size, position)
 where p.title like 'Bench Saree %';
select (select count(*) from products)::int as products, (select count(*) from orders)::int as orders;
`;

/** Runs one of the API's commands as `npm run …` runs it (tsx, in apps/api) with `env`. */
const command = (file, args, env) => run(TSX, [file, ...args], { cwd: API_DIR, env: { LOG_LEVEL: 'silent', ...env } });

function writeMedia(dataDir) {
  for (let i = 0; i < config.media; i++) {
    const folder = path.join(dataDir, 'media', 'products', `${randomBytes(16).toString('hex')}-1600x2000`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, '960.avif'), randomBytes(40_000));
  }
}

/** Backs up with `source` env, restores with `target` env; answers seconds and sizes. */
async function measure(name, source, target) {
  const folder = path.join(work, `${name}-backup`);
  let started = performance.now();
  const backupOut = await command('src/backup-cli.ts', [folder], source);
  const backupSeconds = (performance.now() - started) / 1000;
  log(backupOut.trim().split('\n').at(-1));
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
  const databaseBytes = manifest.files.find((f) => f.path === manifest.database.file).bytes;
  const mediaBytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0) - databaseBytes;
  started = performance.now();
  const restoreOut = await command('src/restore-cli.ts', [folder], target);
  const restoreSeconds = (performance.now() - started) / 1000;
  log(restoreOut.trim().split('\n').slice(-2).join(' '));
  return {
    database: name,
    backupSeconds: round(backupSeconds, 1),
    restoreSeconds: round(restoreSeconds, 1),
    databaseMB: round(databaseBytes / 1024 / 1024, 1),
    mediaMB: round(mediaBytes / 1024 / 1024, 1),
    counts: manifest.counts,
  };
}

const measurements = [];
let postgres;
try {
  const source = path.join(work, 'pglite-source');
  log(`PGlite: migrating ${source}`);
  await command('src/db/migrate-cli.ts', [], { DATA_DIR: source });
  log(`seeding ${config.products} products and ${config.orders} orders`);
  const seed = `${ordersSeedSql({ orders: config.orders, days: 90 })}${productsSql(config.products)}`;
  log(await run('node', [path.join(BENCH_DIR, 'lib/pglite-sql.mjs'), source], { input: seed }));
  writeMedia(source);
  measurements.push(await measure('pglite', { DATA_DIR: source }, { DATA_DIR: path.join(work, 'pglite-restored') }));

  if (!process.argv.includes('--no-postgres')) {
    postgres = await startPostgres();
    for (const db of ['vastra_backup_bench', 'vastra_backup_restored']) {
      await postgres.query('postgres', `drop database if exists ${db} with (force);`);
    }
    const url = await postgres.createDatabase('vastra_backup_bench');
    const restored = await postgres.createDatabase('vastra_backup_restored');
    const pgData = path.join(work, 'pg-source');
    log('PostgreSQL: migrating and seeding');
    await command('src/db/migrate-cli.ts', [], { DATABASE_URL: url });
    await postgres.query('vastra_backup_bench', seed);
    writeMedia(pgData);
    measurements.push(
      await measure(
        'postgres',
        { DATABASE_URL: url, DATA_DIR: pgData },
        { DATABASE_URL: restored, DATA_DIR: path.join(work, 'pg-restored') },
      ),
    );
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const jsonFile = path.join(RESULTS_DIR, `backup-${stamp}.json`);
  const meta = { machine: describeMachine(), code: describeCode(), config };
  writeFileSync(jsonFile, `${JSON.stringify({ meta, measurements }, null, 2)}\n`);
  console.log('\n| database | backup s | restore s | database file MB | media MB |\n|---|---:|---:|---:|---:|');
  for (const m of measurements) {
    console.log(`| ${m.database} | ${m.backupSeconds} | ${m.restoreSeconds} | ${m.databaseMB} | ${m.mediaMB} |`);
  }
  log(`wrote ${path.relative(ROOT, jsonFile)}`);
} finally {
  await postgres?.dropDatabases().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

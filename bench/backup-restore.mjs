// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take, and how big a backup is, for a shop of
// 50,000 products and 100,000 orders (docs/decisions/119-backups.md). PGlite: a data directory migrated by the API's
// own command, seeded by bulk SQL (lib/pglite-sql.mjs), backed up, restored into a fresh one. PostgreSQL (skipped with
// --no-postgres): the same on scripts/pg-server.sh's server, restored into a second, empty database. Both with
// MEDIA_FILES photo-sized files (40 KB) in the media folder. Times are of the commands as a user runs them (tsx's
// start included). Writes bench/results/backup-<timestamp>.json and, when both databases ran (or with --write-page),
// the backup section of BENCHMARKS.md (hand-written notes after its `bench:backup:notes` marker are kept).
// Options (environment): PRODUCTS (50000), ORDERS (100000), MEDIA_FILES (500), BENCH_PGPORT (5548); --no-postgres;
// --from=<results json> only renders that run's section again. Builds nothing: the commands run from apps/api/src.
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
import {
  loadTakenAtTheEnd,
  provenance,
  renderFromSavedRun,
  sectionEnd,
  sectionMarkers,
  timeInName,
  writeSection,
} from './lib/report.mjs';
import { round } from './lib/stats.mjs';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = { products: num('PRODUCTS', 50_000), orders: num('ORDERS', 100_000), media: num('MEDIA_FILES', 500) };
const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const API_DIR = path.join(ROOT, 'apps/api');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

// --from=<results json>: only renders that run's section of BENCHMARKS.md again, measuring nothing.
await renderFromSavedRun('backup', renderSection);
const startedAt = new Date().toISOString();
const machine = describeMachine();
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
  const jsonFile = path.join(RESULTS_DIR, `backup-${startedAt.replace(/[:.]/g, '-')}.json`);
  const durationSeconds = Math.round((performance.now() - t0) / 1000);
  const meta = { startedAt, durationSeconds, machine, code: describeCode(), config };
  writeFileSync(jsonFile, `${JSON.stringify({ meta, measurements }, null, 2)}\n`);
  log(`wrote ${path.relative(ROOT, jsonFile)}`);
  if (measurements.length === 2 || process.argv.includes('--write-page')) {
    await writeSection('backup', renderSection({ meta, measurements }, path.basename(jsonFile)));
    log('wrote the backup section of BENCHMARKS.md');
  }
} finally {
  await postgres?.dropDatabases().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

/** "171 MiB", "19.8 MiB": whole MiB from 100 up, one decimal below. */
function mib(value) {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value >= 100 ? 0 : 1 })} MiB`;
}

/** The "Backup and restore" section of BENCHMARKS.md, between its markers. */
function renderSection(results, jsonName) {
  const { meta, measurements } = results;
  const c = meta.config;
  const marks = sectionMarkers('backup');
  const DB = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const fmt = (v) => v.toLocaleString('en-US');
  // A results file without startedAt was written before this section had a writer: machine taken at the end.
  const onMachine = meta.startedAt ? meta.machine : loadTakenAtTheEnd(meta.machine);
  const countsOf = (m) =>
    `${fmt(m.counts.products)} products, ${fmt(m.counts.orders)} orders and ${fmt(m.counts.mediaFiles)} media files`;
  const counts = new Set(measurements.map(countsOf));
  const counted =
    counts.size === 1 ? [...counts][0] : measurements.map((m) => `${DB[m.database]} ${countsOf(m)}`).join('; ');
  return [
    marks.start,
    '',
    `## Backup and restore at ${fmt(c.products)} products and ${fmt(c.orders)} orders`,
    '',
    provenance({
      command: 'npm run bench:backup',
      startedAt: meta.startedAt,
      endedAt: meta.startedAt ? undefined : timeInName(jsonName),
      durationSeconds: meta.durationSeconds,
      machine: onMachine,
      code: meta.code,
      jsonName,
    }),
    '',
    `\`bench/backup-restore.mjs\` (docs/decisions/119-backups.md): a shop of ${fmt(c.products)} products (two sizes ` +
      `each), ${fmt(c.orders)} orders (1–3 lines each, \`bench/lib/orders-seed-sql.mjs\`) and ${fmt(c.media)} media ` +
      'files of 40 KB, backed up with `npm run backup` and restored with `npm run restore` into a fresh `DATA_DIR` ' +
      "(PGlite) or a second, empty database on the bench's PostgreSQL, each command timed as a user runs it (tsx's " +
      "start and the restore's migrations check included). Sizes from the backup's manifest, in MiB; it counted " +
      `${counted}.`,
    '',
    '| database | backup | restore | database file | media | total |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...measurements.map(
      (m) =>
        `| ${DB[m.database]} | ${m.backupSeconds} s | ${m.restoreSeconds} s | ${mib(m.databaseMB)} | ` +
        `${mib(m.mediaMB)} | ${mib(round(m.databaseMB + m.mediaMB, 1))} |`,
    ),
    '',
    ...sectionEnd(marks, [
      'npm run bench:backup                  # both databases',
      'npm run bench:backup -- --no-postgres # PGlite only; leaves this section alone',
      'npm run bench:backup -- --from=bench/results/backup-<timestamp>.json   # this section again from a run',
    ]),
  ].join('\n');
}

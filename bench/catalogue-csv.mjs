// `npm run bench:csv`: the product spreadsheet import (docs/decisions/095-catalogue-csv.md) of 5,000 products × 4
// sizes in one file, on PGlite and on PostgreSQL. Runs the real app in this process (tsx loads apps/api/src), signs a
// member of staff in by writing a session, and sends the file as the back office does (multipart, app.inject):
// preview of the new catalogue, apply (creates 5,000 products and 20,000 sizes), the same file previewed again (all
// unchanged), then a file with every price and stock changed, previewed and applied. Each step: wall time and this
// process's peak resident memory (RSS sampled every 10 ms) against its RSS before the step.
// Writes bench/results/catalogue-csv-<timestamp>.json. Options (environment): BENCH_PGPORT (5548), CSV_PRODUCTS
// (5000); --pglite-only, --postgres-only.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { tsImport } from 'tsx/esm/api';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { staffSessionSql } from './lib/staff-session-sql.mjs';

const PRODUCTS = Number(process.env.CSV_PRODUCTS ?? 5000);
const SIZES = ['S', 'M', 'L', 'XL'];
const HEADER =
  'Handle,Title,Body (HTML),Type,Status,Option1 Name,Option1 Value,Variant Price,Variant Compare At Price,' +
  'Variant Inventory Qty';

/** The file: one row per size, the product's fields on its first row; `shift` moves every price and stock. */
function catalogueCsv(shift) {
  const lines = [HEADER];
  const description = '"Soft cotton, hand block printed in Jaipur.\nMachine wash cold, dry in shade."';
  for (let i = 1; i <= PRODUCTS; i++) {
    SIZES.forEach((size, s) => {
      const product = s === 0 ? `Bench Kurti ${i},${description},kurti,draft` : ',,,';
      const price = 499 + (i % 50) * 10 + shift;
      lines.push(`bench-kurti-${i},${product},Size,${size},${price}.00,${price + 300}.00,${(i + s + shift) % 40}`);
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A multipart/form-data body with the CSV in the field `file`, as a browser's FormData makes it. */
async function formOf(csv) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const request = new globalThis.Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') };
}

/** One request timed, with the process's peak RSS while it ran. */
async function step(app, headers, name, url, csv) {
  const { payload, type } = await formOf(csv);
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const start = performance.now();
  const res = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': type }, payload });
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const body = res.json();
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
  const result = {
    step: name,
    seconds: Math.round(ms) / 1000,
    rssBeforeMiB: Math.round(before / 2 ** 20),
    rssPeakMiB: Math.round(peak / 2 ** 20),
    created: body.created,
    changed: body.changed,
    unchanged: body.unchanged,
    errors: body.errorCount,
  };
  console.log(JSON.stringify(result));
  return result;
}

async function runOn(kind, url) {
  const { buildApp } = await tsImport(path.join(ROOT, 'apps/api/src/app.ts'), import.meta.url);
  const { testConfig } = await tsImport(path.join(ROOT, 'apps/api/src/config.ts'), import.meta.url);
  const { openDatabase } = await tsImport(path.join(ROOT, 'apps/api/src/db/client.ts'), import.meta.url);
  const { sql } = await import('drizzle-orm');
  const config = testConfig({ LOG_LEVEL: 'warn' });
  const database = await openDatabase(
    kind === 'pglite'
      ? { kind: 'pglite', migrationsDir: config.migrationsDir }
      : { kind: 'postgres', url, poolSize: 10, migrationsDir: config.migrationsDir },
  );
  await database.migrate();
  const token = `stf_${randomBytes(32).toString('base64url')}`;
  await database.db.execute(sql.raw(staffSessionSql(token, `+91600${String(Date.now()).slice(-7)}`)));
  const app = await buildApp(config, { database });
  await app.ready();
  const headers = { authorization: `Bearer ${token}` };
  const fresh = catalogueCsv(0);
  const moved = catalogueCsv(7);
  console.log(
    `${kind}: file of ${PRODUCTS} products × ${SIZES.length} sizes, ${(fresh.length / 2 ** 20).toFixed(1)} MiB`,
  );
  const steps = [];
  const preview = '/api/admin/products/import/preview';
  const apply = '/api/admin/products/import/apply';
  steps.push(await step(app, headers, 'preview, new catalogue', preview, fresh));
  steps.push(await step(app, headers, 'apply: create all', apply, fresh));
  steps.push(await step(app, headers, 'preview, same file again', preview, fresh));
  steps.push(await step(app, headers, 'preview, every price and stock changed', preview, moved));
  steps.push(await step(app, headers, 'apply: change all', apply, moved));
  // PGlite's close may throw once the app has closed it; the figures are taken.
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  return { kind, steps };
}

const args = new Set(process.argv.slice(2));
const results = [];
if (!args.has('--postgres-only')) results.push(await runOn('pglite'));
if (!args.has('--pglite-only')) {
  const postgres = await startPostgres();
  const name = `vastra_csv_bench_${randomBytes(4).toString('hex')}`;
  try {
    results.push(await runOn('postgres', await postgres.createDatabase(name)));
  } finally {
    await postgres.dropDatabases();
  }
}
mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `catalogue-csv-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
const machine = { cores: os.cpus().length, node: process.version, loadavg: os.loadavg() };
writeFileSync(file, `${JSON.stringify({ products: PRODUCTS, sizes: SIZES.length, machine, results }, null, 2)}\n`);
console.log(`written ${path.relative(ROOT, file)}`);
process.exit(0);

// `npm run bench:csv`: the product spreadsheet import (docs/decisions/095-catalogue-csv.md) of 5,000 products × 4
// sizes in one file, on PGlite and on PostgreSQL. Runs the real app in this process (tsx loads apps/api/src), signs a
// member of staff in by writing a session, and sends the file as the back office does (multipart, app.inject):
// preview of the new catalogue, apply (creates 5,000 products and 20,000 sizes), the same file previewed again (all
// unchanged), then a file with every price and stock changed, previewed and applied. Each step: wall time and this
// process's peak resident memory (RSS sampled every 10 ms) against its RSS before the step.
// Writes bench/results/catalogue-csv-<timestamp>.json and, when both databases ran (or with --write-page), the csv
// section of BENCHMARKS.md (hand-written notes after its `bench:csv:notes` marker are kept). Options (environment):
// BENCH_PGPORT (5548), CSV_PRODUCTS (5000), CSV_FIELDS=1 (each product's first row also carries HSN, Title (Hindi),
// Fabric and Colour: docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md); --pglite-only,
// --postgres-only; --from=<results json> only renders that run's section again. Run with --expose-gc
// (`npm run bench:csv` does) so that each step starts after a collection.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { tsImport } from 'tsx/esm/api';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { provenance, renderFromSavedRun, sectionEnd, sectionMarkers, timeInName, writeSection } from './lib/report.mjs';
import { staffSessionSql } from './lib/staff-session-sql.mjs';

const PRODUCTS = Number(process.env.CSV_PRODUCTS ?? 5000);
const FIELDS = process.env.CSV_FIELDS === '1';
const SIZES = ['S', 'M', 'L', 'XL'];
const fmt = (v, digits = 0) =>
  Number(v).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const rounded = (loads) => loads.map((l) => Math.round(l * 100) / 100);
const HEADER =
  'Handle,Title,Body (HTML),Type,Status,Option1 Name,Option1 Value,Variant Price,Variant Compare At Price,' +
  `Variant Inventory Qty${FIELDS ? ',HSN,Title (Hindi),Fabric,Colour' : ''}`;
const FABRICS = ['Cotton', 'Rayon', 'Silk', 'Linen'];
const COLOURS = ['Red', 'Blue', 'Black', 'Green', 'Pink'];

/** With CSV_FIELDS: a product's HSN, Hindi title, fabric and colours on its first row; `shift` changes its fabric. */
function fieldCells(i, first, shift) {
  if (!FIELDS) return '';
  if (!first) return ',,,,';
  const colours = `"${COLOURS[i % 5]}, ${COLOURS[(i + 2) % 5]}"`;
  return `,${i % 2 ? '6206' : ''},बेंच कुर्ती ${i},${FABRICS[(i + shift) % 4]},${colours}`;
}

/** The file: one row per size, the product's fields on its first row; `shift` moves every price and stock. */
function catalogueCsv(shift, products = PRODUCTS) {
  const lines = [HEADER];
  const description = '"Soft cotton, hand block printed in Jaipur.\nMachine wash cold, dry in shade."';
  for (let i = 1; i <= products; i++) {
    SIZES.forEach((size, s) => {
      const product = s === 0 ? `Bench Kurti ${i},${description},kurti,draft` : ',,,';
      const price = 499 + (i % 50) * 10 + shift;
      const stockAndFields = `${(i + s + shift) % 40}${fieldCells(i, s === 0, shift)}`;
      lines.push(`bench-kurti-${i},${product},Size,${size},${price}.00,${price + 300}.00,${stockAndFields}`);
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
// --from=<results json>: only renders that run's section of BENCHMARKS.md again, measuring nothing.
await renderFromSavedRun('csv', renderSection);
const meta = { startedAt: new Date().toISOString(), machine: describeMachine(), code: describeCode() };
const t0 = performance.now();
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
meta.durationSeconds = Math.round((performance.now() - t0) / 1000);
mkdirSync(RESULTS_DIR, { recursive: true });
const jsonName = `catalogue-csv-${meta.startedAt.replace(/[:.]/g, '-')}.json`;
const output = { meta, products: PRODUCTS, sizes: SIZES.length, fields: FIELDS, results };
writeFileSync(path.join(RESULTS_DIR, jsonName), `${JSON.stringify(output, null, 2)}\n`);
console.log(`written bench/results/${jsonName}`);
if (results.length === 2 || args.has('--write-page')) {
  await writeSection('csv', renderSection(output, jsonName));
  console.log('wrote the csv section of BENCHMARKS.md');
}
process.exit(0);

/** The "catalogue in a spreadsheet" section of BENCHMARKS.md, between its markers. */
function renderSection(saved, jsonName) {
  const marks = sectionMarkers('csv');
  const DB = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const runs = saved.results;
  const { products, sizes } = saved;
  // Results written before this section had a writer kept only cores, Node and the load average at their end.
  const run = saved.meta ?? {
    endedAt: timeInName(jsonName),
    machine: { cores: saved.machine.cores, node: saved.machine.node, loadAverageAtEnd: rounded(saved.machine.loadavg) },
  };
  const LABELS = {
    'preview, new catalogue': 'preview, new catalogue',
    'apply: create all': `apply: create ${fmt(products)} products, ${fmt(products * sizes)} sizes`,
    'preview, same file again': 'preview, the same file again',
    'preview, every price and stock changed': 'preview, every price and stock changed',
    'apply: change all': 'apply: change every price and stock',
  };
  const applies = (db) => db.steps.filter((s) => s.step.startsWith('apply'));
  const rssBefore = (db) => Math.min(...applies(db).map((s) => s.rssBeforeMiB));
  const rssPeak = (db) => Math.max(...applies(db).map((s) => s.rssPeakMiB));
  const rssCell = (db) => `${rssBefore(db)} → ${rssPeak(db)} MiB`;
  const added = (db) => Math.max(...applies(db).map((s) => s.rssPeakMiB - s.rssBeforeMiB));
  const create = (db) => db.steps.find((s) => s.step === 'apply: create all');
  const rowErrors = runs.flatMap((db) => db.steps).reduce((sum, s) => sum + (s.errors ?? 0), 0);
  const fileMiB = (catalogueCsv(0, products).length / 2 ** 20).toFixed(1);
  return [
    marks.start,
    '',
    `## The catalogue in a spreadsheet: importing ${fmt(products)} products`,
    '',
    provenance({
      command: 'npm run bench:csv',
      startedAt: run.startedAt,
      endedAt: run.endedAt,
      durationSeconds: run.durationSeconds,
      machine: run.machine,
      code: run.code,
      jsonName,
    }),
    '',
    `\`bench/catalogue-csv.mjs\`: a product CSV of ${fmt(products)} products × ${sizes} sizes ` +
      `(${fmt(products * sizes)} rows, ${fileMiB} MiB) previewed and applied through the admin routes ` +
      '(docs/decisions/095-catalogue-csv.md), then the same file with every price and stock changed. The real app ' +
      "runs in the bench's process (tsx loads `apps/api/src`) and gets the file as the back office sends it. Time " +
      "per step, and that process's RSS before and at its peak (sampled every 10 ms) over the two applies.",
    '',
    `| step | ${runs.map((db) => DB[db.kind]).join(' | ')} |`,
    `| --- | ${runs.map(() => '---:').join(' | ')} |`,
    ...Object.entries(LABELS).map(
      ([step, label]) =>
        `| ${label} | ${runs
          .map((db) => db.steps.find((s) => s.step === step))
          .map((s) => (s ? `${fmt(s.seconds, 2)} s` : '—'))
          .join(' | ')} |`,
    ),
    `| RSS before → peak (the two applies) | ${runs.map(rssCell).join(' | ')} |`,
    '',
    `${fmt(products)} products import in one go in ` +
      `${runs.map((db) => `${fmt(create(db).seconds, 1)} s (${DB[db.kind]})`).join(' and ')}, and an apply ` +
      'raises the RSS by at most ' +
      `${runs.map((db) => `${added(db)} MiB (${DB[db.kind]})`).join(' and ')} above what it held before it. ` +
      `Rows the import reported as errors: ${rowErrors}.`,
    '',
    ...sectionEnd(marks, [
      'npm run bench:csv                         # both databases',
      'npm run bench:csv -- --pglite-only        # one of them (also --postgres-only); leaves this section alone',
      'npm run bench:csv -- --from=bench/results/catalogue-csv-<timestamp>.json   # this section again from a run',
    ]),
  ].join('\n');
}

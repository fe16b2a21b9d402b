// Writes a run's results: bench/results/<timestamp>.json (+ latest.json) and BENCHMARKS.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { RESULTS_DIR, ROOT } from './paths.mjs';

const DB = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const n = (v, digits = 0) =>
  v === null || v === undefined
    ? '—'
    : Number(v).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1000).toFixed(1)} KB`);
const mark = (met) => (met === null ? 'not measured' : met ? '✅ met' : '❌ missed');

/** The section `npm run bench:admin` (bench/admin.mjs) writes: kept as it is when this page is rewritten. */
export const ADMIN_START = '<!-- bench:admin -->';
export const ADMIN_END = '<!-- /bench:admin -->';
/** The section `npm run bench:orders` (bench/admin-orders.mjs) writes: kept likewise. */
export const ORDERS_START = '<!-- bench:orders -->';
export const ORDERS_END = '<!-- /bench:orders -->';
/** The section `npm run bench:catalogue` (bench/catalogue-size.mjs, lib/catalogue-report.mjs) writes: kept likewise. */
export const CATALOGUE_START = '<!-- bench:catalogue -->';
export const CATALOGUE_END = '<!-- /bench:catalogue -->';
/** The section `npm run bench:pin` (bench/pin-lookup.mjs) writes: kept likewise. */
export const PIN_START = '<!-- bench:pin -->';
export const PIN_END = '<!-- /bench:pin -->';

/** The section written by hand from `npm run bench:uploads` (bench/hostile-uploads.mjs): kept likewise. */
export const UPLOADS_START = '<!-- bench:uploads -->';
export const UPLOADS_END = '<!-- /bench:uploads -->';
/** The section written by hand from the domain's pricing bench (packages/domain/src/pricing/price-basket.bench.ts). */
export const PRICING_START = '<!-- bench:pricing -->';
export const PRICING_END = '<!-- /bench:pricing -->';
/** The section `npm run bench:offers` (bench/checkout-offers.mjs) writes: kept likewise. */
export const OFFERS_START = '<!-- bench:offers -->';
export const OFFERS_END = '<!-- /bench:offers -->';

function keptSectionsOf(file) {
  let page;
  try {
    page = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  return [
    [ADMIN_START, ADMIN_END],
    [ORDERS_START, ORDERS_END],
    [CATALOGUE_START, CATALOGUE_END],
    [PIN_START, PIN_END],
    [UPLOADS_START, UPLOADS_END],
    [PRICING_START, PRICING_END],
    [OFFERS_START, OFFERS_END],
  ]
    .map(([startMark, endMark]) => {
      const start = page.indexOf(startMark);
      const end = page.indexOf(endMark);
      return start >= 0 && end > start ? `\n${page.slice(start, end + endMark.length)}\n` : '';
    })
    .join('');
}

export async function writeResults(results, { full }) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = results.meta.startedAt.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const file = path.join(RESULTS_DIR, `${stamp}.json`);
  writeFileSync(file, json);
  const written = [file];
  if (full) {
    writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
    // Formatted as the repository's Prettier would, so `prettier --check .` stays clean.
    const mdFile = path.join(ROOT, 'BENCHMARKS.md');
    const options = { ...(await prettier.resolveConfig(mdFile)), parser: 'markdown' };
    const page = renderMarkdown(results, path.basename(file)) + keptSectionsOf(mdFile);
    writeFileSync(mdFile, await prettier.format(page, options));
    written.push(path.join(RESULTS_DIR, 'latest.json'), mdFile);
  }
  return written;
}

export function renderTargets(rows) {
  return [
    '| measure | target | measured | |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.measure.replace(/^ {2}/, '↳ ')} | ${r.target} | ${r.measured} | ${mark(r.met)} |`),
  ].join('\n');
}

export function renderMarkdown(results, jsonName) {
  const { meta } = results;
  const m = meta.machine;
  const out = [];
  out.push('# Benchmarks', '');
  out.push(
    `Written by \`npm run bench\` on ${meta.startedAt.slice(0, 10)} ` +
      `(${meta.startedAt}), in ${Math.floor(meta.durationSeconds / 60)} min ` +
      `${meta.durationSeconds % 60} s.`,
    `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB memory, ` +
      `Node ${m.node}, ${m.os}; load average at start ` +
      `${m.loadAverageAtStart.join(' / ')}.`,
    `Code: commit ` +
      `\`${meta.code.commit ?? 'unknown'}\`${meta.code.uncommittedChanges ? ' plus uncommitted changes' : ''}. ` +
      `Raw figures: \`bench/results/${jsonName}\` (and \`latest.json\`).`,
    '',
    'Every figure is the median of several runs; every API figure is also given as a ratio to a bare Fastify',
    '"hello world" measured in the same run on the same machine, because absolute numbers move with the machine',
    'and its neighbours (this is a shared 2-core box: compare ratios, not req/s, across machines).',
    '',
  );
  if (m.loadAverageAtStart[0] > m.cores) {
    out.push(
      `The machine was busy with other work when this ran (load average ` +
        `${m.loadAverageAtStart[0]} on ${m.cores} cores), so absolute`,
      'figures are low and noisy; the ratios pair measurements taken seconds apart and are the figures to compare.',
      '',
    );
  }
  if (results.errors.length) {
    out.push(
      '**Parts that did not run:**',
      '',
      ...results.errors.map((e) => `- ${e.part}: ${e.message.split('\n')[0]}`),
      '',
    );
  }
  out.push('## Targets ([performance](docs/rules/performance.md))', '', renderTargets(results.targets), '');

  if (results.reads) {
    const r = results.reads;
    out.push(
      '## API reads',
      '',
      `autocannon, ${r.connections} connections, ${r.seconds} s per ` +
        `measurement after a warm-up, ${r.repetitions} repetitions (median),`,
      'headers `accept: application/json` and `accept-encoding: gzip, deflate, br`. Server: the production build',
      '(`node apps/api/dist/server.mjs`), one process, `LOG_LEVEL=warn`. "× hello" is the median over repetitions of',
      'req/s ÷ the req/s of a hello-world measurement taken just before it (one per endpoint and repetition; the',
      'hello-world row is the median of all of them).',
      '',
      '| endpoint | database | req/s | × hello | × hello per repetition | p50 ' +
        '| p99 | bytes/answer (with headers) | failed |',
      '|---|---|---:|---:|---|---:|---:|---:|---:|',
      `| bare Fastify hello world | — | ${n(r.helloWorld.rps)} | 1.00 | | ` +
        `${r.helloWorld.p50Ms} ms | ${r.helloWorld.p99Ms} ms | ` +
        `${r.helloWorld.bytesPerResponse} | ${r.helloWorld.failures} |`,
    );
    for (const [kind, targets] of Object.entries(r.databases)) {
      for (const t of Object.values(targets)) {
        out.push(
          `| ${t.label} | ${DB[kind]} | ${n(t.rps)} | ${n(t.ratio, 3)} | ` +
            `${t.runs.map((x) => n(x.ratio, 2)).join(', ')} | ${t.p50Ms} ms | ` +
            `${t.p99Ms} ms | ${n(t.bytesPerResponse)} | ${t.failures} |`,
        );
      }
    }
    out.push('');
  }

  if (results.checkout) {
    const c = results.checkout;
    out.push(
      '## Checkout writes',
      '',
      `POST /api/orders/cod, one unit of one (product, size) given ` +
        `${n(1_000_000)} units; buyers are shoppers signed up through`,
      'the API (codes from the dev SMS outbox), each with one order in flight ' +
        'at a time and a fresh `Idempotency-Key` per',
      `order, as the web client sends. ${c.seconds} s per measurement after a ` +
        `warm-up, ${c.repetitions} repetitions (median). Latency of`,
      'the 201 answers. The stock check reads the database after the server stops: initial − units of all 201 answers',
      '(warm-ups included) must equal the final stock, and the orders and units in the database must equal the 201s.',
      '',
      '| database | buyers | orders/s | p50 | p95 | p99 | other answers |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const [kind, d] of Object.entries(c.databases)) {
      for (const [buyers, l] of Object.entries(d.levels)) {
        out.push(
          `| ${DB[kind]} | ${buyers} | ${n(l.ordersPerSecond, 1)} | ${l.p50Ms} ms ` +
            `| ${l.p95Ms} ms | ${l.p99Ms} ms | ${l.refusals} |`,
        );
      }
    }
    out.push(
      '',
      '| database | initial stock | units sold (201s) | expected | final ' +
        '(database) | final (API) | orders in database | exact |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const [kind, d] of Object.entries(c.databases)) {
      const s = d.stock;
      out.push(
        `| ${DB[kind]} | ${n(s.initial)} | ${n(s.unitsSold)} | ${n(s.expected)} ` +
          `| ${n(s.final)} | ${n(s.apiFinal)} | ${n(s.ordersInDb)} | ` +
          `${s.exact ? 'yes' : '**NO**'} |`,
      );
    }
    out.push('');
  }

  if (results.browser) {
    const b = results.browser;
    if (b.lighthouse) {
      const runs = Object.values(b.lighthouse)[0]?.runs.length;
      out.push(
        '## Browser',
        '',
        `Lighthouse 12.8.2 (npm, \`tools/lighthouse\`), default mobile preset ` +
          `(emulated Moto G Power, simulated slow 4G, 4× CPU`,
        `slowdown), the performance category's five weighted metrics only (same ` +
          `score, faster runs), Debian's Chromium headless,`,
        `a fresh browser per run; median of ${runs} runs per route. Runs ` +
          `Lighthouse itself aborted (NO_FCP, NO_NAVSTART: it happens`,
        `on a loaded machine) are retried: ` +
          `${Object.values(b.lighthouse).reduce((t, l) => t + (l.retries ?? 0), 0)} ` +
          `this time.`,
        `Server: the production build on ${DB[b.database]} with the seed ` +
          `catalogue. Lighthouse's benchmark index of this machine:`,
        `${Object.values(b.lighthouse)[0]?.benchmarkIndex ?? '—'}.`,
        '',
        '| route | performance | LCP | TBT | CLS | FCP | Speed Index | scores of the runs |',
        '|---|---:|---:|---:|---:|---:|---:|---|',
        ...Object.values(b.lighthouse).map(
          (l) =>
            `| ${l.path.replace(/[0-9a-f-]{36}/, '{id}')} | ${l.score} | ` +
            `${(l.lcpMs / 1000).toFixed(2)} s | ${l.tbtMs} ms | ${l.cls.toFixed(3)} ` +
            `| ${(l.fcpMs / 1000).toFixed(2)} s | ` +
            `${(l.speedIndexMs / 1000).toFixed(2)} s | ` +
            `${l.runs.map((x) => x.score).join(', ')} |`,
        ),
        '',
      );
    }
    if (b.initialJs) {
      out.push(
        '### Initial JavaScript per route',
        '',
        'Every script Chromium fetches for the route from a cold cache until the network is idle, without interaction',
        "(entry chunk, its static imports, the route's lazy chunk and whatever else loads by itself), measured through",
        'Playwright: gzip is zlib level 9 of the bytes served; "transferred" is ' +
          "what crossed the wire with the server's own",
        'encoding (brotli). KB = 1,000 bytes.',
        '',
        '| route | gzip | transferred | uncompressed | files |',
        '|---|---:|---:|---:|---|',
        ...Object.values(b.initialJs).map(
          (j) =>
            `| ${j.path.replace(/[0-9a-f-]{36}/, '{id}')} | ${kb(j.gzipBytes)} | ${kb(j.transferredBytes)} | ` +
            `${kb(j.bytes)} | ${[...j.files]
              .sort((x, y) => y.gzipBytes - x.gzipBytes)
              .map((f) => `${f.file.replace('/assets/', '')} ${kb(f.gzipBytes)}`)
              .join(', ')} |`,
        ),
        '',
      );
    }
    if (b.slider) {
      out.push(
        '### Price slider',
        '',
        `/shop on a ${n(b.slider.products)}-product catalogue in Playwright ` +
          `(desktop viewport 1280×800, no CPU throttling):`,
        "the slider is focused and moved one ₹50 step at a time with ArrowLeft; after each step the page's own measure",
        "`price-filter` (mark at the input's change → effect after the filtered " +
          'list committed) is read; 2 warm-up steps',
        `are dropped. Median **${b.slider.medianMs} ms**, max ${b.slider.maxMs} ` +
          `ms; steps: ${b.slider.durationsMs.join(', ')} ms.`,
        '',
      );
    }
  }

  out.push(
    '## Re-running',
    '',
    '```bash',
    'npm install                 # once, as the README says',
    'npm run bench               # builds, then everything (8–10 min on 2 cores); writes this file',
    'npm run bench -- --no-build # reuse the current build',
    'npm run bench -- --quick    # short smoke run (1–2 s measurements); writes only bench/results/<timestamp>.json',
    'npm run bench -- --only=reads,checkout,browser   # a subset; also leaves this file alone',
    '```',
    '',
    'The bench installs Lighthouse into `tools/lighthouse` on first use ' +
      '(`npm run bench:install`), Chromium and PostgreSQL',
    "from Debian's packages when missing (`scripts/ensure-system-deps.sh`), and starts its own PostgreSQL on port",
    '`BENCH_PGPORT` (5548) and its servers from `BENCH_PORT` (3400) upwards, with data under `/tmp`; it stops',
    'everything it started. Modules: `bench/run.mjs` orchestrates, `bench/lib/*.mjs` hold one concern each.',
    '',
  );
  return out.join('\n');
}

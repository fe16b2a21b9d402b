// Writes a run's results: bench/results/<timestamp>.json (+ latest.json) and BENCHMARKS.md; and what every bench's
// own section of BENCHMARKS.md shares: its markers, the line saying when, on what machine and from which results it
// was measured, and writing it between its markers (writeSection).
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

/** The markers of the section `<!-- bench:NAME -->` … `<!-- /bench:NAME -->` and of the hand-written notes in it. */
export function sectionMarkers(name) {
  return { start: `<!-- bench:${name} -->`, end: `<!-- /bench:${name} -->`, notes: `<!-- bench:${name}:notes -->` };
}

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
/** The section written by hand from the domain's pricing bench (packages/domain/src/pricing/price-basket.bench.ts). */
export const PRICING_START = '<!-- bench:pricing -->';
export const PRICING_END = '<!-- /bench:pricing -->';
/** The section `npm run bench:offers` (bench/checkout-offers.mjs) writes: kept likewise. */
export const OFFERS_START = '<!-- bench:offers -->';
export const OFFERS_END = '<!-- /bench:offers -->';
// The others go through sectionMarkers(name) and writeSection(name, …): `all` (bench/all.mjs), `customers`,
// `search-attributes`, `collections`, `uploads`, `csv`, `backup` and `cluster` (each bench of that name).

const SECTION_START = /<!-- bench:([a-z0-9-]+) -->/g;

/** Every section between `<!-- bench:NAME -->` markers, in the page's order: what `npm run bench` keeps. */
function keptSectionsOf(file) {
  let page;
  try {
    page = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  const kept = [];
  let after = 0;
  for (const match of page.matchAll(SECTION_START)) {
    if (match.index < after) continue;
    const { end: endMark } = sectionMarkers(match[1]);
    const end = page.indexOf(endMark, match.index);
    if (end < 0) continue;
    after = end + endMark.length;
    kept.push(`\n${page.slice(match.index, after)}\n`);
  }
  return kept.join('');
}

/** "3 min 5 s", "1 h 2 min 5 s". */
export function formatDuration(totalSeconds) {
  const s = Math.round(totalSeconds);
  if (s < 60) return `${s} s`;
  const hours = Math.floor(s / 3600);
  const minutes = `${Math.floor((s % 3600) / 60)} min ${s % 60} s`;
  return hours ? `${hours} h ${minutes}` : minutes;
}

/**
 * "Machine: 2 cores (AMD EPYC), 23.5 GiB memory, Node v20.20.2, Linux … x64; load average at start 1.2 / 0.9 / 0.7."
 * from lib/machine.mjs's describeMachine(); parts an older results file did not record are left out, and a load
 * average it took at the end of its run (`loadAverageAtEnd`) is said to be that.
 */
export function machineLine(m) {
  const parts = [`${m.cores} cores${m.cpuModel ? ` (${m.cpuModel})` : ''}`];
  if (m.memoryGiB) parts.push(`${m.memoryGiB} GiB memory`);
  if (m.node) parts.push(`Node ${m.node}`);
  if (m.os) parts.push(m.os);
  const load = m.loadAverageAtStart
    ? `load average at start ${m.loadAverageAtStart.join(' / ')}`
    : m.loadAverageAtEnd
      ? `load average at the end of the run ${m.loadAverageAtEnd.join(' / ')} (none recorded at its start)`
      : 'load average not recorded';
  return `Machine: ${parts.join(', ')}; ${load}.`;
}

/** A machine as an older results file recorded it: describeMachine() called at the end of its run, not the start. */
export function loadTakenAtTheEnd({ loadAverageAtStart, ...machine }) {
  return { ...machine, loadAverageAtEnd: loadAverageAtStart };
}

/** The time in a results file's name (`customers-2026-12-01T10-45-07-470Z.json` → an ISO date), or null. */
export function timeInName(fileName) {
  const m = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(fileName);
  return m ? `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z` : null;
}

/**
 * The paragraph a bench's section opens with: which command wrote it, when (`startedAt`; or, for an older results
 * file that recorded no start, `endedAt`), how long it ran, the machine and its load, the commit, the results file.
 */
export function provenance({ command, startedAt, endedAt, durationSeconds, what, machine, code, jsonName }) {
  const at = startedAt ?? endedAt;
  const when = startedAt
    ? `on ${at.slice(0, 10)} (${at})`
    : `from a run that ended on ${at.slice(0, 10)} (${at}, the time in its results file's name)`;
  return [
    `Written by \`${command}\` ${when}${durationSeconds ? ` in ${formatDuration(durationSeconds)}` : ''}` +
      `${what ? `; ${what}` : ''}.`,
    machineLine(machine),
    code?.commit
      ? `Code: commit \`${code.commit}\`${code.uncommittedChanges ? ' plus uncommitted changes' : ''}.`
      : 'Code: commit not recorded.',
    `Raw figures: \`bench/results/${jsonName}\`.`,
  ].join(' ');
}

/**
 * Writes `section` (its text from `<!-- bench:NAME -->` to `<!-- /bench:NAME -->`) into BENCHMARKS.md in place of
 * the section there. Only the section is formatted, as the repository's Prettier would (the page is hand-kept,
 * .prettierignore): the rest of the page stays as written. The hand-written notes after the old section's
 * `<!-- bench:NAME:notes -->` marker are kept, verbatim, after that marker in the new one. A section not yet on the
 * page goes before the first occurrence of `before` when given and found, otherwise at the end.
 */
export async function writeSection(name, section, { before } = {}) {
  const marks = sectionMarkers(name);
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  const formatted = (await prettier.format(section, options)).trimEnd();
  const page = readFileSync(file, 'utf8');
  const start = page.indexOf(marks.start);
  const end = start >= 0 ? page.indexOf(marks.end, start) : -1;
  const old = end > start ? page.slice(start, end) : '';
  const notesAt = old.indexOf(marks.notes);
  const notes = notesAt >= 0 ? old.slice(notesAt + marks.notes.length).trim() : '';
  const filled = notes ? formatted.replace(marks.notes, `${marks.notes}\n\n${notes}`) : formatted;
  let next;
  if (old) next = `${page.slice(0, start)}${filled}${page.slice(end + marks.end.length)}`;
  else {
    const at = before ? page.indexOf(before) : -1;
    next = at >= 0 ? `${page.slice(0, at)}${filled}\n\n${page.slice(at)}` : `${page.trimEnd()}\n\n${filled}\n`;
  }
  writeFileSync(file, next);
  return file;
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
    machineLine(m),
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
  out.push(
    'Where the misses are worked on: COD checkout in docs/decisions/149-pin-look-ups-kept.md (what an order costs',
    'in statements since the order lifecycle); Lighthouse, as on a host at benchmarkIndex 2,000, and the API at',
    '50,000 products in the sections below ("Catalogue size", "Search with attribute filters").',
    '',
  );

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
        '`price-filter` is read: from the value reaching the address, 300 ms after the slider stops (decision 028), to',
        'its results on screen (docs/decisions/150-slider-timed-from-its-commit.md); 2 warm-up steps',
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
    'npm run bench:all           # builds once, then every bench that writes a section of this file, one by one',
    'npm run bench:all -- --list # its steps, without running them; --only=headline,pin runs some of them',
    'npm run bench               # builds, then everything above (8–10 min on 2 cores); writes the top of this file',
    'npm run bench -- --no-build # reuse the current build',
    'npm run bench -- --quick    # short smoke run (1–2 s measurements); writes only bench/results/<timestamp>.json',
    'npm run bench -- --only=reads,checkout,browser   # a subset; also leaves this file alone',
    '```',
    '',
    '`npm run bench:all` (`bench/all.mjs`) takes about 75–90 min on this 2-core box: an estimate, the sum of the',
    'durations its steps recorded in `bench/results` and in their sections (the catalogue at 64 and 50,000 products',
    'about 20 min of it), not one timed run. It writes "How this file was written" below: each step\'s command,',
    'start, duration, load average at its start and result, the machine and the commit. Each section after that one',
    'is written by its own bench ("Basket pricing" aside: by hand), which keeps the hand-written notes after its',
    '`bench:NAME:notes` marker.',
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

/**
 * With `--from=<results json>` on the command line: writes `name`'s section again from that saved run (`render(saved,
 * its file name)`), measuring nothing, and ends the process; without it, returns at once.
 */
export async function renderFromSavedRun(name, render) {
  const from = process.argv.find((a) => a.startsWith('--from='))?.slice('--from='.length);
  if (!from) return;
  const saved = JSON.parse(readFileSync(path.resolve(ROOT, from), 'utf8'));
  await writeSection(name, render(saved, path.basename(from)));
  console.log(`rewrote the ${name} section of BENCHMARKS.md from ${from}`);
  process.exit(0);
}

/** A section's last lines: how to run its bench (`commands`, a bash block), then its notes marker and its end. */
export function sectionEnd(marks, commands) {
  return ['```bash', ...commands, '```', '', marks.notes, '', marks.end];
}

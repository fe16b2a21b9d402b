// `npm run bench:all`: BENCHMARKS.md written by one command. Builds the shop once (`npm run build`, as the benches do
// without --no-build), then runs every bench that writes a part of the page, one after another, each in its own
// process with --no-build: `bench/run.mjs` (the top of the page), then each bench that writes its own section between
// `<!-- bench:NAME -->` markers. For each step it records when it started, the load average then, how long it took,
// its exit code and whether its part of the page changed. A failed step stops nothing: the next one runs, and the
// command exits non-zero at the end. Last, it writes the section "How this file was written" (`<!-- bench:all -->`,
// right after the top of the page, which `npm run bench` keeps): every step, the machine and the commit.
// Options: --list (print the steps and exit), --only=headline,pin (a subset; the other parts stay as they are),
// --no-build (reuse apps/*/dist). A failed build stops everything before any bench runs: its figures would be of an
// older build.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { ROOT } from './lib/paths.mjs';
import { formatDuration, machineLine, sectionMarkers, writeSection } from './lib/report.mjs';

const PAGE = path.join(ROOT, 'BENCHMARKS.md');
const BUILD = ['npm', 'run', 'build', '--silent'];

/**
 * Every bench that writes BENCHMARKS.md, in the order they run. `minutes`: about how long each takes on the shared
 * 2-core box, from what its results files or its section record (an estimate, not a timed run of this command).
 */
const STEPS = [
  // bench/results/2026-11-21T11-55-36-681Z.json and …T12-44-18-712Z.json: 483 and 449 s.
  { name: 'headline', section: null, minutes: 8, command: ['node', 'bench/run.mjs'] },
  {
    name: 'catalogue',
    section: 'catalogue',
    minutes: 20, // bench/results/catalogue-2026-12-02T15-19-52-874Z.json, the same sizes and databases: 1,165 s.
    command: ['node', 'bench/catalogue-size.mjs', '--sizes=64,50000', '--db=pglite,postgres', '--write-page'],
  },
  // bench/results/search-attributes-2026-12-0*.json with the default options: 361–384 s.
  {
    name: 'search-attributes',
    section: 'search-attributes',
    minutes: 6,
    command: ['node', 'bench/search-attributes-50k.mjs'],
  },
  // No run with the default options is recorded: 95–166 s per database for one run of 5 s per row
  // (bench/results/collections-2026-12-02T*.json); three runs of 10 s add about 3 min per database.
  { name: 'collections', section: 'collections', minutes: 10, command: ['node', 'bench/collections-50k.mjs'] },
  { name: 'admin', section: 'admin', minutes: 3, command: ['node', 'bench/admin.mjs'] }, // its section: about 3 min
  { name: 'orders', section: 'orders', minutes: 4, command: ['node', 'bench/admin-orders.mjs'] }, // README: about 4
  // bench/results/customers-2026-12-01T10-45-07-470Z.json: seeding 61 s, then 11 requests × (1 + 3 × 5 s).
  { name: 'customers', section: 'customers', minutes: 5, command: ['node', 'bench/customers-100k.mjs'] },
  // bench/results/pin-2026-11-26T19-34-47-261Z.json: a fresh start of 13–51 s and 3 loads of 10 s per database.
  { name: 'pin', section: 'pin', minutes: 3, command: ['node', 'bench/pin-lookup.mjs', '--pg'] },
  // bench/hostile-uploads.mjs's header: about 2–4 minutes.
  { name: 'uploads', section: 'uploads', minutes: 3, command: ['node', 'bench/hostile-uploads.mjs'] },
  // bench/results/offers-2026-11-29T*.json: 114–197 s.
  { name: 'offers', section: 'offers', minutes: 3, command: ['node', 'bench/checkout-offers.mjs'] },
  // bench/results/catalogue-csv-2026-12-01T10-50-06-492Z.json: its steps 10 s (PGlite) and 5 s, plus the starts.
  { name: 'csv', section: 'csv', minutes: 2, command: ['node', '--expose-gc', 'bench/catalogue-csv.mjs'] },
  // bench/results/backup-2026-11-30T18-04-59-475Z.json: backups and restores 78 s, plus seeding both databases.
  { name: 'backup', section: 'backup', minutes: 4, command: ['node', 'bench/backup-restore.mjs'] },
  { name: 'cluster', section: 'cluster', minutes: 4, command: ['node', 'bench/cluster-throughput.mjs'] }, // its section
].map((step) => ({ ...step, command: [...step.command, '--no-build'] }));

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const unknown = (only ?? []).filter((name) => !STEPS.some((step) => step.name === name));
if (only?.length === 0) {
  console.error(`--only= names no step; choose from ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(', ')}; choose from ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const chosen = only ? STEPS.filter((step) => only.includes(step.name)) : STEPS;
const shell = (command) => command.join(' ');
const log = (message) => console.log(`[bench:all] ${message}`);
const loadNow = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

if (args.includes('--list')) {
  const width = Math.max(...chosen.map((s) => shell(s.command).length));
  console.log(`The steps of npm run bench:all${only ? ` --only=${only.join(',')}` : ''}, one after another:`);
  if (!noBuild) console.log(`  ${'build'.padEnd(18)} ${shell(BUILD).padEnd(width)}  once, before the others`);
  for (const step of chosen) {
    const writes = step.section ? sectionMarkers(step.section).start : 'the top of BENCHMARKS.md';
    console.log(`  ${step.name.padEnd(18)} ${shell(step.command).padEnd(width)}  ≈ ${step.minutes} min, ${writes}`);
  }
  const total = chosen.reduce((sum, step) => sum + step.minutes, 0);
  console.log(
    `About ${total} min${noBuild ? '' : ' plus the build'} on the shared 2-core box: an estimate from the durations ` +
      'recorded in bench/results and in the sections, not a timed run. Then the section "How this file was ' +
      'written" (<!-- bench:all -->).',
  );
  process.exit(0);
}

/** The text of one part of the page: a marked section, or (`null`) the top that bench/run.mjs writes. */
function partOf(page, section) {
  if (!section) {
    const first = page.indexOf('<!-- bench:');
    return first >= 0 ? page.slice(0, first) : page;
  }
  const { start, end } = sectionMarkers(section);
  const at = page.indexOf(start);
  const to = at >= 0 ? page.indexOf(end, at) : -1;
  return to > at ? page.slice(at, to) : null;
}
const readPage = () => readFileSync(PAGE, 'utf8');

let current = null;
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Ctrl-C reaches the step's process too (the same process group); a SIGTERM is passed on to it.
    interrupted = signal;
    if (signal === 'SIGTERM') current?.kill(signal);
  });
}

/** Runs one command to its end; answers { code, signal }. */
function runCommand(command) {
  return new Promise((resolve) => {
    current = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    current.on('error', (error) => {
      console.error(error);
      resolve({ code: 127, signal: null });
    });
    current.on('exit', (code, signal) => resolve({ code, signal }));
  }).finally(() => {
    current = null;
  });
}

/** Runs one step, timing it and noting the load average before it and what it did to its part of the page. */
async function runStep(name, command, section) {
  const before = section === undefined ? null : partOf(readPage(), section);
  const record = { name, section, command: shell(command), startedAt: new Date().toISOString() };
  record.loadAverageAtStart = loadNow();
  log(`${name}: ${record.command} (load average ${record.loadAverageAtStart.join(' / ')})`);
  const since = performance.now();
  const { code, signal } = await runCommand(command);
  record.durationSeconds = Math.round((performance.now() - since) / 1000);
  record.exitCode = code ?? (signal ? 128 + os.constants.signals[signal] : 1);
  if (section !== undefined) {
    const after = partOf(readPage(), section);
    record.changed = after !== null && after !== before;
  }
  record.ok = record.exitCode === 0 && record.changed !== false;
  log(`${name}: exit ${record.exitCode} after ${formatDuration(record.durationSeconds)}`);
  return record;
}

const startedAt = new Date().toISOString();
const t0 = performance.now();
const machine = describeMachine();
const code = describeCode();
const records = [];
if (!noBuild) {
  const build = await runStep('build', BUILD, undefined);
  records.push(build);
  if (build.exitCode !== 0 && !interrupted) {
    log(`the build failed (exit ${build.exitCode}): no bench ran, BENCHMARKS.md is as it was`);
    process.exit(1);
  }
}
for (const step of chosen) {
  if (interrupted) break;
  records.push(await runStep(step.name, step.command, step.section));
}
if (interrupted) {
  log(`${interrupted}: stopped after ${records.length} step(s); "How this file was written" left as it was`);
  process.exit(130);
}

const durationSeconds = Math.round((performance.now() - t0) / 1000);
const codeAtEnd = describeCode();
await writeSection('all', renderSection(), { before: '<!-- bench:' });
const failed = records.filter((r) => !r.ok);
for (const r of records) log(`${r.name.padEnd(18)} ${resultOf(r)}`);
log(`wrote "How this file was written" in BENCHMARKS.md; ${failed.length ? `${failed.length} failed` : 'all written'}`);
process.exitCode = failed.length ? 1 : 0;

function resultOf(r) {
  if (r.section === undefined) return r.exitCode === 0 ? 'done' : `failed (exit ${r.exitCode})`;
  if (r.exitCode !== 0)
    return `failed (exit ${r.exitCode})${r.changed ? '; its part of the page was rewritten all the same' : ''}`;
  return r.changed ? 'written' : 'failed: exit 0 but its part of the page is unchanged';
}

/** The section "How this file was written". */
function renderSection() {
  const marks = sectionMarkers('all');
  const page = readPage();
  const day = startedAt.slice(0, 10);
  const time = (iso) => (iso.slice(0, 10) === day ? iso.slice(11, 19) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`);
  const rows = records.map(
    (r) =>
      `| ${r.name} | \`${r.command}\` | ${time(r.startedAt)} | ${formatDuration(r.durationSeconds)} | ` +
      `${r.loadAverageAtStart.join(' / ')} | ${resultOf(r)} |`,
  );
  const notRun = STEPS.filter((step) => !chosen.includes(step));
  // Sections on the page that no step of this command writes (kept as they are), with their titles.
  const written = new Set(['all', ...STEPS.map((step) => step.section)]);
  const others = [...page.matchAll(/<!-- bench:([a-z0-9-]+) -->/g)]
    .filter((m) => !written.has(m[1]))
    .map((m) => {
      const title = /^## (.+)$/m.exec(page.slice(m.index))?.[1];
      return `\`bench:${m[1]}\`${title ? ` ("${title}")` : ''}`;
    });
  const failed = records.filter((r) => !r.ok);
  const tree = (c) => (c.uncommittedChanges ? 'with uncommitted changes' : 'working tree clean');
  const codeLine =
    `Code: commit \`${code.commit ?? 'unknown'}\`, ${tree(code)} at the start (bench/results and this file ` +
    'aside: the benches write them)' +
    (codeAtEnd.commit !== code.commit || codeAtEnd.uncommittedChanges !== code.uncommittedChanges
      ? `; at the end commit \`${codeAtEnd.commit ?? 'unknown'}\`, ${tree(codeAtEnd)}.`
      : '.');
  return [
    marks.start,
    '',
    '## How this file was written',
    '',
    `\`npm run bench:all\` (\`bench/all.mjs\`) on ${day} (${startedAt}), in ${formatDuration(durationSeconds)}: ` +
      `${noBuild ? 'no build (`--no-build`: the build already there)' : '`npm run build` once'}, then each step ` +
      'below in its own process, one after another, with `--no-build`. The load average is the one at the start ' +
      `of each step. ${machineLine(machine)} ${codeLine}`,
    '',
    '| step | command | started (UTC) | duration | load average at start | result |',
    '| --- | --- | --- | --: | --- | --- |',
    ...rows,
    '',
    failed.length
      ? `**${failed.length} of ${records.length} steps failed** (${failed.map((r) => r.name).join(', ')}): a part ` +
        'of the page such a step did not rewrite is the one from before this run.'
      : 'Every step ran to its end and rewrote its part of the page.',
    ...(notRun.length
      ? ['', `Not run this time (\`--only\`), their parts as before: ${notRun.map((s) => s.name).join(', ')}.`]
      : []),
    ...(others.length ? ['', `Written by no step of this command, kept as they are: ${others.join(', ')}.`] : []),
    '',
    '```bash',
    'npm run bench:all                                # the whole page; an estimate: 75–90 min on 2 cores',
    'npm run bench:all -- --list                      # the steps, without running them',
    'npm run bench:all -- --only=pin,csv --no-build   # some of them; the other parts stay as they are',
    '```',
    '',
    marks.end,
  ].join('\n');
}

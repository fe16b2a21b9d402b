// `npm run bench`: builds the shop, then measures API reads, checkout writes and the browser on this
// machine, and writes bench/results/<timestamp>.json, latest.json and BENCHMARKS.md.
// Options: --quick (short measurements, results JSON only), --no-build, --only=reads,checkout,browser.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { lighthouseInstalled } from './lib/lighthouse.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { LIGHTHOUSE_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { killAllNow, stopAll } from './lib/processes.mjs';
import { renderTargets, writeResults } from './lib/report.mjs';
import { createShops } from './lib/shops.mjs';
import { runBrowser } from './lib/suite-browser.mjs';
import { runCheckout } from './lib/suite-checkout.mjs';
import { runReads } from './lib/suite-reads.mjs';
import { evaluateTargets } from './lib/targets.mjs';

const PARTS = ['reads', 'checkout', 'browser'];
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only =
  args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? PARTS;
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  process.exit(2);
}
const opts = quick
  ? { readSeconds: 2, reps: 2, warmupSeconds: 1, checkoutSeconds: 2, lighthouseRuns: 1, sliderSteps: 4 }
  : { readSeconds: 5, reps: 3, warmupSeconds: 2, checkoutSeconds: 5, lighthouseRuns: 5, sliderSteps: 10 };
const full = !quick && only.length === PARTS.length;

const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const runId = `${Date.now().toString(36)}${process.pid}`;
const workDir = path.join(os.tmpdir(), `vastra-bench-${runId}`);
const logDir = path.join(workDir, 'logs');
mkdirSync(logDir, { recursive: true });

let pg = null;
async function cleanUp() {
  await stopAll();
  if (pg) {
    await pg.dropDatabases();
    await pg.stop().catch(() => undefined);
    pg = null;
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench's servers…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.once('exit', killAllNow);

function step(command, commandArgs, what) {
  log(what);
  const r = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status})`);
}

const results = {
  meta: {
    startedAt: new Date().toISOString(),
    machine: describeMachine(),
    code: describeCode(),
    options: { quick, parts: only, ...opts },
  },
  errors: [],
};
const attempt = async (part, fn) => {
  try {
    return await fn();
  } catch (error) {
    log(`${part} FAILED: ${error.message}`);
    results.errors.push({ part, message: error.message });
    return undefined;
  }
};

try {
  if (!args.includes('--no-build')) step('npm', ['run', 'build', '--silent'], 'building the shop (npm run build)');
  await attempt('system packages', async () =>
    step('bash', ['scripts/ensure-system-deps.sh'], 'checking Chromium and PostgreSQL'),
  );
  if (only.includes('browser') && !lighthouseInstalled()) {
    step(
      'npm',
      ['install', '--prefix', LIGHTHOUSE_DIR, '--no-audit', '--no-fund'],
      'installing Lighthouse into tools/lighthouse',
    );
  }

  const databases = [createShops({ kind: 'pglite', workDir, logDir, runId })];
  pg = await attempt('PostgreSQL', async () => {
    const server = await startPostgres();
    log(`PostgreSQL on port ${server.port}`);
    return server;
  });
  if (pg) databases.push(createShops({ kind: 'postgres', pg, workDir, logDir, runId }));
  for (const shops of databases) {
    const ms = await shops.seed();
    log(
      `seeded the ${shops.kind} template through the server's own migrations and seed (${Math.round(ms)} ms to ready)`,
    );
  }
  const ctx = { databases, opts, log, logDir, workDir };

  if (only.includes('reads')) {
    log(`API reads: ${opts.reps} × ${opts.readSeconds} s per endpoint and database`);
    results.reads = await attempt('API reads', () => runReads(ctx));
  }
  if (only.includes('checkout')) {
    log(`checkout writes: ${opts.reps} × ${opts.checkoutSeconds} s per level and database`);
    results.checkout = await attempt('checkout writes', () => runCheckout(ctx));
  }
  if (only.includes('browser')) {
    log(`browser: initial JS, price slider, Lighthouse × ${opts.lighthouseRuns} per route`);
    results.browser = await attempt('browser', () => runBrowser(ctx));
  }
} catch (error) {
  results.errors.push({ part: 'setup', message: error.message });
  log(`setup FAILED: ${error.message}`);
} finally {
  await cleanUp();
}

results.meta.durationSeconds = Math.round((performance.now() - t0) / 1000);
results.targets = evaluateTargets(results);
const written = await writeResults(results, { full: full && results.errors.length === 0 });
console.log(`\n${renderTargets(results.targets)}\n`);
for (const file of written) log(`wrote ${path.relative(ROOT, file)}`);
// The databases go; the logs stay when something failed.
for (const entry of readdirSync(workDir)) {
  if (entry !== 'logs' || results.errors.length === 0)
    rmSync(path.join(workDir, entry), { recursive: true, force: true });
}
if (results.errors.length) {
  log(`${results.errors.length} part(s) failed; logs kept in ${workDir}`);
  process.exitCode = 1;
} else {
  rmSync(workDir, { recursive: true, force: true });
}

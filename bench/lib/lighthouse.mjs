// Lighthouse 12 (tools/lighthouse, outside the workspaces) with its default mobile preset
// (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) against Debian's Chromium.
// Each run is a fresh CLI process (and a fresh browser profile); the median of the runs is reported.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';
import { LIGHTHOUSE_DIR } from './paths.mjs';
import { startProcess, stopProcess, tailOf } from './processes.mjs';
import { mainThreadAtCpuTime, mainThreadTimes } from './main-thread-cpu.mjs';
import { median, round } from './stats.mjs';

const CLI = path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/cli/index.js');
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

export const lighthouseInstalled = () => existsSync(CLI);

/** One Lighthouse CLI process; answers the JSON report (or, with `noReport`, nothing). */
async function lighthouseCli(url, extraArgs, { outFile, logFile }) {
  const handle = startProcess(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      // The performance score weighs only these five metrics, so running just them gives the same
      // score and values ~7 s sooner per run (no image, CSS or screenshot gatherers).
      `--only-audits=${METRICS.join(',')},largest-contentful-paint-element`,
      '--disable-full-page-screenshot',
      '--output=json',
      `--output-path=${outFile}`,
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
      ...extraArgs,
    ],
    { env: { CHROME_PATH: CHROMIUM }, logFile },
  );
  const timer = setTimeout(() => void stopProcess(handle), 120_000);
  const { code } = await handle.exited;
  clearTimeout(timer);
  await stopProcess(handle);
  if (code !== 0 || !existsSync(outFile))
    throw new Error(`lighthouse ${url} failed (exit ${code}):\n${tailOf(logFile)}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  rmSync(outFile);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    warnings: report.runWarnings ?? [],
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

/**
 * One run. With `emulateBenchmarkIndex`, the page is loaded once (the artifacts saved) and audited twice: as the
 * preset is, and with the preset's simulated CPU slowdown scaled by (this run's own benchmarkIndex ÷ the emulated
 * one), so the simulation treats the recorded tasks as a host at that index would have run them. Answers the
 * preset's figures, with the second audit's under `emulated`, how the page's main thread spent its time under
 * `mainThread`, and the artifacts' folder under `artifacts` for `auditAtCpuTime` (which removes it).
 */
async function lighthouseOnce(url, { workDir, logDir, label, index, emulateBenchmarkIndex }) {
  const outFile = path.join(workDir, `lighthouse-${label}-${index}.json`);
  const logFile = path.join(logDir, `lighthouse-${label}-${index}.log`);
  if (!emulateBenchmarkIndex) return lighthouseCli(url, [], { outFile, logFile });
  const artifacts = path.join(workDir, `lighthouse-${label}-${index}-artifacts`);
  rmSync(artifacts, { recursive: true, force: true });
  try {
    const preset = await lighthouseCli(url, [`--gather-mode=${artifacts}`, `--audit-mode=${artifacts}`], {
      outFile,
      logFile,
    });
    const saved = JSON.parse(readFileSync(path.join(artifacts, 'artifacts.json'), 'utf8'));
    const multiplier = round(
      (saved.settings.throttling.cpuSlowdownMultiplier * saved.BenchmarkIndex) / emulateBenchmarkIndex,
      2,
    );
    const emulated = await auditAgain(url, artifacts, multiplier, { outFile, logFile });
    const mainThread = mainThreadTimes(JSON.parse(readFileSync(path.join(artifacts, TRACE), 'utf8')).traceEvents);
    return { ...preset, emulated, mainThread, artifacts };
  } catch (error) {
    rmSync(artifacts, { recursive: true, force: true });
    throw error;
  }
}

const TRACE = 'defaultPass.trace.json';

/** The saved page load audited again with another CPU slowdown. */
async function auditAgain(url, artifacts, multiplier, files) {
  const file = path.join(artifacts, 'artifacts.json');
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  // Lighthouse refuses to audit with settings other than the gathering's: the saved ones say the new multiplier.
  saved.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(file, JSON.stringify(saved));
  return lighthouseCli(url, [`--audit-mode=${artifacts}`, `--throttling.cpuSlowdownMultiplier=${multiplier}`], files);
}

/**
 * The saved page load audited with its main thread's tasks at their CPU time (bench/lib/main-thread-cpu.mjs) and
 * the CPU slowdown `multiplier`; the artifacts are removed after.
 */
async function auditAtCpuTime(url, run, multiplier, files) {
  try {
    const trace = path.join(run.artifacts, TRACE);
    const saved = JSON.parse(readFileSync(trace, 'utf8'));
    mainThreadAtCpuTime(saved.traceEvents);
    writeFileSync(trace, JSON.stringify(saved));
    return await auditAgain(url, run.artifacts, multiplier, files);
  } finally {
    rmSync(run.artifacts, { recursive: true, force: true });
  }
}

/** Medians per metric of `results` (runs of one route) and every run kept. */
function summarise(route, results) {
  const med = (key) => median(results.map((r) => r[key]));
  return {
    path: route,
    score: med('score'),
    lcpMs: round(med('lcpMs')),
    fcpMs: round(med('fcpMs')),
    tbtMs: round(med('tbtMs')),
    cls: round(med('cls'), 3),
    speedIndexMs: round(med('speedIndexMs')),
    benchmarkIndex: round(med('benchmarkIndex')),
    cpuSlowdownMultiplier: med('cpuSlowdownMultiplier'),
    lcpElement: results.at(-1).lcpElement,
    runs: results.map(({ warnings: _w, lcpElement: _e, emulated: _x, cpuTime: _c, artifacts: _a, ...rest }) => ({
      ...rest,
      lcpMs: round(rest.lcpMs),
      tbtMs: round(rest.tbtMs),
      cls: round(rest.cls, 3),
    })),
  };
}

const line = (r) =>
  `score ${r.score}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${round(r.cls, 3)}`;

/**
 * `runs` Lighthouse runs of each route, one after another; medians per metric and every run kept. With
 * `emulateBenchmarkIndex`, each route's figures also carry `emulated`: the same runs audited as on a host at that
 * benchmarkIndex (see lighthouseOnce); and `cpuTime`: audited once more, after every route's runs, with the main
 * thread's tasks at their CPU time and the CPU slowdown 4 × (the highest benchmarkIndex of all the runs) ÷ the
 * emulated one (docs/decisions/154-main-thread-at-its-cpu-time.md).
 */
export async function lighthouseRoutes(
  baseUrl,
  routes,
  { runs = 5, workDir, logDir, log = () => {}, emulateBenchmarkIndex },
) {
  const measured = {};
  try {
    for (const [label, route] of Object.entries(routes)) {
      const results = [];
      measured[label] = { route, results, retries: 0 };
      for (let i = 0; i < runs; i++) {
        let r;
        // On a loaded machine Chromium occasionally misses Lighthouse's first-paint wait (NO_FCP): retry twice.
        for (let attempt = 0; !r; attempt++) {
          try {
            r = await lighthouseOnce(`${baseUrl}${route}`, { workDir, logDir, label, index: i, emulateBenchmarkIndex });
          } catch (error) {
            if (attempt >= 2) throw error;
            measured[label].retries += 1;
            log(
              `    lighthouse ${route} run ${i + 1}/${runs} failed, retrying: ` +
                `${error.message.split('\n').find((l) => l.includes('error')) ?? error.message.split('\n')[0]}`,
            );
          }
        }
        log(
          `    lighthouse ${route} run ${i + 1}/${runs} (benchmarkIndex ${Math.round(r.benchmarkIndex)}): ${line(r)}` +
            (r.emulated ? `; as at ${emulateBenchmarkIndex} (CPU × ${r.emulated.cpuSlowdownMultiplier}): ` : '') +
            (r.emulated ? line(r.emulated) : '') +
            (r.mainThread ? `; main thread ${clockAndCpu(r.mainThread)}` : ''),
        );
        results.push(r);
      }
    }
    if (emulateBenchmarkIndex)
      await auditAllAtCpuTime(baseUrl, measured, { workDir, logDir, log, emulateBenchmarkIndex });
  } finally {
    for (const { results } of Object.values(measured))
      for (const r of results) if (r.artifacts) rmSync(r.artifacts, { recursive: true, force: true });
  }
  const out = {};
  for (const [label, { route, results, retries }] of Object.entries(measured)) {
    out[label] = { ...summarise(route, results), retries };
    if (!emulateBenchmarkIndex) continue;
    out[label].emulated = summarise(
      route,
      results.map((r) => r.emulated),
    );
    out[label].cpuTime = summarise(
      route,
      results.map((r) => r.cpuTime),
    );
    out[label].mainThread = summariseMainThread(results.map((r) => r.mainThread));
  }
  return out;
}

const clockAndCpu = (t) =>
  `${Math.round(t.clockMs)} ms on the clock, ${Math.round(t.cpuMs)} ms CPU; tasks over 12.5 ms ` +
  `${Math.round(t.longClockMs)} ms on the clock, ${Math.round(t.longCpuMs)} ms CPU; the trace's own ` +
  `${Math.round(t.traceOwnCpuMs)} ms CPU`;

/** Medians of the runs' main-thread times, and of their clock ÷ CPU. */
function summariseMainThread(times) {
  const known = times.filter(Boolean);
  if (known.length === 0) return null;
  const med = (f) => round(median(known.map(f)), 2);
  return {
    clockMs: med((t) => t.clockMs),
    cpuMs: med((t) => t.cpuMs),
    clockPerCpu: med((t) => t.clockMs / t.cpuMs),
    longClockMs: med((t) => t.longClockMs),
    longCpuMs: med((t) => t.longCpuMs),
    traceOwnCpuMs: med((t) => t.traceOwnCpuMs),
  };
}

/**
 * Every run audited with its main thread at its CPU time. The slowdown uses the highest benchmarkIndex the runs
 * measured: a core's speed does not change within a run of the bench, load only lowers the index, and a lower index
 * would shrink the tasks a second time.
 */
async function auditAllAtCpuTime(baseUrl, measured, { workDir, logDir, log, emulateBenchmarkIndex }) {
  const all = Object.values(measured).flatMap(({ results }) => results);
  const hostIndex = Math.max(...all.map((r) => r.benchmarkIndex));
  const multiplier = round((4 * hostIndex) / emulateBenchmarkIndex, 2);
  log(
    `    main thread at its CPU time: CPU × ${multiplier} ` +
      `(4 × the runs' highest benchmarkIndex ${hostIndex} ÷ ${emulateBenchmarkIndex})`,
  );
  for (const [label, { route, results }] of Object.entries(measured))
    for (const [i, r] of results.entries()) {
      const files = {
        outFile: path.join(workDir, `lighthouse-${label}-${i}-cpu.json`),
        logFile: path.join(logDir, `lighthouse-${label}-${i}-cpu.log`),
      };
      r.cpuTime = await auditAtCpuTime(`${baseUrl}${route}`, r, multiplier, files);
      delete r.artifacts;
      log(`    lighthouse ${route} run ${i + 1}/${results.length}, main thread at its CPU time: ${line(r.cpuTime)}`);
    }
}

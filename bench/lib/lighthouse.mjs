// Lighthouse 12 (tools/lighthouse, outside the workspaces) with its default mobile preset
// (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) against Debian's Chromium.
// Each run is a fresh CLI process (and a fresh browser profile); the median of the runs is reported.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';
import { LIGHTHOUSE_DIR } from './paths.mjs';
import { startProcess, stopProcess, tailOf } from './processes.mjs';
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

async function lighthouseOnce(url, { workDir, logDir, label, index }) {
  const outFile = path.join(workDir, `lighthouse-${label}-${index}.json`);
  const logFile = path.join(logDir, `lighthouse-${label}-${index}.log`);
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
    warnings: report.runWarnings ?? [],
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

/** `runs` Lighthouse runs of each route, one after another; medians per metric and every run kept. */
export async function lighthouseRoutes(baseUrl, routes, { runs = 5, workDir, logDir, log = () => {} }) {
  const out = {};
  for (const [label, route] of Object.entries(routes)) {
    const results = [];
    let retries = 0;
    for (let i = 0; i < runs; i++) {
      let r;
      // On a loaded machine Chromium occasionally misses Lighthouse's first-paint wait (NO_FCP): retry twice.
      for (let attempt = 0; !r; attempt++) {
        try {
          r = await lighthouseOnce(`${baseUrl}${route}`, { workDir, logDir, label, index: i });
        } catch (error) {
          if (attempt >= 2) throw error;
          retries += 1;
          log(
            `    lighthouse ${route} run ${i + 1}/${runs} failed, retrying: ` +
              `${error.message.split('\n').find((l) => l.includes('error')) ?? error.message.split('\n')[0]}`,
          );
        }
      }
      log(
        `    lighthouse ${route} run ${i + 1}/${runs}: score ${r.score}, LCP ` +
          `${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ` +
          `${round(r.cls, 3)}`,
      );
      results.push(r);
    }
    const med = (key) => median(results.map((r) => r[key]));
    out[label] = {
      path: route,
      score: med('score'),
      lcpMs: round(med('lcpMs')),
      fcpMs: round(med('fcpMs')),
      tbtMs: round(med('tbtMs')),
      cls: round(med('cls'), 3),
      speedIndexMs: round(med('speedIndexMs')),
      benchmarkIndex: round(med('benchmarkIndex')),
      lcpElement: results.at(-1).lcpElement,
      retries,
      runs: results.map(({ warnings: _w, lcpElement: _e, ...rest }) => ({
        ...rest,
        lcpMs: round(rest.lcpMs),
        tbtMs: round(rest.tbtMs),
        cls: round(rest.cls, 3),
      })),
    };
  }
  return out;
}

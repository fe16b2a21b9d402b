// Writes the load bench's results: bench/results/load-<timestamp>.json, and the figures into the
// marked section of RELIABILITY.md (replaced on every run; the rest of the page is left alone).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './setup.mjs';

const START = '<!-- load-bench:start (written by `npm run bench:load`) -->';
const END = '<!-- load-bench:end -->';

export function writeJson(result) {
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `load-${result.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(ROOT, file);
}

const ms = (v) => (v === null ? '–' : v < 10 ? v.toFixed(1) : String(Math.round(v)));
const statusText = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');

/** The RELIABILITY.md section for one run. */
export function renderSection(result, jsonFile) {
  const { config, totals, routes, orders, stock, machine } = result;
  const rows = Object.entries(routes).map(
    ([route, r]) =>
      `| \`${route}\` | ${r.requests} | ${r.perSecond} | ${ms(r.p50Ms)} | ` +
      `${ms(r.p90Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ` +
      `${statusText(r.statuses)} |`,
  );
  return [
    START,
    `Run ${result.startedAt} on ${machine.cpus} × ${machine.cpuModel}, ` +
      `${machine.memoryGiB} GiB, Node ${machine.node}, load average ` +
      `${machine.loadAverage} before the run (the bench, the API and ` +
      `PostgreSQL share the machine).`,
    '',
    `${config.shoppers} concurrent simulated shoppers for ${config.seconds} ` +
      `s against ONE API process on PostgreSQL (pool ${config.poolSize}), ` +
      `think time 0–${config.thinkMaxMs} ms, ` +
      `${Math.round(config.checkoutShare * 100)} % of visits check out (half ` +
      `COD, half sandbox card: create-order → pay → verify).`,
    '',
    `- **Requests:** ${totals.requests} (${totals.perSecond}/s); **5xx: ` +
      `${totals.serverErrors}**; network errors: ${totals.networkErrors}.`,
    `- **Orders:** ${orders.acknowledged} answered 201; ${orders.inDatabase} ` +
      `in the database; lost: **${orders.lost}**; unacknowledged extras: ` +
      `${orders.unacknowledged}.`,
    `- **Stock:** ${stock.variants} sizes checked, stock + units sold = ` +
      `initial stock for ${stock.balanced} (off: **${stock.unbalanced}**); ` +
      `${stock.unitsSold} units sold.`,
    '',
    '| route | requests | per s | p50 ms | p90 ms | p99 ms | max ms | statuses |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Raw figures: \`${jsonFile}\`. A 409 on checkout is a size that sold out ` +
      `during the run (correct); on verify it is a payment whose last unit ` +
      `another shopper bought between create-order and verify — never ` +
      `oversold, logged \`PAID BUT NOT PLACED\` for a refund. A 304 is the ` +
      `list revalidated by its ETag.`,
    END,
  ].join('\n');
}

/** Replaces the marked section of RELIABILITY.md (or appends one). */
export function updateReliabilityPage(section) {
  const file = path.join(ROOT, 'RELIABILITY.md');
  let page;
  try {
    page = readFileSync(file, 'utf8');
  } catch {
    page = '# Reliability\n';
  }
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${page.slice(0, start)}${section}${page.slice(end + END.length)}`
      : `${page.trimEnd()}\n\n## Load\n\n${section}\n`;
  writeFileSync(file, next);
}

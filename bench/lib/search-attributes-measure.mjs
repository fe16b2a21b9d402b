// The queries and measurements of bench/search-attributes-50k.mjs: search with words and one or two attribute filters
// (docs/decisions/092-attributes.md), as the shop's filter sheet sends them.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { bodiesNotRead, BROWSER_HEADERS } from './load.mjs';
import { median, percentile, round } from './stats.mjs';

/** Words shoppers type (a kurta, a saree, a typo, two words); each is then narrowed by the filter sheet. */
const WORDS = [
  'kurta',
  'kurti',
  'saree',
  'sari',
  'suit',
  'anarkali',
  't shirt',
  'shorts',
  'printed kurta',
  'silk saree',
  'cotton kurti',
  'embroidered',
  'chikankari',
  'palazzo',
  'block print',
  'sharara',
  'linen',
  'bandhani',
  'kutra',
  'oversized',
];
const FABRICS = ['cotton', 'silk', 'linen', 'rayon', 'georgette', 'chiffon', 'crepe', 'khadi', 'denim', 'polyester'];
const COLOURS = ['red', 'blue', 'black', 'white', 'green', 'yellow', 'pink', 'maroon', 'beige', 'orange', 'purple'];
const OCCASIONS = ['casual', 'festive', 'wedding', 'office', 'party'];
const SORTS = ['relevance', 'price_asc', 'newest'];

/** A fixed shuffle (mulberry32), so every run sends the same queries in the same order. */
function shuffled(xs, seed) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const q = (words) => `q=${encodeURIComponent(words)}`;
const path = (parts) => `/api/client/search?${parts.join('&')}`;

/**
 * The query sets: `one` (words + one attribute filter, × 3 sorts: 1,560 distinct), `two` (words + fabric + colour:
 * 2,200 distinct) — more than the search's 1,000 remembered answers, so sent round-robin each is computed afresh — and
 * `repeated` (24 of them, answered from memory after their first time), and `wordsOnly` (the words alone, × 3 sorts).
 */
export function searchQuerySets() {
  const one = [];
  for (const w of WORDS)
    for (const sort of SORTS)
      for (const [name, values] of [
        ['fabric', FABRICS],
        ['colour', COLOURS],
        ['occasion', OCCASIONS],
      ])
        for (const v of values)
          one.push(path([q(w), `${name}=${v}`, ...(sort === 'relevance' ? [] : [`sort=${sort}`])]));
  const two = [];
  for (const w of WORDS)
    for (const f of FABRICS) for (const c of COLOURS) two.push(path([q(w), `fabric=${f}`, `colour=${c}`]));
  const wordsOnly = WORDS.flatMap((w) => SORTS.map((s) => path([q(w), `sort=${s}`])));
  const oneShuffled = shuffled(one, 7);
  const twoShuffled = shuffled(two, 11);
  return {
    one: oneShuffled,
    two: twoShuffled,
    repeated: [...oneShuffled.slice(0, 12), ...twoShuffled.slice(0, 12)],
    wordsOnly: shuffled(wordsOnly, 13),
  };
}

/**
 * Each path once, one request at a time (nothing queued): the time of a first answer (computed, not remembered).
 * Returns { requests, p50Ms, p99Ms, maxMs, statuses, meanTotal } — meanTotal: the answers' mean `total`.
 */
export async function sequential(baseUrl, paths) {
  const times = [];
  const statuses = {};
  let totals = 0;
  for (const p of paths) {
    const t = performance.now();
    const res = await fetch(`${baseUrl}${p}`, { headers: BROWSER_HEADERS });
    const body = await res.json();
    times.push(performance.now() - t);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.ok) totals += body.total;
  }
  return {
    requests: paths.length,
    p50Ms: round(median(times), 1),
    p99Ms: round(percentile(times, 99), 1),
    maxMs: round(Math.max(...times), 1),
    statuses,
    meanTotal: Math.round(totals / paths.length),
  };
}

/**
 * `connections` connections for `seconds` (after `warmupSeconds` not counted); every request takes the next path of
 * the list (one counter over all connections), so with more paths than remembered answers none is repeated warm.
 */
export async function underLoad(baseUrl, paths, { connections, seconds, warmupSeconds }) {
  let i = 0;
  const fire = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: baseUrl,
          connections,
          duration,
          headers: BROWSER_HEADERS,
          setupClient: bodiesNotRead,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      ),
    );
  const loadAverage = round(os.loadavg()[0], 2);
  if (warmupSeconds > 0) await fire(warmupSeconds);
  const r = await fire(seconds);
  return {
    rps: round(r.requests.average),
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
    paths: paths.length,
    loadAverage,
  };
}

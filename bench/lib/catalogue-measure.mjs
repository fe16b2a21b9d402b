// The catalogue-size bench's measurements on one running API: the bytes of each page's HTML document, and the
// storefront reads (search, one product, one product's reviews) under load next to a bare hello world.
import http from 'node:http';
import os from 'node:os';
import { measure } from './load.mjs';
import { median, round } from './stats.mjs';

/** The HTML document of `path` as sent: { status, bytes, encoding } (the body's bytes on the wire, no headers). */
function documentBytes(baseUrl, path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}${path}`,
      { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error(`GET ${path} took over 120 s`)));
    req.on('error', reject);
  });
}

/** Bytes of each route's document with `accept-encoding: br` and identity; the first page only (no scrolling). */
export async function pageBytes(baseUrl, routes) {
  const out = {};
  for (const [label, path] of Object.entries(routes)) {
    await documentBytes(baseUrl, path, 'br'); // the first answer of a catalogue version builds the page
    const br = await documentBytes(baseUrl, path, 'br');
    const identity = await documentBytes(baseUrl, path, 'identity');
    out[label] = {
      path,
      status: br.status,
      brBytes: br.bytes,
      brEncoding: br.encoding,
      identityBytes: identity.bytes,
    };
  }
  return out;
}

/**
 * The search mix: typos, variants, several words, filters, every sort, and the second page of some (by the first
 * page's nextCursor). Queries with a word are what shoppers type; filters are what the shop page's controls send.
 */
const SEARCHES = [
  'q=kurta',
  'q=kurti',
  'q=kutra',
  'q=blue%20cotton%20kurta',
  'q=sari',
  'q=saree',
  'q=anarkalli',
  'q=anarkali%20suit',
  'q=silk%20saree&sort=price_asc',
  'q=t%20shirt',
  'q=tshirt',
  'q=chikankari',
  'q=maroon%20silk',
  'q=embroidered%20kurta&inStock=true',
  'q=denim%20shorts&size=M',
  'q=linen&sort=newest',
  'category=kurti&size=M,L',
  'category=saree&minPrice=1000&maxPrice=1999',
  'category=suits&sort=popular',
  'category=t-shirt&sort=price_desc',
  'category=shorts&sort=discount',
  'sort=popular',
  'sort=newest',
  'minPrice=0&maxPrice=499',
  'q=kurta&sort=popular',
];
const SECOND_PAGES = ['q=kurta', 'category=kurti&size=M,L', 'sort=popular', 'q=saree', 'sort=newest'];

/**
 * The storefront's product list (docs/decisions/166-the-product-list-at-scale.md): what /shop asks the search for
 * without words, spelt as the shop spells it (`shopQueryString`), by category and sort, and the next page of some.
 */
const LISTS = [
  '',
  'sort=newest',
  'sort=popular',
  'sort=price_asc',
  'sort=discount',
  'category=kurti',
  'category=saree',
  'category=suits',
  'category=t-shirt',
  'category=shorts',
  'category=kurti&sort=price_asc',
  'category=saree&sort=newest',
];
const LIST_NEXT_PAGES = ['', 'sort=newest', 'category=kurti', 'category=saree'];

/** The list's paths to load ({ available: false, reason } as searchPaths when the route is missing). */
export async function listPaths(baseUrl) {
  const paths = LISTS.map((q) => `/api/client/search${q ? `?${q}` : ''}`);
  for (const q of LIST_NEXT_PAGES) {
    const res = await fetch(`${baseUrl}/api/client/search${q ? `?${q}` : ''}`);
    if (!res.ok) return { available: false, reason: `GET /api/client/search?${q} answered ${res.status}` };
    const { nextCursor } = await res.json();
    if (nextCursor) paths.push(`/api/client/search?${q ? `${q}&` : ''}cursor=${encodeURIComponent(nextCursor)}`);
  }
  return { available: true, paths };
}

/**
 * The search paths to load, after checking the route: { available: false, reason } when it answers 404 (the route
 * is not on this branch), else { available: true, paths, statuses } with the first answer's status per query.
 */
export async function searchPaths(baseUrl) {
  const probe = await fetch(`${baseUrl}/api/client/search?q=kurta`, { headers: { accept: 'application/json' } });
  if (probe.status === 404 || !(probe.headers.get('content-type') ?? '').includes('json'))
    return { available: false, reason: `GET /api/client/search answered ${probe.status}` };
  const paths = SEARCHES.map((q) => `/api/client/search?${q}`);
  const statuses = {};
  for (const q of SEARCHES) {
    const res = await fetch(`${baseUrl}/api/client/search?${q}`);
    statuses[q] = res.status;
    if (res.ok && SECOND_PAGES.includes(q)) {
      const { nextCursor } = await res.json();
      if (nextCursor) paths.push(`/api/client/search?${q}&cursor=${encodeURIComponent(nextCursor)}`);
    } else await res.arrayBuffer();
  }
  return { available: true, paths, statuses, queries: SEARCHES.length, secondPages: paths.length - SEARCHES.length };
}

/** Whether `path` answers 200 (a route missing on this branch answers 404). */
export async function answers(baseUrl, path) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json' } });
  await res.arrayBuffer();
  return { ok: res.ok, status: res.status };
}

/**
 * One target under load (50 connections, rotating over `paths`) in `pairs` pairs, each with a hello-world measurement
 * taken just before it (docs/decisions/168-catalogue-loads-in-pairs.md): the ratio is per pair, and the figures are
 * the pairs' medians (a shared machine drifts within a minute, not within ten seconds); `runs` holds each pair. The
 * warm-up comes before the first pair only. The load average is read before the first.
 */
export async function measureVsHello(
  hello,
  baseUrl,
  paths,
  { connections, seconds, helloSeconds, warmupSeconds, pairs = 1 },
) {
  const loadBefore = round(os.loadavg()[0], 2);
  const runs = [];
  for (let pair = 0; pair < pairs; pair++) {
    const warm = pair === 0 ? warmupSeconds : 0;
    const h = await measure(hello.url, { connections, seconds: helloSeconds, warmupSeconds: warm });
    const r = await measure(`${baseUrl}${paths[0]}`, { connections, seconds, warmupSeconds: warm, paths });
    runs.push({
      rps: round(r.rps),
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      requests: r.requests,
      bytesPerResponse: r.bytesPerRequest,
      failures: r.non2xx + r.errors,
      helloRps: round(h.rps),
      helloP99Ms: h.p99Ms,
      ratio: h.rps ? round(r.rps / h.rps, 3) : null,
    });
  }
  const mid = (key) => median(runs.map((run) => run[key]));
  return {
    rps: round(mid('rps')),
    p50Ms: mid('p50Ms'),
    p99Ms: mid('p99Ms'),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    bytesPerResponse: mid('bytesPerResponse'),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    helloRps: round(mid('helloRps')),
    helloP99Ms: mid('helloP99Ms'),
    ratio: runs.some((run) => run.ratio === null) ? null : round(mid('ratio'), 3),
    runs,
    paths: paths.length,
    loadAverage: loadBefore,
  };
}

// Hostile return-photo uploads beside the storefront: does /media keep answering while shoppers upload photos built
// to cost the server as much as possible? `npm run bench:uploads` (about 2–4 minutes on 2 cores).
//
// The API's production build on a fresh PGlite data directory. Eight shoppers, each with a delivered order (COD →
// booked → the simulator's parcel advanced to Delivered), upload at once, one upload in flight per shopper, ROUNDS
// rounds of two photos: an interlaced PNG of 16 MP (4000 × 3990, a few KB: the largest a shopper may send, decoded
// whole) and one of 38 MP (6200 × 6200: over the shopper budget). Meanwhile a reader fetches one product photo from
// /media with 4 connections; the same count of fetches at rest gives the baseline. Figures: /media p50 / p99 / max
// at rest and during, the uploads' statuses, and the API process's peak memory (VmHWM).
//
// Writes bench/results/uploads-<timestamp>.json and, unless --legacy (or with --write-page), the uploads section of
// BENCHMARKS.md (hand-written notes after its `bench:uploads:notes` marker are kept).
//
//   npm run bench:uploads                 # build the shop, then measure
//   npm run bench:uploads -- --no-build   # reuse apps/*/dist
//   npm run bench:uploads -- --legacy     # the route before return photos took the order: POST /api/returns/photos
//   npm run bench:uploads -- --from=bench/results/uploads-<timestamp>.json   # only that run's section, again
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { CUSTOMER, fetchSend, signUp } from '../tests/support/sign-up.mjs';
import { startApiServer } from './lib/api-server.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT, requireFromApi } from './lib/paths.mjs';
import { provenance, renderFromSavedRun, sectionEnd, sectionMarkers, timeInName, writeSection } from './lib/report.mjs';
import { percentile, round } from './lib/stats.mjs';

const SHOPPERS = 8;
const ROUNDS = 3;
const READERS = 4;
const AT_REST_FETCHES = 400;
const MEDIA_KEY = 'products/bench-photo.webp';

const args = new Set(process.argv.slice(2));
const legacy = args.has('--legacy');

// --from=<results json>: only renders that run's section of BENCHMARKS.md again, measuring nothing.
await renderFromSavedRun('uploads', renderSection);
const startedAt = new Date().toISOString();
const benchStart = performance.now();
const machine = describeMachine();
const sharp = requireFromApi('sharp');

if (!args.has('--no-build')) execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-uploads-'));
const dataDir = path.join(work, 'data');
fs.mkdirSync(path.join(dataDir, 'media', 'products'), { recursive: true });
// A product photo as the back office stores one (/media is what the storefront's photos are served from).
await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#c0392b' } })
  .webp({ quality: 80 })
  .toFile(path.join(dataDir, 'media', MEDIA_KEY));

const hostile = [
  { name: '16 MP interlaced PNG', bytes: await bomb(4000, 3990) },
  { name: '38 MP interlaced PNG', bytes: await bomb(6200, 6200) },
];

const server = await startApiServer({
  database: { kind: 'pglite', dataDir },
  name: 'uploads',
  logDir: work,
});
try {
  const base = server.url;
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => deliveredShopper(base)));

  const atRest = await readMedia(base, { count: AT_REST_FETCHES });
  const restMemory = memoryOf(server.pid);

  let uploading = true;
  const statuses = {};
  const uploadsStarted = performance.now();
  const during = readMedia(base, { while: () => uploading });
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let round = 0; round < ROUNDS; round++) {
        for (const image of hostile) {
          const status = await upload(base, shopper, image.bytes);
          const key = `${image.name}: ${status}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
      }
    }),
  );
  const uploadSeconds = (performance.now() - uploadsStarted) / 1000;
  uploading = false;
  const busy = await during;
  const busyMemory = memoryOf(server.pid);

  const result = {
    at: new Date().toISOString(),
    startedAt,
    durationSeconds: Math.round((performance.now() - benchStart) / 1000),
    route: legacy ? 'POST /api/returns/photos' : 'POST /api/orders/:id/returns/photos',
    machine,
    code: describeCode(),
    shoppers: SHOPPERS,
    rounds: ROUNDS,
    readers: READERS,
    uploads: SHOPPERS * ROUNDS * hostile.length,
    uploadSeconds: round(uploadSeconds, 1),
    statuses,
    media: { atRest: summary(atRest), duringUploads: summary(busy) },
    memoryMiB: { atRest: restMemory, afterUploads: busyMemory },
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `uploads-${result.at.replaceAll(':', '-').replace('.', '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(`\n/media p99: ${result.media.atRest.p99Ms} ms at rest, ${result.media.duringUploads.p99Ms} ms during`);
  console.log(`written: ${path.relative(ROOT, file)}`);
  if (!legacy || args.has('--write-page')) {
    await writeSection('uploads', renderSection(result, path.basename(file)));
    console.log('wrote the uploads section of BENCHMARKS.md');
  }
} finally {
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

/** An interlaced (Adam7) PNG of one flat colour: a few KB to send, width × height × 3 bytes to decode. */
function bomb(width, height) {
  return sharp({ create: { width, height, channels: 3, background: '#f5f5f5' }, limitInputPixels: false })
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
}

/** A new shopper with one delivered cash-on-delivery order: { token, orderId }. */
async function deliveredShopper(base) {
  const shopper = await signUp(fetchSend(base));
  const auth = { authorization: `Bearer ${shopper.token}` };
  const send = fetchSend(base, auth);
  const products = await json(await fetch(`${base}/api/client/products`));
  const list = Array.isArray(products) ? products : (products.products ?? products.items ?? []);
  const product = list.find((p) => Object.values(p.stockBySize ?? {}).some((n) => n > 0));
  if (!product) throw new Error('no product in stock in the seed catalogue');
  const size = Object.entries(product.stockBySize).find(([, n]) => n > 0)[0];
  const price = product.pricesBySize?.[size] ?? product.price;
  const placed = await fetch(`${base}/api/orders/cod`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      customerInfo: { ...CUSTOMER, phone: shopper.phone.slice(3) },
      items: [{ productId: product._id, title: product.title, size, quantity: 1, price }],
      totalAmount: price,
      shippingCost: 0,
      paymentType: 'COD',
    }),
  });
  if (placed.status !== 201) throw new Error(`COD order: ${placed.status} ${await placed.text()}`);
  const { orderId } = await placed.json();
  const booked = await send('POST', `/api/orders/book-shipping/${orderId}`);
  if (booked.status !== 200) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.json)}`);
  const awb = booked.json.data.awb;
  const advanced = await fetch(`${base}/api/dev/shipments/${awb}/advance?to=delivered`, { method: 'POST' });
  if (!advanced.ok) throw new Error(`advance: ${advanced.status}`);
  for (;;) {
    await send('GET', `/api/orders/track-shipping/${orderId}`);
    if ((await send('GET', `/api/orders/${orderId}`)).json.status === 'delivered') break;
    await delay(100);
  }
  return { token: shopper.token, orderId };
}

async function upload(base, shopper, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
  const url = legacy ? `${base}/api/returns/photos` : `${base}/api/orders/${shopper.orderId}/returns/photos`;
  for (;;) {
    const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${shopper.token}` }, body: form });
    await res.arrayBuffer();
    // One upload in flight per shopper: a 429 while its own previous one finishes is waited out, as the web does.
    if (res.status !== 429 || Number(res.headers.get('retry-after')) > 5) return res.status;
    await delay(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}

/** GET /media/{key} with READERS connections, `count` times or while `while()` holds: each fetch's ms. */
async function readMedia(base, { count = Infinity, while: going = () => true }) {
  const samples = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (started < count && going()) {
        started += 1;
        const t0 = performance.now();
        const res = await fetch(`${base}/media/${MEDIA_KEY}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`/media answered ${res.status}`);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return samples;
}

function summary(samples) {
  return {
    fetches: samples.length,
    p50Ms: round(percentile(samples, 50), 1),
    p99Ms: round(percentile(samples, 99), 1),
    maxMs: round(Math.max(...samples), 1),
  };
}

/** The process's resident memory now and at its peak, in MiB (Linux /proc). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: round(kib('VmRSS') / 1024), peak: round(kib('VmHWM') / 1024) };
}

async function json(res) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
  return res.json();
}

/** The "Hostile return-photo uploads" section of BENCHMARKS.md, between its markers. */
function renderSection(result, jsonName) {
  const marks = sectionMarkers('uploads');
  const fmt = (v) => v.toLocaleString('en-US');
  // Results written before this section had a writer kept only the cores and the load average at their end.
  const onMachine = result.startedAt
    ? result.machine
    : { cores: result.machine.cpus, loadAverageAtEnd: result.machine.load };
  // "16 MP interlaced PNG: 201" → "24 × 201 (16 MP)".
  const statuses = Object.entries(result.statuses).map(([key, count]) => {
    const [image, status] = key.split(': ');
    return `${count} × ${status} (${image.replace(' interlaced PNG', '')})`;
  });
  const images = new Set(Object.keys(result.statuses).map((key) => key.split(': ')[0]));
  const rounds = result.rounds ?? result.uploads / result.shoppers / images.size;
  const media = (m) => `${m.p50Ms} / ${m.p99Ms} / ${m.maxMs} ms`;
  const during = result.media.duringUploads;
  const memory = result.memoryMiB;
  return [
    marks.start,
    '',
    '## Hostile return-photo uploads',
    '',
    provenance({
      command: `npm run bench:uploads${result.route === 'POST /api/returns/photos' ? ' -- --legacy' : ''}`,
      startedAt: result.startedAt,
      endedAt: result.startedAt ? undefined : (result.at ?? timeInName(jsonName)),
      durationSeconds: result.durationSeconds,
      machine: onMachine,
      code: result.code,
      jsonName,
    }),
    '',
    '`bench/hostile-uploads.mjs`, the production build on a fresh PGlite data directory: ' +
      `${result.shoppers} shoppers with a delivered order each upload ${rounds} rounds of ` +
      `${[...images].map((i) => `a ${i}`).join(' and ')} (${result.uploads} uploads, one in flight per shopper) to ` +
      `\`${result.route}\` while ${result.readers ?? READERS} ` +
      `connections fetch a product photo from \`/media\` (${fmt(during.fetches)} fetches during the uploads); the ` +
      `baseline is ${fmt(result.media.atRest.fetches)} fetches at rest in the same run. Memory: the API process's ` +
      'VmHWM (its peak since it started) at rest, then after the uploads.',
    '',
    '| route | uploads | `/media` p50 / p99 / max at rest | `/media` p50 / p99 / max during | ' +
      'API peak memory (VmHWM) |',
    '| --- | --- | --- | --- | --- |',
    `| \`${result.route}\` | ${statuses.join(', ')}, ${result.uploadSeconds} s | ${media(result.media.atRest)} | ` +
      `${during.p50Ms} / **${during.p99Ms}** / ${during.maxMs} ms | ` +
      `${fmt(memory.atRest.peak)} → **${fmt(memory.afterUploads.peak)}** MiB |`,
    '',
    ...sectionEnd(marks, [
      'npm run bench:uploads                 # builds the shop, then measures (about 2–4 min on 2 cores)',
      'npm run bench:uploads -- --no-build   # reuse apps/*/dist',
      'npm run bench:uploads -- --from=bench/results/uploads-<timestamp>.json   # this section again from a run',
    ]),
  ].join('\n');
}

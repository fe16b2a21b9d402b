// Three API processes behind nginx (deploy/nginx/), one PostgreSQL, one bucket (s3rver here): every background job
// runs once per turn; kill -9 one process under checkout load, then restart each in turn as a deploy does: every
// acknowledged order exists once, stock balances, nothing fails; a photo stored through one is served by the others.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACTION_LEASE_MS } from '../../apps/api/src/modules/order-history/order-outbox';
import {
  ORDER_MESSAGES_JOB_INTERVAL_MS,
  ORDER_MESSAGES_LEASE_MS,
  RETRY_AFTER_SECONDS,
} from '../../apps/api/src/modules/order-messages';
import { startTestS3, type TestS3 } from '../../apps/api/src/testing/s3-server';
import { startNginx, writeNginxConfig } from '../../scripts/cluster-nginx.mjs';
import { serverEnv, startServer, type RunningServer } from './support/api-server';
import { startCheckoutLoad, waitUntil, type Attempt, type CheckoutLoad } from './support/checkout-load';
import { newAddress, newPhone, post } from './support/http';
import { nginxSendsOrdersTo } from './support/process-metrics';
import { recurringJobs, runsByProcess } from './support/recurring-jobs';
import { createDatabase, type TestDatabase } from './support/postgres';
import { liftCodLimit, ownerToken, placeCod, signUp, variants, type Shopper } from './support/shop';

const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3500);
const LB_PORT = PORT_BASE + 40;
const API_PORTS = [PORT_BASE + 41, PORT_BASE + 42, PORT_BASE + 43];
/** Orders acknowledged before the kill, and again after it (and in each step of the rolling restart). */
const ACKS_PER_PHASE = 10;
const LOOPS = 4;
const POOL_STOCK = 100_000;
const METRICS_TOKEN = 'c'.repeat(40);
/** Turns of every recurring job forced by the test, each to be run by exactly one of the three processes. */
const TURNS = 3;
/** The longest a text of an order placed around the kill can take to be sent: see the texts' test. */
const TEXTS_SETTLE_MS =
  REACTION_LEASE_MS + ORDER_MESSAGES_LEASE_MS + (RETRY_AFTER_SECONDS[1] ?? 0) * 1000 + ORDER_MESSAGES_JOB_INTERVAL_MS;

type Variant = { productId: string; size: string; stock: number };
const variantKey = (v: { productId?: string; product_id?: string; size: string }) =>
  `${v.productId ?? v.product_id}/${v.size}`;

let s3: TestS3;
let db: TestDatabase;
let dir: string;
let nginx: { stop(): Promise<unknown> };
const servers: RunningServer[] = [];
let env: (port: number) => Record<string, string>;
let shoppers: Shopper[];
let pool: Variant[];
const lb = `http://127.0.0.1:${LB_PORT}`;

beforeAll(async () => {
  s3 = await startTestS3('vastra-cluster');
  db = await createDatabase('cluster');
  dir = await mkdtemp(path.join(tmpdir(), 'vastra-cluster-'));
  // TRUST_PROXY=2: the test plays many shoppers behind one more proxy (its X-Forwarded-For), nginx being the second.
  env = (port) =>
    serverEnv({
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: path.join(dir, `api-${port}`),
      TRUST_PROXY: '2',
      METRICS_TOKEN,
      ...s3.env,
    });
  // The first migrates and seeds the database; the others find it done.
  for (const port of API_PORTS) servers.push(await startServer(`api-${port}`, env(port)));
  nginx = await startNginx(
    await writeNginxConfig({ dir: path.join(dir, 'nginx'), port: LB_PORT, upstreamPorts: API_PORTS }),
    LB_PORT,
  );
  // The development endpoints (the SMS outbox the sign-ins read their codes from) answer no proxied request: set-up
  // talks to the first process itself.
  const first = `http://127.0.0.1:${API_PORTS[0]}`;
  await liftCodLimit(first);
  shoppers = await Promise.all(Array.from({ length: 4 }, () => signUp(first)));
  const all = (await variants(lb)).filter((v) => v.stock > 0).sort((x, y) => y.stock - x.stock);
  // Stock for every order both loads place (a refused order proves nothing here): written straight to the table.
  pool = all.slice(0, 10).map((v) => ({ ...v, stock: POOL_STOCK }));
  for (const { productId, size } of pool) {
    const values = [POOL_STOCK, productId, size];
    await db.query('update product_variants set stock = $1 where product_id = $2 and size = $3', values);
  }
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.terminate()));
  await db?.drop();
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Retries every unanswered attempt with its own key (as a shopper's browser does), then checks the database. */
async function settleAndCheck(load: CheckoutLoad, label: string) {
  const unanswered = load.attempts.filter((a) => a.status === null || a.status >= 500);
  for (const attempt of unanswered) {
    const again = await placeCod(lb, attempt.shopper, attempt.lines, attempt.key);
    attempt.status = again.status;
    attempt.orderId = again.json.orderId;
  }
  const attempts: Attempt[] = load.attempts;
  expect(
    attempts.filter((a) => a.status === null || a.status >= 500).map((a) => a.status),
    label,
  ).toEqual([]);
  const acknowledged = attempts.filter((a) => (a.status as number) < 300);
  const keys = acknowledged.map((a) => a.key);
  const found = await db.query<{ key: string; id: string; units: string }>(
    'select o.idempotency_key as key, o.id, sum(i.quantity) as units from orders o join order_items i ' +
      'on i.order_id = o.id where o.idempotency_key = any($1) group by o.id',
    [keys],
  );
  const byKey = new Map(found.map((o) => [o.key, o]));
  for (const a of acknowledged) {
    const order = byKey.get(a.key);
    expect([order?.id, Number(order?.units)], `${label}: order ${a.key}`).toEqual([
      a.orderId,
      a.lines.reduce((n, l) => n + l.quantity, 0),
    ]);
  }
  // Once each: no key placed two orders.
  expect(found.length, label).toBe(acknowledged.length);
  return { acknowledged: acknowledged.length, retried: unanswered.length };
}

async function expectStockBalanced() {
  const rows = await db.query<{ product_id: string; size: string; stock: number; sold: string | null }>(
    'select v.product_id, v.size, v.stock, (select sum(quantity) from order_items i where i.product_id = ' +
      'v.product_id and i.size = v.size) as sold from product_variants v',
  );
  const now = new Map(rows.map((r) => [variantKey(r), r.stock + Number(r.sold ?? 0)]));
  for (const v of pool) expect(now.get(variantKey(v)), variantKey(v)).toBe(v.stock);
}

describe('three processes behind nginx, one PostgreSQL, one bucket', () => {
  it('runs every recurring job once per turn, whichever process claims it', async () => {
    // First, before any process dies holding a claim. A row's `runs` counts the turns it granted, each process the
    // runs it made (jobs_run_total): two processes running one turn would make the second exceed the first.
    const jobs = recurringJobs(db);
    await jobs.parked();
    const before = await jobs.rows();
    const countedBefore = await runsByProcess(API_PORTS, METRICS_TOKEN);
    expect(before.map((r) => r.task)).toEqual(
      expect.arrayContaining(['cod-expiry', 'order-messages', 'reconcile-payments', 'returns', 'tax-documents']),
    );
    for (let turn = 1; turn <= TURNS; turn++) {
      await jobs.dueNow();
      await waitUntil(
        `turn ${turn} of every recurring job`,
        async () => {
          const now = new Map((await jobs.rows()).map((r) => [r.task, r]));
          return before.every((r) => now.get(r.task)?.runs === r.runs + turn && now.get(r.task)?.state === 'queued');
        },
        60_000,
        { everyMs: 100 },
      );
      await jobs.park();
    }
    await jobs.parked();
    const after = new Map((await jobs.rows()).map((r) => [r.task, r.runs]));
    const countedAfter = await runsByProcess(API_PORTS, METRICS_TOKEN);
    const report = before.map((r) => {
      const perProcess = countedAfter.map(
        (counts, i) => (counts.get(r.task) ?? 0) - (countedBefore[i]?.get(r.task) ?? 0),
      );
      return { task: r.task, turns: (after.get(r.task) ?? 0) - r.runs, perProcess };
    });
    for (const { task, turns, perProcess } of report) {
      expect([task, turns, perProcess.reduce((a, b) => a + b, 0)]).toEqual([task, TURNS, TURNS]);
    }
    // Due again, as at start: the order texts' retries (the 'order-messages' job) are needed below.
    await jobs.dueNow();
    console.info(
      `[cluster] jobs run per job over ${TURNS} turns (processes 1+2+3): ` +
        report.map(({ task, perProcess }) => `${task} ${perProcess.join('+')}`).join(', '),
    );
  });

  it('loses no acknowledged order and places none twice when one process is killed under load', async () => {
    const load = startCheckoutLoad(() => lb, shoppers, pool, LOOPS);
    let failedDuringKill: number;
    try {
      await waitUntil('orders before the kill', () => load.acknowledged() >= ACKS_PER_PHASE, 60_000);
      const before = load.attempts.length;
      const victim = servers[1] as RunningServer;
      expect((await victim.crash()).signal).toBe('SIGKILL');
      const acked = load.acknowledged();
      await waitUntil('orders after the kill', () => load.acknowledged() >= acked + ACKS_PER_PHASE, 60_000);
      failedDuringKill = load.attempts.slice(before).filter((a) => a.status === null || a.status >= 500).length;
      servers[1] = await startServer(`api-${API_PORTS[1]}-after-kill`, env(API_PORTS[1] as number));
    } finally {
      await load.stop();
    }
    const { acknowledged, retried } = await settleAndCheck(load, 'kill -9');
    await expectStockBalanced();
    console.info(
      `[cluster] kill -9 of 1 of 3 processes: ${acknowledged} orders acknowledged, all found once; ` +
        `${failedDuringKill} requests failed around the kill and ${retried} retried with their key`,
    );
  });

  it('fails no request while every process is restarted in turn (a rolling deploy) under load', async () => {
    const load = startCheckoutLoad(() => lb, shoppers, pool, LOOPS);
    try {
      for (let i = 0; i < servers.length; i++) {
        const acked = load.acknowledged();
        await waitUntil(`orders before restarting process ${i + 1}`, () => load.acknowledged() >= acked + 5, 60_000);
        expect((await (servers[i] as RunningServer).terminate()).code).toBe(0);
        servers[i] = await startServer(`api-${API_PORTS[i]}-deploy`, env(API_PORTS[i] as number));
        // docs/deploy.md: the next stops once nginx sends this one orders (it skips a failed process for 5 s).
        await nginxSendsOrdersTo(API_PORTS[i] as number, METRICS_TOKEN);
      }
      const acked = load.acknowledged();
      await waitUntil('orders after the deploy', () => load.acknowledged() >= acked + ACKS_PER_PHASE, 60_000);
    } finally {
      await load.stop();
    }
    const failed = load.attempts.filter((a) => a.status === null || a.status >= 500);
    expect(failed.map((a) => a.status)).toEqual([]);
    const { acknowledged } = await settleAndCheck(load, 'rolling restart');
    await expectStockBalanced();
    console.info(`[cluster] rolling restart of 3 processes: ${acknowledged} orders acknowledged, 0 requests failed`);
  });

  it(
    'sends each order’s text once (twice at most when the kill cut its send) and leaves no job dead',
    async () => {
      // The texts of both loads' orders: each is an 'order.placed' reaction and then its message, run by the job runner
      // of whichever process claims it first (docs/decisions/075-one-job-runner.md).
      // Orders without a sent 'placed' text, counted from the orders: a reaction the killed process had claimed has
      // no message row yet until its lease ends, and counting rows alone passed before it ran.
      const pending = () =>
        db.query<{ n: number }>(
          'select count(*)::int as n from orders o where not exists (select 1 from order_messages m ' +
            "where m.order_id = o.id and m.event = 'placed' and m.status = 'sent')",
        );
      const explain = async () =>
        `: ${JSON.stringify(
          await db.query(
            "select status, count(*)::int as n, max(last_error) as error from order_messages where event = 'placed' " +
              'group by status',
          ),
        )}; jobs ${JSON.stringify(await db.query('select task, state, count(*)::int as n from jobs group by 1, 2'))}`;
      // A text the killed process had claimed is taken again a minute after that process was last seen (WORKER_GONE_MS,
      // docs/decisions/152-job-runner-heartbeats.md), at the latest when its claim's lease ends (REACTION_LEASE_MS);
      // one it was sending is retried by the 'order-messages' job (every ORDER_MESSAGES_JOB_INTERVAL_MS) once its
      // back-off from when it was written has run out (RETRY_AFTER_SECONDS[1]), and that job, when the killed process
      // held it, is taken again as soon (at the latest, ORDER_MESSAGES_LEASE_MS). The wait allows the latest of each.
      await waitUntil('every order text sent', async () => (await pending())[0]?.n === 0, TEXTS_SETTLE_MS, {
        everyMs: 500,
        explain,
      });
      const texts = await db.query<{ order_id: string; copies: number; attempts: number }>(
        'select m.order_id, m.attempts, ' +
          '(select count(*) from sms_outbox s where s.to = m.to and s.body = m.body)::int as copies ' +
          "from order_messages m where m.event = 'placed'",
      );
      const orders = await db.query<{ n: number }>('select count(*)::int as n from orders');
      expect(texts.length).toBe(orders[0]?.n);
      // Sent once, unless the kill cut its send: a text the provider took but the dead process never marked sent is
      // sent again by the retry (docs/decisions/034-order-messages.md: at least once there). Only those may be two.
      const retried = texts.filter((t) => t.attempts > 1);
      expect(texts.filter((t) => t.attempts === 1 && t.copies !== 1)).toEqual([]);
      expect(retried.filter((t) => t.copies < 1 || t.copies > 2)).toEqual([]);
      expect(await db.query("select task, key from jobs where state = 'dead'")).toEqual([]);
      const twice = retried.filter((t) => t.copies === 2).length;
      console.info(
        `[cluster] ${texts.length} order texts, each sent once by the three processes' job runners, except ` +
          `${retried.length} whose send the kill cut (retried; ${twice} sent twice)`,
      );
    },
    TEXTS_SETTLE_MS + 60_000,
  );

  it('holds a rate limit across the processes: a phone gets 3 codes per 10 minutes, however spread', async () => {
    // OTP_SENDS_PER_PHONE_10_MIN (3 by default): nginx spreads six requests over the three processes, two each; a
    // limit kept in each process would let all six through.
    const phone = newPhone();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await post(lb, '/api/identity/send-code', { phone }, { ip: newAddress() })).status);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('serves a photo uploaded through one process from every other', async () => {
    const [first, ...others] = API_PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, ...string[]];
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'slide.jpg');
    const uploaded = await fetch(`${first}/api/admin/shop-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await ownerToken(first)}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const stored = Buffer.from(await (await fetch(`${first}${url}`)).arrayBuffer());
    expect(stored.length).toBeGreaterThan(0);
    for (const base of [...others, lb]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, `${base}${url}`).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(stored), `${base}${url}`).toBe(true);
    }
  });
});

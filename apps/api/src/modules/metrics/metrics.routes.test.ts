import { ENDPOINTS, endpointPath } from '@vastra/domain/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs, orderMessages } from '../../db/schema';
import { DUE_AT_ONCE, RECURRING_KEY } from '../../shared/jobs';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, newShopper, uuid } from '../../testing/factories';
import { client, uniques } from '../../testing/requests';
import { METRICS_MESSAGES } from './metrics.messages';
import { bearerMatches } from './metrics.routes';
import { createShopMetrics } from './shop-metrics';

// GET /api/metrics (docs/decisions/116-metrics.md): off without METRICS_TOKEN, behind it otherwise, and the lines a
// scraper reads for the requests, the job queue, the texts' outbox and the third parties.
const TOKEN = 'm'.repeat(40);
const SECOND = 1000;
const next = uniques();

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: ENDPOINTS.metrics.path, headers: authorization ? { authorization } : {} });

/** The scrape's text, read with the token. */
async function metricsText(t: TestApp): Promise<string> {
  const res = await scrape(t, `Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('without METRICS_TOKEN', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp();
  });
  afterAll(() => off.close());

  it('answers 404 as for an unknown path, whatever token is sent', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrape(off, authorization);
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { message: 'Route GET /api/metrics not found', code: 'not_found' },
      ]);
    }
  });
});

describe('with METRICS_TOKEN', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    // MSG91 as the SMS sender, unreachable: its failures are the adapter errors counted below.
    const unreachable = () => Promise.reject(new TypeError('fetch failed'));
    t = await buildTestApp(
      { METRICS_TOKEN: TOKEN, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'test-key', MSG91_TEMPLATE_ID: 'test-template' },
      { clock, providers: { identity: { fetch: unreachable } } },
    );
  });
  afterAll(() => t.close());

  it('answers 401 without the token, with a wrong one, or in another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer ',
      `Bearer ${'x'.repeat(40)}`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await scrape(t, authorization);
      expect([res.statusCode, res.json()], String(authorization)).toEqual([
        401,
        { message: METRICS_MESSAGES.tokenRequired, code: 'unauthorized' },
      ]);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts answers by method, route pattern and status class, never by URL, and not its own', async () => {
    const productId = uuid();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
    const product = endpointPath(ENDPOINTS.product.path, { id: productId });
    expect((await t.app.inject({ method: 'GET', url: product })).statusCode).toBe(404);
    expect((await client(t, next.address()).post(ENDPOINTS.checkUser.path, {})).statusCode).toBe(400);

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'http_requests_total{method="GET",route="/api/health",status="2xx"} 1',
        'http_requests_total{method="GET",route="__unknown__",status="4xx"} 1',
        'http_requests_total{method="GET",route="/api/client/products/:id",status="4xx"} 1',
        'http_requests_total{method="POST",route="/api/auth/check-user",status="4xx"} 1',
        'http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"} 1',
        'http_request_duration_seconds_bucket{le="5",method="GET",route="/api/health",status="2xx"} 1',
      ]),
    );
    // No label holds a raw URL: not the product id, not the unknown path, not the scrape itself.
    expect(res.body).not.toContain(productId);
    expect(res.body).not.toContain('no-such-thing');
    expect(res.body).not.toContain('route="/api/metrics"');
    // The scrapes (the 401s above included) are never counted.
    expect((await metricsText(t)).split('\n')).toContain(
      'http_requests_total{method="GET",route="/api/health",status="2xx"} 1',
    );
    // Node's own numbers, from this app's registry.
    expect(res.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("counts a real adapter's failed call and the 5xx it answers", async () => {
    const before = await metricsText(t);
    expect(before.split('\n')).toEqual(
      expect.arrayContaining([
        'adapter_errors_total{adapter="payments"} 0',
        'adapter_errors_total{adapter="courier"} 0',
        'adapter_errors_total{adapter="sms"} 0',
        'adapter_errors_total{adapter="whatsapp"} 0',
      ]),
    );
    const phone = next.phone();
    const res = await client(t, next.address()).post(ENDPOINTS.sendCode.path, { phone });
    expect(res.statusCode).toBe(502);
    const after = await metricsText(t);
    expect(after.split('\n')).toEqual(
      expect.arrayContaining([
        'adapter_errors_total{adapter="sms"} 1',
        'adapter_errors_total{adapter="payments"} 0',
        'http_requests_total{method="POST",route="/api/identity/send-code",status="5xx"} 1',
        'http_errors_total{route="/api/identity/send-code"} 1',
      ]),
    );
    // The phone never reaches a label.
    expect(after).not.toContain(phone.slice(3));
  });

  it('reads the job queue when scraped: due jobs and dead ones per task, the oldest due job’s age', async () => {
    const now = clock.now();
    const ago = (seconds: number) => new Date(now.getTime() - seconds * SECOND);
    await t.database.db.insert(jobs).values([
      { task: 'metrics-probe', key: 'a', runAt: ago(90), createdAt: ago(90) },
      // An order event's job: due at the epoch, waiting since it was written.
      { task: 'metrics-probe', key: 'b', runAt: DUE_AT_ONCE, createdAt: ago(30) },
      // Not due yet: not waiting.
      { task: 'metrics-probe', key: 'later', runAt: new Date(now.getTime() + 3600 * SECOND), createdAt: ago(5) },
      { task: 'metrics-probe', key: 'gave-up', state: 'dead', attempts: 8, runAt: ago(10), createdAt: ago(600) },
      { task: 'metrics-other', key: 'done', state: 'done', runAt: ago(10), createdAt: ago(10) },
    ]);
    const lines = (await metricsText(t)).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'jobs_waiting{task="metrics-probe"} 2',
        'jobs_failed{task="metrics-probe"} 1',
        'jobs_oldest_due_age_seconds 90',
      ]),
    );
    expect(lines.filter((line) => line.includes('metrics-other'))).toEqual([]);

    // Once its jobs are gone, a task reads 0 instead of vanishing.
    await t.database.db.delete(jobs);
    expect((await metricsText(t)).split('\n')).toEqual(
      expect.arrayContaining([
        'jobs_waiting{task="metrics-probe"} 0',
        'jobs_failed{task="metrics-probe"} 0',
        'jobs_oldest_due_age_seconds 0',
      ]),
    );
  });

  it('reads the age of the oldest order text not yet sent', async () => {
    expect((await metricsText(t)).split('\n')).toContain('order_messages_oldest_pending_age_seconds 0');
    const shopper = await newShopper(t);
    const productId = await newProduct(t, 'Metrics Kurti', { M: { pricePaise: 79_900, stock: 5 } });
    const orderId = await newOrder(t, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
    const text = { orderId, to: '+919876543210', variables: {}, body: 'Your order is placed' };
    const ago = (seconds: number) => new Date(clock.now().getTime() - seconds * SECOND);
    await t.database.db.insert(orderMessages).values([
      { ...text, event: 'placed', status: 'pending', createdAt: ago(45) },
      { ...text, event: 'shipped', status: 'sent', createdAt: ago(900), sentAt: ago(899) },
    ]);
    const metrics = await metricsText(t);
    expect(metrics.split('\n')).toContain('order_messages_oldest_pending_age_seconds 45');
    expect(metrics).not.toContain(orderId);
  });

  it('counts each job run by task and outcome; the job’s row counts the turns it granted', async () => {
    await t.app.runner.arm();
    for (let turn = 1; turn <= 2; turn++) {
      expect(await t.app.runner.runDue(['cod-expiry'])).toEqual([
        { task: 'cod-expiry', key: 'recurring', outcome: 'done' },
      ]);
      // Not due again until its next turn.
      expect(await t.app.runner.runDue(['cod-expiry'])).toEqual([]);
      // Past the next turn of any recurring task.
      clock.advance(24 * 3600 * SECOND);
    }
    expect((await metricsText(t)).split('\n')).toContain('jobs_run_total{task="cod-expiry",outcome="done"} 2');
    const [row] = await t.database.db
      .select({ runs: jobs.runs })
      .from(jobs)
      .where(and(eq(jobs.task, 'cod-expiry'), eq(jobs.key, RECURRING_KEY)));
    expect(row?.runs).toBe(2);
  });

  it("reports node-postgres's pool, and nothing of a pool for PGlite", async () => {
    const metrics = await metricsText(t);
    if (t.database.kind === 'postgres') {
      expect(metrics.split('\n')).toContain('db_pool_max_clients 20');
      expect(metrics).toMatch(/^db_pool_clients \d+$/m);
      expect(metrics).toMatch(/^db_pool_idle_clients \d+$/m);
      expect(metrics).toMatch(/^db_pool_waiting_requests \d+$/m);
    } else {
      expect(metrics).not.toContain('db_pool_');
    }
  });
});

describe('a scrape-time read that fails', () => {
  it('leaves its gauges out (an age reads NaN) and counts the failure; the scrape still answers', async () => {
    // A query builder whose every query, once awaited, fails.
    const failing: object = new Proxy(() => undefined, {
      get: (_target, property) =>
        property === 'then' ? (_resolve: unknown, reject: (e: Error) => void) => reject(new Error('gone')) : failing,
      apply: () => failing,
    });
    const broken = { kind: 'pglite', db: failing } as unknown as Database;
    const warned: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warned.push(args) } as unknown as FastifyBaseLogger;
    const metrics = createShopMetrics({ database: broken, clock: manualClock(), log });
    await metrics.refresh();
    const text = await metrics.registry.metrics();
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'metrics_collect_errors_total{source="jobs"} 1',
        'metrics_collect_errors_total{source="outbox"} 1',
      ]),
    );
    expect(text).not.toMatch(/^jobs_waiting\{/m);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['jobs_oldest_due_age_seconds Nan', 'order_messages_oldest_pending_age_seconds Nan']),
    );
    expect(warned).toHaveLength(2);
  });
});

describe('bearerMatches', () => {
  it('takes exactly `Bearer <token>`, the scheme in any case', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer', '')).toBe(false);
  });
});

// SIGTERM (a deploy, a scale-in) drains: every request the server had already taken is answered
// 2xx, then the database is closed cleanly and the process exits 0; a restart serves those orders.
// Slow clients cannot hold it: a request still incomplete after REQUEST_TIMEOUT_SECONDS is answered
// 408 and cut off, and SIGTERM ends within SHUTDOWN_GRACE_SECONDS whatever the clients do.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnv, startServer, type RunningServer } from './support/api-server';
import { waitUntil } from './support/checkout-load';
import { byStatus, get, post } from './support/http';
import { clusterState } from './support/pglite-reader';
import { createDatabase, type TestDatabase } from './support/postgres';
import { stallAfter, stalledBodyRequest, stalledHeadersRequest, type StalledClient } from './support/raw-client';
import { codBody, newKey, placeCod, signUp, variants, type Line, type Shopper } from './support/shop';

const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3500);

/** Requests the server has taken in (Fastify logs this after its closing check, at info level). */
const taken = (output: string, url: string) =>
  output.split('\n').filter((l) => l.includes('"incoming request"') && l.includes(`"url":"${url}"`)).length;
/** The ids of the burst's requests (`drain-…`) taken in. */
const takenIds = (output: string) =>
  new Set(
    output
      .split('\n')
      .flatMap((l) => (l.includes('"incoming request"') ? [/"reqId":"(drain-[^"]+)"/.exec(l)?.[1] ?? ''] : []))
      .filter(Boolean),
  );

async function setUp(name: string, env: Record<string, string>) {
  const server = await startServer(name, env);
  const shoppers = await Promise.all(Array.from({ length: 3 }, () => signUp(server.url)));
  const [big] = (await variants(server.url)).sort((x, y) => y.stock - x.stock);
  if (!big || big.stock < 40) throw new Error('the seed catalogue has no size with 40 units');
  const line: Line = { productId: big.productId, size: big.size, quantity: 1 };
  return { server, shoppers, line };
}

/** Fires `n` orders and resolves when the server has taken every one of them in. */
async function burst(server: RunningServer, shoppers: Shopper[], line: Line, n: number) {
  const before = taken(server.output(), '/api/orders/cod');
  const answers = Array.from({ length: n }, (_, i) =>
    placeCod(server.url, shoppers[i % shoppers.length] as Shopper, [line], newKey()).then((r) => ({
      ...r,
      at: Date.now(),
    })),
  );
  await server.waitForOutput((out) => taken(out, '/api/orders/cod') >= before + n, 30_000);
  return answers;
}

async function ordersOf(server: RunningServer, shoppers: Shopper[]): Promise<string[]> {
  const lists = await Promise.all(
    shoppers.map((s) => get<{ _id: string }[]>(server.url, '/api/orders/my', { token: s.token })),
  );
  return lists.flatMap((l) => l.json.map((o) => o._id));
}

describe('SIGTERM drains in-flight requests and closes the database', () => {
  const dataDir = `/tmp/vastra-rel-drain-${process.pid}-${randomBytes(3).toString('hex')}`;
  let db: TestDatabase | undefined;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.terminate()));
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'on embedded PGlite: every order taken before SIGTERM is answered 201, ' +
      'the rest 503 or refused, exit 0, the data directory left shut down',
    async () => {
      // A grace period well above the drain (the default 10 s could cut it short on a loaded machine).
      const env = serverEnv({
        PORT: String(PORT_BASE + 21),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '25',
      });
      const { server, shoppers, line } = await setUp('api-pglite-drain', env);
      servers.push(server);
      expect(await clusterState(dataDir)).toBe('in production');

      // 40 orders, each with its own request id (the server logs it when it takes the request in);
      // SIGTERM once 10 are taken: the others arrive while it drains.
      const ids = Array.from({ length: 40 }, () => `drain-${newKey()}`);
      const answers = ids.map((id, i) =>
        post<{ orderId?: string }>(server.url, '/api/orders/cod', codBody([line]), {
          token: (shoppers[i % shoppers.length] as Shopper).token,
          headers: { 'x-request-id': id, 'idempotency-key': id },
        }).then(
          (r) => ({ ...r, at: Date.now() }),
          () => null,
        ),
      );
      await server.waitForOutput((out) => takenIds(out).size >= 10, 30_000);
      const signalledAt = Date.now();
      const exit = await server.terminate(30_000);
      const answered = await Promise.all(answers);
      const taken = takenIds(server.output());

      expect(exit).toEqual({ code: 0, signal: null });
      expect(server.output()).not.toContain('shutdown failed');
      expect(await clusterState(dataDir)).toBe('shut down');
      ids.forEach((id, i) => {
        const status = answered[i]?.status ?? null;
        if (taken.has(id)) expect(status, id).toBe(201);
        else expect([503, null], id).toContain(status);
      });

      // The restarted server has exactly the orders that were taken in.
      const again = await startServer('api-pglite-after-drain', env);
      servers.push(again);
      const placed = new Set(await ordersOf(again, shoppers));
      expect(placed.size).toBe(taken.size);
      answered.forEach((r) => r?.status === 201 && expect(placed.has(r.json.orderId as string)).toBe(true));
      const drained = answered.filter((r) => r?.status === 201 && r.at > signalledAt).length;
      console.info(
        `[reliability] pglite SIGTERM: ${taken.size} of 40 orders taken in, all ` +
          `201 (${drained} answered after the signal); ` +
          `${answered.filter((r) => r?.status === 503).length} × 503, ` +
          `${answered.filter((r) => r === null).length} refused`,
      );
    },
  );

  it(
    'on PostgreSQL: 20 orders held on a locked stock row when SIGTERM comes ' +
      'are all answered 201 once it frees, then exit 0',
    async () => {
      db = await createDatabase('drain');
      const env = serverEnv({
        PORT: String(PORT_BASE + 22),
        DATABASE_URL: db.url,
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '25',
      });
      const { server, shoppers, line } = await setUp('api-postgres-drain', env);
      servers.push(server);

      // Another transaction holds the stock row, so every order waits inside its transaction.
      const holder = await db.hold(
        'select stock from product_variants where product_id = $1 and size = $2 for update',
        [line.productId, line.size],
      );
      const answers = await burst(server, shoppers, line, 20);
      let exited = false;
      const exiting = server.terminate(30_000).then((e) => {
        exited = true;
        return e;
      });
      await sleep(500);
      expect(exited).toBe(false); // still draining: nothing was cut off
      await holder.release();
      const answered = await Promise.all(answers);
      expect(byStatus(answered)).toEqual({ 201: 20 });
      expect(await exiting).toEqual({ code: 0, signal: null });

      const rows = await db.query<{ n: string }>('select count(*) as n from orders where id = any($1::uuid[])', [
        answered.map((r) => r.json.orderId),
      ]);
      expect(Number(rows[0]?.n)).toBe(20);
      const again = await startServer('api-postgres-after-drain', env);
      servers.push(again);
      expect((await ordersOf(again, shoppers)).length).toBe(20);
    },
  );
});

/** Whether the server has taken in the request with this id (logged once its headers have arrived). */
const tookIn = (output: string, requestId: string) =>
  output.split('\n').some((l) => l.includes('"incoming request"') && l.includes(`"reqId":"${requestId}"`));

/** SIGTERM, then the time until the process has exited (SIGKILL after `capMs`: then the exit says so). */
async function timedTerminate(server: RunningServer, capMs: number) {
  const signalledAt = Date.now();
  const exit = await server.terminate(capMs);
  return { exit, seconds: (Date.now() - signalledAt) / 1000 };
}

/** A fresh PGlite start (initdb, migrations, seed) takes 5 s on a quiet machine and over a minute on a busy one. */
const READY_CAP_MS = 180_000;
const TEST_CAP_MS = 400_000;

describe('slow clients cannot hold the server', { timeout: TEST_CAP_MS }, () => {
  const dataDir = `/tmp/vastra-rel-slow-${process.pid}-${randomBytes(3).toString('hex')}`;
  let db: TestDatabase | undefined;
  const servers: RunningServer[] = [];
  const clients: StalledClient[] = [];

  afterAll(async () => {
    for (const c of clients) c.destroy();
    await Promise.all(servers.map((s) => s.terminate()));
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-timeout`, { recursive: true, force: true });
  });

  it(
    'answers a request whose body or headers stall 408 and hangs up after ' +
      'REQUEST_TIMEOUT_SECONDS, and keeps serving',
    async () => {
      const env = serverEnv({
        PORT: String(PORT_BASE + 23),
        DATA_DIR: `${dataDir}-timeout`,
        REQUEST_TIMEOUT_SECONDS: '2',
      });
      const server = await startServer('api-request-timeout', env, READY_CAP_MS);
      servers.push(server);

      const body = await stallAfter(server.url, stalledBodyRequest('/api/contact', `slow-${newKey()}`));
      const headers = await stallAfter(server.url, stalledHeadersRequest('/api/client/products'));
      clients.push(body, headers);
      // Cut off by the server: before, neither connection ever closed (no request timeout at all).
      await waitUntil(
        'the server to close both stalled connections',
        () => body.isClosed() && headers.isClosed(),
        60_000,
      );
      expect(body.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(headers.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect((await get(server.url, '/api/ready')).status).toBe(200);
    },
  );

  it(
    'on PGlite: SIGTERM with a client stalling its body exits 0 once ' +
      'SHUTDOWN_GRACE_SECONDS (2) are over, the database closed cleanly',
    async () => {
      // The request timeout far away, so only the shutdown's grace period can end the stalled request.
      const env = serverEnv({
        PORT: String(PORT_BASE + 24),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '2',
        REQUEST_TIMEOUT_SECONDS: '600',
      });
      const server = await startServer('api-pglite-stalled', env, READY_CAP_MS);
      servers.push(server);
      const requestId = `stalled-${newKey()}`;
      const stalled = await stallAfter(server.url, stalledBodyRequest('/api/orders/cod', requestId));
      clients.push(stalled);
      await server.waitForOutput((out) => tookIn(out, requestId), 30_000);

      // Before the fix the server waited for the client for ever (SIGKILL at the cap).
      const { exit, seconds } = await timedTerminate(server, 60_000);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(seconds).toBeGreaterThanOrEqual(1.9); // it did wait for the grace period
      expect(seconds).toBeLessThan(2 + 20); // and then ended: grace + a generous margin
      await stalled.closed;
      expect(server.output()).toContain('shutdown grace period over: closing the connections still open');
      expect(server.output()).not.toContain('shutdown failed');
      expect(await clusterState(dataDir)).toBe('shut down');
      console.info(
        `[reliability] pglite SIGTERM with a stalled client: exit 0 after ${seconds.toFixed(1)} s (grace 2 s)`,
      );
    },
  );

  it(
    'on PostgreSQL: an order in flight at SIGTERM that finishes within the ' +
      'grace period is answered 201 while a stalled client is cut off; exit 0',
    async () => {
      db = await createDatabase('slow');
      const env = serverEnv({
        PORT: String(PORT_BASE + 25),
        DATABASE_URL: db.url,
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '5',
        REQUEST_TIMEOUT_SECONDS: '600',
      });
      const { server, shoppers, line } = await setUp('api-postgres-stalled', env);
      servers.push(server);
      const requestId = `stalled-${newKey()}`;
      const stalled = await stallAfter(server.url, stalledBodyRequest('/api/orders/cod', requestId));
      clients.push(stalled);
      await server.waitForOutput((out) => tookIn(out, requestId), 30_000);

      // The order waits inside its transaction on a stock row another transaction holds.
      const holder = await db.hold(
        'select stock from product_variants where product_id = $1 and size = $2 for update',
        [line.productId, line.size],
      );
      const [answer] = await burst(server, shoppers, line, 1);
      const exiting = timedTerminate(server, 60_000);
      await server.waitForOutput((out) => out.includes('shutting down: draining requests'), 30_000);
      await holder.release(); // the order can finish now, well within the 5 s

      const placed = await answer;
      expect(placed?.status).toBe(201);
      const { exit, seconds } = await exiting;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(seconds).toBeLessThan(5 + 20);
      expect(stalled.isClosed()).toBe(true);
      const rows = await db.query<{ n: string }>('select count(*) as n from orders where id = $1', [
        placed?.json.orderId,
      ]);
      expect(Number(rows[0]?.n)).toBe(1);
    },
  );
});

// The order events' outbox (docs/decisions/082-order-event-outbox.md) across kill -9: a cancellation writes its
// `order.cancelled` event (a `reaction:order-text` job) with the change; the reaction texts the shopper right after
// the commit. The server is killed while cancellations are being answered, until a kill leaves at least one committed
// event whose reaction had not run (read in the database before the restart); the restarted server's job runner runs
// it. Then every cancelled order has exactly one cancellation text, its stock back once, and no job is dead — on
// PostgreSQL and on the embedded PGlite default (DATA_DIR on disk).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv, startServer, type RunningServer } from './support/api-server';
import { waitUntil } from './support/checkout-load';
import { get } from './support/http';
import { cancel, cancelText, placeOne, variantKey, type Placed, type Variant } from './support/outbox-orders';
import { openPgliteReader, type Reader } from './support/pglite-reader';
import { createDatabase, TEST_CLIENT_NAME, type TestDatabase } from './support/postgres';
import { liftCodLimit, signUp, variants, type Shopper } from './support/shop';

const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3500);
/** Orders placed, then cancelled all at once, per round. */
const ORDERS_PER_ROUND = 12;
/** Rounds (kill, read, restart) tried before the test gives up on catching a reaction cut off by the kill. */
const MAX_ROUNDS = 8;
/** The generous bound for the restarted runner to run every reaction left (it polls every 2 s). */
const REDELIVERY_TIMEOUT_MS = 45_000;

const TEST_NAME =
  'runs every reaction a kill -9 cut off after the restart: one text per cancellation, stock back once, no job dead';

type Kind = 'postgres' | 'pglite';
interface PendingReaction {
  key: string;
  state: 'queued' | 'running';
  /** The order's cancellation message row at the kill, if the reaction got as far as writing it. */
  message: string | null;
}
const orderOfKey = (key: string) => key.slice('order.cancelled:'.length);

/** What any cancellation not answered 200 was answered, for the failure message. */
const refusals: string[] = [];

describe.each<[string, Kind]>([
  ['PostgreSQL', 'postgres'],
  ['the embedded PGlite default (DATA_DIR on disk)', 'pglite'],
])('order events redelivered after kill -9, on %s', (_label, kind) => {
  let db: TestDatabase | undefined;
  const dataDir = `/tmp/vastra-rel-outbox-${process.pid}-${randomBytes(3).toString('hex')}`;
  let env: Record<string, string>;
  let server: RunningServer;
  let shoppers: Shopper[];
  let pool: Variant[];

  /**
   * The database, read directly: PostgreSQL at any time; the embedded one only while no server has it open (after
   * the kill, or once the server stopped).
   */
  async function withDatabase<T>(fn: (reader: Reader) => Promise<T>): Promise<T> {
    if (db) {
      const pgDb = db;
      return fn({ query: (text, params) => pgDb.query(text, params), close: async () => undefined });
    }
    const reader = await openPgliteReader(dataDir);
    try {
      return await fn(reader);
    } finally {
      await reader.close();
    }
  }

  beforeAll(async () => {
    const port = String(PORT_BASE + (kind === 'postgres' ? 21 : 22));
    if (kind === 'postgres') db = await createDatabase('outbox');
    env = serverEnv({ PORT: port, ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: dataDir }) });
    server = await startServer(`api-${kind}`, env);
    await liftCodLimit(server.url);
    shoppers = await Promise.all(Array.from({ length: 3 }, () => signUp(server.url)));
    // The sizes with the most stock: every round's orders fit, whatever sells.
    const all = await variants(server.url);
    pool = all.sort((x, y) => y.stock - x.stock).slice(0, 6);
    const total = pool.reduce((n, v) => n + v.stock, 0);
    if (total < MAX_ROUNDS * ORDERS_PER_ROUND) throw new Error(`too little stock for the rounds (${total})`);
  });

  afterAll(async () => {
    await server?.terminate();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(TEST_NAME, async () => {
    const started = Date.now();
    const placed: Placed[] = [];
    const caught: PendingReaction[] = [];
    let rounds = 0;
    let expiredLeases = 0;
    /** Cancellation messages written but not marked sent when the process died: whether their text had gone out. */
    const unsentAtKill = new Map<string, boolean>();

    while (caught.length === 0) {
      rounds += 1;
      if (rounds > MAX_ROUNDS) throw new Error(`no kill in ${MAX_ROUNDS} rounds left a reaction unrun`);
      const round: Placed[] = [];
      for (let i = 0; i < ORDERS_PER_ROUND; i++) {
        const variant = pool[(placed.length + i) % pool.length] as Variant;
        round.push(await placeOne(server.url, shoppers[i % shoppers.length] as Shopper, variant));
      }
      placed.push(...round);

      // Every cancellation at once; the kill comes as soon as the first is answered, while the rest are being
      // committed and their reactions run.
      let firstAnswered: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
      const base = server.url;
      const cancels = round.map(async (order) => {
        order.cancel = await cancel(base, order, refusals);
        if (order.cancel !== null) firstAnswered();
      });
      await Promise.race([answered, Promise.all(cancels)]);
      expect((await server.crash()).signal).toBe('SIGKILL');
      await Promise.all(cancels);
      // A statement the dead process had sent still runs to its end on the PostgreSQL server (and commits, outside a
      // transaction): the database is read once the dead process's connections have gone.
      if (db) {
        const pgDb = db;
        await waitUntil(
          "the killed server's connections to end",
          async () =>
            (
              await pgDb.query<{ n: number }>(
                'select count(*)::int as n from pg_stat_activity where datname = current_database() ' +
                  'and application_name <> $1',
                [TEST_CLIENT_NAME],
              )
            )[0]?.n === 0,
          REDELIVERY_TIMEOUT_MS,
          { everyMs: 100 },
        );
      }

      // Before the restart: the reactions whose event committed but which had not run (queued, or claimed by the
      // dead process), and whether each had written its message row.
      const pending = await withDatabase(async (reader) => {
        const rows = await reader.query<PendingReaction>(
          'select j.key, j.state, m.status as message from jobs j ' +
            "left join order_messages m on m.event = 'cancelled' " +
            "and m.order_id::text = substr(j.key, length('order.cancelled:') + 1) " +
            "where j.task = 'reaction:order-text' and j.key like 'order.cancelled:%' " +
            "and j.state in ('queued', 'running')",
        );
        // Messages written but not marked sent, and whether their text had gone out before the process died.
        const unsent = await reader.query<{ order_id: string; texted: boolean }>(
          'select m.order_id, exists (select 1 from sms_outbox s where s.to = m.to and s.body = m.body) as texted ' +
            "from order_messages m where m.event = 'cancelled' and m.status = 'pending'",
        );
        for (const m of unsent) unsentAtKill.set(m.order_id, m.texted);
        // The servers run on the system clock, so the test stands in for the time the restarted server would wait:
        // a job the dead process held is held for its lease (10 minutes, DEFAULT_JOB_POLICY in
        // apps/api/src/shared/jobs/job-policy.ts), and a message cut off mid-send is retried 2 minutes after it was
        // written (RETRY_AFTER_SECONDS in apps/api/src/modules/order-messages/order-messages.repository.ts) by the
        // order-messages task. Its leases end now, those messages are 2 minutes old, and that task is due now.
        const ended = await reader.query<{ id: string }>(
          "update jobs set locked_until = now() where state = 'running' and locked_until > now() returning id",
        );
        expiredLeases += ended.length;
        if (unsent.length > 0) {
          await reader.query(
            "update order_messages set created_at = created_at - interval '120 seconds' " +
              "where event = 'cancelled' and status = 'pending'",
          );
          await reader.query("update jobs set run_at = now() where task = 'order-messages' and state = 'queued'");
        }
        return rows;
      });
      caught.push(...pending);
      server = await startServer(`api-${kind}-after-kill-${rounds}`, env);
    }

    // The restarted runner (it polls every 2 s) runs each reaction left, and sends each message cut off mid-send;
    // nothing else is asked of the server meanwhile.
    const redeliveryStart = Date.now();
    if (db) {
      const pgDb = db;
      const left = async () =>
        (
          await pgDb.query<{ n: number }>(
            "select ((select count(*) from jobs where task like 'reaction:%' and state in ('queued', 'running')) + " +
              "(select count(*) from order_messages where event = 'cancelled' and status = 'pending'))::int as n",
          )
        )[0]?.n;
      await waitUntil(
        'every reaction job done and every cancellation text sent',
        async () => (await left()) === 0,
        REDELIVERY_TIMEOUT_MS,
        {
          everyMs: 100,
          explain: async () => {
            const jobsLeft = await pgDb.query(
              "select task, key, state from jobs where state not in ('done', 'queued')",
            );
            const unsent = await pgDb.query("select order_id, status from order_messages where status <> 'sent'");
            return `: jobs ${JSON.stringify(jobsLeft)}, messages ${JSON.stringify(unsent)}`;
          },
        },
      );
    } else {
      // The embedded database cannot be read while its server runs: the texts show the reactions ran.
      const orderOf = new Map(placed.map((p) => [p.orderId, p]));
      const awaited = [...new Set([...caught.map((c) => orderOfKey(c.key)), ...unsentAtKill.keys()])].map(
        (id) => orderOf.get(id) as Placed,
      );
      await waitUntil(
        'the cancellation text of every reaction cut off',
        async () => {
          const seen = await Promise.all(
            awaited.map(async (p) => {
              const outbox = await get<{ body: string }[]>(
                server.url,
                `/api/dev/sms-outbox?phone=${encodeURIComponent(p.phone)}`,
              );
              const texts = outbox.json.filter((sms) => sms.body.startsWith(cancelText(p.orderId))).length;
              return texts >= (unsentAtKill.get(p.orderId) ? 2 : 1);
            }),
          );
          return seen.every(Boolean);
        },
        REDELIVERY_TIMEOUT_MS,
        { everyMs: 100 },
      );
    }
    const redeliveryMs = Date.now() - redeliveryStart;

    // The shopper whose cancellation got no answer asks again: it is answered with her cancelled order, and changes
    // nothing twice.
    const unanswered = placed.filter((p) => p.cancel === null);
    for (const order of unanswered) order.cancel = await cancel(server.url, order, refusals);
    expect(
      placed.filter((p) => p.cancel !== 200).map((p) => p.cancel),
      refusals.join('\n'),
    ).toEqual([]);

    if (!db) expect((await server.terminate()).code).toBe(0);
    const found = await withDatabase(async (reader) => ({
      orders: await reader.query<{ id: string; status: string; restored: boolean }>(
        'select id, status, stock_restored_at is not null as restored from orders',
      ),
      messages: await reader.query<{ order_id: string; status: string; body: string; to: string }>(
        'select order_id, status, body, "to" from order_messages where event = \'cancelled\'',
      ),
      texts: await reader.query<{ to: string; body: string }>('select "to", body from sms_outbox'),
      jobs: await reader.query<{ task: string; key: string; state: string; attempts: number }>(
        'select task, key, state, attempts from jobs',
      ),
      stock: await reader.query<{ product_id: string; size: string; stock: number }>(
        'select product_id, size, stock from product_variants',
      ),
    }));

    const textJobs = found.jobs.filter((j) => j.task === 'reaction:order-text');
    // Each order's placed event, written by the order's own statement, ran once before its answer.
    const placedEvents = textJobs.filter((j) => j.key.startsWith('order.placed:'));
    expect(placedEvents.map((j) => [j.key, j.state]).sort()).toEqual(
      placed.map((p) => [`order.placed:${p.orderId}`, 'done']).sort(),
    );
    const reactions = textJobs.filter((j) => !j.key.startsWith('order.placed:'));
    for (const order of placed) {
      // Cancelled in the database, its stock put back (once: see the stock below).
      expect(found.orders.find((o) => o.id === order.orderId)).toEqual({
        id: order.orderId,
        status: 'cancelled',
        restored: true,
      });
      // One event of its cancellation, its reaction done: the shopper's (`order.cancelled`) or, when the kill fell
      // after the courier's booking was cancelled but before the order's transaction, the courier's own report that
      // the restarted tracking follows (`order.status_changed` to cancelled).
      const cancelledKeys = [`order.cancelled:${order.orderId}`, `order.status_changed:${order.orderId}:cancelled`];
      expect(reactions.filter((j) => cancelledKeys.includes(j.key)).map((j) => j.state)).toEqual(['done']);
      // Exactly one cancellation message, and exactly one text of it.
      const messages = found.messages.filter((m) => m.order_id === order.orderId);
      expect(messages, order.orderId).toHaveLength(1);
      const [message] = messages as [(typeof messages)[number]];
      expect(message.body.startsWith(cancelText(order.orderId))).toBe(true);
      expect(message.status, order.orderId).toBe('sent');
      const texts = found.texts.filter((t) => t.to === message.to && t.body.startsWith(cancelText(order.orderId)));
      // One text; a second only where the kill fell between the text going out and its row marked sent (the
      // message retry cannot know it went: at least once, decision 034).
      expect(texts, order.orderId).toHaveLength(unsentAtKill.get(order.orderId) ? 2 : 1);
    }
    expect(reactions).toHaveLength(placed.length);
    // Every order cancelled: each size's stock is back where it started, neither short nor put back twice.
    for (const v of pool) {
      expect(found.stock.find((s) => variantKey(s) === variantKey(v))?.stock, variantKey(v)).toBe(v.stock);
    }
    expect(found.jobs.filter((j) => j.state === 'dead')).toEqual([]);

    const byState = (s: string) => caught.filter((c) => c.state === s).length;
    console.info(
      `[reliability] outbox ${kind}: ${rounds} kill(s) -9 for ${placed.length} cancellations ` +
        `(${unanswered.length} unanswered, asked again); the kill left ${caught.length} reaction(s) unrun ` +
        `(${byState('queued')} queued, ${byState('running')} claimed, leases ended: ${expiredLeases}; ` +
        `${caught.filter((c) => c.message !== null).length} with the message written; ` +
        `${unsentAtKill.size} message(s) ` +
        `cut mid-send, ${[...unsentAtKill.values()].filter(Boolean).length} of them after the text went out); ` +
        `all run after the restart in ${redeliveryMs} ms; test ${Date.now() - started} ms`,
    );
  });
});

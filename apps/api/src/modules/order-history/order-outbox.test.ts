// The order events' outbox (docs/decisions/082-order-event-outbox.md) through the real app: an event is written with
// its change or not at all, its reaction runs right after the commit, a reaction cut off by a crash runs on the job
// runner's next poll, and two processes delivering the same events text each shopper once.
import { shortOrderId } from '@vastra/domain/orders';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CUSTOMER, codBody, newProduct, signedIn } from '../../testing/factories';
import { as, outboxOf } from '../../testing/requests';
import { emitOrderEvent } from './order-outbox';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const PHONE = `+91${CUSTOMER.phone.replace(/\D/g, '').slice(-10)}`;
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  shopper = await signedIn(t);
});
afterAll(() => t.close());

async function placeCod() {
  const productId = await newProduct(t, 'Bandhani Dupatta', { M: { pricePaise: 79_900, stock: 5 } });
  clock.advance(1000);
  const res = await as(t, shopper.token).post('/api/orders/cod', codBody([{ productId, size: 'M', quantity: 1 }]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orderId: string }>().orderId;
}

const cancelledTexts = async (orderId: string) =>
  (await outboxOf(t, PHONE)).filter((sms) =>
    sms.body.startsWith(`Your order ${shortOrderId(orderId)} has been cancelled.`),
  );
const placedTexts = async (orderId: string) =>
  (await outboxOf(t, PHONE)).filter((sms) =>
    sms.body.includes(`Your order ${shortOrderId(orderId)} of Rs.799.00 is placed.`),
  );
/** The jobs of an order's cancellation (its placed event's are apart). */
const reactionJobs = (orderId: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `order.cancelled:${orderId}`))
    .orderBy(jobs.task);

describe('the order events outbox', () => {
  it("writes an order's placed event with the order and texts the shopper once, right after the commit", async () => {
    const orderId = await placeCod();
    expect(await placedTexts(orderId)).toHaveLength(1);
    const placed = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.placed:${orderId}`));
    // And the team's new-order alert (docs/decisions/131-owner-alerts.md), its own job.
    expect(placed.sort((x, y) => x.task.localeCompare(y.task))).toEqual([
      expect.objectContaining({ task: 'reaction:order-text', state: 'done', attempts: 1 }),
      expect.objectContaining({ task: 'reaction:owner-alert', state: 'done', attempts: 1 }),
    ]);
  });

  it("writes a cancellation's event with it and texts the shopper once, right after the commit", async () => {
    const orderId = await placeCod();
    const res = await as(t, shopper.token).post(`/api/orders/${orderId}/cancel`, { reason: 'Ordered by mistake' });
    expect(res.statusCode, res.body).toBe(200);

    expect(await cancelledTexts(orderId)).toHaveLength(1);
    const [job, taxJob] = await reactionJobs(orderId);
    expect(taxJob).toMatchObject({ task: 'reaction:tax-documents', state: 'done', attempts: 1 });
    expect(job).toMatchObject({
      task: 'reaction:order-text',
      key: `order.cancelled:${orderId}`,
      state: 'done',
      attempts: 1,
      payload: { type: 'order.cancelled', orderId },
    });
  });

  it('writes no event when the change rolls back', async () => {
    const orderId = await placeCod();
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitOrderEvent(tx, clock.now(), { type: 'order.cancelled', orderId });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await reactionJobs(orderId)).toEqual([]);
  });

  it("runs on the job runner's next poll a reaction whose process died after the commit, once", async () => {
    const orderId = await placeCod();
    // The change committed with its event; the process died before running the reaction.
    await t.database.db.transaction(async (tx) => {
      await emitOrderEvent(tx, clock.now(), { type: 'order.cancelled', orderId });
    });
    expect(await cancelledTexts(orderId)).toHaveLength(0);

    expect(await t.app.runner.runDue()).toContainEqual({
      task: 'reaction:order-text',
      key: `order.cancelled:${orderId}`,
      outcome: 'done',
    });
    expect(await t.app.runner.runDue()).toEqual([]);
    expect(await cancelledTexts(orderId)).toHaveLength(1);
  });

  it("texts each shopper once when deliveries run at the same time (requests' dispatch beside the poll)", async () => {
    const orderIds = [await placeCod(), await placeCod(), await placeCod()];
    for (const orderId of orderIds) {
      // Each event written twice (a retried request): still one job per reaction.
      for (let i = 0; i < 2; i += 1) {
        await emitOrderEvent(t.database.db, clock.now(), { type: 'order.cancelled', orderId });
      }
    }
    const { runner } = t.app;
    const ran = (await Promise.all([runner.runDue(), runner.runDue(), runner.runDue()])).flat();

    expect(ran.filter((job) => job.task === 'reaction:order-text')).toHaveLength(3);
    for (const orderId of orderIds) {
      expect(await cancelledTexts(orderId)).toHaveLength(1);
      const rows = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `order.cancelled:${orderId}`))
        .orderBy(jobs.task);
      // One job per reaction of the event (ORDER_EVENT_REACTIONS), each run once.
      expect(rows.map((row) => [row.task, row.state])).toEqual([
        ['reaction:order-text', 'done'],
        ['reaction:tax-documents', 'done'],
      ]);
    }
  });
});

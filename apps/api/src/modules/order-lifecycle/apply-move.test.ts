// The lifecycle core's one apply function and its lock order, on PGlite and (scripts/test-pg.sh) on PostgreSQL:
// a legal move writes its row, history, audit and outbox event together; an illegal one is refused with 409
// action_not_allowed naming the machine and writes nothing; a lock taken against the lock order throws at once;
// readForChange locks and returns each target's chain (order → request → refund or payout), null for a missing row.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  auditLog,
  jobs,
  orderEvents,
  orderItems,
  orders,
  paymentAttention,
  refunds,
  returnPayouts,
  returnRequests,
} from '../../db/schema';
import { AppError } from '../../errors';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn, signedInStaff } from '../../testing/factories';
import { receivedReturn } from '../../testing/tax-documents';
import { applyMove } from './apply-move';
import { LockOrderError, lockOrder, lockRequest, readForChange, type ChangeTarget } from './locks';

const clock = manualClock(new Date('2026-11-29T09:00:00Z'));
let t: TestApp;
let staff: { id: string; fullName: string };
let userId: string;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  const member = await signedInStaff(t, { fullName: 'Ravi Menon' });
  staff = { id: member.id, fullName: member.fullName };
  userId = (await signedIn(t)).userId;
  productId = await productWithStock(t, { M: 100, L: 10 });
});
afterAll(() => t.close());

const inTx = <T>(work: (tx: Db) => Promise<T>) => t.database.db.transaction((tx) => work(tx as unknown as Db));
const placed = () => newOrder(t, userId, [{ productId, size: 'M', quantity: 1 }]);
/** A received return of the order's one line. */
async function returnOf(orderId: string) {
  const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!item) throw new Error('the order has no line');
  return receivedReturn(t.database.db, { orderId, orderItemId: item.id, userId, quantity: 1 });
}

/** A pending refund of the order (of its return when `requestId`), or of a payment with no order (`orderId` null). */
async function refundOf(orderId: string | null, requestId: string | null = null) {
  const gatewayPaymentId = `pay_${crypto.randomUUID()}`;
  const [payment] = orderId
    ? [null]
    : await t.database.db
        .insert(paymentAttention)
        .values({ gatewayOrderId: 'order_rfc', gatewayPaymentId, amountPaise: 79_900, reason: 'no order' })
        .returning({ id: paymentAttention.id });
  const [row] = await t.database.db
    .insert(refunds)
    .values({
      orderId,
      paymentAttentionId: payment?.id ?? null,
      returnRequestId: requestId,
      gatewayPaymentId,
      amountPaise: 79_900,
      reason: 'line refund',
      idempotencyKey: `refund-${crypto.randomUUID()}`,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('refund not inserted');
  return row.id;
}
async function payoutOf(orderId: string, requestId: string) {
  const [row] = await t.database.db
    .insert(returnPayouts)
    .values({
      orderId,
      returnRequestId: requestId,
      amountPaise: 79_900,
      destinationKind: 'upi',
      destinationMasked: 'ra****@okaxis',
      idempotencyKey: `payout-${crypto.randomUUID()}`,
    })
    .returning({ id: returnPayouts.id });
  if (!row) throw new Error('payout not inserted');
  return row.id;
}

describe('applyMove', () => {
  it('moves the order and writes its history line, audit entry and outbox event in the same transaction', async () => {
    const orderId = await placed();
    const at = clock.now();
    const moved = await inTx((tx) =>
      applyMove(tx, {
        machine: 'order',
        id: orderId,
        to: 'cancelled',
        set: { cancelledAt: at, cancellationReason: 'Ordered by mistake', cancelledBy: 'staff' },
        at,
        history: { kind: 'cancelled', actor: 'staff', staff, summary: 'Cancelled: Ordered by mistake' },
        audit: { staff, entry: { action: 'order.cancel', targetType: 'order', targetId: orderId } },
        events: [{ type: 'order.cancelled', orderId }],
      }),
    );
    expect(moved).toMatchObject({ id: orderId, status: 'cancelled', cancelledBy: 'staff', updatedAt: at });
    const history = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(history).toMatchObject([{ kind: 'cancelled', actor: 'staff', staffName: 'Ravi Menon', at }]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.cancel')));
    expect(audit).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.cancelled:${orderId}`));
    expect(events.map((job) => job.task).sort()).toEqual(['reaction:order-text', 'reaction:tax-documents']);
  });

  it('refuses a move its machine does not allow with 409 action_not_allowed, and writes nothing', async () => {
    const orderId = await placed();
    const refusal = await inTx((tx) =>
      applyMove(tx, {
        machine: 'order',
        id: orderId,
        to: 'returned',
        at: clock.now(),
        history: { kind: 'status', actor: 'courier', summary: 'Status: placed → returned' },
      }),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      kind: 'conflict',
      code: 'action_not_allowed',
      extra: { machine: 'order', from: 'placed', to: 'returned' },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('placed');
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).toEqual([]);
  });

  it('checks the money and COD machines: a refund passes refund_pending, no order is confirmed unasked', async () => {
    const orderId = await placed();
    const at = clock.now();
    await expect(
      inTx((tx) => applyMove(tx, { machine: 'money', id: orderId, to: 'refunded', at })),
    ).rejects.toMatchObject({ code: 'action_not_allowed', extra: { machine: 'money', from: 'paid', to: 'refunded' } });
    await expect(
      inTx((tx) => applyMove(tx, { machine: 'codConfirmation', id: orderId, to: 'confirmed', at })),
    ).rejects.toMatchObject({
      code: 'action_not_allowed',
      extra: { machine: 'codConfirmation', from: 'not_required', to: 'confirmed' },
    });
  });

  it('answers 404 for a record that does not exist', async () => {
    await expect(
      inTx((tx) =>
        applyMove(tx, {
          machine: 'refund',
          id: '00000000-0000-4000-8000-000000000000',
          to: 'processed',
          at: clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('the lock order (order → request → refund or payout)', () => {
  it('takes a request’s order first, so a request then its own order is fine', async () => {
    const orderId = await placed();
    const requestId = await returnOf(orderId);
    const row = await inTx(async (tx) => {
      const request = await lockRequest(tx, requestId);
      await lockOrder(tx, orderId);
      return request;
    });
    expect(row?.id).toBe(requestId);
  });

  it('throws at once when an order is locked after a request of another order', async () => {
    const first = await placed();
    const second = await placed();
    const requestId = await returnOf(first);
    await expect(
      inTx(async (tx) => {
        await lockRequest(tx, requestId);
        await lockOrder(tx, second);
      }),
    ).rejects.toBeInstanceOf(LockOrderError);
  });
});

const NO_SUCH_ROW = '00000000-0000-4000-8000-000000000000';
type Ids = { order: string | null; request: string | null; refund: string | null; payout: string | null };
const ids = (some: Partial<Ids>): Ids => ({ order: null, request: null, refund: null, payout: null, ...some });

describe('readForChange: a caller names what it changes, the core locks it and what it belongs to', () => {
  it.each<[string, () => Promise<{ target: ChangeTarget; rows: Ids }>]>([
    [
      'an order',
      async () => {
        const order = await placed();
        return { target: { order }, rows: ids({ order }) };
      },
    ],
    [
      'an order, no key update (a writer of its documents)',
      async () => {
        const order = await placed();
        return { target: { order, strength: 'no key update' }, rows: ids({ order }) };
      },
    ],
    [
      'a request: its order, then it',
      async () => {
        const order = await placed();
        const request = await returnOf(order);
        return { target: { request }, rows: ids({ order, request }) };
      },
    ],
    [
      'a refund of a return: its order, its request, then it',
      async () => {
        const order = await placed();
        const request = await returnOf(order);
        const refund = await refundOf(order, request);
        return { target: { refund }, rows: ids({ order, request, refund }) };
      },
    ],
    [
      'a refund of an order (no return): its order, then it',
      async () => {
        const order = await placed();
        const refund = await refundOf(order);
        return { target: { refund }, rows: ids({ order, refund }) };
      },
    ],
    [
      'a refund of a payment with no order: it alone',
      async () => {
        const refund = await refundOf(null);
        return { target: { refund }, rows: ids({ refund }) };
      },
    ],
    [
      'a payout: its order, its request, then it',
      async () => {
        const order = await placed();
        const request = await returnOf(order);
        const payout = await payoutOf(order, request);
        return { target: { payout }, rows: ids({ order, request, payout }) };
      },
    ],
  ])('%s', async (_label, make) => {
    const { target, rows } = await make();
    const other = await placed();
    const { read, again, late } = await inTx(async (tx) => {
      const read = await readForChange(tx, target);
      // Each row it returned is held: locking it again is fine. An order not in the chain comes too late when the
      // change went past the order level (a request, refund or payout), and is fine after an order alone.
      const again = rows.order ? await lockOrder(tx, rows.order) : null;
      const late = await lockOrder(tx, other).then(
        () => null,
        (error: unknown) => error,
      );
      return { read, again, late };
    });
    expect({
      order: read?.order?.id ?? null,
      request: read?.request?.id ?? null,
      refund: read?.refund?.id ?? null,
      payout: read?.payout?.id ?? null,
    }).toEqual(rows);
    expect(again?.id ?? null).toBe(rows.order);
    if ('order' in target) expect(late).toBeNull();
    else expect(late).toBeInstanceOf(LockOrderError);
  });

  it.each<[string, ChangeTarget]>([
    ['an order', { order: NO_SUCH_ROW }],
    ['a request', { request: NO_SUCH_ROW }],
    ['a refund', { refund: NO_SUCH_ROW }],
    ['a payout', { payout: NO_SUCH_ROW }],
  ])('answers null for %s that does not exist', async (_label, target) => {
    expect(await inTx((tx) => readForChange(tx, target))).toBeNull();
  });

  it('holds every row of the chain until the transaction ends (PostgreSQL: another one cannot take them)', async () => {
    // PGlite runs one transaction at a time: a second one would wait for the first, so this runs on PostgreSQL only.
    if (t.database.kind !== 'postgres') return;
    const order = await placed();
    const request = await returnOf(order);
    const refund = await refundOf(order, request);
    const payout = await payoutOf(order, await returnOf(await placed()));
    const rowsOf = { order: orders, request: returnRequests, refund: refunds, payout: returnPayouts };
    /** The error code another transaction gets when it asks for the row without waiting (55P03: it is locked). */
    const tryElsewhere = (table: (typeof rowsOf)[keyof typeof rowsOf], id: string) =>
      inTx((tx) => tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update', { noWait: true }))
        .then(() => 'free')
        .catch((error: unknown) => (error as { cause?: { code?: string } }).cause?.code);
    const heldBy = (target: ChangeTarget) =>
      inTx(async (tx) => {
        const rows = await readForChange(tx, target);
        const taken = (['order', 'request', 'refund', 'payout'] as const).flatMap((key) => {
          const id = rows?.[key]?.id;
          return id ? [{ key, id }] : [];
        });
        return Promise.all(taken.map(async ({ key, id }) => `${key}: ${await tryElsewhere(rowsOf[key], id)}`));
      });
    expect(await heldBy({ refund })).toEqual(['order: 55P03', 'request: 55P03', 'refund: 55P03']);
    expect(await heldBy({ payout })).toEqual(['order: 55P03', 'request: 55P03', 'payout: 55P03']);
    expect(await heldBy({ order, strength: 'no key update' })).toEqual(['order: 55P03']);
    expect(await tryElsewhere(refunds, refund)).toBe('free');
  });

  it('throws LockOrderError when a caller asks for an order after a refund in one transaction', async () => {
    const first = await placed();
    const second = await placed();
    const refund = await refundOf(first);
    await expect(
      inTx(async (tx) => {
        await readForChange(tx, { refund });
        await readForChange(tx, { order: second });
      }),
    ).rejects.toThrow(new LockOrderError('order', 3).message);
  });
});

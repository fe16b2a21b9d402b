import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { isStockShortage, ordersRepository as repo } from './orders.repository';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, orderCount, signedIn, stockOf } from '../../testing/factories';

let t: TestApp;
let kurti: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  kurti = await newProduct(t, 'Indigo Kurti', {
    M: { pricePaise: 100_000, stock: 5 },
    L: { pricePaise: 110_000, stock: 1 },
  });
  ({ userId } = await signedIn(t));
});
afterAll(() => t.close());

const order = () => ({
  id: randomUUID(),
  createdAt: t.clock.now(),
  userId,
  totalPaise: 100_000,
  paymentMode: 'cod',
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
  customerPhone: '9876543210',
  address: '12 MG Road',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  pincode: '226001',
  notes: '',
});
const line = (size: string, quantity: number, position = 0) => ({
  productId: kurti,
  title: 'Indigo Kurti',
  image: null,
  size,
  quantity,
  unitPricePaise: 100_000,
  position,
});

describe('ordersRepository.writeOrder (one statement)', () => {
  it('takes the stock and writes the order with its lines, in the given order', async () => {
    const placed = await repo.writeOrder(t.database.db, order(), [line('M', 2, 0), line('L', 1, 1)]);
    expect(placed.order).toMatchObject({ userId, status: 'placed', totalPaise: 100_000, removedFromShipper: false });
    expect(placed.order.createdAt).toBeInstanceOf(Date);
    expect(placed.items.map((i) => [i.orderId, i.size, i.quantity, i.position])).toEqual([
      [placed.order.id, 'M', 2, 0],
      [placed.order.id, 'L', 1, 1],
    ]);
    expect([await stockOf(t, kurti, 'M'), await stockOf(t, kurti, 'L')]).toEqual([3, 0]);
    // Its placed event is in the outbox, written by the same statement, for the text's and the alert's reactions.
    const event = { type: 'order.placed', orderId: placed.order.id };
    expect(await placedEvents(placed.order.id)).toEqual([
      { task: 'reaction:order-text', payload: event, state: 'queued' },
      { task: 'reaction:owner-alert', payload: event, state: 'queued' },
    ]);
  });

  it('writes nothing when one line is short of stock (the CHECK fails the statement)', async () => {
    const orders = await orderCount(t);
    const refused = order();
    const error = await repo
      .writeOrder(t.database.db, refused, [line('M', 1, 0), line('L', 1, 1)])
      .catch((e: unknown) => e);
    expect(isStockShortage(error)).toBe(true);
    expect(await placedEvents(refused.id)).toEqual([]);
    expect([await stockOf(t, kurti, 'M'), await stockOf(t, kurti, 'L'), await orderCount(t)]).toEqual([3, 0, orders]);
  });

  it('writes nothing when a line names a size that does not exist (no order lacks a line)', async () => {
    const orders = await orderCount(t);
    await expect(repo.writeOrder(t.database.db, order(), [line('M', 1, 0), line('XXL', 1, 1)])).rejects.toThrow();
    expect([await stockOf(t, kurti, 'M'), await orderCount(t)]).toEqual([3, orders]);
  });
});

/** The outbox's jobs of an order's placed event. */
async function placedEvents(orderId: string) {
  return t.database.db
    .select({ task: jobs.task, payload: jobs.payload, state: jobs.state })
    .from(jobs)
    .where(eq(jobs.key, `order.placed:${orderId}`))
    .orderBy(jobs.task);
}

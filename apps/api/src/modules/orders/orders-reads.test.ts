import { Order, OrderListResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, signedIn, uuid } from '../../testing/factories';
import { as } from '../../testing/requests';

let t: TestApp;
let kurti: string;
let asha: { userId: string; token: string };
let ravi: { userId: string; token: string };
let first: string;
let second: string;
let ravis: string;

async function place(token: string, quantity: number): Promise<string> {
  const res = await as(t, token).post('/api/orders/cod', codBody([{ productId: kurti, size: 'M', quantity }]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orderId: string }>().orderId;
}

beforeAll(async () => {
  t = await buildTestApp();
  kurti = await newProduct(t, 'Mustard Cotton Kurti', { M: { pricePaise: 89_900, stock: 50 } });
  asha = await signedIn(t);
  ravi = await signedIn(t, { fullName: 'Ravi Kumar' });
  first = await place(asha.token, 1);
  second = await place(asha.token, 2);
  ravis = await place(ravi.token, 1);
  // Make the order of creation unambiguous whatever the clock's resolution.
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date('2026-11-01T10:00:00Z') })
    .where(eq(orders.id, first));
});
afterAll(() => t.close());

describe('GET /api/orders/my', () => {
  it("lists only the shopper's own orders, newest first, in the spec's Order shape", async () => {
    const res = await as(t, asha.token).get('/api/orders/my');
    expect(res.statusCode).toBe(200);
    const list = OrderListResponse.parse(res.json());
    expect(list.map((o) => o._id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      totalAmount: 1798,
      paymentMode: 'cod',
      items: [{ title: 'Mustard Cotton Kurti', size: 'M', quantity: 2, price: 899 }],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await as(t).get('/api/orders/my')).statusCode).toBe(401);
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the owner their order', async () => {
    const res = await as(t, asha.token).get(`/api/orders/${first}`);
    expect(res.statusCode).toBe(200);
    expect(Order.parse(res.json())).toMatchObject({
      _id: first,
      createdAt: '2026-11-01T10:00:00.000Z',
      status: 'placed',
    });
  });

  it.each([
    ["someone else's order", () => ravis],
    ['an unknown id', () => uuid()],
    ['a malformed id', () => 'not-an-order'],
    ['an id with odd characters', () => "1'%20or%201=1"],
  ])("answers %s with 404 'Order not found.' and no data", async (_case, id) => {
    const res = await as(t, asha.token).get(`/api/orders/${id()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found.', code: 'not_found' });
  });

  it('answers 401 without a session', async () => {
    expect((await as(t).get(`/api/orders/${first}`)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/user/:userId (docs/deviations.md: bearer of that same user only)', () => {
  it('gives the shopper their own orders', async () => {
    const res = await as(t, ravi.token).get(`/api/orders/user/${ravi.userId}`);
    expect(res.statusCode).toBe(200);
    expect(OrderListResponse.parse(res.json()).map((o) => o._id)).toEqual([ravis]);
  });

  it("refuses another user's orders with 403, and strangers with 401", async () => {
    const res = await as(t, ravi.token).get(`/api/orders/user/${asha.userId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only see your own orders.', code: 'forbidden' });
    expect((await as(t).get(`/api/orders/user/${asha.userId}`)).statusCode).toBe(401);
  });
});

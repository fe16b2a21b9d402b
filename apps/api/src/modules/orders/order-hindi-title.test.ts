// An order keeps its product's Hindi title beside its title (docs/decisions/183-orders-keep-hindi-titles.md): the
// shopper's order answers (the placed order, her order, her list, the tracking link's page) carry `hindiTitle` on a
// line whose product had one when she ordered, and nothing new on any other; the back office's answer stays English.
import { AdminOrderDetail, Order, OrderListResponse, PublicTrackingResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, itemsOf, newProduct, signedIn, signedInStaff, whileRetitled } from '../../testing/factories';
import { as, trackingTokenOf } from '../../testing/requests';

const TEST_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123' };
const SAREE_HI = 'बनारसी सिल्क साड़ी';
let t: TestApp;
let saree: string;
let kurti: string;

beforeAll(async () => {
  t = await buildTestApp();
  saree = await newProduct(t, 'Banarasi Silk Saree', { Free: { pricePaise: 399_900, stock: 20 } });
  // Written with spaces around it: the order keeps it trimmed.
  await t.database.db
    .update(products)
    .set({ titleHi: ` ${SAREE_HI}  ` })
    .where(eq(products.id, saree));
  kurti = await newProduct(t, 'Plain Cotton Kurti', { M: { pricePaise: 79_900, stock: 20 } });
});
afterAll(() => t.close());

/** The saree (Hindi title) and the kurti (none), one of each. */
const bothLines = () => [
  { productId: saree, size: 'Free', quantity: 1 },
  { productId: kurti, size: 'M', quantity: 1 },
];

/** The lines as the answer names them: title, Hindi title (undefined when absent) and size. */
const named = (items: readonly { title: string; hindiTitle?: string; size: string }[]) =>
  items.map(({ title, hindiTitle, size }) => ({ title, hindiTitle, size }));

const EXPECTED = [
  { title: 'Banarasi Silk Saree', hindiTitle: SAREE_HI, size: 'Free' },
  { title: 'Plain Cotton Kurti', hindiTitle: undefined, size: 'M' },
];

async function placeCod(token: string, key: string) {
  const body = { ...codBody(bothLines()), language: 'hi' };
  const res = await as(t, token).post('/api/orders/cod', body, { 'idempotency-key': key });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

describe("an order's lines keep the product's Hindi title", () => {
  it('answers the placed COD order, her order and her list with hindiTitle only on the Hindi-titled line', async () => {
    const shopper = await signedIn(t);
    const placed = await placeCod(shopper.token, 'hindi-title-cod-0001');
    const { orderId, order } = placed.json<{ orderId: string; order: Order }>();
    expect(named(Order.parse(order).items)).toEqual(EXPECTED);
    expect(order.items[1]).not.toHaveProperty('hindiTitle');

    const one = await as(t, shopper.token).get(`/api/orders/${orderId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(named(Order.parse(one.json()).items)).toEqual(EXPECTED);
    expect(one.json<Order>().items[1]).not.toHaveProperty('hindiTitle');
    const mine = await as(t, shopper.token).get('/api/orders/my');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(OrderListResponse.parse(mine.json()).map((o) => named(o.items))).toEqual([EXPECTED]);

    const stored = await t.database.db
      .select({ title: orderItems.title, titleHi: orderItems.titleHi })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position);
    expect(stored.map((row) => [row.title, row.titleHi]).sort()).toEqual([
      ['Banarasi Silk Saree', SAREE_HI],
      ['Plain Cotton Kurti', ''],
    ]);
  });

  it('keeps the Hindi title the product had when she ordered, as it keeps the title', async () => {
    const shopper = await signedIn(t);
    const { orderId } = (await placeCod(shopper.token, 'hindi-title-cod-0002')).json<{ orderId: string }>();
    await whileRetitled(t, saree, { title: 'Banarasi Saree', titleHi: 'बनारसी साड़ी' }, async () => {
      const res = await as(t, shopper.token).get(`/api/orders/${orderId}`);
      expect(named(Order.parse(res.json()).items)).toEqual(EXPECTED);
    });
  });

  it('keeps it on an order paid by card (create-order, pay, verify)', async () => {
    const shopper = await signedIn(t);
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 4798,
      items: itemsOf(bothLines()),
      language: 'hi',
    });
    expect(created.statusCode, created.body).toBe(200);
    const gatewayOrderId = created.json<{ id: string }>().id;
    const paid = await as(t).post('/api/payment/sandbox/pay', { order_id: gatewayOrderId, card: TEST_CARD });
    expect(paid.statusCode, paid.body).toBe(200);
    const { customerInfo } = codBody(bothLines());
    const verified = await as(t, shopper.token).post('/api/orders/verify', {
      ...paid.json<object>(),
      orderData: { customerInfo, items: itemsOf(bothLines()), totalAmount: 4798, language: 'hi' },
    });
    expect(verified.statusCode, verified.body).toBe(201);
    expect(named(verified.json<{ order: Order }>().order.items)).toEqual(EXPECTED);
  });

  it("names the lines on the tracking link's page the same way, signed out", async () => {
    const shopper = await signedIn(t);
    const { orderId } = (await placeCod(shopper.token, 'hindi-title-cod-0003')).json<{ orderId: string }>();
    const res = await as(t).get(`/api/track/${trackingTokenOf(t, orderId)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(PublicTrackingResponse.parse(res.json()).items).toEqual([
      { title: 'Banarasi Silk Saree', hindiTitle: SAREE_HI, size: 'Free', quantity: 1 },
      { title: 'Plain Cotton Kurti', size: 'M', quantity: 1 },
    ]);
  });

  it("leaves the back office's order page in English, with no Hindi title", async () => {
    const shopper = await signedIn(t);
    const { orderId } = (await placeCod(shopper.token, 'hindi-title-cod-0004')).json<{ orderId: string }>();
    const staff = await signedInStaff(t, { role: 'owner' });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = AdminOrderDetail.parse(res.json()).items;
    expect(items.map((item) => item.title)).toEqual(['Banarasi Silk Saree', 'Plain Cotton Kurti']);
    for (const item of res.json<{ items: object[] }>().items) expect(item).not.toHaveProperty('hindiTitle');
  });
});

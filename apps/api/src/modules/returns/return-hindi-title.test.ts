// The shopper's returns answers name a line by the Hindi title her order kept
// (docs/decisions/184-returns-name-products-in-hindi.md): the options of a delivered order, a request made and her
// list carry `hindiTitle` on a line that kept one, and nothing new on any other; the back office's requests and her
// data export stay English.
import { AccountData, AdminReturnsResponse, ReturnOptionsResponse, ReturnRequest } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, signedIn, signedInStaff, whileRetitled } from '../../testing/factories';
import { as } from '../../testing/requests';

const SAREE_HI = 'बनारसी सिल्क साड़ी';
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let saree: string;
let kurti: string;

beforeAll(async () => {
  t = await buildTestApp();
  saree = await newProduct(t, 'Banarasi Silk Saree', { Free: { pricePaise: 399_900, stock: 20 } });
  await t.database.db.update(products).set({ titleHi: SAREE_HI }).where(eq(products.id, saree));
  kurti = await newProduct(t, 'Plain Cotton Kurti', {
    M: { pricePaise: 79_900, stock: 20 },
    L: { pricePaise: 79_900, stock: 20 },
  });
});
afterAll(() => t.close());

/** A cash-on-delivery order placed in Hindi of the saree (Hindi title) and the kurti (none), delivered yesterday. */
async function deliveredInHindi(key: string) {
  const shopper = await signedIn(t);
  const lines = [
    { productId: saree, size: 'Free', quantity: 1 },
    { productId: kurti, size: 'M', quantity: 1 },
  ];
  const placed = await as(t, shopper.token).post(
    '/api/orders/cod',
    { ...codBody(lines), language: 'hi' },
    { 'idempotency-key': key },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json<{ orderId: string }>().orderId;
  await t.database.db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: new Date(t.clock.now().getTime() - DAY_MS) })
    .where(eq(orders.id, orderId));
  const options = await as(t, shopper.token).get(`/api/orders/${orderId}/returns/options`);
  expect(options.statusCode, options.body).toBe(200);
  const [sareeLine, kurtiLine] = ReturnOptionsResponse.parse(options.json()).lines;
  if (!sareeLine || !kurtiLine) throw new Error('the order has two lines');
  return { shopper, orderId, options, sareeLine, kurtiLine };
}

/** A return of the saree (refund to a UPI ID) and an exchange of the kurti M → L, as the shopper asks them. */
async function requestBoth(token: string, orderId: string, saree: string, kurti: string) {
  const post = (body: object) => as(t, token).post(`/api/orders/${orderId}/returns`, body);
  const sareeReturn = await post({
    orderItemId: saree,
    kind: 'return',
    quantity: 1,
    reason: 'not_as_pictured',
    payout: { kind: 'upi', upiId: 'ashapatil@okaxis' },
  });
  expect(sareeReturn.statusCode, sareeReturn.body).toBe(201);
  const kurtiExchange = await post({
    orderItemId: kurti,
    kind: 'exchange',
    quantity: 1,
    exchangeSize: 'L',
    reason: 'too_small',
  });
  expect(kurtiExchange.statusCode, kurtiExchange.body).toBe(201);
  return { sareeReturn, kurtiExchange };
}

/** The lines as an answer names them: title, Hindi title (undefined when absent) and size. */
const named = (items: readonly { title: string; hindiTitle?: string; size: string }[]) =>
  items.map(({ title, hindiTitle, size }) => ({ title, hindiTitle, size }));

const EXPECTED = [
  { title: 'Banarasi Silk Saree', hindiTitle: SAREE_HI, size: 'Free' },
  { title: 'Plain Cotton Kurti', hindiTitle: undefined, size: 'M' },
];

describe("the shopper's returns name a line by the Hindi title her order kept", () => {
  it('answers the options with hindiTitle only on the line that kept one', async () => {
    const { options } = await deliveredInHindi('return-hindi-0001');
    const { lines } = ReturnOptionsResponse.parse(options.json());
    expect(named(lines)).toEqual(EXPECTED);
    expect(lines.map((line) => line.eligible)).toEqual([true, true]);
    expect(options.json<ReturnOptionsResponse>().lines[1]).not.toHaveProperty('hindiTitle');
  });

  it('answers a request made and her list with it, on the Hindi-titled line only', async () => {
    const { shopper, orderId, sareeLine, kurtiLine } = await deliveredInHindi('return-hindi-0002');
    const made = await requestBoth(shopper.token, orderId, sareeLine.orderItemId, kurtiLine.orderItemId);
    expect(ReturnRequest.parse(made.sareeReturn.json())).toMatchObject({
      kind: 'return',
      title: 'Banarasi Silk Saree',
      hindiTitle: SAREE_HI,
      size: 'Free',
    });
    expect(made.kurtiExchange.json()).toMatchObject({ kind: 'exchange', title: 'Plain Cotton Kurti', size: 'M' });
    expect(made.kurtiExchange.json()).not.toHaveProperty('hindiTitle');

    const mine = await as(t, shopper.token).get(`/api/orders/${orderId}/returns`);
    expect(mine.statusCode, mine.body).toBe(200);
    const { returns } = mine.json<{ returns: ReturnRequest[] }>();
    expect(named(returns.map((request) => ReturnRequest.parse(request)))).toEqual(EXPECTED);
    expect(returns[1]).not.toHaveProperty('hindiTitle');
  });

  it("keeps the Hindi title the line kept after the product's titles change", async () => {
    const { shopper, orderId, sareeLine, kurtiLine } = await deliveredInHindi('return-hindi-0003');
    await requestBoth(shopper.token, orderId, sareeLine.orderItemId, kurtiLine.orderItemId);
    await whileRetitled(t, saree, { title: 'Banarasi Saree', titleHi: 'बनारसी साड़ी' }, async () => {
      const options = await as(t, shopper.token).get(`/api/orders/${orderId}/returns/options`);
      expect(named(ReturnOptionsResponse.parse(options.json()).lines)).toEqual(EXPECTED);
      const mine = await as(t, shopper.token).get(`/api/orders/${orderId}/returns`);
      expect(named(mine.json<{ returns: ReturnRequest[] }>().returns)).toEqual(EXPECTED);
    });
  });

  it("leaves the back office's request and queue in English, with no Hindi title", async () => {
    const { shopper, orderId, sareeLine, kurtiLine } = await deliveredInHindi('return-hindi-0004');
    const { sareeReturn } = await requestBoth(shopper.token, orderId, sareeLine.orderItemId, kurtiLine.orderItemId);
    const staff = await signedInStaff(t, { role: 'owner' });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/returns/${sareeReturn.json<{ _id: string }>()._id}`,
      headers: staff.headers,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ title: 'Banarasi Silk Saree', size: 'Free' });
    expect(one.json()).not.toHaveProperty('hindiTitle');

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/returns?state=all', headers: staff.headers });
    expect(queue.statusCode, queue.body).toBe(200);
    const ours = AdminReturnsResponse.parse(queue.json()).returns.filter((request) => request.orderId === orderId);
    expect(ours.map((request) => request.title).sort()).toEqual(['Banarasi Silk Saree', 'Plain Cotton Kurti']);
    for (const request of queue.json<{ returns: object[] }>().returns) expect(request).not.toHaveProperty('hindiTitle');
  });

  it('leaves her data export, a record of what is kept, naming the lines by their titles', async () => {
    const { shopper } = await deliveredInHindi('return-hindi-0005');
    const res = await as(t, shopper.token).get('/api/account/data');
    expect(res.statusCode, res.body).toBe(200);
    const [order] = AccountData.parse(res.json()).orders;
    expect(order?.items.map(({ title, size }) => ({ title, size }))).toEqual([
      { title: 'Banarasi Silk Saree', size: 'Free' },
      { title: 'Plain Cotton Kurti', size: 'M' },
    ]);
    for (const item of res.json<AccountData>().orders[0]?.items ?? []) expect(item).not.toHaveProperty('hindiTitle');
  });
});

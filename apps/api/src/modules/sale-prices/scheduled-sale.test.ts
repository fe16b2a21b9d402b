import type { ProductResponse, SearchResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { codBody, itemsOf, newProduct, signedIn, signedInStaff, type Line } from '../../testing/factories';
import { as } from '../../testing/requests';
import { setCodSettings } from '../../testing/shop-settings';

// A sale on a schedule, end to end through the API (docs/decisions/086-sale-prices-on-a-schedule.md):
// the catalogue, the search and orders show and charge it from its start to its end, with nothing pressed between.

/** Midnight IST of 22 November 2026 (18:30 UTC the day before), and the next midnight. */
const MIDNIGHT = new Date('2026-11-22T00:00:00+05:30');
const NEXT_MIDNIGHT = new Date('2026-11-23T00:00:00+05:30');
const TEST_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123' };

let t: TestApp;
let clock: ManualClock;
let owner: Record<string, string>;
let shopper: { userId: string; token: string };
let kurti: string;
let odd: string;

const product = async (id: string) => {
  const res = await as(t).get(`/api/client/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductResponse>();
};
const inList = async (id: string) => {
  const res = await as(t).get('/api/client/products');
  return res.json<ProductResponse[]>().find((p) => p._id === id);
};
const searched = async (id: string) => {
  const res = await as(t).get('/api/client/search?category=kurti');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>().items.find((p) => p._id === id);
};
const placeCod = async (lines: Line[]) => {
  const res = await as(t, shopper.token).post('/api/orders/cod', codBody(lines));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ order: { totalAmount: number; items: { size: string; quantity: number; price: number }[] } }>();
};
const createSale = async (body: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/sale-prices', headers: owner, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
};
const at = (moment: Date) => clock.set(moment);

beforeAll(async () => {
  clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  shopper = await signedIn(t);
  await setCodSettings(t, { maxOrderValue: null });
  kurti = await newProduct(t, 'Indigo Block Print Kurti', {
    M: { pricePaise: 129_900, stock: 50 },
    L: { pricePaise: 139_900, stock: 50 },
  });
  odd = await newProduct(t, 'Chikankari Kurti', { M: { pricePaise: 99_999, stock: 5 } });
  // The category sale, 20% off every kurti for the day of 22 November (IST), set the day before.
  await createSale({
    target: { kind: 'category', category: 'kurti' },
    price: { type: 'percent', percent: 20 },
    startsAt: MIDNIGHT.toISOString(),
    endsAt: NEXT_MIDNIGHT.toISOString(),
    label: 'Kurti day',
  });
  // The size L of the kurti at a fixed ₹999 for the same day: the size's own sale beats the category's.
  await createSale({
    target: { kind: 'size', productId: kurti, size: 'L' },
    price: { type: 'fixed', pricePaise: 99_900 },
    startsAt: MIDNIGHT.toISOString(),
    endsAt: NEXT_MIDNIGHT.toISOString(),
  });
});
afterAll(() => t.close());

describe('a category sale from midnight IST to the next midnight', () => {
  it(
    'shows the regular price at 23:59:59.999, ' + 'the sale price at 00:00 and the regular price again at the end',
    async () => {
      at(new Date(MIDNIGHT.getTime() - 1));
      expect(await product(kurti)).toMatchObject({
        price: 1299,
        originalPrice: null,
        pricesBySize: { M: 1299, L: 1399 },
      });
      expect(await inList(kurti)).toMatchObject({ price: 1299, originalPrice: null });

      // No request, no job, no staff action between: only the clock moves.
      at(MIDNIGHT);
      expect(await product(kurti)).toMatchObject({
        price: 1039.2,
        originalPrice: 1299,
        pricesBySize: { M: 1039.2, L: 999 },
        originalPricesBySize: { M: 1299, L: 1399 },
      });
      expect(await inList(kurti)).toMatchObject({ price: 1039.2, originalPrice: 1299 });
      expect(await searched(kurti)).toMatchObject({ price: 1039.2, originalPrice: 1299 });

      at(new Date(NEXT_MIDNIGHT.getTime() - 1));
      expect(await product(kurti)).toMatchObject({ price: 1039.2, originalPrice: 1299 });

      at(NEXT_MIDNIGHT);
      expect(await product(kurti)).toMatchObject({
        price: 1299,
        originalPrice: null,
        pricesBySize: { M: 1299, L: 1399 },
      });
      expect(await inList(kurti)).toMatchObject({ price: 1299, originalPrice: null });
      expect(await searched(kurti)).toMatchObject({ price: 1299, originalPrice: null });
    },
  );

  it('rounds a percent off to the paisa, half up: 20% of ₹999.99 leaves ₹799.99', async () => {
    at(new Date(MIDNIGHT.getTime() + 60_000));
    // 99,999 × 20 / 100 = 19,999.8 paise off → 20,000 off → 79,999 paise.
    expect(await product(odd)).toMatchObject({ price: 799.99, originalPrice: 999.99 });
  });

  it(
    'charges an order placed in the window the sale price (line and total), ' + 'one after it the regular price',
    async () => {
      at(new Date(MIDNIGHT.getTime() + 3_600_000));
      const during = await placeCod([
        { productId: kurti, size: 'M', quantity: 2 },
        { productId: kurti, size: 'L', quantity: 1 },
      ]);
      expect(during.order.items).toMatchObject([
        { size: 'M', quantity: 2, price: 1039.2 },
        { size: 'L', quantity: 1, price: 999 },
      ]);
      expect(during.order.totalAmount).toBe(3077.4);

      at(NEXT_MIDNIGHT);
      const after = await placeCod([{ productId: kurti, size: 'M', quantity: 2 }]);
      expect(after.order.items).toMatchObject([{ size: 'M', quantity: 2, price: 1299 }]);
      expect(after.order.totalAmount).toBe(2598);
    },
  );

  it(
    'binds a card payment to the sale price, ' + 'and places it after the sale ended at the price it was paid at',
    async () => {
      at(new Date(NEXT_MIDNIGHT.getTime() - 5_000));
      const lines = [{ productId: kurti, size: 'M', quantity: 1 }];
      const created = await as(t, shopper.token).post('/api/payment/create-order', {
        amount: 1,
        items: itemsOf(lines),
      });
      expect(created.statusCode, created.body).toBe(200);
      const order = created.json<{ id: string; amount: number }>();
      expect(order.amount).toBe(103_920);
      const paid = await as(t).post('/api/payment/sandbox/pay', { order_id: order.id, card: TEST_CARD });
      expect(paid.statusCode, paid.body).toBe(200);

      at(new Date(NEXT_MIDNIGHT.getTime() + 5_000)); // the sale ended while the shopper was paying
      const verified = await as(t, shopper.token).post('/api/orders/verify', {
        ...paid.json<object>(),
        orderData: { customerInfo: codBody(lines).customerInfo, items: itemsOf(lines), totalAmount: 1 },
      });
      expect(verified.statusCode, verified.body).toBe(201);
      expect(verified.json()).toMatchObject({ order: { totalAmount: 1039.2, items: [{ size: 'M', price: 1039.2 }] } });
    },
  );

  it(
    'shows and charges the regular price while the sale is paused, ' + 'and the sale price once it is resumed',
    async () => {
      const sale = await createSale({
        target: { kind: 'product', productId: odd },
        price: { type: 'fixed', pricePaise: 50_000 },
        startsAt: '2026-12-01T00:00:00+05:30',
        endsAt: '2026-12-02T00:00:00+05:30',
        paused: true,
      });
      at(new Date('2026-12-01T12:00:00+05:30'));
      expect(await product(odd)).toMatchObject({ price: 999.99, originalPrice: null });
      expect((await placeCod([{ productId: odd, size: 'M', quantity: 1 }])).order.totalAmount).toBe(999.99);

      const resumed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/sale-prices/${sale.id}`,
        headers: owner,
        payload: { paused: false },
      });
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(await product(odd)).toMatchObject({ price: 500, originalPrice: 999.99 });
      expect((await placeCod([{ productId: odd, size: 'M', quantity: 1 }])).order.totalAmount).toBe(500);
    },
  );
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { codBody, CUSTOMER, itemsOf, newProduct, orderCount, signedIn, stockOf } from '../testing/factories';
import { as, client, PASSWORD, signUp, uniques, verifiedUid } from '../testing/requests';
import { rowCounts } from '../testing/refusals';
import { setCodSettings } from '../testing/shop-settings';

// Adversarial suite, client tampering: prices, totals, amounts, stock and phone uids sent by the client never
// change what the server records (docs/rules/security.md: the server never trusts the client for money, stock
// or identity).
let t: TestApp;
let kurti: string;
let bulk: string;
let shopper: { userId: string; token: string };
const next = uniques();

beforeAll(async () => {
  t = await buildTestApp();
  kurti = await newProduct(t, 'Tamper Kurti', {
    M: { pricePaise: 79_900, stock: 20 },
    L: { pricePaise: 89_900, stock: 2 },
  });
  bulk = await newProduct(t, 'Bulk Dupatta', { Free: { pricePaise: 100, stock: 1_000 } });
  shopper = await signedIn(t);
  // Orders past the stock are also past the COD limit: without a limit, the stock is what refuses them.
  await setCodSettings(t, { maxOrderValue: null });
});
afterAll(() => t.close());

async function storedOrder(orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { order, lines };
}

/** create-order then the sandbox checkout's pay call: the three fields checkout.js hands to verify. */
async function payFor(body: object) {
  const created = await as(t, shopper.token).post('/api/payment/create-order', body);
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json<{ id: string; amount: number }>();
  const paid = await as(t).post('/api/payment/sandbox/pay', {
    order_id: order.id,
    card: { number: '4111111111111111', expiry: '12/30', cvv: '123' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { order, payment: paid.json<Record<string, string>>() };
}

describe('money from the client', () => {
  it(
    'records the server price × quantity and the catalogue title, whatever ' +
      'price, title and totalAmount a COD order sends',
    async () => {
      const res = await as(t, shopper.token).post(
        '/api/orders/cod',
        codBody([{ productId: kurti, size: 'M', quantity: 3, price: 0.01, title: 'FREE' }], 0.01),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { order, lines } = await storedOrder(res.json<{ orderId: string }>().orderId);
      expect(order?.totalPaise).toBe(3 * 79_900);
      expect(lines.map((l) => [l.title, l.size, l.quantity, l.unitPricePaise])).toEqual([
        ['Tamper Kurti', 'M', 3, 79_900],
      ]);
      expect(res.json().order).toMatchObject({ totalAmount: 2397, items: [{ price: 799, title: 'Tamper Kurti' }] });
    },
  );

  it(
    "binds a card payment to the server's total: create-order's tampered " +
      "amount and verify's tampered prices and total change nothing",
    async () => {
      const items = itemsOf([{ productId: kurti, size: 'L', quantity: 1, price: 1 }]);
      const { order, payment } = await payFor({ amount: 1, items });
      expect(order.amount).toBe(89_900);
      const res = await as(t, shopper.token).post('/api/orders/verify', {
        ...payment,
        orderData: { customerInfo: CUSTOMER, items, totalAmount: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const stored = await storedOrder(res.json<{ orderId: string }>().orderId);
      expect([stored.order?.totalPaise, stored.order?.paymentMode, stored.order?.paidAt instanceof Date]).toEqual([
        89_900,
        'prepaid',
        true,
      ]);
    },
  );

  it(
    'refuses at verify a payment bound to a tampered amount (create-order ' +
      '{amount: 1} without items): no order, stock unchanged',
    async () => {
      const { payment } = await payFor({ amount: 1 });
      const before = [await orderCount(t), await stockOf(t, kurti, 'M')];
      const items = itemsOf([{ productId: kurti, size: 'M', quantity: 1 }]);
      const res = await as(t, shopper.token).post('/api/orders/verify', {
        ...payment,
        orderData: { customerInfo: CUSTOMER, items, totalAmount: 1 },
      });
      expect([res.statusCode, res.json().message]).toEqual([400, 'Payment amount does not match the order total.']);
      expect([await orderCount(t), await stockOf(t, kurti, 'M')]).toEqual(before);
    },
  );

  it(
    'takes a quantity at its limit (999) at the server price and refuses one ' +
      'past it (1000) without touching stock',
    async () => {
      const at = await as(t, shopper.token).post(
        '/api/orders/cod',
        codBody([{ productId: bulk, size: 'Free', quantity: 999, price: 0 }]),
      );
      expect(at.statusCode, at.body).toBe(201);
      expect(at.json().order.totalAmount).toBe(999);
      expect(await stockOf(t, bulk, 'Free')).toBe(1);
      const past = await as(t, shopper.token).post(
        '/api/orders/cod',
        codBody([{ productId: bulk, size: 'Free', quantity: 1_000 }]),
      );
      expect(past.statusCode).toBe(400);
      expect(await stockOf(t, bulk, 'Free')).toBe(1);
    },
  );

  it(
    "ignores the stock and price a cart line claims: the product's stock " +
      "stays the server's and an order past it gets 409",
    async () => {
      const line = {
        id: kurti,
        title: 'Tamper Kurti',
        price: 1,
        selectedSize: 'L',
        quantity: 50,
        stockBySize: { L: 999_999 },
      };
      expect((await as(t, shopper.token).post('/api/auth/update-cart', { cart: [line] })).statusCode).toBe(200);
      const product = (await as(t).get(`/api/client/products/${kurti}`)).json<{
        stockBySize: Record<string, number>;
      }>();
      expect(product.stockBySize.L).toBe(await stockOf(t, kurti, 'L'));
      const res = await as(t, shopper.token).post(
        '/api/orders/cod',
        codBody([{ productId: kurti, size: 'L', quantity: 50, price: 1 }]),
      );
      expect(res.statusCode).toBe(409);
      expect(await stockOf(t, kurti, 'L')).toBe(product.stockBySize.L);
    },
  );
});

describe('identity from the client', () => {
  it(
    'refuses register, login-otp and reset-password with a uid proving ' + "someone else's phone, writing nothing",
    async () => {
      const address = next.address();
      const victim = next.phone();
      await signUp(t, victim, address);
      const attacker = next.phone();
      const attackerUid = await verifiedUid(t, attacker, address);
      const before = await rowCounts(t.database.db);
      const otherPhone = next.phone();
      const attempts = [
        [
          '/api/auth/register',
          { fullName: 'Mallory', email: 'm@example.com', phone: otherPhone, password: PASSWORD, uid: attackerUid },
        ],
        ['/api/auth/login-otp', { phone: victim, uid: attackerUid }],
        ['/api/auth/reset-password', { phone: victim, newPassword: 'hijacked-123', uid: attackerUid }],
      ] as const;
      for (const [url, body] of attempts) {
        const res = await client(t, address).post(url, body);
        expect([url, res.statusCode, res.json().message]).toEqual([
          url,
          400,
          'OTP expired or missing. Please request OTP again.',
        ]);
      }
      expect(await rowCounts(t.database.db)).toEqual(before);
      // The victim's password still works and the attacker's own proof was not used up by the refusals.
      expect((await client(t, address).post('/api/auth/login', { phone: victim, password: PASSWORD })).statusCode).toBe(
        200,
      );
      const own = await client(t, address).post('/api/auth/register', {
        fullName: 'Mallory',
        email: 'm@example.com',
        phone: attacker,
        password: PASSWORD,
        uid: attackerUid,
      });
      expect(own.statusCode, own.body).toBe(200);
    },
  );

  it('refuses a uid a second time once it has been used, and a made-up uid', async () => {
    const address = next.address();
    const phone = next.phone();
    const uid = await verifiedUid(t, phone, address);
    expect(
      (
        await client(t, address).post('/api/auth/register', {
          fullName: 'Asha',
          email: 'a@example.com',
          phone,
          password: PASSWORD,
          uid,
        })
      ).statusCode,
    ).toBe(200);
    for (const reused of [uid, 'x'.repeat(43)]) {
      const res = await client(t, address).post('/api/auth/login-otp', { phone, uid: reused });
      expect([res.statusCode, res.json().message]).toEqual([400, 'OTP expired or missing. Please request OTP again.']);
    }
  });
});

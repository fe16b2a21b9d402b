import { PlaceOrderResponse } from '@vastra/domain/api';
import { ADDRESS_MESSAGES } from '@vastra/domain/address';
import { CHECKOUT_MESSAGES } from '@vastra/domain/checkout';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  catalogVersion,
  codBody,
  CUSTOMER,
  newProduct,
  orderCount,
  signedIn,
  stockOf,
  uuid,
} from '../../testing/factories';
import { as } from '../../testing/requests';
import { setCodSettings } from '../../testing/shop-settings';

let t: TestApp;
let kurti: string;
let saree: string;
let shopper: { userId: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  kurti = await newProduct(t, 'Indigo Block Print Kurti', {
    M: { pricePaise: 129_900, stock: 10 },
    L: { pricePaise: 139_900, stock: 2 },
  });
  saree = await newProduct(t, 'Banarasi Silk Saree', { Free: { pricePaise: 499_950, stock: 1 } });
  shopper = await signedIn(t);
  // These orders go above the default COD limit (₹5,000): the limit's own tests are in cod-rules.test.ts.
  await setCodSettings(t, { maxOrderValue: null });
});
afterAll(() => t.close());

const cod = (body: unknown, headers: Record<string, string> = {}, token = shopper.token) =>
  as(t, token).post('/api/orders/cod', body, headers);

describe('POST /api/orders/cod', () => {
  it('refuses a PIN of another state than the one chosen (422 on customerInfo.state), writing nothing', async () => {
    const own = await newProduct(t, 'Muga Silk Kurti', { M: { pricePaise: 129_900, stock: 5 } });
    const before = await orderCount(t);
    const guwahati = { ...CUSTOMER, city: 'Bangalore', state: 'Karnataka', pincode: '781001' };
    const body = { ...codBody([{ productId: own, size: 'M', quantity: 1, price: 1299 }]), customerInfo: guwahati };
    const res = await cod(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      code: 'unprocessable',
      field: 'customerInfo.state',
      message: 'PIN 781001 is in Assam, not Karnataka',
    });
    expect(await orderCount(t)).toBe(before);
    // Before the shopper pays by card too: no gateway order is made for that address.
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 1299,
      items: body.items,
      customerInfo: guwahati,
    });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json()).toMatchObject({
      field: 'customerInfo.state',
      message: 'PIN 781001 is in Assam, not Karnataka',
    });
    const version = await catalogVersion(t);
    const assam = await cod({ ...body, customerInfo: { ...guwahati, city: 'Guwahati', state: 'Assam' } });
    expect(assam.statusCode, assam.body).toBe(201);
    expect(assam.json()).toMatchObject({
      order: { shippingAddress: { city: 'Guwahati', state: 'Assam', pincode: '781001' } },
    });
    // The order's announcement (batched, not awaited by the answer) lands before the next test reads the version.
    await vi.waitFor(async () => expect(await catalogVersion(t)).toBe(version + 1));
  });

  it(
    'places the order at the server prices, ignoring the client prices and ' + 'total: 201 {success, order, orderId}',
    async () => {
      const before = await catalogVersion(t);
      const res = await cod(
        codBody(
          [
            { productId: kurti, size: 'M', quantity: 2, price: 1 },
            { productId: saree, size: 'Free', quantity: 1, price: 0 },
          ],
          5,
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = PlaceOrderResponse.parse(res.json());
      expect(body.orderId).toBe(body.order._id);
      expect(body.order).toMatchObject({
        status: 'placed',
        totalAmount: 7597.5, // 2 × ₹1,299.00 + ₹4,999.50, shipping ₹0 (docs/rules/constants.md)
        shippingCost: 0,
        paymentMode: 'cod',
        paymentInfo: { method: 'cod', paidAt: null },
        customerInfo: { ...CUSTOMER },
        shippingAddress: { addressLine1: CUSTOMER.address, city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
        shipping: { awb: null, courier: null, removedFromShiprocket: false },
        lastTracking: null,
      });
      expect(body.order.items.map((i) => [i.title, i.size, i.quantity, i.price])).toEqual([
        ['Indigo Block Print Kurti', 'M', 2, 1299],
        ['Banarasi Silk Saree', 'Free', 1, 4999.5],
      ]);
      expect(await stockOf(t, kurti, 'M')).toBe(8);
      expect(await stockOf(t, saree, 'Free')).toBe(0);
      // Other processes are told right after, in a batch the answer does not wait for (decision 012).
      await vi.waitFor(async () => expect(await catalogVersion(t)).toBe(before + 1));
    },
  );

  it(
    'defaults a missing size to M (docs/rules/orders.md#data) and sums ' + 'duplicate lines of one product and size',
    async () => {
      const res = await cod({
        ...codBody([]),
        items: [
          { productId: kurti, title: 'x', quantity: 1, price: 9 },
          { productId: kurti, title: 'x', size: 'M', quantity: 2, price: 9 },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order.items).toMatchObject([{ size: 'M', quantity: 3, price: 1299 }]);
      expect(res.json().order.totalAmount).toBe(3897);
      expect(await stockOf(t, kurti, 'M')).toBe(5);
    },
  );

  it('refuses a line beyond stock with 409 naming it, writes nothing and leaves every stock as it was', async () => {
    const orders = await orderCount(t);
    const res = await cod(
      codBody([
        { productId: kurti, size: 'M', quantity: 1 },
        { productId: kurti, size: 'L', quantity: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Only 2 left in stock for "Indigo Block Print Kurti" (L)',
      size: 'L',
      available: 2,
    });
    expect(await stockOf(t, kurti, 'M')).toBe(5);
    expect(await stockOf(t, kurti, 'L')).toBe(2);
    expect(await orderCount(t)).toBe(orders);
  });

  it('says when nothing is left: 409 "Sorry, … is out of stock."', async () => {
    const res = await cod(codBody([{ productId: saree, size: 'Free', quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sorry, "Banarasi Silk Saree" (Free) is out of stock.');
  });

  it.each([
    [
      'an unknown product',
      () => ({ productId: uuid(), size: 'M', quantity: 1, title: 'Old Kurta' }),
      '"Old Kurta" (M) is not available. Please remove it from your cart.',
    ],
    [
      'an unknown size',
      () => ({ productId: kurti, size: 'XXL', quantity: 1 }),
      '"Indigo Block Print Kurti" (XXL) is not available. Please remove it from your cart.',
    ],
    [
      'a product id that is not ours',
      () => ({ productId: 'abc123', size: 'M', quantity: 1, title: '' }),
      '"Product abc123" (M) is not available. Please remove it from your cart.',
    ],
  ])('refuses %s with 400 naming it, writing nothing', async (_case, line, message) => {
    const orders = await orderCount(t);
    const res = await cod(codBody([line()]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await orderCount(t)).toBe(orders);
  });

  it.each([
    ['no items', { items: [] }, CHECKOUT_MESSAGES.noItemsInOrder],
    [
      'an item without productId',
      { items: [{ title: 'x', size: 'M', quantity: 1, price: 1 }] },
      CHECKOUT_MESSAGES.missingProductIds,
    ],
    ['a 9-digit phone', { customerInfo: { ...CUSTOMER, phone: '987654321' } }, CHECKOUT_MESSAGES.invalidBillingPhone],
    ['a 5-digit PIN', { customerInfo: { ...CUSTOMER, pincode: '22600' } }, ADDRESS_MESSAGES.invalidPinCode],
    ['a state that is not Indian', { customerInfo: { ...CUSTOMER, state: 'Texas' } }, null],
    ['no city', { customerInfo: { ...CUSTOMER, city: ' ' } }, ADDRESS_MESSAGES.cityRequired],
    ['a bad email', { customerInfo: { ...CUSTOMER, email: 'asha@' } }, IDENTITY_MESSAGES.invalidEmail],
    ['quantity 0', { items: [{ productId: 'p1', title: 'x', size: 'M', quantity: 0, price: 1 }] }, null],
    ['quantity 2.5', { items: [{ productId: 'p1', title: 'x', size: 'M', quantity: 2.5, price: 1 }] }, null],
    ['paymentType other than COD', { paymentType: 'CARD' }, null],
  ])('refuses %s with 400 and the form message', async (_case, patch, message) => {
    const res = await cod({ ...codBody([{ productId: kurti, quantity: 1 }]), ...patch });
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toContain(message);
  });

  it('answers 401 without a session, with an expired one, and before reading the body', async () => {
    const expired = await signedIn(t, { expired: true });
    expect((await as(t).post('/api/orders/cod', codBody([{ productId: kurti, quantity: 1 }]))).statusCode).toBe(401);
    expect((await cod(codBody([{ productId: kurti, quantity: 1 }]), {}, expired.token)).statusCode).toBe(401);
    expect((await as(t).post('/api/orders/cod', { nonsense: true })).statusCode).toBe(401);
  });
});

describe('Idempotency-Key on POST /api/orders/cod', () => {
  it('returns the first order for a repeated submit (200), taking stock once', async () => {
    const buyer = await signedIn(t);
    const key = 'checkout-7f3a9c';
    const first = await cod(
      codBody([{ productId: kurti, size: 'M', quantity: 1 }]),
      { 'idempotency-key': key },
      buyer.token,
    );
    const again = await cod(
      codBody([{ productId: kurti, size: 'M', quantity: 1 }]),
      { 'idempotency-key': key },
      buyer.token,
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await orderCount(t, buyer.userId)).toBe(1);
    expect(await stockOf(t, kurti, 'M')).toBe(4);
  });

  it('keeps keys per shopper: the same key from another shopper is another order', async () => {
    const other = await signedIn(t);
    const res = await cod(
      codBody([{ productId: kurti, size: 'M', quantity: 1 }]),
      { 'idempotency-key': 'checkout-7f3a9c' },
      other.token,
    );
    expect(res.statusCode).toBe(201);
    expect(await orderCount(t, other.userId)).toBe(1);
  });

  it(
    'refuses the same key with a different body (a corrected address) with ' +
      '422, writing nothing; the same body still gets the first order',
    async () => {
      const buyer = await signedIn(t);
      const key = 'checkout-address-fix';
      const body = codBody([{ productId: kurti, size: 'M', quantity: 1 }]);
      const first = await cod(body, { 'idempotency-key': key }, buyer.token);
      expect(first.statusCode, first.body).toBe(201);
      const stock = await stockOf(t, kurti, 'M');

      const corrected = { ...body, customerInfo: { ...CUSTOMER, address: '14 MG Road, Flat 2A' } };
      const refused = await cod(corrected, { 'idempotency-key': key }, buyer.token);
      expect([refused.statusCode, refused.json()]).toEqual([
        422,
        {
          message: 'This Idempotency-Key was already used for a different order. Use a new key to place a new order.',
          code: 'idempotency_key_reused',
        },
      ]);
      // Nothing written: still one order, at the first address, and the stock taken once.
      expect(await orderCount(t, buyer.userId)).toBe(1);
      expect(await stockOf(t, kurti, 'M')).toBe(stock);
      const [only] = (await as(t, buyer.token).get('/api/orders/my')).json<
        { _id: string; customerInfo: { address: string } }[]
      >();
      expect([only?._id, only?.customerInfo.address]).toEqual([first.json().orderId, CUSTOMER.address]);

      // Other items, another quantity or other notes under the same key are refused the same way.
      for (const other of [
        codBody([{ productId: kurti, size: 'M', quantity: 2 }]),
        codBody([{ productId: saree, size: 'Free', quantity: 1 }]),
        { ...body, customerInfo: { ...CUSTOMER, notes: 'Leave with the guard' } },
      ]) {
        expect((await cod(other, { 'idempotency-key': key }, buyer.token)).statusCode).toBe(422);
      }

      // The identical retry (the informative price and total may differ) is still answered with the first order.
      const again = await cod({ ...body, totalAmount: 1299 }, { 'idempotency-key': key }, buyer.token);
      expect([again.statusCode, again.json().orderId]).toEqual([200, first.json().orderId]);
      // The corrected order under a new key is a new order.
      const fresh = await cod(corrected, { 'idempotency-key': 'checkout-address-fix-2' }, buyer.token);
      expect(fresh.statusCode, fresh.body).toBe(201);
      expect(await orderCount(t, buyer.userId)).toBe(2);
    },
  );

  it('refuses a key longer than 100 characters with 400', async () => {
    const res = await cod(codBody([{ productId: kurti, quantity: 1 }]), { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
  });
});

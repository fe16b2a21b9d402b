import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn, stockOf, uuid } from '../../testing/factories';
import { fakeReturnShipping } from '../../testing/fake-return-shipping';
import { as } from '../../testing/requests';
import { deliveredOrder, returnRow } from '../../testing/returns-testing';

let t: TestApp;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const shipping = fakeReturnShipping();

beforeAll(async () => {
  t = await buildTestApp({}, { clock, providers: { shipping: { provider: shipping.provider } } });
});
afterAll(() => t.close());

const create = (token: string, orderId: string, body: object) =>
  as(t, token).post(`/api/orders/${orderId}/returns`, body);
const exchange = (itemId: string, size = 'L', quantity = 1) => ({
  orderItemId: itemId,
  kind: 'exchange',
  quantity,
  exchangeSize: size,
  reason: 'too_small',
});
const upi = { kind: 'upi', upiId: 'ashapatil@okaxis' };

describe('GET /api/orders/:id/returns/options', () => {
  it('offers each line: units left, other sizes in stock, the window to the end of its IST day', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const res = await as(t, shopper.token).get(`/api/orders/${orderId}/returns/options`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      window: { open: true, closesAt: '2026-11-27T18:30:00.000Z', message: M.windowOpen('Fri, 27 Nov') },
      refundTo: 'payout',
      lines: [
        {
          orderItemId: itemId,
          title: 'Cotton Anarkali Kurti',
          size: 'M',
          quantity: 1,
          unitPricePaise: 79_900,
          eligible: true,
          reason: null,
          exchangeSizes: [
            { size: 'S', inStock: true },
            { size: 'L', inStock: true },
            { size: 'XL', inStock: false },
          ],
        },
      ],
    });
  });

  it('refuses every line once the window closed (backdated delivery), with the day it closed', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const back = await as(t).post(`/api/dev/orders/${orderId}/backdate-delivery`, { days: 8 });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ deliveredAt: '2026-11-13T10:00:00.000Z' });
    const res = await as(t, shopper.token).get(`/api/orders/${orderId}/returns/options`);
    const closed = M.windowClosed('Fri, 20 Nov', 7);
    expect(res.json().window).toEqual({ open: false, closesAt: '2026-11-20T18:30:00.000Z', message: closed });
    expect(res.json().lines[0]).toMatchObject({ eligible: false, reason: closed });
    const refused = await create(shopper.token, orderId, exchange(itemId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'return_not_allowed', message: closed });
  });

  it('says a prepaid order refunds to the original payment', async () => {
    const { orderId, shopper } = await deliveredOrder(t, { prepaid: true });
    const res = await as(t, shopper.token).get(`/api/orders/${orderId}/returns/options`);
    expect(res.json().refundTo).toBe('original_payment');
  });
});

describe('POST /api/orders/:id/returns', () => {
  it('an exchange holds the new size at once (stock − 1, a movement) and answers 201 requested', async () => {
    const { orderId, productId, itemId, shopper } = await deliveredOrder(t);
    const res = await create(shopper.token, orderId, exchange(itemId));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      orderId,
      orderItemId: itemId,
      kind: 'exchange',
      state: 'requested',
      size: 'M',
      exchangeSize: 'L',
      refundPaise: null,
      payoutMasked: null,
      times: { requested: '2026-11-21T10:00:00.000Z', approved: null },
    });
    expect(await stockOf(t, productId, 'L')).toBe(0);
    expect((await returnRow(t, res.json()._id)).stockHeldAt).not.toBeNull();
    const mine = await as(t, shopper.token).get(`/api/orders/${orderId}/returns`);
    expect(mine.json().returns.map((r: { _id: string }) => r._id)).toEqual([res.json()._id]);
    const options = await as(t, shopper.token).get(`/api/orders/${orderId}/returns/options`);
    expect(options.json().lines[0]).toMatchObject({ quantity: 0, eligible: false, reason: M.allRequested });
  });

  it('a COD return seals the payout destination and answers it masked only', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const res = await create(shopper.token, orderId, {
      orderItemId: itemId,
      kind: 'return',
      quantity: 1,
      reason: 'not_as_pictured',
      payout: upi,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      refundPaise: 79_900,
      refundDestination: 'upi',
      payoutMasked: 'as*******@okaxis',
    });
    expect(res.body).not.toContain('ashapatil');
    const row = await returnRow(t, res.json()._id);
    expect(row.payoutSealed).toBeTruthy();
    expect(row.payoutSealed).not.toContain('ashapatil');
  });

  it('a prepaid return refunds the unit price × units to the original payment', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t, { prepaid: true, quantity: 3 });
    const res = await create(shopper.token, orderId, {
      orderItemId: itemId,
      kind: 'return',
      quantity: 2,
      reason: 'too_large',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ refundPaise: 159_800, refundDestination: 'original_payment', quantity: 2 });
  });

  it.each([
    ['more units than left', { quantity: 2 }, 422, 'return_not_allowed', M.tooManyUnits(1)],
    ['the same size', { exchangeSize: 'M' }, 422, 'return_not_allowed', M.sameSize],
    ['a size out of stock', { exchangeSize: 'XL' }, 409, 'out_of_stock', M.sizeUnavailable('XL')],
    ['an exchange without size', { exchangeSize: undefined }, 422, 'return_not_allowed', M.sizeNeeded],
    [
      'a COD return without payout',
      { kind: 'return', exchangeSize: undefined },
      422,
      'return_not_allowed',
      M.payoutRequired,
    ],
    ['a return naming a size', { kind: 'return', payout: upi }, 422, 'return_not_allowed', M.sizeNotForReturn],
    ['a photo not uploaded', { photoIds: [uuid()] }, 422, 'return_not_allowed', M.photoUnknown],
    ['a line of another order', { orderItemId: uuid() }, 422, 'return_not_allowed', M.lineNotFound],
  ])('refuses %s', async (_, change, status, code, message) => {
    const { orderId, productId, itemId, shopper } = await deliveredOrder(t);
    const res = await create(shopper.token, orderId, { ...exchange(itemId), ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message });
    expect(await stockOf(t, productId, 'L')).toBe(1);
  });

  it('refuses a payout on a prepaid order, a non-returnable product and an undelivered order', async () => {
    const prepaid = await deliveredOrder(t, { prepaid: true });
    const withPayout = await create(prepaid.shopper.token, prepaid.orderId, {
      orderItemId: prepaid.itemId,
      kind: 'return',
      quantity: 1,
      reason: 'other',
      payout: upi,
    });
    expect(withPayout.json()).toMatchObject({ code: 'return_not_allowed', message: M.payoutNotNeeded });
    const fixed = await deliveredOrder(t, { returnable: false });
    const notReturnable = await create(fixed.shopper.token, fixed.orderId, exchange(fixed.itemId));
    expect(notReturnable.json()).toMatchObject({ code: 'return_not_allowed', message: M.notReturnable });
    const options = await as(t, fixed.shopper.token).get(`/api/orders/${fixed.orderId}/returns/options`);
    expect(options.json().lines[0]).toMatchObject({ eligible: false, reason: M.notReturnable });
    const late = await deliveredOrder(t);
    await t.database.db.execute(`update orders set status = 'shipped' where id = '${late.orderId}'`);
    const notDelivered = await create(late.shopper.token, late.orderId, exchange(late.itemId));
    expect(notDelivered.json()).toMatchObject({ code: 'return_not_allowed', message: M.notDelivered });
  });

  it('answers another shopper 404 for the options, the list and a request', async () => {
    const { orderId, itemId } = await deliveredOrder(t);
    const other = await signedIn(t);
    for (const res of [
      await as(t, other.token).get(`/api/orders/${orderId}/returns/options`),
      await as(t, other.token).get(`/api/orders/${orderId}/returns`),
      await create(other.token, orderId, exchange(itemId)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Order not found' });
    }
  });
});

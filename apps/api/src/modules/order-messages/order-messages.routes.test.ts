import { orderLinkCode } from '@vastra/domain/notifications';
import { shortOrderId } from '@vastra/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, productWithStock, signedIn, signedInStaff } from '../../testing/factories';
import { newPrepaidOrder } from '../../testing/refund-testing';
import { as, bookShipping, simulate, textsAbout as textsOf, trackingTokenOf } from '../../testing/requests';
import { orderMessagesRepository } from './order-messages.repository';

// Every order event puts exactly one SMS in the dev outbox (the console sender), however often the event is seen.
const PHONE = '+919876543210';
let t: TestApp;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://vastra.in' });
  staffHeaders = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

/** The outbox texts about one order, oldest first. */
const textsAbout = (orderId: string) => textsOf(t, PHONE, orderId);
const link = (orderId: string) => `https://vastra.in/t/${trackingTokenOf(t, orderId)}`;
const rows = (orderId: string) => orderMessagesRepository.ofOrder(t.database.db, orderId);
const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: staffHeaders,
    payload: { reason: 'Shopper changed her mind' },
  });

async function placeCod(key: string) {
  const productId = await productWithStock(t, { M: 5 });
  const shopper = await signedIn(t);
  const body = codBody([{ productId, size: 'M', quantity: 1 }]);
  const res = await as(t, shopper.token).post('/api/orders/cod', body, { 'idempotency-key': key });
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json<{ orderId: string }>().orderId;
  return {
    orderId,
    shopper,
    again: () => as(t, shopper.token).post('/api/orders/cod', body, { 'idempotency-key': key }),
  };
}

describe('order messages through the dev outbox', () => {
  it('texts a COD order placed once, also when the shopper submits it again', async () => {
    const { orderId, again } = await placeCod('messages-placed-0001');
    expect((await again()).statusCode).toBe(200);
    expect(await textsAbout(orderId)).toEqual([
      `Thank you! Your order ${shortOrderId(orderId)} of Rs.799.00 is placed. Track it at ${link(orderId)} - Vastra`,
    ]);
    expect(await rows(orderId)).toEqual([
      expect.objectContaining({ event: 'placed', channel: 'sms', to: PHONE, status: 'sent', attempts: 1 }),
    ]);
  });

  it('texts shipped (with the AWB), out for delivery and delivered once each as the parcel moves', async () => {
    const { orderId, shopper } = await placeCod('messages-journey-0001');
    const booked = await bookShipping(t, orderId, shopper.headers);
    expect(booked.statusCode, booked.body).toBe(200);
    const awb = booked.json<{ data: { awb: string } }>().data.awb;
    // Picked up → shipped; on to the hub; out for delivery; delivered. Each step is followed onto the order.
    for (let i = 0; i < 7; i++) expect((await simulate(t, awb, 'advance')).statusCode).toBe(200);
    // Reading the tracking again (a repeated poll) sends nothing more.
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}`, ...shopper });
    expect(read.statusCode).toBe(200);
    await simulate(t, awb, 'advance');

    const o = shortOrderId(orderId);
    expect((await textsAbout(orderId)).slice(1)).toEqual([
      `Your order ${o} has shipped, AWB ${awb}. Track it at ${link(orderId)} - Vastra`,
      `Your order ${o} is out for delivery today. Track it at ${link(orderId)} - Vastra`,
      `Your order ${o} has been delivered. Thank you for shopping with us. Details at ${link(orderId)} - Vastra`,
    ]);
    expect((await rows(orderId)).map((r) => [r.event, r.status])).toEqual([
      ['placed', 'sent'],
      ['shipped', 'sent'],
      ['out_for_delivery', 'sent'],
      ['delivered', 'sent'],
    ]);
  });

  it('texts a cancellation once, however often the staff presses cancel', async () => {
    const { orderId } = await placeCod('messages-cancel-0001');
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect((await textsAbout(orderId)).slice(1)).toEqual([
      `Your order ${shortOrderId(orderId)} has been cancelled. Details at ${link(orderId)} - Vastra`,
    ]);
  });

  it('texts a cancellation by the courier (cancelled before pickup) once', async () => {
    const { orderId, shopper } = await placeCod('messages-courier-0001');
    const awb = (await bookShipping(t, orderId, shopper.headers)).json<{ data: { awb: string } }>().data.awb;
    expect((await simulate(t, awb, 'cancel')).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}`, ...shopper });
    expect((await rows(orderId)).map((r) => r.event)).toEqual(['placed', 'cancelled']);
    expect(await textsAbout(orderId)).toHaveLength(2);
  });

  it('texts a cancelled prepaid order its cancellation and its processed refund, once each', async () => {
    const { orderId } = await newPrepaidOrder(t, { M: 5 });
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect((await cancel(orderId)).statusCode).toBe(200);
    const o = shortOrderId(orderId);
    expect(await textsAbout(orderId)).toEqual([
      `Your order ${o} has been cancelled. Details at ${link(orderId)} - Vastra`,
      `Your refund of Rs.799.00 for order ${o} has been processed and reaches your account in 5-7 working days. ` +
        '- Vastra',
    ]);
  });

  it('redirects the signed link to /track, an old link code to the order page, else to My Orders', async () => {
    const { orderId } = await placeCod('messages-link-0001');
    const token = trackingTokenOf(t, orderId);
    const res = await t.app.inject({ method: 'GET', url: `/t/${token}` });
    expect([res.statusCode, res.headers.location]).toEqual([302, `/track/${token}`]);
    const old = await t.app.inject({ method: 'GET', url: `/t/${orderLinkCode(orderId)}` });
    expect([old.statusCode, old.headers.location]).toEqual([302, `/orders/${orderId}`]);
    const wrong = await t.app.inject({ method: 'GET', url: '/t/not-a-code' });
    expect([wrong.statusCode, wrong.headers.location]).toEqual([302, '/orders']);
  });
});

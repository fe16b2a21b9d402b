import { shortOrderId } from '@vastra/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { fakeReturnShipping } from '../../testing/fake-return-shipping';
import { as, textsAbout as textsOf, trackingTokenOf } from '../../testing/requests';
import { deliveredOrder, staffReturnAction } from '../../testing/returns-testing';
import { orderMessagesRepository } from '../order-messages';

// The shopper is texted when her return or exchange is requested, approved or rejected: once per request and event
// (docs/decisions/102-shopper-polish.md), through the dev outbox like the order texts.
const PHONE = '+919876543210';
let t: TestApp;
let staffHeaders: Record<string, string>;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp(
    { PUBLIC_URL: 'https://vastra.in' },
    { clock, providers: { shipping: { provider: fakeReturnShipping().provider } } },
  );
  staffHeaders = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

/** The outbox texts about one order, oldest first. */
const textsAbout = (orderId: string) => textsOf(t, PHONE, orderId);
const link = (orderId: string) => `https://vastra.in/t/${trackingTokenOf(t, orderId)}`;
const staffPost = (id: string, action: string, payload?: object) =>
  staffReturnAction(t, staffHeaders, id, action, payload);

async function ask(token: string, orderId: string, body: object) {
  const res = await as(t, token).post(`/api/orders/${orderId}/returns`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

describe('texts about a return or an exchange', () => {
  it('texts an exchange requested, then approved, once each however often staff approve', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const id = await ask(shopper.token, orderId, {
      orderItemId: itemId,
      kind: 'exchange',
      quantity: 1,
      exchangeSize: 'L',
      reason: 'too_small',
    });
    const o = shortOrderId(orderId);
    expect(await textsAbout(orderId)).toEqual([
      `We have received your exchange request for order ${o}. We will let you know when it is reviewed. ` +
        `Details at ${link(orderId)} - Vastra`,
    ]);
    clock.advance(60_000);
    expect((await staffPost(id, 'approve')).statusCode).toBe(200);
    expect((await staffPost(id, 'approve')).statusCode).toBe(200);
    expect((await textsAbout(orderId)).slice(1)).toEqual([
      `Your exchange request for order ${o} is approved. Next steps at ${link(orderId)} - Vastra`,
    ]);
    const rows = await orderMessagesRepository.ofOrder(t.database.db, orderId);
    expect(rows.map((r) => [r.event, r.subject, r.status])).toEqual([
      ['return_requested', id, 'sent'],
      ['return_approved', id, 'sent'],
    ]);
  });

  it('texts each request of one order, and a rejection with where to read its reason', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t, { prepaid: true, quantity: 2 });
    const line = { orderItemId: itemId, kind: 'return', quantity: 1, reason: 'too_large' };
    const first = await ask(shopper.token, orderId, line);
    clock.advance(60_000);
    await ask(shopper.token, orderId, line);
    clock.advance(60_000);
    const rejected = await staffPost(first, 'reject', { reason: 'Worn and washed' });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const o = shortOrderId(orderId);
    const received =
      `We have received your return request for order ${o}. We will let you know when it is reviewed. ` +
      `Details at ${link(orderId)} - Vastra`;
    expect(await textsAbout(orderId)).toEqual([
      received,
      received,
      `Your return request for order ${o} was not approved. The reason is at ${link(orderId)} - Vastra`,
    ]);
  });

  it('texts nothing for a request that was refused', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const res = await as(t, shopper.token).post(`/api/orders/${orderId}/returns`, {
      orderItemId: itemId,
      kind: 'exchange',
      quantity: 1,
      exchangeSize: 'L',
      reason: 'damaged',
    });
    expect(res.statusCode).toBe(422);
    expect(await textsAbout(orderId)).toEqual([]);
  });
});

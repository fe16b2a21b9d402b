import { shortOrderId } from '@vastra/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, whatsappOptIns } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { createTrackingLinks } from '../../shared/tracking-links';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  codBody,
  itemsOf,
  newOrder,
  orderRow,
  paymentOrderOf,
  productWithStock,
  signedIn,
  signedInStaff,
} from '../../testing/factories';
import { as, textsAbout as textsOf, trackingTokenOf } from '../../testing/requests';
import type { IdentityLog, TransactionalMessage, TransactionalOutcome, TransactionalSender } from '../identity';
import { orderMessagesRepository as repo } from './order-messages.repository';
import { createOrderMessages } from './order-messages.service';
import { createSenderRegistry } from './sender-registry';

// A shopper who checks out in Hindi gets her order texts in Hindi where the shop's sender has the template
// (docs/decisions/145-order-texts-in-hindi.md), through the dev outbox (the console sender sends any text) and
// through senders that fill registered templates.
const PHONE = '+919876543210';
const TEST_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123' };
const silent: IdentityLog = { info: () => {}, warn: () => {}, error: () => {} };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://vastra.in' });
});
afterAll(() => t.close());

const link = (orderId: string) => `https://vastra.in/t/${trackingTokenOf(t, orderId)}`;

describe('order texts in the language she checked out in', () => {
  it('texts a COD order placed on a Hindi page, and its cancellation, in Hindi', async () => {
    const productId = await productWithStock(t, { M: 5 });
    const shopper = await signedIn(t);
    const body = { ...codBody([{ productId, size: 'M', quantity: 1 }]), language: 'hi' };
    const res = await as(t, shopper.token).post('/api/orders/cod', body, { 'idempotency-key': 'texts-in-hindi-0001' });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ orderId: string }>().orderId;
    expect(await orderRow(t, orderId)).toMatchObject({ language: 'hi' });

    const staff = await signedInStaff(t);
    const cancel = { reason: 'Shopper changed her mind' };
    const cancelled = await as(t, staff.token).post(`/api/admin/orders/${orderId}/cancel`, cancel);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const o = shortOrderId(orderId);
    expect(await textsOf(t, PHONE, orderId)).toEqual([
      `धन्यवाद! आपका ऑर्डर ${o} (₹799.00) मिल गया है। इसे ट्रैक करें: ${link(orderId)} - Vastra`,
      `आपका ऑर्डर ${o} रद्द कर दिया गया है। विवरण: ${link(orderId)} - Vastra`,
    ]);
    expect((await repo.ofOrder(t.database.db, orderId)).map((row) => [row.event, row.language])).toEqual([
      ['placed', 'hi'],
      ['cancelled', 'hi'],
    ]);
  });

  it('keeps the language of a card payment with its gateway order, and places the order in it', async () => {
    const productId = await productWithStock(t, { M: 5 });
    const shopper = await signedIn(t);
    const lines = [{ productId, size: 'M', quantity: 1 }];
    const { customerInfo } = codBody(lines);
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 799,
      items: itemsOf(lines),
      customerInfo,
      language: 'hi',
    });
    expect(created.statusCode, created.body).toBe(200);
    const gatewayOrderId = created.json<{ id: string }>().id;
    // What a payment webhook places the order from when the browser never verifies.
    expect((await paymentOrderOf(t, gatewayOrderId))?.orderData).toMatchObject({ language: 'hi' });

    const paid = await as(t).post('/api/payment/sandbox/pay', { order_id: gatewayOrderId, card: TEST_CARD });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await as(t, shopper.token).post('/api/orders/verify', {
      ...paid.json<object>(),
      orderData: { customerInfo, items: itemsOf(lines), totalAmount: 799, language: 'hi' },
    });
    expect(verified.statusCode, verified.body).toBe(201);
    const orderId = verified.json<{ orderId: string }>().orderId;
    expect(await orderRow(t, orderId)).toMatchObject({ language: 'hi' });
    expect(await textsOf(t, PHONE, orderId)).toEqual([
      `धन्यवाद! आपका ऑर्डर ${shortOrderId(orderId)} (₹799.00) मिल गया है। इसे ट्रैक करें: ${link(orderId)} - Vastra`,
    ]);
  });

  it('refuses a language the shop does not speak, placing nothing', async () => {
    const productId = await productWithStock(t, { M: 5 });
    const shopper = await signedIn(t);
    const body = { ...codBody([{ productId, size: 'M', quantity: 1 }]), language: 'fr' };
    const res = await as(t, shopper.token).post('/api/orders/cod', body, { 'idempotency-key': 'texts-in-french-01' });
    expect(res.statusCode).toBe(400);
    expect((await as(t, shopper.token).get('/api/orders/my')).json()).toEqual([]);
  });
});

/** A sender that fills registered templates: it has them in `languages` only; it records what it sends. */
function templateSender(channel: 'sms' | 'whatsapp', languages: string[], outcomes: TransactionalOutcome[] = []) {
  const sent: TransactionalMessage[] = [];
  const sender: TransactionalSender = {
    channel,
    speaks: (_event, language) => languages.includes(language),
    async sendTransactional(message) {
      sent.push(message);
      return outcomes.shift() ?? { ok: true };
    },
  };
  return { sender, sent };
}

function messagesWith(senders: TransactionalSender[]) {
  return createOrderMessages({
    db: t.database.db,
    clock: manualClock(),
    senders: createSenderRegistry(senders),
    shopName: 'Vastra',
    publicUrl: 'https://vastra.in',
    trackingLinks: createTrackingLinks(Buffer.alloc(32, 7)),
    log: silent,
  });
}

async function aHindiOrder() {
  const productId = await productWithStock(t, { M: 3 });
  const shopper = await signedIn(t);
  const orderId = await newOrder(t, shopper.userId, [{ productId, size: 'M', quantity: 1 }]);
  await t.database.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, orderId));
  return orderId;
}

describe('a sender without the Hindi template', () => {
  it('gets the English text of a Hindi order, its row saying so; one with it gets the Hindi', async () => {
    const english = templateSender('sms', ['en']);
    const orderId = await aHindiOrder();
    await messagesWith([english.sender]).notify(orderId, 'shipped');
    expect(english.sent.map((m) => [m.language, m.body.split(',')[0]])).toEqual([
      ['en', `Your order ${shortOrderId(orderId)} has shipped`],
    ]);
    expect(english.sent[0]?.body).toContain('AWB to follow.');
    expect((await repo.ofOrder(t.database.db, orderId))[0]).toMatchObject({ language: 'en' });

    const both = templateSender('sms', ['en', 'hi']);
    const other = await aHindiOrder();
    await messagesWith([both.sender]).notify(other, 'return_approved', { kind: 'return', subject: 'r1' });
    expect(both.sent.map((m) => [m.language, m.variables.kind])).toEqual([['hi', 'रिटर्न']]);
  });

  it('sends an undeliverable Hindi WhatsApp message by SMS in English when the SMS has only English', async () => {
    const orderId = await aHindiOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    await t.database.db
      .insert(whatsappOptIns)
      .values({
        phone: PHONE,
        source: 'checkout',
        wordingVersion: 1,
        language: 'hi',
        optedInAt: new Date('2026-11-01T00:00:00Z'),
      })
      .onConflictDoNothing();
    expect(order?.customerPhone).toBe(PHONE);
    const whatsapp = templateSender('whatsapp', ['en', 'hi'], [{ ok: false, transient: false, reason: '131026' }]);
    const sms = templateSender('sms', ['en']);
    await messagesWith([sms.sender, whatsapp.sender]).notify(orderId, 'return_requested', {
      kind: 'exchange',
      subject: 'r2',
    });
    const o = shortOrderId(orderId);
    expect(whatsapp.sent.map((m) => [m.language, m.body.split('।')[0]])).toEqual([
      ['hi', `आपका एक्सचेंज अनुरोध (ऑर्डर ${o}) हमें मिल गया है`],
    ]);
    expect(sms.sent.map((m) => [m.language, m.variables])).toEqual([
      ['en', { kind: 'exchange', order: o, link: whatsapp.sent[0]?.variables.link }],
    ]);
    expect(sms.sent[0]?.body).toMatch(new RegExp(`^We have received your exchange request for order ${o}\\.`));
  });
});

// WhatsApp end to end through the API (docs/decisions/126-whatsapp.md), on the sandbox sender: the opt-in at
// checkout chooses the channel, the COD quick replies come back through the signed webhook, STOP ends the opt-in,
// and a message WhatsApp could not deliver goes by SMS.
import { type WhatsappOutboxResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, whatsappOptIns } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CUSTOMER, codBody, newProduct, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { as, outboxOf, setCodConfirmation } from '../../testing/requests';
import { CANCELLED_ON_WHATSAPP } from '../cod-confirmation';
import { SANDBOX_SECRETS, signWebhookBody } from '.';
import { webhookEnvelope } from './webhook-payload';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const PHONE = `+91${CUSTOMER.phone.replace(/\D/g, '').slice(-10)}`;
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  shopper = await signedIn(t);
  owner = (await signedInStaff(t, { role: 'owner' })).headers;
});
afterAll(() => t.close());

async function placeCod(whatsappUpdates?: boolean, whatsappLanguage?: 'en' | 'hi', language?: 'hi') {
  const productId = await newProduct(t, 'Bandhani Saree', { M: { pricePaise: 149_900, stock: 5 } });
  clock.advance(1000); // the outboxes list newest first
  const body = {
    ...codBody([{ productId, size: 'M', quantity: 1 }]),
    ...(whatsappUpdates === undefined ? {} : { whatsappUpdates }),
    ...(whatsappLanguage === undefined ? {} : { whatsappLanguage }),
    ...(language === undefined ? {} : { language }),
  };
  const res = await as(t, shopper.token).post('/api/orders/cod', body);
  expect(res.statusCode, res.body).toBe(201);
  return { orderId: res.json<{ orderId: string }>().orderId, productId };
}

const whatsappOutbox = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/whatsapp-outbox?phone=${encodeURIComponent(PHONE)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WhatsappOutboxResponse>();
};
const reply = (payload: object) => t.app.inject({ method: 'POST', url: '/api/dev/whatsapp-outbox/reply', payload });
const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const optInOf = async (phone: string) =>
  (await t.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, phone)))[0];
/** A webhook delivery of this `value`, signed with `secret` (the app's, as Meta signs) or not signed at all. */
const postWebhook = (value: object, secret: string | null = SANDBOX_SECRETS.appSecret, signature?: string) => {
  const payload = JSON.stringify(webhookEnvelope(value));
  const signed = signature ?? (secret === null ? undefined : signWebhookBody(payload, secret));
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', ...(signed ? { 'x-hub-signature-256': signed } : {}) },
    payload,
  });
};
const shortId = (orderId: string) => `#${orderId.slice(0, 8).toUpperCase()}`;

const setConfirmation = (enabled: boolean, hours = 48) => setCodConfirmation(t, owner, enabled, hours);

describe("the channel follows the shopper's answer at checkout", () => {
  it('texts by SMS while she has not opted in; nothing goes to WhatsApp', async () => {
    const { orderId } = await placeCod();
    expect((await outboxOf(t, PHONE))[0]?.body).toContain(`Your order ${shortId(orderId)} of Rs.1,499.00 is placed.`);
    expect(await whatsappOutbox()).toEqual([]);
  });

  it('records her opt-in with the wording version; the placed message goes as its template, not by SMS', async () => {
    const smsBefore = (await outboxOf(t, PHONE)).length;
    const { orderId } = await placeCod(true);
    const optIn = await optInOf(PHONE);
    // A page that does not say the language of its wording (an older one) showed the English.
    expect(optIn).toMatchObject({ source: 'checkout', wordingVersion: 1, language: 'en', optedOutAt: null });
    const [message] = await whatsappOutbox();
    expect(message).toMatchObject({ to: PHONE, template: 'placed_v1', buttons: [] });
    expect(message?.body).toContain(`Your order ${shortId(orderId)} of Rs.1,499.00 is placed.`);
    expect((await outboxOf(t, PHONE)).length).toBe(smsBefore);
  });
});

describe('the language of the wording she agreed to (docs/decisions/136-hindi-storefront.md)', () => {
  it('records a Hindi page’s opt-in as read in Hindi, and an English one’s in English', async () => {
    await placeCod(true, 'hi');
    expect(await optInOf(PHONE)).toMatchObject({ source: 'checkout', wordingVersion: 1, language: 'hi' });
    await placeCod(true, 'en');
    expect(await optInOf(PHONE)).toMatchObject({ language: 'en', optedOutAt: null });
  });

  it('refuses a language the storefront does not speak, keeping her earlier answer', async () => {
    await placeCod(true, 'hi');
    const productId = await newProduct(t, 'Bandhani Saree', { M: { pricePaise: 149_900, stock: 5 } });
    const body = { ...codBody([{ productId, size: 'M', quantity: 1 }]), whatsappUpdates: true, whatsappLanguage: 'fr' };
    const res = await as(t, shopper.token).post('/api/orders/cod', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(await optInOf(PHONE)).toMatchObject({ language: 'hi' });
  });
});

describe('COD confirmation by quick reply', () => {
  beforeAll(() => setConfirmation(true));
  afterAll(() => setConfirmation(false));

  const confirmation = async () => {
    const message = (await whatsappOutbox()).find((m) => m.template === 'cod_confirm_v1');
    if (!message) throw new Error('no cod_confirm_v1 message in the sandbox outbox');
    return message;
  };

  it('"Confirm order" confirms the order once; a second tap changes nothing', async () => {
    const { orderId } = await placeCod(true);
    const message = await confirmation();
    expect(message.buttons.map((b) => b.text)).toEqual(['Confirm order', 'Cancel']);
    expect(message.buttons[0]?.payload).toMatch(/^cod:confirm:[A-Za-z0-9_-]{24}$/);
    expect((await rowOf(orderId))?.codConfirmation).toBe('awaiting');

    const first = await reply({ messageId: message.messageId, button: 'Confirm order' });
    expect([first.statusCode, first.json()]).toEqual([200, { handled: 1 }]);
    expect((await rowOf(orderId))?.codConfirmation).toBe('confirmed');
    const again = await reply({ messageId: message.messageId, button: 'Confirm order' });
    expect([again.statusCode, again.json()]).toEqual([200, { handled: 0 }]);
  });

  it('asks a shopper who ordered in Hindi in Hindi, with Hindi buttons that confirm the same way', async () => {
    const { orderId } = await placeCod(true, 'hi', 'hi');
    const message = await confirmation();
    expect(message.body).toMatch(/^कृपया अपने कैश ऑन डिलीवरी ऑर्डर #[0-9A-F]{8} की पुष्टि करें: /);
    expect(message.buttons.map((b) => b.text)).toEqual(['ऑर्डर पक्का करें', 'रद्द करें']);
    const first = await reply({ messageId: message.messageId, button: 'ऑर्डर पक्का करें' });
    expect([first.statusCode, first.json()]).toEqual([200, { handled: 1 }]);
    expect((await rowOf(orderId))?.codConfirmation).toBe('confirmed');
  });

  it('"Cancel" cancels the order as the shopper, and its stock is back', async () => {
    const { orderId, productId } = await placeCod(true);
    expect(await stockOf(t, productId, 'M')).toBe(4);
    const res = await reply({ messageId: (await confirmation()).messageId, button: 'Cancel' });
    expect([res.statusCode, res.json()]).toEqual([200, { handled: 1 }]);
    expect(await rowOf(orderId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'shopper',
      cancellationReason: CANCELLED_ON_WHATSAPP,
    });
    expect(await stockOf(t, productId, 'M')).toBe(5);
  });

  it('a delivery with a bad signature is refused and changes nothing', async () => {
    const { orderId } = await placeCod(true);
    const [button] = (await confirmation()).buttons;
    const tap = {
      messages: [
        {
          from: PHONE.slice(1),
          id: 'wamid.forged',
          timestamp: '1',
          type: 'button',
          button: { payload: button?.payload, text: 'Confirm order' },
        },
      ],
    };
    for (const [secret, signature] of [[null], ['another-secret'], [null, 'sha256=zz']] as const) {
      expect((await postWebhook(tap, secret, signature)).statusCode).toBe(401);
    }
    expect((await rowOf(orderId))?.codConfirmation).toBe('awaiting');
    // The same bytes signed with the app's secret are Meta's: read and acted on.
    const signed = await postWebhook(tap);
    expect([signed.statusCode, signed.json()]).toEqual([200, { handled: 1 }]);
    expect((await rowOf(orderId))?.codConfirmation).toBe('confirmed');
  });
});

describe('the webhook', () => {
  it("answers Meta's handshake with the challenge for the right verify token only", async () => {
    const url = (token: string) =>
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${token}`;
    const ok = await t.app.inject({ method: 'GET', url: url(SANDBOX_SECRETS.verifyToken) });
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    expect((await t.app.inject({ method: 'GET', url: url('wrong') })).statusCode).toBe(403);
  });

  it('a failed delivery report sends the same text by SMS, once', async () => {
    const { orderId } = await placeCod(true);
    const [message] = await whatsappOutbox();
    const smsBefore = (await outboxOf(t, PHONE)).length;
    const failed = {
      statuses: [
        {
          id: message?.messageId,
          status: 'failed',
          timestamp: '1',
          recipient_id: PHONE.slice(1),
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    };
    expect((await postWebhook(failed)).json()).toEqual({ handled: 1 });
    await postWebhook(failed); // Meta delivers again: the SMS is not sent twice
    const sms = await outboxOf(t, PHONE);
    expect(sms.length).toBe(smsBefore + 1);
    expect(sms[0]?.body).toBe(message?.body);
    expect(sms[0]?.body).toContain(shortId(orderId));
  });

  it('STOP ends her opt-in: the next order texts by SMS', async () => {
    const [last] = await whatsappOutbox();
    const res = await reply({ messageId: last?.messageId, text: 'STOP' });
    expect([res.statusCode, res.json()]).toEqual([200, { handled: 1 }]);
    const [optIn] = await t.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, PHONE));
    expect(optIn?.optedOutAt).toEqual(clock.now());
    const whatsappBefore = (await whatsappOutbox()).length;
    const { orderId } = await placeCod();
    expect((await outboxOf(t, PHONE))[0]?.body).toContain(shortId(orderId));
    expect((await whatsappOutbox()).length).toBe(whatsappBefore);
  });
});

// Conversations through the API (docs/decisions/127-conversations.md): a contact message tied to her and her order,
// the team's replies by SMS, WhatsApp or email kept in the thread, her answers on the conversation's page and on
// WhatsApp, and the limits.
import type { AdminConversation, PublicConversation, WhatsappOutboxResponse } from '@vastra/domain/api';
import { shortOrderId } from '@vastra/domain/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, conversationEntries, users, whatsappOptIns } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { createTrackingLinks, trackingLinkKeyOf } from '../../shared/tracking-links';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, signedIn, signedInStaff } from '../../testing/factories';
import { as, outboxOf } from '../../testing/requests';
import { SANDBOX_SECRETS, signWebhookBody, webhookEnvelope } from '../whatsapp';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
let staff: Record<string, string>;
let shopper: Awaited<ReturnType<typeof signedIn>> & { phone: string };
let orderId: string;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  staff = (await signedInStaff(t, { fullName: 'Meera Staff' })).headers;
  const session = await signedIn(t, { fullName: 'Asha Verma' });
  const [user] = await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, session.id));
  shopper = { ...session, phone: user?.phone ?? '' };
  const productId = await newProduct(t, 'Chikankari Kurti', { M: { pricePaise: 79_900, stock: 5 } });
  orderId = await newOrder(t, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
});
afterAll(() => t.close());

const tokenOf = (messageId: string) => createTrackingLinks(trackingLinkKeyOf(t.config), 'm').tokenFor(messageId);

async function contact(message: string, options: { token?: string; email?: string } = {}) {
  clock.advance(1000);
  const body = { name: 'Asha Verma', email: options.email ?? 'asha@example.in', message };
  const res = await as(t, options.token).post('/api/contact', body);
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.message, message));
  if (!row) throw new Error('message not kept');
  return row;
}
const thread = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/messages/${id}`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminConversation>();
};
const replyTo = (id: string, payload: object) => {
  clock.advance(1000);
  return t.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/replies`, headers: staff, payload });
};
const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/conversations/${token}` });

describe('a contact message knows whose it is', () => {
  it("a signed-in shopper's is tied to her account, the order she names and her phone", async () => {
    const ref = shortOrderId(orderId);
    const row = await contact(`Where is my order ${ref}? It is late.`, { token: shopper.token });
    expect(row).toMatchObject({ userId: shopper.id, orderId, phone: shopper.phone });
    const view = await thread(row.id);
    expect(view.order).toEqual({ id: orderId, ref });
    // Written from another email than her account's, it is still hers: its link and her customer page say so.
    expect(view.message.customerId).toBe(shopper.id);
    const customer = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${shopper.id}`, headers: staff });
    expect(customer.json<{ messages: { id: string }[] }>().messages.map((m) => m.id)).toContain(row.id);
    expect(view.phone).toBe(shopper.phone);
    expect(view.options).toEqual([
      { channel: 'sms', available: true, reason: null },
      {
        channel: 'whatsapp',
        available: false,
        reason: 'She has not agreed to WhatsApp messages: answer by SMS or email.',
      },
      { channel: 'email', available: true, reason: null },
    ]);
  });

  it("an order that is not hers is not tied; signed out, her order is found by the order's email", async () => {
    const other = await signedIn(t);
    const notHers = await contact(`About ${shortOrderId(orderId)} please`, { token: other.token });
    expect(notHers).toMatchObject({ userId: other.id, orderId: null });
    const guest = await contact(`Order ${shortOrderId(orderId)}: can I change the size?`);
    expect(guest).toMatchObject({ userId: null, orderId, phone: '+919876543210' });
  });

  it('without a phone only email can answer it, and SMS is refused with the reason', async () => {
    const row = await contact('Do you ship to Leh?', { email: 'nobody@example.in' });
    const view = await thread(row.id);
    expect(view.phone).toBeNull();
    expect(view.options.map((o) => [o.channel, o.available, o.reason])).toEqual([
      ['sms', false, 'She left no phone number: answer by email.'],
      ['whatsapp', false, 'She left no phone number: answer by email.'],
      ['email', true, null],
    ]);
    const res = await replyTo(row.id, { channel: 'sms', text: 'Yes we do.' });
    expect([res.statusCode, res.json().message]).toEqual([422, 'She left no phone number: answer by email.']);
    expect((await thread(row.id)).entries).toEqual([]);
  });
});

describe('the team replies and the thread keeps every message both ways', () => {
  let messageId: string;
  let token: string;

  it('a reply by SMS texts her the link, is kept with who sent it and marks the message handled', async () => {
    const row = await contact('My kurti is too small. Can I exchange it?', { token: shopper.token });
    messageId = row.id;
    token = tokenOf(messageId);
    const res = await replyTo(messageId, { channel: 'sms', text: 'Of course! Ask for an exchange from My Orders.' });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json<AdminConversation>();
    expect(view.entries).toEqual([
      {
        id: expect.any(String),
        direction: 'out',
        channel: 'sms',
        text: 'Of course! Ask for an exchange from My Orders.',
        author: 'Meera Staff',
        status: 'sent',
        failure: null,
        at: clock.now().toISOString(),
      },
    ]);
    expect(view.message).toMatchObject({ handledBy: 'Meera Staff', handledAt: clock.now().toISOString() });
    const [sms] = await outboxOf(t, shopper.phone);
    expect(sms?.body).toBe(
      `We have replied to your message to Vastra. Read it and answer at http://localhost:3000/m/${token} - Vastra`,
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.reply'), eq(auditLog.targetId, messageId)));
    expect(audits.map((a) => a.after)).toEqual([
      { channel: 'sms', text: 'Of course! Ask for an exchange from My Orders.' },
    ]);
  });

  it("her link opens the thread without signing in: her first name, her message and the shop's reply", async () => {
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<PublicConversation>()).toEqual({
      firstName: 'Asha',
      entries: [
        { from: 'you', text: 'My kurti is too small. Can I exchange it?', at: expect.any(String) },
        { from: 'shop', text: 'Of course! Ask for an exchange from My Orders.', at: expect.any(String) },
      ],
    });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await page(tampered);
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      'This conversation was not found. Please use the link in our latest message.',
    ]);
    // An order's tracking token is not a conversation's.
    expect((await page(createTrackingLinks(trackingLinkKeyOf(t.config)).tokenFor(messageId))).statusCode).toBe(404);
  });

  it('her answer on the page joins the thread and opens the message again for the team', async () => {
    clock.advance(1000);
    const res = await as(t).post(`/api/conversations/${token}/messages`, { text: '  Thank you! Size L please.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PublicConversation>().entries.at(-1)).toEqual({
      from: 'you',
      text: 'Thank you! Size L please.',
      at: clock.now().toISOString(),
    });
    const view = await thread(messageId);
    expect(view.entries.map((e) => [e.direction, e.channel, e.author, e.status])).toEqual([
      ['out', 'sms', 'Meera Staff', 'sent'],
      ['in', 'web', null, 'received'],
    ]);
    expect(view.message).toMatchObject({ readAt: null, handledAt: null, handledBy: null });
    const empty = await as(t).post(`/api/conversations/${token}/messages`, { text: '   ' });
    expect([empty.statusCode, empty.json()]).toMatchObject([
      400,
      { message: 'text: Please write a message.', field: 'text' },
    ]);
  });

  it('an email reply is recorded (sent from the mail app) and texts nothing', async () => {
    const before = (await outboxOf(t, shopper.phone)).length;
    const res = await replyTo(messageId, { channel: 'email', text: 'Sent you the size chart by email.' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminConversation>().entries.at(-1)).toMatchObject({ channel: 'email', status: 'recorded' });
    expect((await outboxOf(t, shopper.phone)).length).toBe(before);
  });

  it('by WhatsApp once she agreed: the template with her link; her WhatsApp answer joins the thread once', async () => {
    await t.database.db
      .insert(whatsappOptIns)
      .values({ phone: shopper.phone, source: 'checkout', wordingVersion: 1, optedInAt: clock.now() });
    const res = await replyTo(messageId, { channel: 'whatsapp', text: 'Your size L is on its way.' });
    expect(res.statusCode, res.body).toBe(201);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/whatsapp-outbox?phone=${encodeURIComponent(shopper.phone)}`,
    });
    const [sent] = outbox.json<WhatsappOutboxResponse>();
    expect(sent).toMatchObject({ template: 'support_reply_v1', buttons: [] });
    expect(sent?.body).toContain(`/m/${token} - Vastra`);

    const value = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '919000000000', phone_number_id: 'sandbox' },
      messages: [
        {
          from: shopper.phone.slice(1),
          id: 'wamid.answer-1',
          timestamp: '1795000000',
          type: 'text',
          text: { body: 'Got it, thanks!' },
        },
      ],
    };
    clock.advance(1000); // her answer comes after the reply
    const payload = JSON.stringify(webhookEnvelope(value));
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWebhookBody(payload, SANDBOX_SECRETS.appSecret),
        },
        payload,
      });
    expect((await post()).json()).toEqual({ handled: 1 });
    expect((await post()).json()).toEqual({ handled: 0 });
    const entries = (await thread(messageId)).entries;
    expect(entries.slice(-2).map((e) => [e.direction, e.channel, e.text])).toEqual([
      ['out', 'whatsapp', 'Your size L is on its way.'],
      ['in', 'whatsapp', 'Got it, thanks!'],
    ]);
  });

  it('refuses a reply to no message, and more than ten texts to one phone in an hour', async () => {
    const unknown = await replyTo('0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', { channel: 'email', text: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    const row = await contact(`Another question about ${shortOrderId(orderId)}`, { token: shopper.token });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await replyTo(row.id, { channel: 'sms', text: `Answer ${i}` })).statusCode);
    // Two replies above (SMS and WhatsApp) already went to her phone this hour.
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429, 429]);
    const refused = await replyTo(row.id, { channel: 'sms', text: 'One more' });
    expect(refused.json().message).toMatch(/^Too many replies to this phone\. Please try again in \d+s\.$/);
    expect((await thread(row.id)).entries).toHaveLength(8);
  });
});

describe('her data', () => {
  it('her copy has each conversation; deleting her account deletes her messages and their threads', async () => {
    const her = await signedIn(t, { fullName: 'Nisha Rao' });
    const row = await contact('Can I pay by UPI on delivery?', { token: her.token, email: 'nisha.work@example.in' });
    expect((await replyTo(row.id, { channel: 'email', text: 'Yes, ask the courier.' })).statusCode).toBe(201);
    const copy = await as(t, her.token).get('/api/account/data');
    expect(copy.json<{ messages: unknown[] }>().messages).toEqual([
      {
        name: 'Asha Verma',
        message: 'Can I pay by UPI on delivery?',
        at: expect.any(String),
        conversation: [{ from: 'shop', text: 'Yes, ask the courier.', at: clock.now().toISOString() }],
      },
    ]);
    const gone = await as(t, her.token).post('/api/account/delete', { confirm: true });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, row.id))).toEqual([]);
    expect(
      await t.database.db.select().from(conversationEntries).where(eq(conversationEntries.messageId, row.id)),
    ).toEqual([]);
  });
});

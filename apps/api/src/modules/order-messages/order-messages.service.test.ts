import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, whatsappOptIns } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn } from '../../testing/factories';
import type { IdentityLog, TransactionalMessage, TransactionalOutcome, TransactionalSender } from '../identity';
import { MAX_SEND_ATTEMPTS, orderMessagesRepository as repo } from './order-messages.repository';
import { createOrderMessages, indianMobile } from './order-messages.service';
import { createTrackingLinks } from '../../shared/tracking-links';
import { createSenderRegistry } from './sender-registry';

// Once per order, event and channel: retries, repeated events and several processes included (run on PostgreSQL
// by scripts/test-pg.sh, where the callers really race).
const MIN = 60_000;
const silent: IdentityLog = { info: () => {}, warn: () => {}, error: () => {} };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A sender that records each message and answers with the queued outcomes (then success). */
function fakeSender(channel: 'sms' | 'whatsapp' = 'sms') {
  const sent: TransactionalMessage[] = [];
  const outcomes: TransactionalOutcome[] = [];
  const sender: TransactionalSender = {
    channel,
    async sendTransactional(message) {
      sent.push(message);
      return outcomes.shift() ?? { ok: true };
    },
  };
  return { sender, sent, outcomes };
}

function messagesWith(senders: TransactionalSender[], clock = manualClock()) {
  const messages = createOrderMessages({
    db: t.database.db,
    clock,
    senders: createSenderRegistry(senders),
    shopName: 'Vastra',
    publicUrl: 'https://vastra.in',
    trackingLinks: createTrackingLinks(Buffer.alloc(32, 7)),
    log: silent,
  });
  return { messages, clock };
}

async function anOrder() {
  const productId = await productWithStock(t, { M: 3 });
  const shopper = await signedIn(t);
  return newOrder(t, shopper.userId, [{ productId, size: 'M', quantity: 1 }]);
}

describe('order messages, once per event', () => {
  it('sends one message when two processes see the same event at once, many times over', async () => {
    const orderId = await anOrder();
    const a = fakeSender();
    const b = fakeSender();
    const one = messagesWith([a.sender]).messages;
    const two = messagesWith([b.sender]).messages;
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).notify(orderId, 'out_for_delivery')));
    expect(a.sent.length + b.sent.length).toBe(1);
    expect(await repo.ofOrder(t.database.db, orderId)).toEqual([
      expect.objectContaining({ event: 'out_for_delivery', status: 'sent', attempts: 1 }),
    ]);
  });

  it('retries a transient failure after its back-off, once, from one of two racing jobs', async () => {
    const orderId = await anOrder();
    const fake = fakeSender();
    fake.outcomes.push({ ok: false, transient: true, reason: 'network: TimeoutError' });
    const { messages, clock } = messagesWith([fake.sender]);
    await messages.notify(orderId, 'delivered');
    expect(await repo.ofOrder(t.database.db, orderId)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'network: TimeoutError' }),
    ]);
    clock.advance(MIN);
    expect(await messages.sendDue()).toBe(0);
    clock.advance(MIN);
    const other = messagesWith([fake.sender], clock).messages;
    const [x, y] = await Promise.all([messages.sendDue(), other.sendDue()]);
    expect(x + y).toBe(1);
    expect(fake.sent).toHaveLength(2);
    expect(await repo.ofOrder(t.database.db, orderId)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, lastError: null }),
    ]);
    clock.advance(60 * MIN);
    await messages.sendDue();
    expect(fake.sent).toHaveLength(2);
  });

  it('never retries a permanent failure, and stops after the last attempt', async () => {
    const orderId = await anOrder();
    const fake = fakeSender();
    fake.outcomes.push({ ok: false, transient: false, reason: 'no MSG91 template for shipped' });
    const { messages, clock } = messagesWith([fake.sender]);
    await messages.notify(orderId, 'cancelled');
    expect(await repo.ofOrder(t.database.db, orderId)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: MAX_SEND_ATTEMPTS }),
    ]);

    const down = await anOrder();
    for (let i = 0; i < 10; i++) fake.outcomes.push({ ok: false, transient: true, reason: 'HTTP 503' });
    await messages.notify(down, 'cancelled');
    for (let i = 0; i < 10; i++) {
      clock.advance(3 * 60 * MIN);
      await messages.sendDue();
    }
    const [row] = await repo.ofOrder(t.database.db, down);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, lastError: 'HTTP 503' });
    expect(fake.sent.filter((m) => m.body.includes(down.replace(/-/g, '').slice(0, 8).toUpperCase()))).toHaveLength(
      MAX_SEND_ATTEMPTS,
    );
  });

  it('sends a phone that never opted in its message by SMS only, once, with a WhatsApp sender beside', async () => {
    const orderId = await anOrder();
    const sms = fakeSender('sms');
    const whatsapp = fakeSender('whatsapp');
    const { messages } = messagesWith([sms.sender, whatsapp.sender]);
    await messages.notify(orderId, 'placed');
    await messages.notify(orderId, 'placed');
    expect([sms.sent.length, whatsapp.sent.length]).toEqual([1, 0]);
    expect(sms.sent[0]).toMatchObject({ channel: 'sms', event: 'placed', to: '+919876543210' });
    expect(Object.keys(sms.sent[0]?.variables ?? {}).sort()).toEqual(['amount', 'link', 'order']);
  });

  it('refuses two senders for one channel', () => {
    expect(() => createSenderRegistry([fakeSender().sender, fakeSender().sender])).toThrow(
      'two senders for the sms channel',
    );
  });

  it('maps only the statuses that have a message', async () => {
    const orderId = await anOrder();
    const fake = fakeSender();
    const { messages } = messagesWith([fake.sender]);
    for (const status of ['placed', 'returned', 'shipped', 'shipped']) await messages.afterStatus(orderId, status);
    expect(fake.sent.map((m) => m.event)).toEqual(['shipped']);
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
  ])('texts %s as %s', (phone, to) => expect(indianMobile(phone)).toBe(to));
});

describe('WhatsApp, and SMS when it cannot deliver (docs/decisions/126-whatsapp.md)', () => {
  // The orders' phone (the factories' customer) takes its updates on WhatsApp.
  beforeAll(async () => {
    const orderId = await anOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const phone = indianMobile(order?.customerPhone ?? '');
    await t.database.db
      .insert(whatsappOptIns)
      .values({ phone, source: 'checkout', wordingVersion: 1, optedInAt: new Date('2026-11-01T00:00:00Z') });
  });

  it('sends by SMS alone while no WhatsApp sender is on, opted in or not', async () => {
    const orderId = await anOrder();
    const sms = fakeSender('sms');
    await messagesWith([sms.sender]).messages.notify(orderId, 'delivered');
    expect(sms.sent.map((m) => m.event)).toEqual(['delivered']);
  });

  it('sends on the channels a phone has; a permanent WhatsApp failure goes by SMS once, the same text', async () => {
    const orderId = await anOrder();
    const sms = fakeSender('sms');
    const whatsapp = fakeSender('whatsapp');
    whatsapp.outcomes.push({ ok: false, transient: false, reason: '131026 undeliverable' });
    const { messages } = messagesWith([sms.sender, whatsapp.sender], manualClock());
    await messages.notify(orderId, 'delivered');
    await messages.notify(orderId, 'delivered');
    expect(whatsapp.sent.map((m) => m.event)).toEqual(['delivered']);
    expect(whatsapp.sent[0]).toMatchObject({ channel: 'whatsapp', to: '+919876543210' });
    expect(sms.sent.map((m) => m.body)).toEqual([whatsapp.sent[0]?.body]);
    const rows = await repo.ofOrder(t.database.db, orderId);
    expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['sms', 'sent'],
      ['whatsapp', 'failed'],
    ]);
  });

  it("keeps a sent WhatsApp message's provider id; its failed report sends it by SMS, once", async () => {
    const orderId = await anOrder();
    const sms = fakeSender('sms');
    const whatsapp = fakeSender('whatsapp');
    const wamid = `wamid.test.${orderId}`;
    whatsapp.outcomes.push({ ok: true, providerId: wamid });
    const { messages } = messagesWith([sms.sender, whatsapp.sender], manualClock());
    await messages.notify(orderId, 'shipped');
    expect(sms.sent).toHaveLength(0);
    expect((await repo.ofOrder(t.database.db, orderId))[0]).toMatchObject({ providerId: wamid, status: 'sent' });
    // Meta delivers a report again until it is answered: the SMS goes once.
    expect(await messages.whatsappFailed(wamid, 'WhatsApp: 131026 Message undeliverable')).toBe(true);
    expect(await messages.whatsappFailed(wamid, 'WhatsApp: 131026 Message undeliverable')).toBe(true);
    expect(sms.sent.map((m) => m.body)).toEqual([whatsapp.sent[0]?.body]);
    expect(await messages.whatsappFailed('wamid.unknown', 'WhatsApp: failed')).toBe(false);
  });
});

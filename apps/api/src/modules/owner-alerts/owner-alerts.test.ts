// The team's alerts through the API (docs/decisions/131-owner-alerts.md): each member's choices, an alert raised
// once from its event and sent once per member and channel, the low-stock trigger, the watch over payments and jobs,
// the hourly limit and the daily digest.
import type { AdminAlertsResponse, AlertSettings } from '@vastra/domain/api';
import { shortOrderId } from '@vastra/domain/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ownerAlerts, ownerAlertSends, paymentAttention, productVariants } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, CUSTOMER, newProduct, signedIn, signedInStaff } from '../../testing/factories';
import { as, outboxOf } from '../../testing/requests';
import { setCodSettings } from '../../testing/shop-settings';
import { emitOrderEvent } from '../order-history';

// 15:30 in India.
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let packer: Awaited<ReturnType<typeof signedInStaff>>;
let shopper: { token: string };

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  owner = await signedInStaff(t, { role: 'owner', fullName: 'Meera Owner' });
  packer = await signedInStaff(t, { role: 'packer', fullName: 'Ravi Packer' });
  shopper = await signedIn(t);
  // The sold-out order below is above the default COD limit (₹5,000).
  await setCodSettings(t, { maxOrderValue: null });
  // The recurring watch's row (a server arms its tasks when it starts).
  await t.app.runner.arm();
});
afterAll(() => t.close());

const settingsOf = (member: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/alert-settings', headers: member.headers });
const choose = (member: { headers: Record<string, string> }, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/alert-settings', headers: member.headers, payload });
const alertsOf = async (member: { headers: Record<string, string> }, after?: number) => {
  const url = after === undefined ? '/api/admin/alerts' : `/api/admin/alerts?after=${after}`;
  const res = await t.app.inject({ method: 'GET', url, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAlertsResponse>().alerts;
};
const sendsOf = (staffId: string) =>
  t.database.db
    .select({ alertId: ownerAlertSends.alertId, channel: ownerAlertSends.channel, status: ownerAlertSends.status })
    .from(ownerAlertSends)
    .where(eq(ownerAlertSends.staffId, staffId));
const textsTo = async (phone: string, start: string) =>
  (await outboxOf(t, phone)).map((m) => m.body).filter((body) => body.startsWith(start));
const url = () => t.config.PUBLIC_URL ?? `http://localhost:${t.config.PORT}`;
const alertByKey = async (key: string) =>
  (await t.database.db.select().from(ownerAlerts).where(eq(ownerAlerts.key, key)))[0];

async function placeCod(productId: string, size: string, quantity: number) {
  clock.advance(1000);
  const res = await as(t, shopper.token).post('/api/orders/cod', codBody([{ productId, size, quantity, price: 799 }]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orderId: string }>().orderId;
}

describe('a member chooses their alerts', () => {
  it('starts with every kind in the browser only, and the channels the shop has set up', async () => {
    const res = await settingsOf(packer);
    expect(res.statusCode).toBe(200);
    expect(res.json<AlertSettings>()).toEqual({
      kinds: ['new_order', 'payment_attention', 'failed_delivery', 'return_requested', 'low_stock', 'job_attention'],
      channels: ['browser'],
      email: null,
      digest: false,
      phone: packer.phone,
      options: [
        { channel: 'sms', available: true, reason: null },
        { channel: 'whatsapp', available: true, reason: null },
        { channel: 'email', available: true, reason: null },
        { channel: 'browser', available: true, reason: null },
      ],
    });
  });

  it('needs an email for email alerts, and a channel that sends for the digest (400, nothing saved)', async () => {
    const noEmail = await choose(owner, { kinds: ['new_order'], channels: ['email'], email: '', digest: false });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ field: 'email', message: 'email: Give an email address for email alerts.' });
    const bad = await choose(owner, { kinds: [], channels: ['email'], email: 'owner@vastra', digest: false });
    expect(bad.json()).toMatchObject({ field: 'email', message: 'email: Enter a valid email address.' });
    const digest = await choose(owner, { kinds: [], channels: ['browser'], email: null, digest: true });
    expect(digest.json()).toMatchObject({
      field: 'digest',
      message: 'digest: A digest goes by SMS, WhatsApp or email: choose one of them.',
    });
    expect((await settingsOf(owner)).json<AlertSettings>().channels).toEqual(['browser']);
  });

  it('keeps the choices', async () => {
    const all = ['new_order', 'payment_attention', 'failed_delivery', 'return_requested', 'low_stock', 'job_attention'];
    const body = { kinds: all, channels: ['sms', 'email', 'browser'], email: 'meera@vastra.in', digest: true };
    const res = await choose(owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AlertSettings>()).toMatchObject(body);
    expect((await settingsOf(owner)).json<AlertSettings>()).toMatchObject(body);
  });
});

describe('an alert is raised once and sent once per member and channel', () => {
  let orderId: string;
  let kurti: string;

  it('a new order texts and emails the owner who chose it; the packer sees it in the back office only', async () => {
    kurti = await newProduct(t, 'Indigo Block Print Kurti', { M: { pricePaise: 79_900, stock: 10 } });
    orderId = await placeCod(kurti, 'M', 1);
    const ref = shortOrderId(orderId);
    expect(await textsTo(owner.phone, 'Vastra alert:')).toEqual([
      `Vastra alert: New order ${ref}. Rs.799.00, COD, ${CUSTOMER.city}. Open ${url()}/admin - Vastra`,
    ]);
    const alert = await alertByKey(`new_order:${orderId}`);
    expect(alert).toMatchObject({ kind: 'new_order', title: `New order ${ref}`, path: `/admin/orders/${orderId}` });
    expect(await sendsOf(owner.id)).toEqual(
      expect.arrayContaining([
        { alertId: alert?.id, channel: 'sms', status: 'sent' },
        { alertId: alert?.id, channel: 'email', status: 'sent' },
      ]),
    );
    expect(await sendsOf(packer.id)).toEqual([]);
    expect((await alertsOf(packer))[0]).toMatchObject({ id: alert?.id, title: `New order ${ref}`, kind: 'new_order' });
  });

  it('the reaction run again (after a crash) sends nothing twice', async () => {
    const before = (await outboxOf(t, owner.phone)).length;
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: new Date(0) })
      .where(and(eq(jobs.task, 'reaction:owner-alert'), eq(jobs.key, `order.placed:${orderId}`)));
    expect(await t.app.runner.runDue(['reaction:owner-alert'])).toEqual([
      { task: 'reaction:owner-alert', key: `order.placed:${orderId}`, outcome: 'done' },
    ]);
    expect((await outboxOf(t, owner.phone)).length).toBe(before);
    expect((await t.database.db.select().from(ownerAlerts).where(eq(ownerAlerts.kind, 'new_order'))).length).toBe(1);
  });

  it('a size falling to the low-stock line raises one alert per fall, again after a restock', async () => {
    const saree = await newProduct(t, 'Banarasi Silk Saree', { Free: { pricePaise: 79_900, stock: 5 } });
    await placeCod(saree, 'Free', 2); // 5 → 3: falls to the line
    await placeCod(saree, 'Free', 1); // 3 → 2: already low
    await t.app.runner.runDue(['low-stock-alert']);
    const lows = () => t.database.db.select().from(ownerAlerts).where(eq(ownerAlerts.kind, 'low_stock'));
    expect((await lows()).map((a) => [a.title, a.detail])).toEqual([
      ['Low stock: Banarasi Silk Saree', 'Size Free: 3 left'],
    ]);
    await t.database.db
      .update(productVariants)
      .set({ stock: 8 })
      .where(and(eq(productVariants.productId, saree), eq(productVariants.size, 'Free')));
    await placeCod(saree, 'Free', 8); // 8 → 0
    await t.app.runner.runDue(['low-stock-alert']);
    expect((await lows()).map((a) => a.detail)).toEqual(['Size Free: 3 left', 'Size Free is sold out']);
    expect(await textsTo(owner.phone, 'Vastra alert: Low stock')).toHaveLength(2);
  });

  it('a failed delivery and a return request each alert once; an approval does not', async () => {
    const at = clock.now();
    const db = t.database.db;
    const failed = { type: 'delivery.failed', orderId, attempt: 1, reason: 'Customer not available' } as const;
    const requested = { orderId, returnRequestId: crypto.randomUUID(), kind: 'exchange' } as const;
    await db.transaction(async (tx) => {
      await emitOrderEvent(tx, at, failed);
      await emitOrderEvent(tx, at, { type: 'return.changed', ...requested, to: 'requested' });
      await emitOrderEvent(tx, at, { type: 'return.changed', ...requested, to: 'approved' });
    });
    await t.app.runner.runDue(['reaction:owner-alert']);
    const ref = shortOrderId(orderId);
    expect(await alertByKey(`failed_delivery:${orderId}:1`)).toMatchObject({
      title: `Delivery failed ${ref}`,
      detail: 'Attempt 1: Customer not available',
    });
    expect(await alertByKey(`return_requested:${requested.returnRequestId}`)).toMatchObject({
      title: `Exchange requested ${ref}`,
      path: `/admin/returns/${requested.returnRequestId}`,
    });
    expect((await db.select().from(ownerAlerts).where(eq(ownerAlerts.kind, 'return_requested'))).length).toBe(1);
  });
});

describe('the watch and the limits', () => {
  it('raises a payment kept for staff and a job that gave up, once however often it looks', async () => {
    const db = t.database.db;
    const [payment] = await db
      .insert(paymentAttention)
      .values({
        gatewayOrderId: 'order_watch1',
        gatewayPaymentId: 'pay_watch1',
        amountPaise: 129_900,
        reason: 'Paid after the order was cancelled',
        createdAt: clock.now(),
      })
      .returning();
    const [job] = await db
      .insert(jobs)
      .values({ task: 'reconcile-payments', key: 'watch-test', state: 'dead', attempts: 5, updatedAt: clock.now() })
      .returning();
    for (let run = 0; run < 2; run += 1) {
      clock.advance(60_000);
      await t.app.runner.runDue(['owner-alerts']);
    }
    expect(await alertByKey(`payment_attention:${payment?.id}`)).toMatchObject({
      title: 'Payment of ₹1,299.00 needs attention',
      detail: 'Paid after the order was cancelled',
    });
    expect(await alertByKey(`job_attention:${job?.id}:${job?.updatedAt.getTime()}`)).toMatchObject({
      title: 'Payment reconciliation stopped',
      detail: 'It failed 5 times and waits for you',
    });
    expect(await textsTo(owner.phone, 'Vastra alert: Payment of Rs.1,299.00')).toHaveLength(1);
  });

  it('lists only the kinds a member chose, and only newer ones after the id the browser saw', async () => {
    const res = await choose(packer, { kinds: ['low_stock'], channels: ['browser'], email: null, digest: false });
    expect(res.statusCode, res.body).toBe(200);
    const lows = await alertsOf(packer);
    expect(lows.map((a) => a.detail)).toEqual(['Size Free is sold out', 'Size Free: 3 left']);
    expect(await alertsOf(packer, lows[0]?.id)).toEqual([]);
    expect((await alertsOf(packer, lows[1]?.id)).map((a) => a.detail)).toEqual(['Size Free is sold out']);
  });

  it('sends a member at most 20 alerts an hour by a channel; the rest are kept as skipped and listed', async () => {
    const db = t.database.db;
    const sentThisHour = async () =>
      (await sendsOf(owner.id)).filter((s) => s.channel === 'sms' && s.status === 'sent').length;
    const before = await sentThisHour();
    await db.insert(paymentAttention).values(
      Array.from({ length: 22 }, (_, i) => ({
        gatewayOrderId: `order_burst${i}`,
        gatewayPaymentId: `pay_burst${i}`,
        amountPaise: 10_000 + i,
        reason: 'Amount does not match the order',
        createdAt: clock.now(),
      })),
    );
    clock.advance(60_000);
    await t.app.runner.runDue(['owner-alerts']);
    const sent = (await sentThisHour()) - before;
    expect(sent).toBe(20 - before);
    const skipped = (await sendsOf(owner.id)).filter((s) => s.channel === 'sms' && s.status === 'skipped');
    expect(skipped.length).toBe(22 - sent);
    expect((await alertsOf(owner)).filter((a) => a.kind === 'payment_attention')).toHaveLength(23);
  });
});

describe('the daily digest', () => {
  it('leaves once at 9:00 in India with the 24 hours before, by the channels chosen', async () => {
    // 08:59 India time on the next day: not yet.
    clock.set(new Date('2026-11-22T03:29:00Z'));
    await t.app.runner.runDue(['owner-alerts']);
    expect(await textsTo(owner.phone, 'Vastra in the last 24 hours')).toEqual([]);
    clock.set(new Date('2026-11-22T03:30:00Z'));
    await t.app.runner.runDue(['owner-alerts']);
    clock.advance(60_000);
    await t.app.runner.runDue(['owner-alerts']);
    // 4 new orders, 2 falls to low stock, a failed delivery, a return request, 23 payments and a stopped job.
    expect(await textsTo(owner.phone, 'Vastra in the last 24 hours')).toEqual([
      `Vastra in the last 24 hours: 32 alerts, 4 new orders. Open ${url()}/admin - Vastra`,
    ]);
    const digests = await t.database.db
      .select({ day: ownerAlertSends.digestDay, channel: ownerAlertSends.channel, status: ownerAlertSends.status })
      .from(ownerAlertSends)
      .where(and(eq(ownerAlertSends.staffId, owner.id), eq(ownerAlertSends.channel, 'email')));
    expect(digests.filter((d) => d.day !== null)).toEqual([{ day: '2026-11-22', channel: 'email', status: 'sent' }]);
  });
});

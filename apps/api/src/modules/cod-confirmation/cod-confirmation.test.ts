import { shortOrderId } from '@vastra/domain/orders';
// COD confirmation end to end through the API (docs/decisions/035-cod-confirmation.md). The expiry race runs two
// job instances at once on separate connections: on PGlite they take turns, on real PostgreSQL
// (`bash scripts/test-pg.sh`) SKIP LOCKED decides.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CUSTOMER, codBody, newProduct, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { as, bookShipping, outboxOf, setCodConfirmation } from '../../testing/requests';
import { BOOKING_MESSAGES } from '../shipping';
import { COD_CONFIRM_MESSAGES as M } from './cod-confirm-messages';
import { createCodExpiryJob } from './expire-awaiting.job';

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

const setConfirmation = (enabled: boolean, hours = 48) => setCodConfirmation(t, owner, enabled, hours);

async function placeCod(stock = 5) {
  const productId = await newProduct(t, 'Chikankari Kurta', { M: { pricePaise: 99_900, stock } });
  clock.advance(1000); // the outbox lists newest first: each order's SMS a second later
  const res = await as(t, shopper.token).post('/api/orders/cod', codBody([{ productId, size: 'M', quantity: 2 }]));
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json<{ orderId: string }>().orderId;
  return { orderId, productId, order: res.json<{ order: Record<string, unknown> }>().order };
}

const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
/** The newest confirmation request in the outbox (the order's 'placed' text goes out beside it). */
const latestSms = async () => (await outboxOf(t, PHONE)).find((sms) => sms.body.includes('/c/'))?.body ?? '';
const linkToken = (body: string) => /\/c\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const smsCode = (body: string) => /code (\d{6})/.exec(body)?.[1] ?? '';

describe('COD confirmation off (the default)', () => {
  it('places and books as before: no codConfirmation in the answer, nothing stored', async () => {
    const { orderId, order } = await placeCod();
    expect(order).not.toHaveProperty('codConfirmation');
    const row = await rowOf(orderId);
    expect(row).toMatchObject({ codConfirmation: 'not_required', codConfirmTokenHash: null, codConfirmDeadline: null });
    expect((await bookShipping(t, orderId, shopper.headers)).statusCode).toBe(200);
  });
});

describe('COD confirmation on', () => {
  beforeAll(() => setConfirmation(true, 48));
  afterAll(() => setConfirmation(false));

  it('writes the order awaiting with hashes and a deadline, texts link and code, and does not book it', async () => {
    const { orderId, order } = await placeCod();
    const deadline = new Date(clock.now().getTime() + 48 * 3_600_000).toISOString();
    expect(order).toMatchObject({ codConfirmation: { state: 'awaiting', deadline } });
    const body = await latestSms();
    expect(body).toMatch(
      /^Please confirm your cash on delivery order #[0-9A-F]{8}: open \S*\/c\/[A-Za-z0-9_-]{24} or enter code \d{6} /,
    );
    expect(body).toContain('on the order page. - Vastra');
    const row = await rowOf(orderId);
    expect(row?.codConfirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codConfirmTokenHash).not.toContain(linkToken(body));
    const booking = await bookShipping(t, orderId, shopper.headers);
    expect([booking.statusCode, booking.json<{ message: string }>().message]).toEqual([
      409,
      BOOKING_MESSAGES.awaitingConfirmation,
    ]);
    const jobs = t.app.jobs.find((j) => 'runOnce' in j && j !== undefined) as { runOnce(): Promise<unknown> };
    await jobs.runOnce();
    expect((await rowOf(orderId))?.awb).toBeNull();
  });

  it('the link confirms once and books; again → already_confirmed; unknown token → 422', async () => {
    const { orderId } = await placeCod();
    const token = linkToken(await latestSms());
    const first = await as(t).post('/api/cod/confirm', { token });
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { order: expect.stringMatching(/^#/), status: 'confirmed' },
    ]);
    const row = await rowOf(orderId);
    expect(row).toMatchObject({ codConfirmation: 'confirmed', codConfirmedAt: clock.now() });
    expect(row?.awb).not.toBeNull();
    const again = await as(t).post('/api/cod/confirm', { token });
    expect(again.json()).toMatchObject({ status: 'already_confirmed' });
    const unknown = await as(t).post('/api/cod/confirm', { token: 'x'.repeat(32) });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([422, M.linkUnknown]);
  });

  it('the code on the order page: wrong codes refused then paused, the owner only, the right one books', async () => {
    const { orderId } = await placeCod();
    const code = smsCode(await latestSms());
    const wrong = code === '000000' ? '111111' : '000000';
    const url = `/api/orders/${orderId}/confirm-cod`;
    const other = await signedIn(t);
    expect((await as(t, other.token).post(url, { code })).statusCode).toBe(404);
    const first = await as(t, shopper.token).post(url, { code: wrong });
    expect([first.statusCode, first.json<{ message: string }>().message]).toEqual([422, M.wrongCode]);
    for (let i = 0; i < 4; i++) await as(t, shopper.token).post(url, { code: wrong });
    expect((await as(t, shopper.token).post(url, { code })).statusCode).toBe(429);
    clock.advance(3_601_000);
    const ok = await as(t, shopper.token).post(url, { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ codConfirmation: { state: 'confirmed' }, shipping: { awb: expect.any(String) } });
    expect((await as(t, shopper.token).post(url, { code })).statusCode).toBe(200);
  });

  it('an unconfirmed order is cancelled at its deadline by one of two racing jobs, stock back once', async () => {
    const { orderId, productId } = await placeCod(5);
    expect(await stockOf(t, productId, 'M')).toBe(3);
    const log = { info: () => undefined, error: () => undefined } as never;
    const jobs = [1, 2].map(() => createCodExpiryJob({ db: t.database.db, clock, log }));
    const early = await jobs[0]?.runOnce(new Date(clock.now().getTime() + 47 * 3_600_000));
    expect(early).not.toContain(orderId);
    const at = new Date(clock.now().getTime() + 48 * 3_600_000);
    const runs = await Promise.all(jobs.map((job) => job.runOnce(at)));
    expect(runs.flat().filter((id) => id === orderId)).toHaveLength(1);
    expect(await rowOf(orderId)).toMatchObject({
      status: 'cancelled',
      codConfirmation: 'expired',
      cancelledBy: 'system',
      cancellationReason: 'Not confirmed within 48 hours',
    });
    expect(await stockOf(t, productId, 'M')).toBe(5);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.kind === 'cancelled').map((e) => e.summary)).toEqual([
      'Cancelled: Not confirmed within 48 hours',
    ]);
    await Promise.all(jobs.map((job) => job.runOnce(at)));
    expect(await stockOf(t, productId, 'M')).toBe(5);
    const late = await as(t, shopper.token).post(`/api/orders/${orderId}/confirm-cod`, { code: '123456' });
    expect(late.statusCode).toBe(422);
    const link = await as(t).post('/api/cod/confirm', { token: linkToken(await latestSms()) });
    expect([link.statusCode, link.json<{ message: string }>().message]).toEqual([422, M.cancelled]);
  });

  it('the dev endpoint runs the expiry at a given time', async () => {
    const { orderId } = await placeCod();
    const now = new Date(clock.now().getTime() + 49 * 3_600_000).toISOString();
    const res = await as(t).post('/api/dev/cod/expire-now', { now });
    expect(res.json<{ cancelled: string[] }>().cancelled).toContain(orderId);
    // The shopper is told once, like any cancellation; running the expiry again texts nothing more.
    await as(t).post('/api/dev/cod/expire-now', { now });
    const cancelledText = `Your order ${shortOrderId(orderId)} has been cancelled.`;
    const texts = (await outboxOf(t, PHONE)).filter((sms) => sms.body.startsWith(cancelledText));
    expect(texts).toHaveLength(1);
  });
});

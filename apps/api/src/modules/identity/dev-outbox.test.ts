import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { installFakeMsg91, MSG91_TEST_ENV } from '../../testing/fake-msg91';
import { PRODUCTION_ENV } from '../../testing/production-env';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { client, outboxOf, uniques } from '../../testing/requests';

const next = uniques();

describe('GET /api/dev/sms-outbox (outside production)', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock();
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it("lists a phone's texts as [{to, body, sentAt}], newest first", async () => {
    const phone = next.phone();
    const sentAt: string[] = [];
    for (let i = 0; i < 2; i++) {
      sentAt.unshift(clock.now().toISOString());
      await client(t, next.address()).post('/api/identity/send-code', { phone });
      clock.advance(45_000);
    }
    await client(t, next.address()).post('/api/identity/send-code', { phone: next.phone() });
    const list = await outboxOf(t, phone);
    expect(list).toEqual(
      sentAt.map((at) => ({ to: phone, body: expect.stringMatching(/^\d{6} is your Vastra OTP/), sentAt: at })),
    );
  });

  it('reads ?phone=+91XXXXXXXXXX written unencoded (the + arrives as a space)', async () => {
    const phone = next.phone();
    await client(t, next.address()).post('/api/identity/send-code', { phone });
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
    expect(res.json()).toEqual([expect.objectContaining({ to: phone })]);
  });

  it('refuses a bad phone with 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'querystring phone: Invalid phone number',
      code: 'bad_request',
      field: 'phone',
    });
  });
});

describe('in production (NODE_ENV=production)', () => {
  let t: TestApp;
  let msg91: ReturnType<typeof installFakeMsg91>;
  beforeAll(async () => {
    // Production refuses the payment sandbox and the console sender, so a (never called) razorpay
    // configuration and MSG91 (a stand-in for its network) come along.
    msg91 = installFakeMsg91();
    t = await buildTestApp({
      ...PRODUCTION_ENV,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_identity',
      RAZORPAY_KEY_SECRET: 'identity-test-secret',
      RAZORPAY_WEBHOOK_SECRET: 'identity-test-webhook',
      ...MSG91_TEST_ENV,
    });
  });
  afterAll(async () => {
    await t.close();
    msg91.restore();
  });

  it('has no outbox endpoint and stores no texts, while codes are still sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(res.statusCode).toBe(404);
    const phone = next.phone();
    const sent = await client(t, next.address()).post('/api/identity/send-code', { phone });
    expect(sent.statusCode).toBe(200);
    expect(msg91.texted).toEqual([phone.slice(1)]);
    const [row] = await t.database.db.select({ n: count() }).from(smsOutbox);
    expect(row?.n).toBe(0);
  });
});

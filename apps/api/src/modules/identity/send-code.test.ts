import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { client, outboxOf, smsCount, uniques } from '../../testing/requests';

let t: TestApp;
let clock: ManualClock;
const next = uniques();
const SEND = '/api/identity/send-code';

beforeAll(async () => {
  clock = manualClock();
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

describe('POST /api/identity/send-code', () => {
  it('answers {verificationId, resendAfter: 30} and texts a 6-digit code valid 5 minutes', async () => {
    const phone = next.phone();
    const res = await client(t, next.address()).post(SEND, { phone });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ verificationId: expect.stringMatching(/^[0-9a-f-]{36}$/), resendAfter: 30 });
    const [sms] = await outboxOf(t, phone);
    expect(sms).toEqual({
      to: phone,
      body: expect.stringMatching(/^\d{6} is your Vastra OTP\. Valid for 5 minutes\./),
      sentAt: clock.now().toISOString(),
    });
  });

  it('ends the text with the WebOTP line of the host the shop was reached at: "@shop.example.in #123456"', async () => {
    const phone = next.phone();
    await client(t, next.address()).post(SEND, { phone }, { host: 'shop.example.in:8443' });
    const body = (await outboxOf(t, phone))[0]?.body ?? '';
    const code = body.slice(0, 6);
    expect(body.split('\n')).toEqual([
      `${code} is your Vastra OTP. Valid for 5 minutes. Do not share it with anyone. - Vastra`,
      '',
      `@shop.example.in #${code}`,
    ]);
  });

  it("names PUBLIC_URL's host in the WebOTP line when it is set, whatever Host the request names", async () => {
    const shop = await buildTestApp({ PUBLIC_URL: 'https://vastra.example.in/' });
    try {
      const phone = next.phone();
      await client(shop, next.address()).post(SEND, { phone }, { host: 'evil.example.com' });
      const body = (await outboxOf(shop, phone))[0]?.body ?? '';
      expect(body.split('\n').at(-1)).toBe(`@vastra.example.in #${body.slice(0, 6)}`);
    } finally {
      await shop.close();
    }
  });

  it('stores the code only as a hash', async () => {
    const phone = next.phone();
    const res = await client(t, next.address()).post(SEND, { phone });
    const { verificationId } = res.json<{ verificationId: string }>();
    const code = (await outboxOf(t, phone))[0]?.body.slice(0, 6) ?? '';
    const [row] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.id, verificationId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 5 * 60_000);
  });

  it.each([['9876501234'], ['+91 98765 01235'], ['098765-01236']])(
    'accepts %j and normalises it to +91 and ten digits',
    async (typed) => {
      const res = await client(t, next.address()).post(SEND, { phone: typed });
      expect(res.statusCode).toBe(200);
      const digits = typed.replace(/\D/g, '').slice(-10);
      expect(await smsCount(t, `+91${digits}`)).toBe(1);
    },
  );

  it.each([
    [{ phone: '5876543210' }, 'phone', 'Invalid phone number'],
    [{ phone: '+92 9876543210' }, 'phone', 'Invalid phone number'],
    [{ phone: '98765' }, 'phone', 'Invalid phone number'],
    [{ phone: 9876543210 }, 'phone', 'Invalid phone number'],
    [{}, 'phone', 'Invalid phone number'],
    [{ phone: '9876543210', extra: 1 }, undefined, 'Unrecognized key'],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const res = await client(t, next.address()).post(SEND, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().field).toBe(field);
  });

  it('refuses a body that is not JSON with 400, never 500', async () => {
    const res = await client(t, next.address()).post(SEND, '{"phone":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
  });
});

describe('send limits (429 with Retry-After and {message, retryAfterSeconds}; no SMS past a limit)', () => {
  it('keeps a 30-second gap between sends to one phone', async () => {
    const phone = next.phone();
    const shopper = client(t, next.address());
    expect((await shopper.post(SEND, { phone })).statusCode).toBe(200);
    clock.advance(10_000);
    const refused = await shopper.post(SEND, { phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('20');
    expect(refused.json()).toEqual({
      message: 'Please wait 20s before requesting a new OTP.',
      code: 'rate_limited',
      retryAfterSeconds: 20,
    });
    expect(await smsCount(t, phone)).toBe(1);
    clock.advance(20_000);
    expect((await shopper.post(SEND, { phone })).statusCode).toBe(200);
  });

  it('sends at most 3 codes to one phone in 10 minutes', async () => {
    const phone = next.phone();
    for (let i = 0; i < 3; i++) {
      expect((await client(t, next.address()).post(SEND, { phone })).statusCode).toBe(200);
      clock.advance(30_000);
    }
    const refused = await client(t, next.address()).post(SEND, { phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('510'); // 600 s after the first send, 90 s later
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Paused OTP sends for 510s.',
      code: 'rate_limited',
      retryAfterSeconds: 510,
    });
    expect(await smsCount(t, phone)).toBe(3);
    clock.advance(510_000);
    expect((await client(t, next.address()).post(SEND, { phone })).statusCode).toBe(200);
  });

  it('sends at most 10 codes to one phone in a day', async () => {
    const phone = next.phone();
    const start = clock.now().getTime();
    for (let i = 0; i < 10; i++) {
      expect((await client(t, next.address()).post(SEND, { phone })).statusCode).toBe(200);
      clock.advance(i % 3 === 2 ? 10 * 60_000 : 30_000);
    }
    const refused = await client(t, next.address()).post(SEND, { phone });
    expect(refused.statusCode).toBe(429);
    const wait = Math.ceil((start + 86_400_000 - clock.now().getTime()) / 1000);
    expect(refused.json()).toEqual({
      message: `Too many attempts. Paused OTP sends for ${wait}s.`,
      code: 'rate_limited',
      retryAfterSeconds: wait,
    });
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(await smsCount(t, phone)).toBe(10);
  });

  it('sends at most 30 codes an hour from one client address, and other addresses are unaffected', async () => {
    const address = next.address();
    for (let i = 0; i < 30; i++) {
      expect((await client(t, address).post(SEND, { phone: next.phone() })).statusCode).toBe(200);
    }
    const phone = next.phone();
    const refused = await client(t, address).post(SEND, { phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().retryAfterSeconds).toBe(3600);
    expect(await smsCount(t, phone)).toBe(0);
    expect((await client(t, next.address()).post(SEND, { phone })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set (a client cannot pick its own address)', async () => {
    const address = next.address();
    for (let i = 0; i < 30; i++) {
      const res = await client(t, address).post(
        SEND,
        { phone: next.phone() },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await client(t, address).post(
      SEND,
      { phone: next.phone() },
      { 'x-forwarded-for': '198.51.100.250' },
    );
    expect(refused.statusCode).toBe(429);
  });
});

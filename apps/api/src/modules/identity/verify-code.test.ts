import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneTokens } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { sha256 } from '../../shared/crypto';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { client, requestCode, uniques } from '../../testing/requests';

let t: TestApp;
let clock: ManualClock;
const next = uniques();
const VERIFY = '/api/identity/verify-code';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  clock = manualClock();
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

describe('POST /api/identity/verify-code', () => {
  it(
    'turns the right code into {uid}: 256 bits, stored only as its SHA-256, ' + 'bound to the phone for 10 minutes',
    async () => {
      const phone = next.phone();
      const address = next.address();
      const { verificationId, code } = await requestCode(t, phone, address);
      const res = await client(t, address).post(VERIFY, { verificationId, code });
      expect(res.statusCode).toBe(200);
      const { uid } = res.json<{ uid: string }>();
      expect(uid).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await t.database.db.select().from(phoneTokens).where(eq(phoneTokens.phone, phone));
      expect(rows).toEqual([
        expect.objectContaining({
          tokenHash: sha256(uid),
          usedAt: null,
          expiresAt: new Date(clock.now().getTime() + 600_000),
        }),
      ]);
    },
  );

  it('refuses a wrong code: "Invalid OTP — please check the digits and try again."', async () => {
    const address = next.address();
    const { verificationId, code } = await requestCode(t, next.phone(), address);
    const res = await client(t, address).post(VERIFY, { verificationId, code: wrong(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid OTP — please check the digits and try again.',
      code: 'otp_invalid',
      attemptsLeft: 4,
    });
  });

  it('allows 5 wrong codes, then the challenge is dead even for the right code (429 with Retry-After)', async () => {
    const address = next.address();
    const { verificationId, code } = await requestCode(t, next.phone(), address);
    for (let left = 4; left >= 0; left--) {
      const res = await client(t, address).post(VERIFY, { verificationId, code: wrong(code) });
      expect(res.json()).toEqual({
        message: 'Invalid OTP — please check the digits and try again.',
        code: 'otp_invalid',
        attemptsLeft: left,
      });
    }
    const dead = await client(t, address).post(VERIFY, { verificationId, code });
    expect(dead.statusCode).toBe(429);
    expect(dead.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'rate_limited',
      retryAfterSeconds: 30,
    });
    expect(dead.headers['retry-after']).toBe('30'); // when the phone may get a new code
  });

  it('accepts the right code after 4 wrong ones', async () => {
    const address = next.address();
    const { verificationId, code } = await requestCode(t, next.phone(), address);
    for (let i = 0; i < 4; i++) await client(t, address).post(VERIFY, { verificationId, code: wrong(code) });
    expect((await client(t, address).post(VERIFY, { verificationId, code })).statusCode).toBe(200);
  });

  it('accepts a code until 5 minutes have passed, then "OTP expired. Please request a new one."', async () => {
    const address = next.address();
    const first = await requestCode(t, next.phone(), address);
    const second = await requestCode(t, next.phone(), address);
    clock.advance(5 * 60_000 - 1);
    expect((await client(t, address).post(VERIFY, first)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await client(t, address).post(VERIFY, second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: 'OTP expired. Please request a new one.', code: 'otp_expired' });
  });

  it('spends the challenge: the same code again is "OTP expired or missing. Please request OTP again."', async () => {
    const address = next.address();
    const challenge = await requestCode(t, next.phone(), address);
    expect((await client(t, address).post(VERIFY, challenge)).statusCode).toBe(200);
    const again = await client(t, address).post(VERIFY, challenge);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'OTP expired or missing. Please request OTP again.', code: 'otp_missing' });
  });

  it.each([[randomUUID()], ['not-a-challenge']])(
    'answers an unknown verificationId %j with "OTP expired or missing…"',
    async (verificationId) => {
      const res = await client(t, next.address()).post(VERIFY, { verificationId, code: '123456' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'OTP expired or missing. Please request OTP again.', code: 'otp_missing' });
    },
  );

  it.each([
    [{ verificationId: randomUUID(), code: '12' }, 'code', 'Please enter a valid OTP.'],
    [{ verificationId: randomUUID(), code: '12a456' }, 'code', 'Please enter a valid OTP.'],
    [{ verificationId: randomUUID() }, 'code', 'Please enter a valid OTP.'],
    [{ verificationId: '../etc/passwd', code: '123456' }, 'verificationId', 'Invalid verification'],
    [{ code: '123456' }, 'verificationId', 'Invalid verification'],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const res = await client(t, next.address()).post(VERIFY, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `${field}: ${message}`, code: 'bad_request', field });
  });
});

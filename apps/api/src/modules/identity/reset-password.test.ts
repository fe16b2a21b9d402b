import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { client, PASSWORD, signUp, uniques, verifiedUid } from '../../testing/requests';

let t: TestApp;
let clock: ManualClock;
const next = uniques();
const RESET = '/api/auth/reset-password';
const NEW_PASSWORD = 'new-secret-456';

beforeAll(async () => {
  clock = manualClock();
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

/** A shopper with two sessions (signup and a password login), ready for the reset code. */
async function shopperWithTwoSessions() {
  const phone = next.phone();
  const address = next.address();
  const { token: first } = await signUp(t, phone, address);
  const second = (await client(t, address).post('/api/auth/login', { phone, password: PASSWORD })).json<{
    token: string;
  }>().token;
  clock.advance(30_000); // the resend gap before the reset code
  return { phone, address, tokens: [first, second] };
}

describe('POST /api/auth/reset-password', () => {
  it('answers {message: "Password reset successful"}, ends every session and swaps the password', async () => {
    const { phone, address, tokens } = await shopperWithTwoSessions();
    const uid = await verifiedUid(t, phone, address);
    const res = await client(t, address).post(RESET, { phone, newPassword: NEW_PASSWORD, uid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successful' });

    for (const token of tokens) {
      const me = await client(t, address, token).get('/api/auth/me');
      expect(me.statusCode).toBe(401);
    }
    const old = await client(t, address).post('/api/auth/login', { phone, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await client(t, address).post('/api/auth/login', { phone, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
    expect((await client(t, address, fresh.json().token).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('answers 404 "No account found" when no user has the phone', async () => {
    const phone = next.phone();
    const address = next.address();
    const res = await client(t, address).post(RESET, {
      phone,
      newPassword: NEW_PASSWORD,
      uid: await verifiedUid(t, phone, address),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No account found', code: 'not_found' });
  });

  it("refuses a made-up uid, another phone's uid and a reused uid, and keeps the session and password", async () => {
    const { phone, address } = await shopperWithTwoSessions();
    const uid = await verifiedUid(t, phone, address);
    expect((await client(t, address).post(RESET, { phone, newPassword: NEW_PASSWORD, uid })).statusCode).toBe(200);
    const session = (await client(t, address).post('/api/auth/login', { phone, password: NEW_PASSWORD })).json()
      .token as string;
    const strangerUid = await verifiedUid(t, next.phone(), address);
    for (const bad of ['made-up-uid-1234567890', strangerUid, uid]) {
      const res = await client(t, address).post(RESET, { phone, newPassword: 'attacker-pass', uid: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'OTP expired or missing. Please request OTP again.', code: 'otp_missing' });
    }
    expect((await client(t, address, session).get('/api/auth/me')).statusCode).toBe(200);
    expect((await client(t, address).post('/api/auth/login', { phone, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ newPassword: undefined }, 'newPassword', 'Password must be at least 8 characters'],
    [{ phone: '123' }, 'phone', 'Invalid phone number'],
    [{ uid: '' }, 'uid', 'All fields are required'],
  ])('refuses %j with 400 naming the field', async (change, field, message) => {
    const body = { phone: next.phone(), newPassword: NEW_PASSWORD, uid: 'some-uid-123', ...change };
    const res = await client(t, next.address()).post(RESET, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `${field}: ${message}`, code: 'bad_request', field });
  });
});

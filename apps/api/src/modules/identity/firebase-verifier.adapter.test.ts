import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { sha256 } from '../../shared/crypto';
import { manualClock } from '../../shared/clock';
import errors from './__fixtures__/firebase-auth-errors.json';
import passwordToken from './__fixtures__/firebase-decoded-id-token.password.json';
import phoneToken from './__fixtures__/firebase-decoded-id-token.phone.json';
import { createFirebaseVerifier, type FirebaseDecodedIdToken } from './firebase-verifier.adapter';
import type { IdentityLog } from './identity.log';
import { createOtpRepository } from './otp.repository';
import { inTransaction } from './transaction';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { client } from '../../testing/requests';

const PHONE = phoneToken.phone_number; // '+919876543210'
const authTime = new Date(phoneToken.auth_time * 1000);
const clock = manualClock(authTime);

// Fake ID tokens (the verifier is injected): each string stands for one recorded outcome.
const outcomes = new Map<string, () => Promise<FirebaseDecodedIdToken>>();
let tokenCount = 0;
function idToken(outcome: () => Promise<FirebaseDecodedIdToken>): string {
  const token = `eyJhbGciOiJSUzI1NiJ9.fake-${++tokenCount}.signature`;
  outcomes.set(token, outcome);
  return token;
}
const decoded = (change: Partial<FirebaseDecodedIdToken> = {}) => idToken(async () => ({ ...phoneToken, ...change }));
const failing = (error: { code: string; message: string }) =>
  idToken(() => Promise.reject(Object.assign(new Error(error.message), { code: error.code })));
const verifyIdToken = async (token: string) =>
  (
    outcomes.get(token) ??
    (() =>
      Promise.reject(Object.assign(new Error('Decoding Firebase ID token failed.'), { code: 'auth/argument-error' })))
  )();

const logged: string[] = [];
const log: IdentityLog = { info: () => undefined, warn: () => undefined, error: (_obj, msg) => void logged.push(msg) };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {
      OTP_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'vastra-test',
      FIREBASE_API_KEY: 'test-web-api-key',
      FIREBASE_AUTH_DOMAIN: 'vastra-test.firebaseapp.com',
      FIREBASE_APP_ID: '1:1234567890:web:abcdef123456',
    },
    { clock, providers: { identity: { verifyIdToken } } },
  );
});
afterAll(() => t.close());

describe('createFirebaseVerifier', () => {
  const verifier = () => createFirebaseVerifier({ verifyIdToken, otp: createOtpRepository(t.database.db), clock });

  it('accepts a phone sign-in token whose phone_number is the phone', async () => {
    clock.set(authTime);
    const token = decoded();
    expect(await verifier().check(PHONE, token, log)).toEqual({
      ok: true,
      proof: { phone: PHONE, tokenHash: sha256(token), expiresAt: new Date(phoneToken.exp * 1000) },
    });
  });

  it('refuses a token for another phone, and one from a password sign-in', async () => {
    clock.set(authTime);
    expect(await verifier().check('+919999999999', decoded(), log)).toEqual({ ok: false, reason: 'other-phone' });
    expect(
      await verifier().check(
        PHONE,
        idToken(async () => passwordToken),
        log,
      ),
    ).toEqual({ ok: false, reason: 'unknown' });
    expect(await verifier().check(PHONE, decoded({ phone_number: undefined }), log)).toEqual({
      ok: false,
      reason: 'other-phone',
    });
  });

  it('accepts a sign-in up to 10 minutes old, not older', async () => {
    const token = decoded();
    clock.set(new Date(authTime.getTime() + 10 * 60_000));
    expect((await verifier().check(PHONE, token, log)).ok).toBe(true);
    clock.advance(1);
    expect(await verifier().check(PHONE, token, log)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each(errors.refused)('refuses when verifyIdToken throws $code', async (error) => {
    const reason = error.code === 'auth/id-token-expired' ? 'expired' : 'unknown';
    expect(await verifier().check(PHONE, failing(error), log)).toEqual({ ok: false, reason });
  });

  it.each(errors.broken)('answers 502 and logs when verification cannot run ($code: $message)', async (error) => {
    logged.length = 0;
    await expect(verifier().check(PHONE, failing(error), log)).rejects.toEqual(
      new AppError('provider-failed', 'Phone verification is unavailable right now. Please try again.'),
    );
    expect(logged).toEqual(['Firebase ID token verification could not run']);
  });

  it('makes a token single-use', async () => {
    clock.set(authTime);
    const token = decoded();
    const check = await verifier().check(PHONE, token, log);
    if (!check.ok) throw new Error('expected a proof');
    expect(await inTransaction(t.database.db, (tx) => verifier().consume(tx, check.proof))).toBe(true);
    expect(await inTransaction(t.database.db, (tx) => verifier().consume(tx, check.proof))).toBe(false);
    expect(await verifier().check(PHONE, token, log)).toEqual({ ok: false, reason: 'used' });
  });
});

describe('OTP_PROVIDER=firebase through the API', () => {
  const signup = (uid: string, phone = PHONE) => ({
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone,
    password: 'secret123',
    uid,
  });
  const refused = { message: 'OTP expired or missing. Please request OTP again.', code: 'otp_missing' };

  it(
    'registers with an ID token, logs in by OTP with a new one, refuses a ' + 'replayed one, resets with another',
    async () => {
      clock.set(authTime);
      const shopper = client(t, '10.9.0.1');
      const first = decoded();
      expect((await shopper.post('/api/auth/register', signup(first))).statusCode).toBe(200);
      const replay = await shopper.post('/api/auth/login-otp', { phone: PHONE, uid: first });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual(refused);
      const login = await shopper.post('/api/auth/login-otp', { phone: PHONE.slice(3), uid: decoded() });
      expect(login.statusCode).toBe(200);
      const reset = await shopper.post('/api/auth/reset-password', {
        phone: PHONE,
        newPassword: 'new-secret-456',
        uid: decoded(),
      });
      expect(reset.json()).toEqual({ message: 'Password reset successful' });
      expect((await client(t, '10.9.0.1', login.json().token).get('/api/auth/me')).statusCode).toBe(401);
    },
  );

  it('refuses an ID token of another phone and a made-up uid', async () => {
    clock.set(authTime);
    const phone = '+919123456780';
    for (const uid of [decoded(), 'made-up-uid-1234567890']) {
      const res = await client(t, '10.9.0.2').post('/api/auth/register', signup(uid, phone));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
  });

  it('answers 502 when the verifier cannot run', async () => {
    const broken = errors.broken[0] as { code: string; message: string };
    const res = await client(t, '10.9.0.3').post('/api/auth/register', signup(failing(broken), '+919123456781'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Phone verification is unavailable right now. Please try again.',
      code: 'provider_failed',
    });
  });

  it('has no local code endpoints: the browser verifies the phone with Firebase', async () => {
    expect((await client(t, '10.9.0.4').post('/api/identity/send-code', { phone: PHONE })).statusCode).toBe(404);
    expect(
      (await client(t, '10.9.0.4').post('/api/identity/verify-code', { verificationId: 'x', code: '123456' }))
        .statusCode,
    ).toBe(404);
  });
});

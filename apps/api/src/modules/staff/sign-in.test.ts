// The back office's sign-in on the real app: password, then the SMS code (read from the dev outbox),
// the same refusal for every wrong first step, limits, expiry, single use, logout.
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffChallenges, staffSessions } from '../../db/schema';
import { buildTestApp } from '../../testing/build-test-app';
import { client, outboxOf } from '../../testing/requests';
import {
  clock,
  codeFor,
  login,
  member,
  next,
  PASSWORD,
  post,
  signIn,
  t,
  useSignInApp,
} from '../../testing/staff-sign-in-app';

useSignInApp();

describe('staff sign-in, first step', () => {
  it('answers the right password with a challenge and texts a 6-digit code (with OTP_PROVIDER=firebase)', async () => {
    const m = await member();
    const body = await login(m.phone);
    expect(body).toEqual({ challengeId: expect.any(String), message: M.codeSent });
    const [sms] = await outboxOf(t, m.phone);
    expect(sms?.body).toMatch(/^\d{6} is your Vastra back office sign-in code\. Valid for 5 minutes\./);
    const [row] = await t.database.db.select().from(staffChallenges).where(eq(staffChallenges.id, body.challengeId));
    // Only the code's hash is stored.
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(await codeFor(m.phone));
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 5 * 60_000);
  });

  it('gives one answer for an unknown phone, an invitation not yet accepted and a wrong password', async () => {
    const invited = await member({ password: null });
    const known = await member();
    const tries = [
      { phone: next.phone(), password: PASSWORD },
      { phone: invited.phone, password: PASSWORD },
      { phone: known.phone, password: 'Wrong-password-1' },
    ];
    for (const body of tries) {
      const res = await post('/api/admin/auth/login', body);
      expect([res.statusCode, res.json()]).toEqual([
        401,
        { message: 'Wrong phone number or password', code: 'invalid_credentials' },
      ]);
    }
    expect(await outboxOf(t, known.phone)).toEqual([]);
  });

  it('limits tries per phone from one client (429 rate_limited); another client still gets through', async () => {
    const m = await member();
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/admin/auth/login', { phone: m.phone, password: 'Wrong-password-1' }, '10.21.0.1');
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/admin/auth/login', { phone: m.phone, password: PASSWORD }, '10.21.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many sign-in attempts/),
    });
    const elsewhere = await post('/api/admin/auth/login', { phone: m.phone, password: PASSWORD }, '10.21.0.2');
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([200, M.codeSent]);
  });

  it('limits tries per phone across clients (STAFF_LOGIN_ATTEMPTS_PER_PHONE_15_MIN) for new devices', async () => {
    const m = await member();
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/admin/auth/login', { phone: m.phone, password: 'Wrong-password-1' }, next.address());
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/admin/auth/login', { phone: m.phone, password: PASSWORD }, next.address());
    expect([res.statusCode, res.json().code]).toEqual([429, 'rate_limited']);
    clock.advance(15 * 60_000 + 1000);
    expect(
      (await post('/api/admin/auth/login', { phone: m.phone, password: PASSWORD }, next.address())).statusCode,
    ).toBe(200);
  });

  it('limits tries per address (429) across phones', async () => {
    const limited = await buildTestApp({ LOGIN_ATTEMPTS_PER_IP_15_MIN: '2' });
    try {
      const tryOnce = () =>
        client(limited, '10.55.0.1').post('/api/admin/auth/login', { phone: next.phone(), password: PASSWORD });
      expect((await tryOnce()).statusCode).toBe(401);
      expect((await tryOnce()).statusCode).toBe(401);
      expect((await tryOnce()).json()).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});

describe('staff sign-in, second step', () => {
  it('turns the right code into a staff session (stf_ token, 12 hours), audited as staff.sign_in', async () => {
    const m = await member({ role: 'owner', fullName: 'Owner Oma' });
    const session = await signIn(m.phone);
    expect(session.token).toMatch(/^stf_[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toBe(new Date(clock.now().getTime() + 12 * 3_600_000).toISOString());
    expect(session.staff).toEqual({
      id: m.id,
      fullName: 'Owner Oma',
      phone: m.phone,
      role: 'owner',
      permissions: ['orders', 'catalogue', 'refunds', 'payouts', 'settings', 'staff', 'offers'],
      status: 'active',
      createdAt: expect.any(String),
    });
    const me = await client(t, undefined, session.token).get('/api/admin/auth/me');
    expect([me.statusCode, me.json()]).toEqual([200, session.staff]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, m.id));
    expect(entry).toMatchObject({
      action: 'staff.sign_in',
      staffId: m.id,
      staffName: 'Owner Oma',
      targetType: 'staff',
    });
  });

  it('counts wrong codes (attemptsLeft), then the challenge is dead even for the right code', async () => {
    const m = await member();
    const { challengeId } = await login(m.phone);
    const code = await codeFor(m.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      const res = await post('/api/admin/auth/verify', { challengeId, code: wrong });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          message: IDENTITY_MESSAGES.invalidOtpCode,
          code: 'otp_invalid',
          attemptsLeft: left,
        },
      ]);
    }
    const res = await post('/api/admin/auth/verify', { challengeId, code });
    expect([res.statusCode, res.json().code]).toEqual([400, 'otp_missing']);
  });

  it('refuses an expired code (otp_expired), an unknown challenge and a used one (otp_missing)', async () => {
    const m = await member();
    const first = await login(m.phone);
    const code = await codeFor(m.phone);
    clock.advance(5 * 60_000);
    const expired = await post('/api/admin/auth/verify', { challengeId: first.challengeId, code });
    expect([expired.statusCode, expired.json()]).toEqual([
      400,
      { message: IDENTITY_MESSAGES.otpExpired, code: 'otp_expired' },
    ]);
    for (const challengeId of ['0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', 'not-a-uuid']) {
      const res = await post('/api/admin/auth/verify', { challengeId, code });
      expect([res.statusCode, res.json().message, res.json().code]).toEqual([
        400,
        IDENTITY_MESSAGES.otpMissing,
        'otp_missing',
      ]);
    }
    const second = await login(m.phone);
    const fresh = await codeFor(m.phone);
    expect((await post('/api/admin/auth/verify', { challengeId: second.challengeId, code: fresh })).statusCode).toBe(
      200,
    );
    const again = await post('/api/admin/auth/verify', { challengeId: second.challengeId, code: fresh });
    expect([again.statusCode, again.json().code]).toEqual([400, 'otp_missing']);
  });

  it('replaces an older challenge with a newer one', async () => {
    const m = await member();
    const older = await login(m.phone);
    const olderCode = await codeFor(m.phone);
    const newer = await login(m.phone);
    const res = await post('/api/admin/auth/verify', { challengeId: older.challengeId, code: olderCode });
    expect(res.json().code).toBe('otp_missing');
    const [n] = await t.database.db
      .select({ n: count() })
      .from(staffChallenges)
      .where(eq(staffChallenges.staffId, m.id));
    expect(n?.n).toBe(1);
    expect(
      (await post('/api/admin/auth/verify', { challengeId: newer.challengeId, code: await codeFor(m.phone) }))
        .statusCode,
    ).toBe(200);
  });

  it('spends a challenge once when the right code arrives twice at the same time', async () => {
    const m = await member();
    const { challengeId } = await login(m.phone);
    const code = await codeFor(m.phone);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/admin/auth/verify', { challengeId, code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const [n] = await t.database.db.select({ n: count() }).from(staffSessions).where(eq(staffSessions.staffId, m.id));
    expect(n?.n).toBe(1);
  });
});

describe('staff sign-out', () => {
  it('ends only this session: its token is refused afterwards, another session lives on', async () => {
    const m = await member();
    const one = await signIn(m.phone);
    const two = await signIn(m.phone);
    const out = await client(t, undefined, one.token).post('/api/admin/auth/logout');
    expect([out.statusCode, out.json()]).toEqual([200, { message: 'Signed out' }]);
    const refused = await client(t, undefined, one.token).get('/api/admin/auth/me');
    expect([refused.statusCode, refused.json().message]).toEqual([401, M.sessionEnded]);
    expect((await client(t, undefined, two.token).get('/api/admin/auth/me')).statusCode).toBe(200);
    const [revoked] = await t.database.db
      .select({ n: count() })
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, m.id)));
    expect(revoked?.n).toBe(2);
  });

  it('ends a session after STAFF_SESSION_HOURS', async () => {
    const m = await member();
    const session = await signIn(m.phone);
    clock.advance(12 * 3_600_000);
    expect((await client(t, undefined, session.token).get('/api/admin/auth/me')).statusCode).toBe(401);
  });
});

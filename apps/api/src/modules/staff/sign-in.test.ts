// The back office's sign-in on the real app: password, then the SMS code (read from the dev outbox),
// the same refusal for every wrong first step, limits, expiry, single use, logout.
import { BACK_OFFICE_MESSAGES as M, type StaffRole } from '@vastra/domain/back-office';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, staffChallenges, staffSessions } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { hashPassword } from '../../shared/passwords';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { client, outboxOf, uniques } from '../../testing/requests';

const clock = manualClock();
const next = uniques();
const PASSWORD = 'Kurta-shop-2026';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    {
      LOGIN_ATTEMPTS_PER_PHONE_15_MIN: '4',
      STAFF_LOGIN_ATTEMPTS_PER_PHONE_15_MIN: '8',
      STAFF_CODE_WRONG_PER_DAY: '8',
      // Firebase proves shoppers' phones in the browser; staff codes are still ours.
      OTP_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'vastra-test',
      FIREBASE_API_KEY: 'test-web-api-key',
      FIREBASE_AUTH_DOMAIN: 'vastra-test.firebaseapp.com',
      FIREBASE_APP_ID: '1:1234567890:web:abcdef123456',
    },
    { clock, providers: { identity: { verifyIdToken: () => Promise.reject(new Error('not used')) } } },
  );
});
afterAll(() => t.close());

async function member(options: { role?: StaffRole; password?: string | null; fullName?: string } = {}) {
  const phone = next.phone();
  const password = options.password === undefined ? PASSWORD : options.password;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      phone,
      fullName: options.fullName ?? 'Kavya Rao',
      role: options.role ?? 'manager',
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning({ id: staff.id });
  return { id: row?.id ?? '', phone };
}

const post = (url: string, payload: object, address = '10.9.9.9', token?: string) =>
  client(t, address, token).post(url, payload);

async function codeFor(phone: string): Promise<string> {
  const [latest] = await outboxOf(t, phone);
  const code = /^(\d{6}) is your Vastra back office sign-in code/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${phone}: ${latest?.body}`);
  return code;
}

async function login(phone: string, password = PASSWORD, address?: string) {
  // The outbox lists by send time: a second apart, the newest text is the newest code.
  clock.advance(1000);
  const res = await post('/api/admin/auth/login', { phone, password }, address);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ challengeId: string; message: string }>();
}

async function signIn(phone: string) {
  const { challengeId } = await login(phone);
  const res = await post('/api/admin/auth/verify', { challengeId, code: await codeFor(phone) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; staff: { id: string }; expiresAt: string }>();
}

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
      permissions: ['orders', 'catalogue', 'refunds', 'payouts', 'settings', 'staff'],
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

const DEVICE_COOKIE = 'vastra_staff_device';
const deviceCookie = (res: { headers: Record<string, string | string[] | number | undefined> }) =>
  [res.headers['set-cookie']]
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`));

describe('staff sign-in under attack', () => {
  it("strangers' wrong passwords from many clients do not stop the owner's known device reaching the SMS", async () => {
    const owner = await member({ role: 'owner' });
    const home = '10.30.0.1';
    // She signed in from this device before: the code step leaves an httpOnly cookie on it.
    clock.advance(1000);
    const first = await post('/api/admin/auth/login', { phone: owner.phone, password: PASSWORD }, home);
    const verified = await post(
      '/api/admin/auth/verify',
      { challengeId: first.json().challengeId, code: await codeFor(owner.phone) },
      home,
    );
    expect(verified.statusCode).toBe(200);
    const cookie = deviceCookie(verified);
    expect(cookie).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=/api/admin/auth; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(JSON.stringify(verified.json())).not.toContain(cookie?.split(/[=;]/)[1]);

    // Twelve strangers (three of them behind her own address) try wrong passwords.
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/api/admin/auth/login',
        { phone: owner.phone, password: `Wrong-password-${i}` },
        i < 3 ? home : next.address(),
      );
      expect(res.statusCode, `stranger ${i}`).toBe(i < 8 ? 401 : 429);
    }
    // A device that never signed in is held back; hers is not.
    const stranger = await post('/api/admin/auth/login', { phone: owner.phone, password: PASSWORD }, next.address());
    expect([stranger.statusCode, stranger.json().code]).toEqual([429, 'rate_limited']);
    const withoutCookie = await post('/api/admin/auth/login', { phone: owner.phone, password: PASSWORD }, home);
    expect(withoutCookie.statusCode).toBe(429);
    clock.advance(1000);
    const known = await client(t, home).post(
      '/api/admin/auth/login',
      { phone: owner.phone, password: PASSWORD },
      { cookie: `theme=dark; ${cookie?.split(';')[0]}` },
    );
    expect([known.statusCode, known.json().message]).toEqual([200, M.codeSent]);
    const again = await post(
      '/api/admin/auth/verify',
      { challengeId: known.json().challengeId, code: await codeFor(owner.phone) },
      home,
    );
    expect(again.statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
  });

  it('a device cookie helps only its own member, and an unknown one is ignored', async () => {
    const a = await member();
    const b = await member();
    clock.advance(1000);
    const first = await post('/api/admin/auth/login', { phone: a.phone, password: PASSWORD }, '10.31.0.1');
    const verified = await post(
      '/api/admin/auth/verify',
      { challengeId: first.json().challengeId, code: await codeFor(a.phone) },
      '10.31.0.1',
    );
    const aCookie = deviceCookie(verified)?.split(';')[0] ?? '';
    for (let i = 0; i < 8; i++) {
      await post('/api/admin/auth/login', { phone: b.phone, password: 'Wrong-password-1' }, next.address());
    }
    for (const cookie of [aCookie, `${DEVICE_COOKIE}=${'x'.repeat(43)}`, `${DEVICE_COOKIE}=`]) {
      const res = await client(t, next.address()).post(
        '/api/admin/auth/login',
        { phone: b.phone, password: PASSWORD },
        { cookie },
      );
      expect([res.statusCode, res.json().code], cookie).toEqual([429, 'rate_limited']);
    }
    clock.advance(15 * 60_000 + 1000);
  });

  it('texts the member once per 15 minutes when wrong passwords repeat, not once per failure', async () => {
    const m = await member();
    const alerts = async () =>
      (await outboxOf(t, m.phone)).filter((sms) => sms.body.includes('wrong passwords were tried'));
    for (let i = 0; i < 3; i++) {
      await post('/api/admin/auth/login', { phone: m.phone, password: 'Wrong-password-1' }, next.address());
    }
    expect(await alerts()).toEqual([]);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/admin/auth/login', { phone: m.phone, password: 'Wrong-password-1' }, next.address());
      expect(res.json(), 'the answer does not change').toEqual({
        message: 'Wrong phone number or password',
        code: 'invalid_credentials',
      });
    }
    expect((await alerts()).map((sms) => sms.body)).toEqual([
      'Vastra back office: 4 wrong passwords were tried for your account in the last 15 minutes. ' +
        'If this was not you, tell the shop owner. A password alone cannot sign in: we also text a code. - Vastra',
    ]);
    clock.advance(15 * 60_000 + 1000);
    for (let i = 0; i < 4; i++) {
      await post('/api/admin/auth/login', { phone: m.phone, password: 'Wrong-password-1' }, next.address());
    }
    expect(await alerts()).toHaveLength(2);
    clock.advance(15 * 60_000 + 1000);
  });
});

describe('wrong sign-in codes across challenges (STAFF_CODE_WRONG_PER_DAY)', () => {
  async function wrongCodes(phone: string, n: number) {
    const { challengeId } = await login(phone);
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < n; i++) answers.push(await post('/api/admin/auth/verify', { challengeId, code: wrong }));
    return { answers, challengeId, code };
  }

  it('locks the member at the daily cap until an owner unlocks them, saying so', async () => {
    const m = await member({ fullName: 'Locked Lata' });
    await wrongCodes(m.phone, 5);
    const { answers, challengeId, code } = await wrongCodes(m.phone, 3);
    expect(answers.slice(0, 2).map((r) => r.json<{ code: string }>().code)).toEqual(['otp_invalid', 'otp_invalid']);
    const locked = { message: M.staffLocked, code: 'staff_locked' };
    expect([answers[2]?.statusCode, answers[2]?.json()]).toEqual([403, locked]);
    expect(M.staffLocked).toBe(
      'Too many wrong sign-in codes today, so this account is locked. Ask the shop owner to unlock it in Staff.',
    );
    // Even the right code of the live challenge, and the right password afterwards, meet the lock.
    const right = await post('/api/admin/auth/verify', { challengeId, code });
    expect([right.statusCode, right.json()]).toEqual([403, locked]);
    clock.advance(1000);
    const again = await post('/api/admin/auth/login', { phone: m.phone, password: PASSWORD });
    expect([again.statusCode, again.json()]).toEqual([403, locked]);
    // A wrong password still gets the answer everyone gets (the lock shows only to who knows the password).
    const wrongPassword = await post('/api/admin/auth/login', { phone: m.phone, password: 'Wrong-password-1' });
    expect(wrongPassword.statusCode).toBe(401);
    // A day later the lock is still there.
    clock.advance(25 * 3_600_000);
    expect((await post('/api/admin/auth/login', { phone: m.phone, password: PASSWORD })).json()).toEqual(locked);

    const owner = await signIn((await member({ role: 'owner', fullName: 'Owner Oma' })).phone);
    const listed = await client(t, undefined, owner.token).get('/api/admin/staff');
    expect(listed.json().items.find((s: { id: string }) => s.id === m.id)?.status).toBe('locked');
    const unlocked = await client(t, undefined, owner.token).post(`/api/admin/staff/${m.id}/unlock`);
    expect([unlocked.statusCode, unlocked.json().status]).toEqual([200, 'active']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, m.id), eq(auditLog.action, 'staff.unlock')));
    expect(entry).toMatchObject({ staffId: owner.staff.id, staffName: 'Owner Oma', targetType: 'staff' });
    // Unlocked, the member signs in, and the count starts again.
    expect((await signIn(m.phone)).token).toMatch(/^stf_/);
    const fresh = await wrongCodes(m.phone, 5);
    expect(fresh.answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  });

  it('counts a day: wrong codes older than 24 hours no longer count', async () => {
    const m = await member();
    await wrongCodes(m.phone, 5);
    clock.advance(24 * 3_600_000 + 1000);
    const { answers } = await wrongCodes(m.phone, 5);
    expect(answers.map((r) => r.json<{ code: string }>().code)).toEqual(Array(5).fill('otp_invalid'));
  });

  it('answers 404 to an unlock of an unknown member, 403 missing_permission to one without Staff', async () => {
    const owner = await signIn((await member({ role: 'owner' })).phone);
    const unknown = await client(t, undefined, owner.token).post(
      '/api/admin/staff/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21/unlock',
    );
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: M.staffNotFound, code: 'not_found' }]);
    const plain = await signIn((await member()).phone);
    const refused = await client(t, undefined, plain.token).post(`/api/admin/staff/${owner.staff.id}/unlock`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'missing_permission']);
  });
});

const SESSION_COOKIE = 'vastra_staff_session';
const setCookies = (res: { headers: Record<string, string | string[] | number | undefined> }) =>
  [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');

describe('staff session cookie (docs/decisions/070-staff-session-cookie.md)', () => {
  /** Signs in through both steps and answers the session cookie the browser would keep (`name=value`). */
  async function cookieSignIn(phone: string) {
    const { challengeId } = await login(phone);
    const res = await post('/api/admin/auth/verify', { challengeId, code: await codeFor(phone) });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return { res, cookie: cookie ?? '', pair: cookie?.split(';')[0] ?? '' };
  }

  it('verify sets an httpOnly, SameSite=Strict cookie for /api/admin that lives as long as the session', async () => {
    const m = await member();
    const { res, cookie } = await cookieSignIn(m.phone);
    expect(cookie).toMatch(
      new RegExp(
        `^${SESSION_COOKIE}=stf_[A-Za-z0-9_-]{43}; Max-Age=43200; Path=/api/admin; HttpOnly; SameSite=Strict$`,
      ),
    );
    // The device cookie is still set beside it.
    expect(setCookies(res).some((c) => c.startsWith('vastra_staff_device='))).toBe(true);
  });

  it('reads with the cookie alone (GET), as the member it belongs to', async () => {
    const m = await member({ fullName: 'Cookie Chitra' });
    const { pair } = await cookieSignIn(m.phone);
    const me = await client(t).get('/api/admin/auth/me', { cookie: `theme=dark; ${pair}` });
    expect([me.statusCode, me.json().fullName, me.json().id]).toEqual([200, 'Cookie Chitra', m.id]);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a cookie-signed change without X-Vastra-Admin: 1 (403 admin_request_refused)', async () => {
    const m = await member();
    const { pair } = await cookieSignIn(m.phone);
    const attempts: Record<string, string>[] = [{ cookie: pair }, { cookie: pair, 'x-vastra-admin': 'yes' }];
    for (const headers of attempts) {
      const res = await client(t).post('/api/admin/auth/logout', undefined, headers);
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { code: 'admin_request_refused', message: M.adminRequestRefused },
      ]);
    }
    expect((await client(t).get('/api/admin/auth/me', { cookie: pair })).statusCode).toBe(200);
  });

  it("refuses a cookie-signed change from another site's page even with the header (403)", async () => {
    const m = await member();
    const { pair } = await cookieSignIn(m.phone);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3999']) {
      const res = await client(t).post('/api/admin/auth/logout', undefined, {
        cookie: pair,
        'x-vastra-admin': '1',
        origin,
      });
      expect([res.statusCode, res.json().code], origin).toEqual([403, 'admin_request_refused']);
    }
    expect((await client(t).get('/api/admin/auth/me', { cookie: pair })).statusCode).toBe(200);
  });

  it('accepts cookie + header (+ its own Origin); sign-out clears the cookie and the old cookie gets 401', async () => {
    const m = await member();
    const { pair } = await cookieSignIn(m.phone);
    const out = await client(t).post('/api/admin/auth/logout', undefined, {
      cookie: pair,
      'x-vastra-admin': '1',
      origin: 'http://localhost',
    });
    expect([out.statusCode, out.json()]).toEqual([200, { message: M.signedOut }]);
    expect(setCookies(out)).toEqual([`${SESSION_COOKIE}=; Max-Age=0; Path=/api/admin; HttpOnly; SameSite=Strict`]);
    const after = await client(t).get('/api/admin/auth/me', { cookie: pair });
    expect([after.statusCode, after.json().message]).toEqual([401, M.sessionEnded]);
  });

  it('a bearer token works as before: no header needed, and it wins over a cookie', async () => {
    const a = await member({ fullName: 'Bearer Bina' });
    const b = await member({ fullName: 'Cookie Kiran' });
    const bearer = await signIn(a.phone);
    const { pair } = await cookieSignIn(b.phone);
    const me = await client(t, undefined, bearer.token).get('/api/admin/auth/me', { cookie: pair });
    expect([me.statusCode, me.json().fullName]).toEqual([200, 'Bearer Bina']);
    const out = await client(t, undefined, bearer.token).post('/api/admin/auth/logout', undefined, { cookie: pair });
    expect(out.statusCode).toBe(200);
    // The bearer's session ended, the cookie's did not.
    expect((await client(t, undefined, bearer.token).get('/api/admin/auth/me')).statusCode).toBe(401);
    expect((await client(t).get('/api/admin/auth/me', { cookie: pair })).statusCode).toBe(200);
  });

  it('a cookie that is not a staff token is no sign-in (401)', async () => {
    const res = await client(t).get('/api/admin/auth/me', { cookie: `${SESSION_COOKIE}=usr_not-a-staff-token` });
    expect([res.statusCode, res.json().message]).toEqual([401, M.staffOnly]);
  });
});

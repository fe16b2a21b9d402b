// The back office's sign-in under attack: strangers' wrong passwords, known devices, alert texts, and the daily cap
// on wrong codes with its lock and unlock.
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
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

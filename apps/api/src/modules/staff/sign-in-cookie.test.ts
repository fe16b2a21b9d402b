// The staff session in an httpOnly cookie and its CSRF check (docs/decisions/070-staff-session-cookie.md).
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { describe, expect, it } from 'vitest';
import { client } from '../../testing/requests';
import { codeFor, login, member, post, signIn, t, useSignInApp } from '../../testing/staff-sign-in-app';

useSignInApp();

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

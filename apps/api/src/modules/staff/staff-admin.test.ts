// Staff management on the real app: invitations (the link from the dev outbox), accepting them, role
// changes, removal, the rules that keep an owner, and the audit log that records every change.
import { BACK_OFFICE_MESSAGES as M, type StaffRole } from '@vastra/domain/back-office';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffInvites, staffSessions } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { client, outboxOf, uniques } from '../../testing/requests';

const clock = manualClock();
const next = uniques();
const DAY_MS = 86_400_000;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://shop.example.in' }, { clock });
  owner = await signedInStaff(t, { role: 'owner', fullName: 'Oviya Owner' });
});
afterAll(() => t.close());

const as = (token: string) => client(t, undefined, token);
const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function invite(fullName = 'Isha Invitee', role: StaffRole = 'manager') {
  const phone = next.phone();
  const res = await call(owner.token, 'POST', '/api/admin/staff', { phone, fullName, role });
  expect(res.statusCode, res.body).toBe(201);
  const [sms] = await outboxOf(t, phone);
  const token = /https:\/\/shop\.example\.in\/admin\/invite\/([A-Za-z0-9_-]+) /.exec(sms?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation link in ${sms?.body}`);
  return { phone, token, staff: res.json<{ id: string; status: string; role: string }>() };
}

async function auditOf(targetId: string) {
  const res = await as(owner.token).get(`/api/admin/audit?targetType=staff&targetId=${targetId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { action: string; staffName: string | null; before: unknown; after: unknown }[] }>().items;
}

describe('inviting staff', () => {
  it('creates an invited member without a password and texts the link (7 days), audited', async () => {
    const { phone, token, staff: invited } = await invite('Isha Invitee');
    expect(invited).toEqual({
      id: expect.any(String),
      fullName: 'Isha Invitee',
      phone,
      role: 'manager',
      permissions: ['orders', 'catalogue', 'refunds'],
      status: 'invited',
      createdAt: clock.now().toISOString(),
    });
    const [sms] = await outboxOf(t, phone);
    expect(sms?.body).toBe(
      'Oviya Owner invited you to the Vastra back office. ' +
        `Set your password: https://shop.example.in/admin/invite/${token} - Vastra`,
    );
    const [row] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.staffId, invited.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 7 * DAY_MS);
    const list = await as(owner.token).get('/api/admin/staff');
    expect(list.json<{ items: unknown[] }>().items).toContainEqual(invited);
    expect(await auditOf(invited.id)).toEqual([
      expect.objectContaining({ action: 'staff.invite', staffName: 'Oviya Owner', before: null, after: invited }),
    ]);
  });

  it('refuses a phone already on the staff (409 staff_conflict)', async () => {
    const { phone } = await invite();
    const res = await call(owner.token, 'POST', '/api/admin/staff', { phone, fullName: 'Again', role: 'manager' });
    expect([res.statusCode, res.json()]).toEqual([409, { message: M.staffExists, code: 'staff_conflict' }]);
  });

  it('links to http://localhost:PORT without PUBLIC_URL', async () => {
    const local = await buildTestApp({ PORT: '3456' });
    try {
      const o = await signedInStaff(local, { role: 'owner' });
      const phone = next.phone();
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: o.headers,
        payload: { phone, fullName: 'Lina Local', role: 'manager' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [sms] = await outboxOf(local, phone);
      expect(sms?.body).toMatch(
        /Set your password: http:\/\/localhost:3456\/admin\/invite\/[A-Za-z0-9_-]{43} - Vastra$/,
      );
    } finally {
      await local.close();
    }
  });
});

describe('accepting an invitation', () => {
  it('refuses a weak password with its reason, and leaves the invitation usable', async () => {
    const { token } = await invite();
    for (const [password, message] of [
      ['short1', M.weakPassword],
      ['onlyletterslong', M.weakPassword],
      ['Password123', M.commonPassword],
    ]) {
      const res = await client(t).post('/api/admin/auth/accept-invite', { token, password });
      expect([res.statusCode, res.json()]).toEqual([400, { message, code: 'weak_password' }]);
    }
    const ok = await client(t).post('/api/admin/auth/accept-invite', { token, password: 'Saree-shop-77' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('sets the password once: the member is active and can sign in; the link is then spent', async () => {
    const { phone, token, staff: invited } = await invite('Anu Accepts');
    const res = await client(t).post('/api/admin/auth/accept-invite', { token, password: 'Saree-shop-77' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.passwordSet }]);
    const again = await client(t).post('/api/admin/auth/accept-invite', { token, password: 'Saree-shop-78' });
    expect([again.statusCode, again.json()]).toEqual([400, { message: M.inviteInvalid, code: 'invite_invalid' }]);
    const login = await client(t).post('/api/admin/auth/login', { phone, password: 'Saree-shop-77' });
    expect(login.statusCode, login.body).toBe(200);
    const list = (await as(owner.token).get('/api/admin/staff')).json<{ items: { id: string; status: string }[] }>();
    expect(list.items.find((s) => s.id === invited.id)?.status).toBe('active');
    const entries = await auditOf(invited.id);
    expect(entries[0]).toMatchObject({
      action: 'staff.accept_invite',
      staffName: 'Anu Accepts',
      before: { status: 'invited' },
      after: { status: 'active' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/argon2|passwordHash/);
  });

  it('refuses an unknown and an expired link (invite_invalid)', async () => {
    const { token } = await invite();
    const unknown = await client(t).post('/api/admin/auth/accept-invite', {
      token: 'x'.repeat(43),
      password: 'Saree-shop-77',
    });
    expect(unknown.json()).toEqual({ message: M.inviteInvalid, code: 'invite_invalid' });
    clock.advance(7 * DAY_MS);
    const expired = await client(t).post('/api/admin/auth/accept-invite', { token, password: 'Saree-shop-77' });
    expect([expired.statusCode, expired.json().code]).toEqual([400, 'invite_invalid']);
  });

  it('lets only one of two simultaneous acceptances through', async () => {
    const { token } = await invite();
    const answers = await Promise.all([
      client(t).post('/api/admin/auth/accept-invite', { token, password: 'Saree-shop-77' }),
      client(t).post('/api/admin/auth/accept-invite', { token, password: 'Saree-shop-88' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('changing roles', () => {
  it("changes a member's role, ends their sessions and records before and after", async () => {
    const member = await signedInStaff(t, { role: 'manager', fullName: 'Ravi Role' });
    const res = await call(owner.token, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'owner' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      expect.objectContaining({ id: member.id, role: 'owner', status: 'active' }),
    ]);
    expect((await as(member.token).get('/api/admin/auth/me')).statusCode).toBe(401);
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'staff.role_change',
      staffName: 'Oviya Owner',
      before: { role: 'manager' },
      after: { role: 'owner' },
    });
    expect(JSON.stringify(entry)).not.toContain('passwordHash');
    // Back to manager: two owners exist, so it is allowed.
    const back = await call(owner.token, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'manager' });
    expect(back.json().role).toBe('manager');
  });

  it('refuses your own role (409 notYourself), an unknown member (404)', async () => {
    const self = await call(owner.token, 'PATCH', `/api/admin/staff/${owner.id}`, { role: 'manager' });
    expect([self.statusCode, self.json()]).toEqual([409, { message: M.notYourself, code: 'staff_conflict' }]);
    for (const id of ['0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', 'nobody']) {
      const res = await call(owner.token, 'PATCH', `/api/admin/staff/${id}`, { role: 'manager' });
      expect([res.statusCode, res.json().message]).toEqual([404, M.staffNotFound]);
    }
  });

  it('never leaves the shop without an owner, even when two owners demote each other at once', async () => {
    const solo = await buildTestApp({}, { clock });
    try {
      const a = await signedInStaff(solo, { role: 'owner', fullName: 'Asha A' });
      const b = await signedInStaff(solo, { role: 'owner', fullName: 'Bina B' });
      const patch = (by: typeof a, id: string) =>
        solo.app.inject({
          method: 'PATCH',
          url: `/api/admin/staff/${id}`,
          headers: by.headers,
          payload: { role: 'manager' },
        });
      const answers = await Promise.all([patch(a, b.id), patch(b, a.id)]);
      // The loser is refused: 403 missing_permission when it raced the winner's transaction, 401 when it arrived
      // after the winner had ended its sessions.
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([401, 403]).toContain(codes[1]);
      const owners = await solo.database.db.select({ n: count() }).from(staff).where(eq(staff.role, 'owner'));
      expect(owners[0]?.n).toBe(1);
      // The one owner left cannot be demoted by a (now) staff member, nor remove themself.
      const [winner] = answers[0]?.statusCode === 200 ? [a] : [b];
      const self = await solo.app.inject({
        method: 'DELETE',
        url: `/api/admin/staff/${winner.id}`,
        headers: winner.headers,
      });
      expect(self.json()).toEqual({ message: M.notYourself, code: 'staff_conflict' });
    } finally {
      await solo.close();
    }
  });
});

describe('removing staff', () => {
  it('deletes the member and their sessions, audited with the member as it was', async () => {
    const member = await signedInStaff(t, { role: 'manager', fullName: 'Devi Delete' });
    const res = await call(owner.token, 'DELETE', `/api/admin/staff/${member.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.staffRemoved }]);
    expect(await t.database.db.select().from(staff).where(eq(staff.id, member.id))).toEqual([]);
    expect(await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id))).toEqual([]);
    expect((await as(member.token).get('/api/admin/auth/me')).statusCode).toBe(401);
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({ action: 'staff.remove', before: { fullName: 'Devi Delete' }, after: null });
    const again = await call(owner.token, 'DELETE', `/api/admin/staff/${member.id}`);
    expect([again.statusCode, again.json().message]).toEqual([404, M.staffNotFound]);
  });

  it('refuses removing yourself (409)', async () => {
    const res = await call(owner.token, 'DELETE', `/api/admin/staff/${owner.id}`);
    expect([res.statusCode, res.json()]).toEqual([409, { message: M.notYourself, code: 'staff_conflict' }]);
  });
});

describe('the audit log', () => {
  it('lists newest first in keyset pages, filtered by target and by staff, for the staff permission', async () => {
    const local = await buildTestApp({}, { clock });
    try {
      const o = await signedInStaff(local, { role: 'owner', fullName: 'Audit Owner' });
      const reader = await signedInStaff(local, { role: 'owner' });
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/admin/staff',
          headers: o.headers,
          payload: { phone: next.phone(), fullName: `Member ${i}`, role: 'manager' },
        });
        ids.push(res.json<{ id: string }>().id);
      }
      const get = (query: string) =>
        local.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: reader.headers });
      const first = (await get('limit=2')).json<{ items: { targetId: string; id: string }[]; nextCursor: string }>();
      expect(first.items.map((e) => e.targetId)).toEqual([ids[4], ids[3]]);
      const second = (await get(`limit=2&cursor=${first.nextCursor}`)).json<typeof first>();
      expect(second.items.map((e) => e.targetId)).toEqual([ids[2], ids[1]]);
      const third = (await get(`limit=2&cursor=${second.nextCursor}`)).json<typeof first>();
      expect([third.items.map((e) => e.targetId), third.nextCursor]).toEqual([[ids[0]], null]);
      const one = (await get(`targetType=staff&targetId=${ids[2]}`)).json<typeof first>();
      expect(one.items.map((e) => e.targetId)).toEqual([ids[2]]);
      expect((await get(`staffId=${o.id}`)).json<typeof first>().items).toHaveLength(5);
      expect((await get(`staffId=${reader.id}`)).json<typeof first>().items).toEqual([]);
      expect((await get('targetType=product')).json<typeof first>().items).toEqual([]);
      const bad = await get('cursor=abc');
      expect([bad.statusCode, bad.json().message]).toEqual([400, M.cursorInvalid]);
    } finally {
      await local.close();
    }
  });
});

// Permissions, not just two roles (docs/decisions/060-staff-permissions.md): the owner gives each member a role, and a
// role is a set of permissions. A packer packs and ships; a manager also refunds, cancels and edits the catalogue; only
// an owner pays payouts by hand, changes settings, manages staff and reads the activity log. The guard of
// plugins/contract-route.ts decides every refusal from the contract: 403 missing_permission naming what is missing.
import { missingPermissionMessage, type Permission } from '@vastra/domain/back-office';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, staff } from '../db/schema';
import { manualClock } from '../shared/clock';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { newOrder, newShopper, productWithStock, signedInStaff, stockOf } from '../testing/factories';
import { uniques } from '../testing/requests';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const next = uniques();
const ANY_ID = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Member;
let manager: Member;
let packer: Member;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  owner = await signedInStaff(t, { role: 'owner', fullName: 'Oviya Owner' });
  manager = await signedInStaff(t, { role: 'manager', fullName: 'Mohan Manager' });
  packer = await signedInStaff(t, { role: 'packer', fullName: 'Pia Packer' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (member: Member, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

/** What a packer is refused, one route per permission it lacks. */
const PACKER_REFUSED: [string, Permission, Method, string, object?][] = [
  ['a refund', 'refunds', 'POST', `/api/admin/orders/${ANY_ID}/refunds`, {}],
  ['a cancellation', 'refunds', 'POST', `/api/admin/orders/${ANY_ID}/cancel`, { reason: 'Out of stock' }],
  [
    'a payout marked paid',
    'payouts',
    'POST',
    `/api/admin/returns/${ANY_ID}/payout-paid`,
    { reference: '412345678901' },
  ],
  ['a payout destination', 'payouts', 'POST', `/api/admin/returns/${ANY_ID}/payout-destination`],
  ['the settings', 'settings', 'PUT', '/api/admin/settings', {}],
  ['the staff list', 'staff', 'GET', '/api/admin/staff'],
  ['the activity log', 'staff', 'GET', '/api/admin/audit'],
  ['a new product', 'catalogue', 'POST', '/api/admin/products', {}],
  ['a stock change', 'catalogue', 'PUT', `/api/admin/products/${ANY_ID}/stock`, {}],
];

describe('a packer', () => {
  it.each(PACKER_REFUSED)(
    'is refused %s: 403 missing_permission naming %s',
    async (_, permission, method, url, body) => {
      const res = await send(packer, method, url, body);
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { message: missingPermissionMessage(permission), code: 'missing_permission', permission },
      ]);
    },
  );

  it('reads "You need the Refunds permission for this. Ask the shop owner."; the order is left as it was', async () => {
    const productId = await productWithStock(t, { M: 3 });
    const orderId = await newOrder(t, (await newShopper(t)).id, [{ productId, size: 'M', quantity: 1 }]);
    const res = await send(packer, 'POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'Out of stock' });
    expect(res.json().message).toBe('You need the Refunds permission for this. Ask the shop owner.');
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row?.status).not.toBe('cancelled');
  });

  it('may see orders, the queue, returns, and read the catalogue', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/queue', '/api/admin/returns', '/api/admin/products']) {
      const res = await send(packer, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('is told its role and permissions by GET /api/admin/auth/me', async () => {
    const res = await send(packer, 'GET', '/api/admin/auth/me');
    expect(res.json()).toMatchObject({ role: 'packer', permissions: ['orders'] });
    const mine = await send(manager, 'GET', '/api/admin/auth/me');
    expect(mine.json()).toMatchObject({ role: 'manager', permissions: ['orders', 'catalogue', 'refunds'] });
    const theirs = await send(owner, 'GET', '/api/admin/auth/me');
    expect(theirs.json()).toMatchObject({
      role: 'owner',
      permissions: ['orders', 'catalogue', 'refunds', 'payouts', 'settings', 'staff', 'offers'],
    });
  });
});

describe('a manager and an owner', () => {
  it('may cancel an order: cancelled, its stock back', async () => {
    for (const member of [manager, owner]) {
      const productId = await productWithStock(t, { M: 3 });
      const orderId = await newOrder(t, (await newShopper(t)).id, [{ productId, size: 'M', quantity: 1 }]);
      expect(await stockOf(t, productId, 'M')).toBe(2);
      const res = await send(member, 'POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'Out of stock' });
      expect([res.statusCode, res.json().status], res.body).toEqual([200, 'cancelled']);
      expect(await stockOf(t, productId, 'M')).toBe(3);
    }
  });

  it('a manager is refused payouts, settings, staff and the activity log; an owner is not', async () => {
    for (const [, permission, method, url, body] of PACKER_REFUSED.filter(([, p]) =>
      ['payouts', 'settings', 'staff'].includes(p),
    )) {
      const res = await send(manager, method, url, body);
      expect([res.statusCode, res.json().permission], url).toEqual([403, permission]);
    }
    for (const url of ['/api/admin/staff', '/api/admin/audit']) {
      expect((await send(owner, 'GET', url)).statusCode, url).toBe(200);
    }
  });
});

describe('the owner gives roles', () => {
  it('invites a packer, and makes a packer a manager: the new role holds from the next sign-in', async () => {
    const invited = await send(owner, 'POST', '/api/admin/staff', {
      phone: next.phone(),
      fullName: 'Neha New',
      role: 'packer',
    });
    expect([invited.statusCode, invited.json()], invited.body).toEqual([
      201,
      expect.objectContaining({ fullName: 'Neha New', role: 'packer', permissions: ['orders'] }),
    ]);

    const member = await signedInStaff(t, { role: 'packer', fullName: 'Paras Promoted' });
    const res = await send(owner, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'manager' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      expect.objectContaining({ role: 'manager', permissions: ['orders', 'catalogue', 'refunds'] }),
    ]);
    const [row] = await t.database.db.select({ role: staff.role }).from(staff).where(eq(staff.id, member.id));
    expect(row?.role).toBe('manager');
    // The packer's session carried the old role: it has ended.
    expect((await send(member, 'GET', '/api/admin/auth/me')).statusCode).toBe(401);
  });

  it('refuses a role that does not exist with a message that lists the roles', async () => {
    const member = await signedInStaff(t, { role: 'packer' });
    const res = await send(owner, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'staff' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { code: 'bad_request', field: 'role', message: 'role: Choose a role: owner, manager or packer' },
    ]);
  });
});

describe('the migration to roles (0017)', () => {
  it('makes every former `staff` member a manager, owners stay owners; an unknown role is refused', async () => {
    const migration = await readFile(path.join(t.config.migrationsDir, '0017_staff-roles.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    expect(statements).toHaveLength(3);
    // The table as it was before 0017: its old check, a `staff` member and an owner.
    await t.database.db.execute(sql.raw('ALTER TABLE "staff" DROP CONSTRAINT "staff_role_known"'));
    const [old] = await t.database.db
      .insert(staff)
      .values({ phone: next.phone(), fullName: 'Sunil Staff', role: 'staff', passwordHash: 'x' })
      .returning({ id: staff.id });
    for (const statement of statements.slice(1)) await t.database.db.execute(sql.raw(statement));
    const roleOf = async (id: string) =>
      (await t.database.db.select({ role: staff.role }).from(staff).where(eq(staff.id, id)))[0]?.role;
    expect(await roleOf(old?.id ?? '')).toBe('manager');
    expect(await roleOf(owner.id)).toBe('owner');
    expect(await roleOf(packer.id)).toBe('packer');
    await expect(
      t.database.db.insert(staff).values({ phone: next.phone(), fullName: 'Nobody', role: 'staff', passwordHash: 'x' }),
    ).rejects.toThrow();
  });
});

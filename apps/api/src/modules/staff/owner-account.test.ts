// The demo owner `npm start` makes in development (and never in production), and the owner command's rules.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { rateLimitHits, staff, staffChallenges, staffInvites, staffSessions } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { client, outboxOf } from '../../testing/requests';
import { createOwnerAccount, DEMO_OWNER, ensureDemoOwner, ownerInputProblem } from './owner-account';
import { createPruneExpired } from './prune-expired';
import { wrongCodesBucket } from './staff-code';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const PRODUCTION = loadConfig({
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'k',
  RAZORPAY_KEY_SECRET: 's',
  RAZORPAY_WEBHOOK_SECRET: 'w',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'a',
  MSG91_TEMPLATE_ID: 't',
});

describe('the demo owner', () => {
  it('is never made in production', async () => {
    expect(await ensureDemoOwner(PRODUCTION, t.database.db, clock)).toBeUndefined();
    expect(await t.database.db.select().from(staff).where(eq(staff.phone, DEMO_OWNER.phone))).toEqual([]);
  });

  it('is made once in development and can sign in with the printed password and the code from the outbox', async () => {
    expect(await ensureDemoOwner(t.config, t.database.db, clock)).toEqual({
      created: true,
      phone: '+919000000001',
      fullName: 'Demo Owner',
      password: 'demo-owner-2026',
    });
    expect(await ensureDemoOwner(t.config, t.database.db, clock)).toMatchObject({ created: false });
    const rows = await t.database.db.select().from(staff).where(eq(staff.phone, DEMO_OWNER.phone));
    expect(rows.map((r) => [r.fullName, r.role])).toEqual([['Demo Owner', 'owner']]);

    const login = await client(t).post('/api/admin/auth/login', {
      phone: '+91 90000 00001',
      password: 'demo-owner-2026',
    });
    expect(login.statusCode, login.body).toBe(200);
    const code = /^(\d{6}) /.exec((await outboxOf(t, DEMO_OWNER.phone))[0]?.body ?? '')?.[1];
    const verify = await client(t).post('/api/admin/auth/verify', {
      challengeId: login.json<{ challengeId: string }>().challengeId,
      code,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toMatchObject({ staff: { role: 'owner', fullName: 'Demo Owner' } });
  });
});

describe('the owner command', () => {
  it('refuses a malformed phone, a missing or long name and a weak password', () => {
    const ok = { phone: '+919876543210', fullName: 'A B', password: 'Kurta-shop-2026' };
    expect(ownerInputProblem(ok)).toBeNull();
    expect(ownerInputProblem({ ...ok, phone: '+9198' })).toBe(
      'Give a valid Indian mobile number with --phone (+91 and ten digits).',
    );
    expect(ownerInputProblem({ ...ok, fullName: '  ' })).toBe('Give the owner’s full name with --name.');
    expect(ownerInputProblem({ ...ok, fullName: 'x'.repeat(101) })).toBe(
      'The name is too long (at most 100 characters).',
    );
    expect(ownerInputProblem({ ...ok, password: undefined })).toBe('Give a password with --password.');
    expect(ownerInputProblem({ ...ok, password: 'aaaaaaaaaaaa1' })).toBe(
      'Use at least 10 characters, mixing letters with numbers or symbols',
    );
  });

  it('makes an invited member an owner: the open invitation is spent and their sessions end', async () => {
    const [invited] = await t.database.db
      .insert(staff)
      .values({ phone: '+919811100001', fullName: 'Invited Ira', role: 'manager', passwordHash: null })
      .returning();
    const staffId = invited?.id ?? '';
    await t.database.db
      .insert(staffInvites)
      .values({ tokenHash: 'h'.repeat(64), staffId, expiresAt: new Date(clock.now().getTime() + 86_400_000) });
    await t.database.db
      .insert(staffSessions)
      .values({ staffId, tokenHash: 's'.repeat(64), expiresAt: new Date(clock.now().getTime() + 86_400_000) });
    const done = await createOwnerAccount(t.database.db, clock, {
      phone: '9811100001',
      fullName: 'Ira Owner',
      password: 'Kurta-shop-2026',
    });
    expect(done).toEqual({
      kind: 'updated',
      id: invited?.id,
      phone: '+919811100001',
      fullName: 'Ira Owner',
      previousRole: 'manager',
      sessionsEnded: 1,
    });
    const [spent] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.staffId, staffId));
    expect(spent?.usedAt).toEqual(clock.now());
    const [ended] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));
    expect(ended?.revokedAt).toEqual(clock.now());
  });

  it("unlocks a member locked after too many wrong codes (a sole owner's way back in), count cleared", async () => {
    const [locked] = await t.database.db
      .insert(staff)
      .values({ phone: '+919811100007', fullName: 'Locked Lata', role: 'owner', codeLockedAt: clock.now() })
      .returning();
    const bucket = wrongCodesBucket(locked?.id ?? '');
    await t.database.db.insert(rateLimitHits).values({ bucket, at: clock.now() });
    await createOwnerAccount(t.database.db, clock, {
      phone: '9811100007',
      fullName: 'Lata Owner',
      password: 'Kurta-shop-2026',
    });
    const [row] = await t.database.db
      .select()
      .from(staff)
      .where(eq(staff.id, locked?.id ?? ''));
    expect(row?.codeLockedAt).toBeNull();
    expect(await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, bucket))).toEqual([]);
  });
});

describe('the maintenance job', () => {
  it('deletes challenges, sessions and invitations a day past their use, nothing live', async () => {
    const [m] = await t.database.db
      .insert(staff)
      .values({ phone: '+919811100002', fullName: 'Prune Pia', role: 'manager', passwordHash: 'x' })
      .returning({ id: staff.id });
    const staffId = m?.id ?? '';
    const at = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);
    await t.database.db.insert(staffChallenges).values([
      { staffId, codeHash: 'old', expiresAt: at(-25) },
      { staffId, codeHash: 'live', expiresAt: at(1) },
    ]);
    await t.database.db.insert(staffSessions).values([
      { staffId, tokenHash: 'p-expired', expiresAt: at(-25) },
      { staffId, tokenHash: 'p-revoked', expiresAt: at(5), revokedAt: at(-25) },
      { staffId, tokenHash: 'p-live', expiresAt: at(5) },
    ]);
    await t.database.db.insert(staffInvites).values([
      { tokenHash: 'p-inv-old', staffId, expiresAt: at(-25) },
      { tokenHash: 'p-inv-live', staffId, expiresAt: at(48) },
    ]);
    await createPruneExpired({ db: t.database.db, clock })();
    const challenges = await t.database.db.select().from(staffChallenges).where(eq(staffChallenges.staffId, staffId));
    const sessions = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));
    const invites = await t.database.db.select().from(staffInvites).where(eq(staffInvites.staffId, staffId));
    expect(challenges.map((r) => r.codeHash)).toEqual(['live']);
    expect(sessions.map((r) => r.tokenHash)).toEqual(['p-live']);
    expect(invites.map((r) => r.tokenHash)).toEqual(['p-inv-live']);
  });
});

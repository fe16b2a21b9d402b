// The demo owner `npm start` makes in development (and never in production), and the owner command's rules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staffPasswordProblem } from '@vastra/domain/back-office';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { rateLimitHits, staff, staffChallenges, staffInvites, staffSessions } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { PRODUCTION_ENV } from '../../testing/production-env';
import { client, outboxOf } from '../../testing/requests';
import {
  createOwnerAccount,
  DEMO_OWNER,
  DEMO_OWNER_PASSWORD_FILE,
  demoOwnerRefusal,
  ensureDemoOwner,
  ownerInputProblem,
  removeDemoOwner,
} from './owner-account';
import { createPruneExpired } from './prune-expired';
import { wrongCodesBucket } from './staff-code';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const PRODUCTION = loadConfig({
  ...PRODUCTION_ENV,
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'k',
  RAZORPAY_KEY_SECRET: 's',
  RAZORPAY_WEBHOOK_SECRET: 'w',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'a',
  MSG91_TEMPLATE_ID: 't',
});

describe('the demo owner', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-demo-owner-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const development = () => ({ ...t.config, DATA_DIR: dataDir });

  /** Signs in to /admin with the password, then the code from the outbox: the session's role, or the status. */
  async function signIn(password: string): Promise<string | number> {
    // Past the gap between two codes to one phone, so this sign-in's code is the newest in the outbox.
    clock.advance(60_000);
    const login = await client(t).post('/api/admin/auth/login', { phone: '+91 90000 00001', password });
    if (login.statusCode !== 200) return login.statusCode;
    const code = /^(\d{6}) /.exec((await outboxOf(t, DEMO_OWNER.phone))[0]?.body ?? '')?.[1];
    const verify = await client(t).post('/api/admin/auth/verify', {
      challengeId: login.json<{ challengeId: string }>().challengeId,
      code,
    });
    return verify.statusCode === 200 ? verify.json<{ staff: { role: string } }>().staff.role : verify.statusCode;
  }

  it('is never made in production', async () => {
    expect(await ensureDemoOwner(PRODUCTION, t.database.db, clock)).toBeUndefined();
    expect(await t.database.db.select().from(staff).where(eq(staff.phone, DEMO_OWNER.phone))).toEqual([]);
    expect(await demoOwnerRefusal(PRODUCTION, t.database.db)).toBeNull();
  });

  it(
    'is made once per database with a random password, kept beside the data for the banner, ' +
      'and the once-published password never signs in',
    async () => {
      const made = await ensureDemoOwner(development(), t.database.db, clock);
      expect(made).toMatchObject({ created: true, phone: '+919000000001', fullName: 'Demo Owner' });
      const password = made?.password ?? '';
      expect(staffPasswordProblem(password)).toBeNull();
      expect(password).not.toBe('demo-owner-2026');
      expect(fs.readFileSync(path.join(dataDir, DEMO_OWNER_PASSWORD_FILE), 'utf8').trim()).toBe(password);
      expect(await ensureDemoOwner(development(), t.database.db, clock)).toEqual({ ...made, created: false });
      const rows = await t.database.db.select().from(staff).where(eq(staff.phone, DEMO_OWNER.phone));
      expect(rows.map((r) => [r.fullName, r.role])).toEqual([['Demo Owner', 'owner']]);

      expect(await signIn('demo-owner-2026')).toBe(401);
      expect(await signIn(password)).toBe('owner');
    },
  );

  it('gets a new random password when the kept one is lost, and the old one stops signing in', async () => {
    const before = fs.readFileSync(path.join(dataDir, DEMO_OWNER_PASSWORD_FILE), 'utf8').trim();
    fs.rmSync(path.join(dataDir, DEMO_OWNER_PASSWORD_FILE));
    const again = await ensureDemoOwner(development(), t.database.db, clock);
    expect(again).toMatchObject({ created: false, phone: '+919000000001' });
    expect(again?.password).not.toBe(before);
    expect(fs.readFileSync(path.join(dataDir, DEMO_OWNER_PASSWORD_FILE), 'utf8').trim()).toBe(again?.password);
    expect(await signIn(before)).toBe(401);
    expect(await signIn(again?.password ?? '')).toBe('owner');
  });

  it('takes DEMO_OWNER_PASSWORD (development and tests only) instead of a random one', async () => {
    const set = await ensureDemoOwner(
      { ...development(), DEMO_OWNER_PASSWORD: 'Journey-owner-2026' },
      t.database.db,
      clock,
    );
    expect(set).toMatchObject({ created: false, password: 'Journey-owner-2026' });
    expect(await signIn('Journey-owner-2026')).toBe('owner');
  });

  it(
    'stops a production start while it exists, naming the one command that removes it; ' +
      'removed, its sessions end and production starts',
    async () => {
      expect(await demoOwnerRefusal(PRODUCTION, t.database.db)).toBe(
        'The demo owner +919000000001, made by a development start on this database, is still an owner: anyone who ' +
          'saw its password in a development log could sign in to /admin. A production server does not start ' +
          'while it exists. Remove it with: npm run owner:remove-demo (stop any server on this database first), ' +
          'then start again.',
      );
      expect(await removeDemoOwner(t.database.db)).toEqual({ removed: true });
      expect(await removeDemoOwner(t.database.db)).toEqual({ removed: false });
      expect(await t.database.db.select().from(staff).where(eq(staff.phone, DEMO_OWNER.phone))).toEqual([]);
      expect(await demoOwnerRefusal(PRODUCTION, t.database.db)).toBeNull();
      expect(await signIn('Journey-owner-2026')).toBe(401);
    },
  );
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

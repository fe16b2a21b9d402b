import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { staffPasswordProblem } from '@vastra/domain/back-office';
import { normalizeIndianMobile, toE164India } from '@vastra/domain/identity';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rateLimitHits, staff, staffInvites, staffSessions } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import { hashPassword, passwordMatches } from '../../shared/passwords';
import { recordAudit } from '../audit';
import { wrongCodesBucket } from './staff-code';
import { inTransaction, isUniqueViolation } from './staff-db';
import { toStaffDto } from './staff-dto';

export interface OwnerInput {
  phone: string;
  fullName: string;
  password: string;
}

/** What `owner:create` did: a new owner, or an existing member of staff made owner with the new password. */
export type OwnerOutcome =
  | { kind: 'created'; id: string; phone: string; fullName: string }
  | { kind: 'updated'; id: string; phone: string; fullName: string; previousRole: string; sessionsEnded: number };

/** Why the owner command refuses its input, or null: a phone, a name and a strong password. */
export function ownerInputProblem(input: Partial<OwnerInput>): string | null {
  if (!input.phone || normalizeIndianMobile(input.phone) === null) {
    return 'Give a valid Indian mobile number with --phone (+91 and ten digits).';
  }
  if (!input.fullName?.trim()) return 'Give the owner’s full name with --name.';
  if (input.fullName.trim().length > 100) return 'The name is too long (at most 100 characters).';
  if (input.password === undefined) return 'Give a password with --password.';
  return staffPasswordProblem(input.password);
}

/**
 * The owner command: creates an owner, or, when the phone is already on the staff, makes that member an
 * owner with the new password (how a shop gets back in when its owner forgot the password: whoever
 * runs this has the server). Their sessions end, an open invitation is spent and a lock after too many wrong
 * sign-in codes is lifted. Audited as the system.
 */
export async function createOwnerAccount(db: Db, clock: Clock, input: OwnerInput): Promise<OwnerOutcome> {
  const problem = ownerInputProblem(input);
  if (problem) throw new Error(problem);
  const phone = toE164India(normalizeIndianMobile(input.phone) ?? '');
  const fullName = input.fullName.trim();
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const [existing] = await tx.select().from(staff).where(eq(staff.phone, phone)).for('update').limit(1);
    if (!existing) {
      const [row] = await tx
        .insert(staff)
        .values({ phone, fullName, role: 'owner', passwordHash, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('owner not inserted');
      await recordAudit(tx, null, {
        action: 'staff.owner_create',
        targetType: 'staff',
        targetId: row.id,
        after: toStaffDto(row),
      });
      return { kind: 'created', id: row.id, phone, fullName };
    }
    const [row] = await tx
      .update(staff)
      .set({ role: 'owner', fullName, passwordHash, codeLockedAt: null, updatedAt: now })
      .where(eq(staff.id, existing.id))
      .returning();
    if (!row) throw new Error('owner not updated');
    // Whoever runs this command on the server is trusted: a lock after too many wrong codes goes, with its count.
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.bucket, wrongCodesBucket(row.id)));
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.staffId, row.id), isNull(staffInvites.usedAt)));
    await recordAudit(tx, null, {
      action: 'staff.owner_create',
      targetType: 'staff',
      targetId: row.id,
      before: toStaffDto(existing),
      after: toStaffDto(row),
    });
    return { kind: 'updated', id: row.id, phone, fullName, previousRole: existing.role, sessionsEnded: ended.length };
  });
}

/** The development shop's owner: a known phone; its password is random per database (ensureDemoOwner). */
export const DEMO_OWNER = { phone: '+919000000001', fullName: 'Demo Owner' } as const;

/** Where a development server keeps the demo owner's password for its banner: this file in DATA_DIR. */
export const DEMO_OWNER_PASSWORD_FILE = 'demo-owner-password';

/** The one command that removes the demo owner (apps/api/src/owner-cli.ts --remove-demo). */
export const REMOVE_DEMO_OWNER_COMMAND = 'npm run owner:remove-demo';

/** Three groups of random letters and digits, e.g. `k7dq-mx2p-9fha-Demo`: passes the staff password rules. */
function newDemoPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const group = () => Array.from(randomBytes(4), (byte) => alphabet[byte % alphabet.length]).join('');
  return `${group()}-${group()}-${group()}-Demo7`;
}

function readKeptPassword(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function keepPassword(file: string, password: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
}

export type DemoOwnerState = { created: boolean; phone: string; fullName: string; password: string };

/**
 * Development only: makes sure the demo owner exists, so a fresh checkout can open /admin, and answers its
 * password for the start banner. The password is random per database (DEMO_OWNER_PASSWORD instead, for the
 * browser journeys and the reliability suite), kept in DATA_DIR/demo-owner-password; when that file is gone or
 * belongs to another database, the demo owner gets a new one. In production it does nothing and answers
 * undefined: a real shop's owner comes from `npm run owner:create`, and demoOwnerRefusal stops the start.
 */
export async function ensureDemoOwner(
  config: Pick<Config, 'isProduction' | 'DATA_DIR' | 'DEMO_OWNER_PASSWORD'>,
  db: Db,
  clock: Clock,
): Promise<DemoOwnerState | undefined> {
  if (config.isProduction) return undefined;
  const file = path.join(config.DATA_DIR, DEMO_OWNER_PASSWORD_FILE);
  const [existing] = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.phone, DEMO_OWNER.phone))
    .limit(1);
  const known = config.DEMO_OWNER_PASSWORD ?? readKeptPassword(file);
  if (existing && known !== undefined && (await passwordMatches(existing.passwordHash ?? undefined, known))) {
    return { created: false, ...DEMO_OWNER, password: known };
  }
  const password = config.DEMO_OWNER_PASSWORD ?? newDemoPassword();
  let created = false;
  if (existing) {
    await db
      .update(staff)
      .set({ passwordHash: await hashPassword(password), updatedAt: clock.now() })
      .where(eq(staff.id, existing.id));
  } else {
    try {
      await createOwnerAccount(db, clock, { ...DEMO_OWNER, password });
      created = true;
    } catch (error) {
      // Another server process on the same PostgreSQL created it first: this one sets the password it prints.
      if (!isUniqueViolation(error)) throw error;
      return ensureDemoOwner(config, db, clock);
    }
  }
  keepPassword(file, password);
  return { created, ...DEMO_OWNER, password };
}

/**
 * Why a production server must not start on this database, or null: the demo owner a development start made
 * is still there, and its password was printed in a development log.
 */
export async function demoOwnerRefusal(config: Pick<Config, 'isProduction'>, db: Db): Promise<string | null> {
  if (!config.isProduction) return null;
  const [demo] = await db.select({ id: staff.id }).from(staff).where(eq(staff.phone, DEMO_OWNER.phone)).limit(1);
  if (!demo) return null;
  return (
    `The demo owner ${DEMO_OWNER.phone}, made by a development start on this database, is still an owner: anyone ` +
    'who saw its password in a development log could sign in to /admin. A production server does not start ' +
    `while it exists. Remove it with: ${REMOVE_DEMO_OWNER_COMMAND} (stop any server on this database first), ` +
    'then start again.'
  );
}

/** Removes the demo owner (its sessions, codes and invitations go with it), audited as the system. */
export async function removeDemoOwner(db: Db): Promise<{ removed: boolean }> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.phone, DEMO_OWNER.phone)).for('update').limit(1);
    if (!row) return { removed: false };
    await tx.delete(staff).where(eq(staff.id, row.id));
    await recordAudit(tx, null, {
      action: 'staff.remove',
      targetType: 'staff',
      targetId: row.id,
      before: toStaffDto(row),
    });
    return { removed: true };
  });
}

/** How many owners can open the back office (the production start banner says so). */
export async function ownerCount(db: Db): Promise<number> {
  const [row] = await db.select({ owners: count() }).from(staff).where(eq(staff.role, 'owner'));
  return row?.owners ?? 0;
}

import { staffPasswordProblem } from '@vastra/domain/back-office';
import { normalizeIndianMobile, toE164India } from '@vastra/domain/identity';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rateLimitHits, staff, staffInvites, staffSessions } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import { hashPassword } from '../../shared/passwords';
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

/** The development shop's owner: known phone and password, printed in the start-up banner. */
export const DEMO_OWNER = { phone: '+919000000001', fullName: 'Demo Owner', password: 'demo-owner-2026' } as const;

/**
 * Development only: makes sure the demo owner exists, so a fresh checkout can open /admin; an existing
 * demo owner is left as it is. In production it does nothing and answers undefined: a real shop's
 * owner comes from `npm run owner:create`, never from a password printed in a log.
 */
export async function ensureDemoOwner(
  config: Pick<Config, 'isProduction'>,
  db: Db,
  clock: Clock,
): Promise<({ created: boolean } & typeof DEMO_OWNER) | undefined> {
  if (config.isProduction) return undefined;
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.phone, DEMO_OWNER.phone)).limit(1);
  if (existing) return { created: false, ...DEMO_OWNER };
  try {
    await createOwnerAccount(db, clock, DEMO_OWNER);
  } catch (error) {
    // Another server process on the same PostgreSQL created it first.
    if (isUniqueViolation(error)) return { created: false, ...DEMO_OWNER };
    throw error;
  }
  return { created: true, ...DEMO_OWNER };
}

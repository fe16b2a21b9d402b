import type { Staff } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  missingPermissionMessage,
  staffPasswordProblem,
  type StaffRole,
} from '@vastra/domain/back-office';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staff, staffInvites } from '../../db/schema';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { randomToken, sha256 } from '../../shared/crypto';
import { hashPassword } from '../../shared/passwords';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import type { SmsSender } from '../identity';
import { inTransaction, isUniqueViolation } from './staff-db';
import { wrongCodesBucket } from './staff-code';
import { toStaffDto } from './staff-dto';
import type { StaffLog } from './staff-log';
import type { StaffSessions } from './staff-sessions';

/** How long an invitation link works. */
export const INVITE_TTL_DAYS = 7;
const DAY_MS = 86_400_000;

export interface StaffAdminDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SHOP_NAME' | 'LOGIN_ATTEMPTS_PER_IP_15_MIN'>;
  clock: Clock;
  rateLimiter: RateLimiter;
  sessions: StaffSessions;
  sms: SmsSender;
}

const conflict = (message: string) => new AppError('conflict', message, { code: 'staff_conflict' });
const notFound = () => new AppError('not-found', M.staffNotFound);
const inviteInvalid = () => new AppError('bad-request', M.inviteInvalid, { code: 'invite_invalid' });

/** The link an invited member opens to set a password. */
export function inviteLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}/admin/invite/${token}`;
}

/**
 * The owners, locked until the transaction ends: a role change or removal that could leave the shop
 * without an owner waits for any other one, then counts again (two owners demoting each other at
 * once cannot both succeed). The caller must still be one of them.
 */
async function lockOwners(tx: Db, caller: StaffUser): Promise<string[]> {
  const rows = await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).for('update');
  const owners = rows.map((r) => r.id);
  if (!owners.includes(caller.id)) {
    throw new AppError('forbidden', missingPermissionMessage('staff'), {
      code: 'missing_permission',
      permission: 'staff',
    });
  }
  return owners;
}

/** Staff management (the `staff` permission, checked by the route guard) and accepting an invitation. */
export function createStaffAdmin(deps: StaffAdminDeps) {
  const { db, clock } = deps;

  async function list(): Promise<{ items: Staff[] }> {
    const rows = await db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.id));
    return { items: rows.map(toStaffDto) };
  }

  async function invite(
    by: StaffUser,
    input: { phone: string; fullName: string; role: StaffRole },
    log: StaffLog,
  ): Promise<Staff> {
    const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.phone, input.phone)).limit(1);
    if (existing) throw conflict(M.staffExists);

    // The text goes out before anything is stored: a failed SMS leaves no invitation nobody received.
    const token = randomToken(32);
    const link = inviteLink(deps.config, token);
    const shop = deps.config.SHOP_NAME;
    await deps.sms.send(
      {
        to: input.phone,
        code: '',
        body: `${by.fullName} invited you to the ${shop} back office. Set your password: ${link} - ${shop}`,
        ttlMinutes: INVITE_TTL_DAYS * 24 * 60,
      },
      log,
    );

    const now = clock.now();
    try {
      return await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({
            phone: input.phone,
            fullName: input.fullName,
            role: input.role,
            passwordHash: null,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('staff not inserted');
        await tx.insert(staffInvites).values({
          tokenHash: sha256(token),
          staffId: row.id,
          expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
          createdAt: now,
        });
        const dto = toStaffDto(row);
        await recordAudit(tx, by, { action: 'staff.invite', targetType: 'staff', targetId: row.id, after: dto });
        return dto;
      });
    } catch (error) {
      // Two invitations of one phone at once: the unique phone lets one in.
      if (isUniqueViolation(error)) throw conflict(M.staffExists);
      throw error;
    }
  }

  async function updateRole(by: StaffUser, id: string, role: StaffRole): Promise<Staff> {
    if (id === by.id) throw conflict(M.notYourself);
    if (!isUuid(id)) throw notFound();
    return inTransaction(db, async (tx) => {
      const owners = await lockOwners(tx, by);
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
      if (!row) throw notFound();
      if (row.role === role) return toStaffDto(row);
      if (row.role === 'owner' && owners.length <= 1) throw conflict(M.lastOwner);
      const [updated] = await tx
        .update(staff)
        .set({ role, updatedAt: clock.now() })
        .where(eq(staff.id, id))
        .returning();
      if (!updated) throw notFound();
      // A new role starts with a new sign-in: the member's open sessions carried the old one.
      await deps.sessions.endAllOf(id, tx);
      const after = toStaffDto(updated);
      await recordAudit(tx, by, {
        action: 'staff.role_change',
        targetType: 'staff',
        targetId: id,
        before: toStaffDto(row),
        after,
      });
      return after;
    });
  }

  async function remove(by: StaffUser, id: string): Promise<{ message: string }> {
    if (id === by.id) throw conflict(M.notYourself);
    if (!isUuid(id)) throw notFound();
    return inTransaction(db, async (tx) => {
      const owners = await lockOwners(tx, by);
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
      if (!row) throw notFound();
      if (row.role === 'owner' && owners.length <= 1) throw conflict(M.lastOwner);
      // Sessions, challenges and invitations go with the row (ON DELETE CASCADE).
      await tx.delete(staff).where(eq(staff.id, id));
      await recordAudit(tx, by, { action: 'staff.remove', targetType: 'staff', targetId: id, before: toStaffDto(row) });
      return { message: M.staffRemoved };
    });
  }

  async function acceptInvite(input: { token: string; password: string; clientAddress: string }) {
    await deps.rateLimiter.consume([
      {
        bucket: `staff-invite:ip:${input.clientAddress}:15m`,
        limit: deps.config.LOGIN_ATTEMPTS_PER_IP_15_MIN,
        windowSeconds: 900,
        message: M.tooManySignIns,
      },
    ]);
    const problem = staffPasswordProblem(input.password);
    if (problem) throw new AppError('bad-request', problem, { code: 'weak_password' });
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    await inTransaction(db, async (tx) => {
      // Single use, also when the link is opened twice at once: only one UPDATE finds it unused.
      const [used] = await tx
        .update(staffInvites)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffInvites.tokenHash, sha256(input.token)),
            isNull(staffInvites.usedAt),
            gt(staffInvites.expiresAt, now),
          ),
        )
        .returning({ staffId: staffInvites.staffId });
      if (!used) throw inviteInvalid();
      const [before] = await tx.select().from(staff).where(eq(staff.id, used.staffId)).limit(1);
      const [member] = await tx
        .update(staff)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(staff.id, used.staffId), isNull(staff.passwordHash)))
        .returning();
      if (!before || !member) throw inviteInvalid();
      await recordAudit(tx, member, {
        action: 'staff.accept_invite',
        targetType: 'staff',
        targetId: member.id,
        before: toStaffDto(before),
        after: toStaffDto(member),
      });
    });
    return { message: M.passwordSet };
  }

  /** Clears a member's lock after too many wrong sign-in codes (and their count of wrong codes). */
  async function unlock(by: StaffUser, id: string): Promise<Staff> {
    if (!isUuid(id)) throw notFound();
    const after = await inTransaction(db, async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
      if (!row) throw notFound();
      const [updated] = await tx
        .update(staff)
        .set({ codeLockedAt: null, updatedAt: clock.now() })
        .where(eq(staff.id, id))
        .returning();
      if (!updated) throw notFound();
      const dto = toStaffDto(updated);
      await recordAudit(tx, by, {
        action: 'staff.unlock',
        targetType: 'staff',
        targetId: id,
        before: toStaffDto(row),
        after: dto,
      });
      return dto;
    });
    await deps.rateLimiter.reset(wrongCodesBucket(id));
    return after;
  }

  return { list, invite, updateRole, remove, unlock, acceptInvite };
}

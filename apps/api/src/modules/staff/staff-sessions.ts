import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import type { StaffRole } from '@vastra/domain/back-office';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { AppError } from '../../errors';
import { bearerToken, type AuthenticateStaff, type StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { randomToken, sha256 } from '../../shared/crypto';
import { assertCookieRequestAllowed, staffSessionCookieToken } from './staff-session-cookie';

const HOUR_MS = 3_600_000;

/**
 * Every staff token starts with this, so the guard tells a staff session from a shopper's without a
 * query: any other bearer token on a back-office route is refused with 403 `staff_only`.
 */
export const STAFF_TOKEN_PREFIX = 'stf_';

/** A new staff token: the prefix and 256 random bits. Only its SHA-256 is stored. */
export const newStaffToken = (): string => `${STAFF_TOKEN_PREFIX}${randomToken(32)}`;

/**
 * Staff sessions: separate from shoppers' (their own table and token prefix), STAFF_SESSION_HOURS long,
 * revoked at logout, at removal and at a role change.
 */
export function createStaffSessions(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'STAFF_SESSION_HOURS' | 'PUBLIC_URL'>;
}) {
  const { db, clock } = deps;

  /**
   * The request's staff token: a bearer token first (API clients, tests), otherwise the session cookie, which a
   * change may use only from the back office's own page (assertCookieRequestAllowed).
   */
  function sessionToken(request: FastifyRequest): string | null {
    const bearer = bearerToken(request);
    if (bearer !== null) return bearer;
    const cookie = staffSessionCookieToken(request);
    if (cookie !== null) assertCookieRequestAllowed(request, deps.config.PUBLIC_URL);
    return cookie;
  }

  const authenticateStaff: AuthenticateStaff = async (request) => {
    const token = sessionToken(request);
    if (token === null) throw new AppError('unauthorized', BACK_OFFICE_MESSAGES.staffOnly);
    if (!token.startsWith(STAFF_TOKEN_PREFIX)) {
      throw new AppError('forbidden', BACK_OFFICE_MESSAGES.staffOnly, { code: 'staff_only' });
    }
    const [row] = await db
      .select({
        id: staff.id,
        fullName: staff.fullName,
        phone: staff.phone,
        role: staff.role,
        sessionId: staffSessions.id,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, sha256(token)),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, clock.now()),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('unauthorized', BACK_OFFICE_MESSAGES.sessionEnded);
    return { ...row, role: row.role as StaffRole } satisfies StaffUser;
  };

  return {
    authenticateStaff,

    /** Starts a session (inside the caller's transaction when given); answers its token and expiry. */
    async start(staffId: string, tx: Db = db): Promise<{ token: string; expiresAt: Date }> {
      const token = newStaffToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + deps.config.STAFF_SESSION_HOURS * HOUR_MS);
      await tx.insert(staffSessions).values({ staffId, tokenHash: sha256(token), expiresAt, createdAt: now });
      return { token, expiresAt };
    },

    /** Ends the request's own session (logout). */
    async end(request: FastifyRequest): Promise<void> {
      const token = sessionToken(request);
      if (token === null) return;
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt)));
    },

    /** Ends every session of a member of staff (removal, role change). */
    async endAllOf(staffId: string, tx: Db = db): Promise<number> {
      const rows = await tx
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}
export type StaffSessions = ReturnType<typeof createStaffSessions>;

import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { staff, staffDevices } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import { randomToken, sha256 } from '../../shared/crypto';

/**
 * The known-device marker (docs/decisions/055-staff-sign-in-lockout.md): an httpOnly cookie left by a completed
 * sign-in (password and code), sent back only to the sign-in routes. With it, a member's correct password
 * reaches the code step even while wrong passwords from elsewhere hold the phone's limit.
 */
export const STAFF_DEVICE_COOKIE = 'vastra_staff_device';
/** How long a device stays known after its last completed sign-in. */
export const STAFF_DEVICE_DAYS = 90;
const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The Set-Cookie value: script cannot read it, other sites cannot send it, only /api/admin/auth receives it. */
export function staffDeviceCookie(token: string, secure: boolean): string {
  return (
    `${STAFF_DEVICE_COOKIE}=${token}; Max-Age=${STAFF_DEVICE_DAYS * 86_400}; Path=/api/admin/auth; HttpOnly; ` +
    `SameSite=Strict${secure ? '; Secure' : ''}`
  );
}

/** The request's device token, when its Cookie header carries a well-formed one. */
export function staffDeviceToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === STAFF_DEVICE_COOKIE && value !== undefined && TOKEN.test(value)) return value;
  }
  return null;
}

export function createStaffDevices(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The device's stored hash when its token is live and belongs to the member with this phone. */
    async knownFor(token: string | null, phone: string): Promise<string | null> {
      if (token === null) return null;
      const tokenHash = sha256(token);
      const [row] = await db
        .select({ tokenHash: staffDevices.tokenHash })
        .from(staffDevices)
        .innerJoin(staff, eq(staff.id, staffDevices.staffId))
        .where(
          and(eq(staffDevices.tokenHash, tokenHash), eq(staff.phone, phone), gt(staffDevices.expiresAt, clock.now())),
        )
        .limit(1);
      return row?.tokenHash ?? null;
    },

    /** After a completed sign-in: the device's token, renewed for STAFF_DEVICE_DAYS (a new one if it had none). */
    async remember(staffId: string, token: string | null, tx: Db = db): Promise<string> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + STAFF_DEVICE_DAYS * DAY_MS);
      if (token !== null) {
        const [renewed] = await tx
          .update(staffDevices)
          .set({ expiresAt })
          .where(
            and(
              eq(staffDevices.tokenHash, sha256(token)),
              eq(staffDevices.staffId, staffId),
              gt(staffDevices.expiresAt, now),
            ),
          )
          .returning({ tokenHash: staffDevices.tokenHash });
        if (renewed) return token;
      }
      const fresh = randomToken(32);
      await tx.insert(staffDevices).values({ tokenHash: sha256(fresh), staffId, expiresAt, createdAt: now });
      return fresh;
    },
  };
}
export type StaffDevices = ReturnType<typeof createStaffDevices>;

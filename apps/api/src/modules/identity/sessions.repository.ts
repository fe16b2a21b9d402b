import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/authenticate';

/** Drizzle queries on `sessions`; tokens arrive here already hashed. */
export function createSessionsRepository(db: Db) {
  return {
    async insert(tx: Db, session: { userId: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
      const { now, ...fields } = session;
      await tx.insert(sessions).values({ ...fields, createdAt: now });
    },

    /** The user of an unrevoked, unexpired session. */
    async findActiveUser(tokenHash: string, now: Date): Promise<AuthUser | undefined> {
      const [row] = await db
        .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    async revokeAllOfUser(tx: Db, userId: string, now: Date): Promise<number> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

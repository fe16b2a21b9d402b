import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpChallenges, phoneTokens } from '../../db/schema';

export type ChallengeRow = typeof otpChallenges.$inferSelect;
export type PhoneTokenRow = typeof phoneTokens.$inferSelect;

/** Drizzle queries on OTP challenges and verified-phone tokens; codes and tokens arrive hashed. */
export function createOtpRepository(db: Db) {
  return {
    async insertChallenge(challenge: { id: string; phone: string; codeHash: string; expiresAt: Date; now: Date }) {
      const { now, ...fields } = challenge;
      await db.insert(otpChallenges).values({ ...fields, createdAt: now });
    },

    async deleteChallenge(id: string): Promise<void> {
      await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    },

    async findChallenge(id: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
      return row;
    },

    /**
     * Counts one attempt before the code is compared, atomically, so parallel guesses cannot
     * exceed `maxAttempts`: the attempts counted so far, or null when none was left (or it is verified).
     */
    async reserveAttempt(id: string, maxAttempts: number): Promise<number | null> {
      const rows = await db
        .update(otpChallenges)
        .set({ wrongAttempts: sql`${otpChallenges.wrongAttempts} + 1` })
        .where(
          and(eq(otpChallenges.id, id), lt(otpChallenges.wrongAttempts, maxAttempts), isNull(otpChallenges.verifiedAt)),
        )
        .returning({ attempts: otpChallenges.wrongAttempts });
      return rows[0]?.attempts ?? null;
    },

    /** Marks a challenge verified and gives back the attempt reserved for the right code. */
    async markVerified(tx: Db, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(otpChallenges)
        .set({ verifiedAt: now, wrongAttempts: sql`${otpChallenges.wrongAttempts} - 1` })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.verifiedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    async insertPhoneToken(
      tx: Db,
      token: { tokenHash: string; phone: string; expiresAt: Date; now: Date; usedAt?: Date },
    ): Promise<boolean> {
      const { now, ...fields } = token;
      const rows = await tx
        .insert(phoneTokens)
        .values({ ...fields, createdAt: now })
        .onConflictDoNothing({ target: phoneTokens.tokenHash })
        .returning({ tokenHash: phoneTokens.tokenHash });
      return rows.length === 1;
    },

    async findPhoneToken(tokenHash: string): Promise<PhoneTokenRow | undefined> {
      const [row] = await db.select().from(phoneTokens).where(eq(phoneTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Uses an unused, unexpired token of that phone; false when it was not there to use. */
    async usePhoneToken(tx: Db, token: { tokenHash: string; phone: string; now: Date }): Promise<boolean> {
      const rows = await tx
        .update(phoneTokens)
        .set({ usedAt: token.now })
        .where(
          and(
            eq(phoneTokens.tokenHash, token.tokenHash),
            eq(phoneTokens.phone, token.phone),
            isNull(phoneTokens.usedAt),
            gt(phoneTokens.expiresAt, token.now),
          ),
        )
        .returning({ tokenHash: phoneTokens.tokenHash });
      return rows.length === 1;
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;

import { lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpChallenges, phoneTokens, sessions, smsOutbox, whatsappOutbox } from '../../db/schema';
import type { Clock } from '../../shared/clock';

const DAY_MS = 86_400_000;

/**
 * Deletes what can no longer be used, a day after it stopped being usable: challenges and phone
 * proofs past their expiry (a used Firebase token's hash is kept until the token itself expires,
 * after which it cannot verify anyway), ended sessions, and the dev outboxes' texts (SMS and WhatsApp). For a
 * periodic job.
 */
export function createPruneExpired(deps: { db: Db; clock: Clock }) {
  return async function pruneExpired(): Promise<void> {
    const cutoff = new Date(deps.clock.now().getTime() - DAY_MS);
    await deps.db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, cutoff));
    await deps.db.delete(phoneTokens).where(lt(phoneTokens.expiresAt, cutoff));
    await deps.db.delete(sessions).where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)));
    await deps.db.delete(smsOutbox).where(lt(smsOutbox.sentAt, cutoff));
    await deps.db.delete(whatsappOutbox).where(lt(whatsappOutbox.sentAt, cutoff));
  };
}

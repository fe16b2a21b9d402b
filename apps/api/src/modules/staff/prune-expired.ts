import { lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffChallenges, staffDevices, staffInvites, staffSessions } from '../../db/schema';
import type { Clock } from '../../shared/clock';

const DAY_MS = 86_400_000;

/**
 * Deletes what can no longer be used, a day after it stopped being usable: sign-in challenges, ended
 * staff sessions, known devices not signed in from for STAFF_DEVICE_DAYS, expired or accepted invitations
 * (an invited member without a password stays listed; the owner invites again after removing them).
 * For the periodic maintenance job.
 */
export function createPruneExpired(deps: { db: Db; clock: Clock }) {
  return async function pruneExpired(): Promise<void> {
    const cutoff = new Date(deps.clock.now().getTime() - DAY_MS);
    await deps.db
      .delete(staffChallenges)
      .where(or(lt(staffChallenges.expiresAt, cutoff), lt(staffChallenges.usedAt, cutoff)));
    await deps.db
      .delete(staffSessions)
      .where(or(lt(staffSessions.expiresAt, cutoff), lt(staffSessions.revokedAt, cutoff)));
    await deps.db.delete(staffDevices).where(lt(staffDevices.expiresAt, cutoff));
    await deps.db.delete(staffInvites).where(or(lt(staffInvites.expiresAt, cutoff), lt(staffInvites.usedAt, cutoff)));
  };
}

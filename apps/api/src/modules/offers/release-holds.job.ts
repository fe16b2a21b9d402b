import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerRedemptions } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import type { RecurringTask } from '../../shared/jobs';
import { giveBackUse } from './coupon-ledger';

/** How often a server process gives back coupon uses whose card or UPI payment never came. */
export const RELEASE_HOLDS_INTERVAL_MS = 60_000;
const RELEASES_PER_RUN = 200;

export interface ReleaseHoldsJob {
  task: RecurringTask;
  /** One pass at `now` (the clock's by default): how many held uses it gave back. */
  runOnce(now?: Date): Promise<number>;
}

/**
 * Gives back the coupon uses held for a payment past their `held_until` (docs/decisions/085-coupon-uses-under-load.md):
 * the rows are claimed FOR UPDATE SKIP LOCKED, so two processes never release one, and each goes through
 * `giveBackUse`, once. A payment captured later still becomes its order at the price it paid (confirming finds no
 * held use then).
 */
export function createReleaseHoldsJob(deps: { db: Db; clock: Clock }): ReleaseHoldsJob {
  async function runOnce(now: Date = deps.clock.now()): Promise<number> {
    return deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const due = await tx
        .select({ id: offerRedemptions.id })
        .from(offerRedemptions)
        .where(and(eq(offerRedemptions.state, 'held'), lte(offerRedemptions.heldUntil, now)))
        .orderBy(asc(offerRedemptions.heldUntil))
        .limit(RELEASES_PER_RUN)
        .for('update', { skipLocked: true });
      let released = 0;
      for (const { id } of due) released += await giveBackUse(tx, id, now);
      return released;
    });
  }
  return {
    runOnce,
    task: { name: 'coupon-holds', everyMs: RELEASE_HOLDS_INTERVAL_MS, run: async () => void (await runOnce()) },
  };
}

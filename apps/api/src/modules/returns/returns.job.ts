import { pickupCollected } from '@vastra/domain/returns';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { returnRequests } from '../../db/schema';
import { patchRequest } from '../order-lifecycle';
import type { RecurringTask } from '../../shared/jobs';
import { pruneUnattachedPhotos } from './return-photos';
import type { StaffReturns } from './staff-returns';
import type { ReturnsDeps } from './index';

/** A scheduled pickup's tracking is asked at most this often (updated_at marks the last ask). */
export const PICKUP_TRACK_EVERY_MS = 5 * 60_000;
/** A received request whose settlement failed is tried again at most this often. */
export const SETTLE_RETRY_EVERY_MS = 10 * 60_000;
const BATCH = 20;

type JobDeps = Pick<ReturnsDeps, 'db' | 'clock' | 'shipping' | 'log' | 'storage'>;

/**
 * One pass: scheduled pickups whose tracking was not asked lately move to picked_up when the courier says so;
 * received requests not touched lately are settled again (the settlement never pays or ships twice); photos never
 * attached to a request for a day are removed.
 */
export function createReturnsPass(deps: JobDeps, staff: StaffReturns) {
  const { db, clock } = deps;
  return async function runOnce(): Promise<{ pickedUp: number; settled: number; photosPruned: number }> {
    const now = clock.now();
    let pickedUp = 0;
    const scheduled = await db
      .select()
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.state, 'pickup_scheduled'),
          lt(returnRequests.updatedAt, new Date(now.getTime() - PICKUP_TRACK_EVERY_MS)),
        ),
      )
      .orderBy(asc(returnRequests.updatedAt))
      .limit(BATCH);
    for (const row of scheduled) {
      if (!row.pickupAwb) continue;
      await patchRequest(db, row.id, { updatedAt: now });
      try {
        if (!pickupCollected(await deps.shipping.track(row.pickupAwb))) continue;
        await staff.pickedUp(row.id, null);
        pickedUp += 1;
      } catch (error) {
        deps.log.warn(
          { returnRequestId: row.id, err: error instanceof Error ? error.message : error },
          'return pickup tracking failed',
        );
      }
    }
    const received = await db
      .select()
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.state, 'received'),
          or(
            isNull(returnRequests.receivedAt),
            lt(returnRequests.updatedAt, new Date(now.getTime() - SETTLE_RETRY_EVERY_MS)),
          ),
        ),
      )
      .orderBy(asc(returnRequests.updatedAt))
      .limit(BATCH);
    for (const row of received) {
      await patchRequest(db, row.id, { updatedAt: now });
      await staff.settle(row, null);
    }
    const photosPruned = await pruneUnattachedPhotos(deps);
    return { pickedUp, settled: received.length, photosPruned };
  };
}

export function returnsJob(deps: JobDeps, staff: StaffReturns) {
  const runOnce = createReturnsPass(deps, staff);
  const task: RecurringTask = { name: 'returns', everyMs: 60_000, run: runOnce };
  return { task, runOnce, kind: 'returns' as const };
}

import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import type { RecurringTask } from '../../shared/jobs';
import type { OrderOutbox } from '../order-history';
import { applyMove, claimOrders, restoreStockOnce } from '../order-lifecycle';
import { COD_CONFIRM_MESSAGES as M } from './cod-confirm-messages';

/** How often a server process looks for awaiting orders past their deadline. */
export const COD_EXPIRY_INTERVAL_MS = 60_000;
const EXPIRIES_PER_RUN = 50;
const HOUR_MS = 3_600_000;

export interface CodExpiryJob {
  /** Run by the job runner every COD_EXPIRY_INTERVAL_MS. */
  task: RecurringTask;
  /** One pass at `now` (the clock's by default): the ids of the orders it cancelled. */
  runOnce(now?: Date): Promise<string[]>;
}

/**
 * Cancels cash-on-delivery orders not confirmed by their deadline (docs/decisions/035-cod-confirmation.md): in one
 * transaction the due orders are claimed FOR UPDATE SKIP LOCKED (so two processes never cancel one order), each is
 * cancelled by 'system' with its stock put back once (the cancellation's own restore) and a history line. Awaiting
 * orders were never booked, so no courier booking is cancelled.
 */
export function createCodExpiryJob(deps: {
  db: Db;
  clock: Clock;
  catalog?: { changed(): unknown } | undefined;
  /** Runs the reactions to the cancellations once committed: each shopper is texted once. */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): CodExpiryJob {
  const { db, clock } = deps;

  async function runOnce(now: Date = clock.now()): Promise<string[]> {
    const { cancelled, restored } = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const due = await claimOrders(tx, {
        where: and(
          eq(orders.codConfirmation, 'awaiting'),
          eq(orders.status, 'placed'),
          lte(orders.codConfirmDeadline, now),
        ),
        orderBy: orders.codConfirmDeadline,
        limit: EXPIRIES_PER_RUN,
      });
      let restoredAny = false;
      for (const order of due) {
        const hours = Math.round(((order.codConfirmDeadline ?? now).getTime() - order.createdAt.getTime()) / HOUR_MS);
        const reason = M.expiredReason(hours);
        await applyMove(tx, { machine: 'codConfirmation', id: order.id, to: 'expired', at: now });
        const stockRestored = await restoreStockOnce(tx, order.id, now);
        restoredAny ||= stockRestored;
        await applyMove(tx, {
          machine: 'order',
          id: order.id,
          to: 'cancelled',
          set: { cancelledAt: now, cancelledBy: 'system', cancellationReason: reason },
          at: now,
          history: {
            kind: 'cancelled',
            actor: 'system',
            summary: `Cancelled: ${reason}`,
            detail: { from: 'placed', reason, stockRestored, codConfirmation: 'expired' },
          },
          events: [{ type: 'order.cancelled', orderId: order.id }],
        });
      }
      return { cancelled: due.map((o) => o.id), restored: restoredAny };
    });
    if (restored) await deps.catalog?.changed();
    // After the commit: each cancellation's text (its job was written with it; never twice: the message row decides).
    await deps.outbox?.dispatch();
    return cancelled;
  }

  const run = async () => {
    const cancelled = await runOnce();
    if (cancelled.length > 0) deps.log.info({ cancelled: cancelled.length }, 'unconfirmed COD orders cancelled');
  };
  return { runOnce, task: { name: 'cod-expiry', everyMs: COD_EXPIRY_INTERVAL_MS, run } };
}

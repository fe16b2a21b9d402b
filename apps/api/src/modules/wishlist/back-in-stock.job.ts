import { BACK_IN_STOCK_SMS_PER_PHONE_DAY, backInStockMessage } from '@vastra/domain/wishlist';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import { enqueueJob, type OnceTask } from '../../shared/jobs';
import type { IdentityLog, TransactionalSender } from '../identity';
import { wishlistRepository as repo } from './wishlist.repository';

/** The job the restock trigger of migration 0034 queues, one per waiting shopper. */
export const BACK_IN_STOCK_TASK = 'back-in-stock';

/** '9876543210' or '+919876543210' → '+919876543210' (the SMS senders' form). */
const indianMobile = (phone: string) => `+91${phone.replace(/\D/g, '').slice(-10)}`;

/**
 * Texts one waiting shopper that her size is back (docs/decisions/112-wishlist-back-in-stock.md): claims the request
 * (one run of two sends), keeps to BACK_IN_STOCK_SMS_PER_PHONE_DAY texts per phone (past it the request waits and a
 * job is queued for when the day's window allows), sends through the SMS sender; a transient failure gives the
 * request back and the runner tries again.
 */
export function createBackInStockTask(deps: {
  db: Db;
  clock: Clock;
  sender: TransactionalSender;
  rateLimiter: RateLimiter;
  shopName: string;
  publicUrl: string;
  log: IdentityLog;
}): OnceTask<{ requestId: string }> {
  const { db, clock, sender, rateLimiter, log } = deps;
  const rule = (to: string) => ({
    bucket: `back-in-stock:${to}:day`,
    limit: BACK_IN_STOCK_SMS_PER_PHONE_DAY,
    windowSeconds: 86_400,
    message: 'back-in-stock texts per phone per day',
  });

  return {
    name: BACK_IN_STOCK_TASK,
    leaseMs: 60_000,
    async run({ requestId }) {
      const claimed = await repo.claim(db, requestId, clock.now());
      if (!claimed) return;
      const to = indianMobile(claimed.phone);
      try {
        await rateLimiter.consume([rule(to)]);
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== 'too-many-requests') throw error;
        await repo.unclaim(db, requestId);
        const waitMs = Math.max(60, await rateLimiter.retryAfter(rule(to))) * 1000;
        const runAt = new Date(clock.now().getTime() + waitMs);
        await enqueueJob(db, BACK_IN_STOCK_TASK, {
          key: `${requestId}:at:${runAt.getTime()}`,
          payload: { requestId },
          runAt,
        });
        log.warn({ requestId }, 'back-in-stock text put off: the phone had its texts for the day');
        return;
      }
      const body = backInStockMessage(claimed, deps.shopName, deps.publicUrl);
      const outcome = await sender
        .sendTransactional(
          { channel: 'sms', to, event: 'back_in_stock', variables: { title: claimed.title, size: claimed.size }, body },
          log,
        )
        .catch((err: unknown) => ({ ok: false as const, transient: true, reason: String(err) }));
      if (outcome.ok) return;
      if (outcome.transient) {
        await repo.unclaim(db, requestId);
        throw new Error(`back-in-stock text not sent: ${outcome.reason}`);
      }
      log.warn({ requestId, reason: outcome.reason }, 'back-in-stock text refused by the sender; not tried again');
    },
  };
}

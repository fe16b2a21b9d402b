import {
  failedDeliveryAlert,
  jobAttentionAlert,
  lowStockAlert,
  newOrderAlert,
  paymentAttentionAlert,
  returnRequestedAlert,
} from '@vastra/domain/alerts';
import { jobTaskLabel } from '@vastra/domain/back-office';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { OnceTask, RecurringTask } from '../../shared/jobs';
import type { OrderEvent } from '../order-history';
import { ownerAlertsRepository as repo } from './owner-alerts.repository';
import { WATCH_WINDOW_MS, type OwnerAlerts } from './owner-alerts.service';

/** The job the low-stock trigger of migration 0040 queues, once per fall of a size to the line. */
export const LOW_STOCK_ALERT_TASK = 'low-stock-alert';
/** How often the watch looks for payments and jobs that need someone, and whether a digest is due. */
export const ALERT_WATCH_MS = 60_000;

/**
 * Where alerts come from (docs/decisions/131-owner-alerts.md): the order events (a new order, a failed delivery, a
 * return or exchange requested), the low-stock trigger's jobs, and the watch over the payments kept for staff and
 * the jobs that gave up. Each source may run again after a crash: an alert's key keeps it once.
 */
export function createAlertSources(deps: { db: Db; clock: Clock; alerts: OwnerAlerts }) {
  const { db, clock, alerts } = deps;

  async function onOrderEvent(event: OrderEvent): Promise<void> {
    switch (event.type) {
      case 'order.placed': {
        const facts = await repo.orderFacts(db, event.orderId);
        if (!facts) return;
        const cod = facts.paymentMode === 'cod';
        return alerts.raise(newOrderAlert({ id: event.orderId, totalPaise: facts.totalPaise, cod, city: facts.city }));
      }
      case 'delivery.failed':
        return alerts.raise(failedDeliveryAlert({ id: event.orderId, attempt: event.attempt, reason: event.reason }));
      case 'return.changed':
        if (event.to !== 'requested') return;
        return alerts.raise(
          returnRequestedAlert({ id: event.returnRequestId, orderId: event.orderId, kind: event.kind }),
        );
      default:
        return;
    }
  }

  const lowStockTask: OnceTask<{ productId: string; size: string; stock: number; crossing: string }> = {
    name: LOW_STOCK_ALERT_TASK,
    leaseMs: 60_000,
    async run(fall) {
      const title = await repo.productTitle(db, fall.productId);
      if (title === undefined) return; // the product is gone
      await alerts.raise(lowStockAlert({ ...fall, title }));
    },
  };

  const watchTask: RecurringTask = {
    name: 'owner-alerts',
    everyMs: ALERT_WATCH_MS,
    async run() {
      const since = new Date(clock.now().getTime() - WATCH_WINDOW_MS);
      for (const payment of await repo.openPaymentAttention(db, since)) {
        const amountPaise = Number(payment.amountPaise);
        await alerts.raise(paymentAttentionAlert({ id: payment.id, amountPaise, reason: payment.reason }));
      }
      for (const job of await repo.deadJobs(db, since)) {
        const failedAt = new Date(job.failedAt);
        await alerts.raise(
          jobAttentionAlert({ id: job.id, label: jobTaskLabel(job.task), attempts: job.attempts, failedAt }),
        );
      }
      await alerts.sendDigests();
    },
  };

  return { onOrderEvent, lowStockTask, watchTask };
}

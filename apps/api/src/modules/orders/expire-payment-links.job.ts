import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { RecurringTask } from '../../shared/jobs';
import type { OrderCatalog } from './order-catalog.port';
import { paymentLinksRepository } from './payment-links.repository';

/** How often the links whose time is up are looked for: a held item is back on sale within a minute of it. */
export const PAYMENT_LINK_EXPIRY_EVERY_MS = 60_000;

/**
 * Ends the payment links whose time is up and gives their held stock back, once each (the status moves with the
 * stock, docs/decisions/133-payment-links.md); the catalogue is then told its stock changed.
 */
export function expirePaymentLinksTask(deps: { db: Db; clock: Clock; catalog: Pick<OrderCatalog, 'changed'> }) {
  return {
    name: 'payment-links',
    everyMs: PAYMENT_LINK_EXPIRY_EVERY_MS,
    async run() {
      const ended = await paymentLinksRepository.expireDue(deps.db, deps.clock.now());
      if (ended.length > 0) await deps.catalog.changed();
    },
  } satisfies RecurringTask;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { RecurringTask } from '../../shared/jobs';
import type { TrackingLinks } from '../../shared/tracking-links';
import type { TransactionalSender } from '../identity';
import { orderLinkRoutes } from './order-link.routes';
import { createOrderMessages, type OrderMessages } from './order-messages.service';
import { createSenderRegistry } from './sender-registry';

export type { OrderMessages, OrderMessageExtra } from './order-messages.service';
export { indianMobile } from './order-messages.service';
export { orderMessagesRepository, MAX_SEND_ATTEMPTS, RETRY_AFTER_SECONDS } from './order-messages.repository';

/** How often the retry job looks for due messages. */
export const ORDER_MESSAGES_JOB_INTERVAL_MS = 60_000;

/**
 * How long a process holds the retry job it claimed (docs/decisions/151-texts-retry-lease.md): a run sends at most 20
 * messages, each claimed once per back-off step, so two runs side by side send nothing twice; a process that dies
 * holding it delays the texts' retries by this long, not the job runner's 10 minutes.
 */
export const ORDER_MESSAGES_LEASE_MS = 60_000;

/**
 * Transactional order messages (docs/decisions/034-order-messages.md): templates from
 * packages/domain/src/notifications, sent once per order, event (and subject, decision 104) and channel, retried with
 * back-off by a job.
 */
export function createOrderMessagesModule(deps: {
  db: Db;
  clock: Clock;
  senders: readonly TransactionalSender[];
  shopName: string;
  /** PUBLIC_URL, or this server's own address when unset. */
  publicUrl: string;
  /** The signed tokens of the tracking link (docs/decisions/111-sign-in-by-otp.md). */
  trackingLinks: TrackingLinks;
  log: FastifyBaseLogger;
  /** Order texts to one phone in a day (ORDER_SMS_PER_PHONE_DAY); left out, not limited. */
  perPhoneDay?: { rateLimiter: RateLimiter; limit: number };
}) {
  const messages: OrderMessages = createOrderMessages({
    perPhoneDay: deps.perPhoneDay,
    db: deps.db,
    clock: deps.clock,
    senders: createSenderRegistry(deps.senders),
    shopName: deps.shopName,
    publicUrl: deps.publicUrl,
    trackingLinks: deps.trackingLinks,
    log: deps.log,
  });
  const task: RecurringTask = {
    name: 'order-messages',
    everyMs: ORDER_MESSAGES_JOB_INTERVAL_MS,
    leaseMs: ORDER_MESSAGES_LEASE_MS,
    run: () => messages.sendDue(),
  };
  return { messages, job: { task }, linkRoutes: orderLinkRoutes() };
}

import type { ShopSettings } from '@vastra/domain/settings';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { SmsSender } from '../identity';
import type { OrderOutbox } from '../order-history';
import { createCodConfirmation, type CodConfirmation } from './cod-confirmation';
import type { CodConfirmSms } from './cod-confirm-sms';
import { codConfirmationDevRoutes, codConfirmationRoutes } from './cod-confirmation.routes';
import { createCodExpiryJob, type CodExpiryJob } from './expire-awaiting.job';

export { COD_CONFIRM_MESSAGES } from './cod-confirm-messages';
export type { CodConfirmSms, CodConfirmSmsInput } from './cod-confirm-sms';
export type { CodConfirmation, PreparedConfirmation } from './cod-confirmation';
export { CANCELLED_ON_WHATSAPP } from './cod-confirmation';
export type { CodExpiryJob } from './expire-awaiting.job';

export interface CodConfirmationModule {
  /** Used by place-order: what a COD order is written with while confirmation is on, and its SMS. */
  confirmation: CodConfirmation;
  routes: FastifyPluginAsync;
  devRoutes: FastifyPluginAsync;
  /** Cancels unconfirmed orders past their deadline; started by server.ts, run by hand in tests. */
  job: CodExpiryJob;
}

type Log = Parameters<SmsSender['send']>[1] & Pick<FastifyBaseLogger, 'info' | 'error'>;

/** Cash-on-delivery confirmation by SMS link or code, and the cancellation of unconfirmed orders (decision 035). */
export function createCodConfirmationModule(deps: {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  authenticate: Authenticate;
  /** Books a confirmed order (the shipping module's booking, as after checkout). */
  book: (orderId: string) => Promise<unknown>;
  /** The shopper's own cancel (modules/refunds), for "Cancel" on WhatsApp. */
  cancelAsShopper?: (orderId: string, reason: string, userId: string) => Promise<void>;
  catalog?: { changed(): unknown } | undefined;
  log: Log;
  /** The shop's COD settings (modules/shop-settings). */
  readCodSettings: () => Promise<ShopSettings['cod']>;
  /** Sends the confirmation SMS (the order-messages outbox, event 'cod_confirm'). */
  sms: CodConfirmSms;
  /** Runs the reactions to the cancellations the expiry job committed (the shoppers' texts). */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
}): CodConfirmationModule {
  const { db, clock, log } = deps;
  const { sms } = deps;
  const confirmation = createCodConfirmation({
    db,
    clock,
    rateLimiter: deps.rateLimiter,
    sms,
    readCodSettings: deps.readCodSettings,
    book: deps.book,
    ...(deps.cancelAsShopper ? { cancelAsShopper: deps.cancelAsShopper } : {}),
    log,
  });
  const job = createCodExpiryJob({
    db,
    clock,
    catalog: deps.catalog,
    outbox: deps.outbox,
    log,
  });
  return {
    confirmation,
    job,
    routes: codConfirmationRoutes({ db, authenticate: deps.authenticate, confirmation }),
    devRoutes: codConfirmationDevRoutes({ job }),
  };
}

/**
 * Size exchanges and returns (docs/decisions/038-returns-and-exchanges.md): the shopper asks on the order page, the
 * back office approves, books the reverse pickup, receives with a quality check (stock back once), then refunds or
 * ships the new size.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate, AuthenticateStaff } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { ImageQueue, MediaStorage, PrivateMediaUrls } from '../media-storage';
import type { OrderOutbox } from '../order-history';
import type { PayoutsModule } from '../payouts';
import type { RefundsService } from '../refunds';
import type { ShippingProvider } from '../shipping';
import type { ShopSettingsService } from '../shop-settings';
import type { TaxDocuments } from '../tax-documents';
import { createShopperReturns } from './create-return';
import { returnPhotoRoutes } from './return-photos';
import { returnsJob } from './returns.job';
import { returnsDevRoutes, returnsRoutes } from './returns.routes';
import { createReturnSettlement, type ReturnSettlement } from './settle-return';
import { createStaffReturns } from './staff-returns';
import type { RecurringTask } from '../../shared/jobs';

export interface ReturnsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  rateLimiter: RateLimiter;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
  settings: ShopSettingsService;
  shipping: ShippingProvider;
  refunds: RefundsService;
  payouts: PayoutsModule;
  storage: MediaStorage;
  /** The process's one image-conversion queue (shared with product photos). */
  imageQueue: ImageQueue;
  /** Signs the short-lived URLs return photos are shown through (only to their shopper and staff). */
  privateMedia: PrivateMediaUrls;
  taxDocuments: TaxDocuments;
  /** Tells the storefront's catalogue that stock changed (a held exchange size, a unit received back). */
  catalog: { changed(): unknown };
  log: FastifyBaseLogger;
  /** What a received request still needs (refund, payout, exchange shipment); built from these deps by default. */
  settlement?: ReturnSettlement;
  /** Runs the reactions to the order events a change wrote (an accepted receipt's settlement), after its commit. */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
}

/** The returns job; `runOnce` is one pass (tests call it instead of waiting for the timer). */
export interface ReturnsJob {
  readonly kind: 'returns';
  /** Run by the job runner every minute. */
  readonly task: RecurringTask;
  runOnce(): Promise<{ pickedUp: number; settled: number; photosPruned: number }>;
}

/** True for the returns module's job (tests reach `runOnce` through `app.jobs`). */
export function isReturnsJob(job: unknown): job is ReturnsJob {
  return typeof job === 'object' && job !== null && (job as { kind?: unknown }).kind === 'returns';
}

export interface ReturnsModule {
  routes: FastifyPluginAsync;
  /** POST /api/dev/orders/:id/backdate-delivery: registered by app.ts with the other loopback-only dev routes. */
  devRoutes: FastifyPluginAsync;
  /** Follows reverse pickups and retries what a received request still needs; run by the job runner. */
  job: ReturnsJob;
  /** The `return-settlement` reaction to `return.received` (docs/decisions/082-order-event-outbox.md). */
  settleReceived(returnRequestId: string, staff: { id: string; fullName: string } | null): Promise<void>;
}

export function createReturnsModule(deps: ReturnsDeps): ReturnsModule {
  const settlement = deps.settlement ?? createReturnSettlement(deps);
  const shopper = createShopperReturns(deps);
  const staff = createStaffReturns({ ...deps, settlement });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(returnsRoutes(deps, shopper, staff));
    await app.register(returnPhotoRoutes(deps, shopper));
  };
  return {
    routes,
    devRoutes: returnsDevRoutes(deps),
    job: returnsJob(deps, staff),
    settleReceived: (id, by) => staff.settleReceived(id, by),
  };
}

import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Authenticate, AuthenticateStaff } from './plugins/authenticate';
import type { RateLimiter } from './plugins/rate-limit';
import type { Clock } from './shared/clock';
import type { ImageQueue, MediaStorage, PrivateMediaUrls } from './modules/media-storage';
import type { OrderOutbox } from './modules/order-history';
import { createPayoutsModule } from './modules/payouts';
import { createPoliciesModule } from './modules/policies';
import type { RefundsService } from './modules/refunds';
import { createReturnsModule } from './modules/returns';
import type { ShippingProvider } from './modules/shipping';
import type { ShopSettingsService } from './modules/shop-settings';
import { createTaxDocumentsModule } from './modules/tax-documents';

export interface AfterDeliveryDeps {
  db: Db;
  config: Config;
  clock: Clock;
  rateLimiter: RateLimiter;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
  settings: ShopSettingsService;
  shipping: ShippingProvider;
  refunds: RefundsService;
  storage: MediaStorage;
  imageQueue: ImageQueue;
  privateMedia: PrivateMediaUrls;
  catalog: { changed(): unknown };
  log: FastifyBaseLogger;
  /** Runs the reactions to the order events a change wrote, after its commit. */
  outbox: Pick<OrderOutbox, 'dispatch'>;
  /** The shown categories' names, kept per catalogue snapshot: the terms list what the shop sells. */
  categoryNames?: () => Promise<readonly { name: string }[]>;
}

/**
 * What happens after the parcel arrives, composed apart from app.ts: exchanges and returns with their payouts, GST
 * tax invoices and credit notes, and the policy pages.
 */
export function createAfterDelivery(deps: AfterDeliveryDeps) {
  const taxDocuments = createTaxDocumentsModule(deps);
  const payouts = createPayoutsModule(deps);
  const returns = createReturnsModule({ ...deps, payouts, taxDocuments: taxDocuments.documents });
  const policies = createPoliciesModule({
    settings: deps.settings,
    shopName: deps.config.SHOP_NAME,
    ...(deps.categoryNames ? { categoryNames: deps.categoryNames } : {}),
    refuseDemonstrationContacts: deps.config.isProduction,
  });
  const routes: FastifyPluginAsync[] = [taxDocuments.routes, returns.routes, policies.routes];
  return {
    routes,
    devRoutes: returns.devRoutes,
    jobs: [taxDocuments.job, returns.job],
    taxDocuments: taxDocuments.documents,
    returns,
  };
}

import type { LiveOffersResponse } from '@vastra/domain/api';
import type { ShopSettings } from '@vastra/domain/settings';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { CheckDeliveryState } from '../addresses';
import type { RateLimiter } from '../../plugins/rate-limit';
import { systemClock, type Clock } from '../../shared/clock';
import type { OrderOutbox } from '../order-history';
import type { CatalogService } from '../catalog';
import type { GatewayRefund, PaymentsModule } from '../payments';
import { createCodLimits } from './cod-limits';
import { createCheckCod, type CodAvailableAt } from './cod-rules';
import { couponLedger } from '../offers';
import { checkoutQuoteRoutes } from './checkout-quote.routes';
import { createCreatePaymentOrder } from './create-payment-order';
import { ordersRepository } from './orders.repository';
import { availableOffers, createQuoteBasket, type QuoteSources } from './quote-basket';
import type { OrderCatalog } from './order-catalog.port';
import { ordersRoutes, type ShopperCancel, type WhatsappChoice } from './orders.routes';
import { paymentCheckoutRoutes } from './payment-checkout.routes';
import { createPlaceOrder, type CodConfirmationHook, type PlaceOrder } from './place-order';
import { createRecordPaidPayment, createRecordWebhookPayment, type LinkPaid } from './record-webhook-payment';
import { createPaymentLinks, type MakePaymentLink } from './create-payment-link';
import { expirePaymentLinksTask } from './expire-payment-links.job';
import type { RecurringTask } from '../../shared/jobs';
import { createReconcilePaymentsJob, type ReconcileJob } from './reconcile-payments.job';
import { createVerifyPayment } from './verify-payment';

export type { OrderCatalog, CatalogPrice, CatalogKey } from './order-catalog.port';
export { basketHash, type PlaceOrder } from './place-order';
export type { CodAvailableAt } from './cod-rules';
export type { QuoteSources } from './quote-basket';
export type { ShopperCancel } from './orders.routes';
export { StoredOrderData, type LinkPaid } from './record-webhook-payment';
export type { MakePaymentLink, PaymentLinkMade } from './create-payment-link';
export type { PaymentLinkRow } from './payment-links.repository';
export { type ReconcileJob, type ReconcileOutcome } from './reconcile-payments.job';

/** True for the reconciliation job (tests reach `runOnce` through `app.jobs`). */
export function isReconcileJob(job: unknown): job is ReconcileJob {
  return typeof job === 'object' && job !== null && 'runOnce' in job && (job as { kind?: string }).kind === 'reconcile';
}
export { toOrderResponse } from './order-response';
export { readOrderBadges } from './order-story';
export { ordersRepository } from './orders.repository';
export type { CodConfirmationHook } from './place-order';

export interface OrdersModule {
  routes: FastifyPluginAsync;
  /** The one way an order is written: the back office makes a paid order from its payment through it. */
  placeOrder: PlaceOrder;
  /** Asks the gateway about gateway orders without a shop order (decision 033); started by the app. */
  reconcileJob: ReconcileJob;
  /** A payment link for an order taken by phone, its stock held (docs/decisions/133-payment-links.md). */
  makePaymentLink: MakePaymentLink;
  /** Ends the payment links whose time is up and gives their stock back; started by the app. */
  paymentLinksJob: { task: RecurringTask };
  /** GET /api/offers' answer now: the storefront's pages carry it (plugins/spa.ts). */
  liveOffers: () => Promise<LiveOffersResponse>;
}

export interface OrdersModuleDeps {
  db: Db;
  config: Config;
  authenticate: Authenticate;
  rateLimiter: RateLimiter;
  payments: PaymentsModule;
  /** The catalogue's price lookups and cache control. */
  catalog: Pick<CatalogService, 'pricesFor' | 'getProduct' | 'changed'>;
  clock?: Clock;
  /** Settles refunds the gateway's webhooks report (modules/refunds, passed in by app-modules.ts). */
  refunds?: { settle(refund: GatewayRefund): Promise<unknown> };
  /** Runs the order events' reactions after an order commits: the placed text is one (order-history). */
  outbox?: Pick<OrderOutbox, 'dispatch'>;
  /** The shop's COD settings (modules/shop-settings); left out, cash on delivery is not limited. */
  readCodSettings?: () => Promise<ShopSettings['cod']>;
  /** Whether the courier collects cash at a PIN (the shipping port's serviceability with `cod: true`). */
  codAvailableAt?: CodAvailableAt;
  /** The shopper's cancel (modules/refunds' cancel-order, shared with staff). */
  cancelOrder?: ShopperCancel;
  /** Keeps the shopper's WhatsApp answer at checkout for the order's phone (modules/whatsapp). */
  recordWhatsappChoice?: WhatsappChoice;
  /** Where the reconciliation job logs. */
  log: FastifyBaseLogger;
  /** COD confirmation (modules/cod-confirmation): awaiting orders are written with it and texted after. */
  codConfirmation?: CodConfirmationHook;
  /** The PIN directory's check of an address's state (modules/addresses): an order never records another state. */
  checkDeliveryState?: CheckDeliveryState;
  /** What pricing a bag reads besides the catalogue: live offers and coupons, the fees (quote-basket.ts). */
  quoteSources: Omit<QuoteSources, 'earlierOrders'>;
  /** A payment link's order was placed (modules/order-admin writes who took it in its history). */
  onLinkPaid?: LinkPaid;
}

/**
 * Checkout and orders (docs/rules/api.md#endpoints, docs/rules/security.md): cash on delivery, card gateway orders,
 * verify and the gateway webhook — all through one place-order use case — and the shopper's order reads.
 */
export function createOrdersModule(deps: OrdersModuleDeps): OrdersModule {
  const { db, config, authenticate, rateLimiter, payments } = deps;
  const clock = deps.clock ?? systemClock;
  const catalog = orderCatalogOf(deps.catalog);
  const gateway = payments.gateway;
  const { readCodSettings, codAvailableAt } = deps;
  const checkCod =
    readCodSettings && codAvailableAt
      ? createCheckCod({ readCodSettings, codAvailableAt, ...(deps.log ? { log: deps.log } : {}) })
      : undefined;
  const quoteSources: QuoteSources = {
    ...deps.quoteSources,
    earlierOrders: (userId) => ordersRepository.countPlacedBy(db, userId),
  };
  const quoteBasket = createQuoteBasket({ catalog, sources: quoteSources, clock });
  const placeOrder = createPlaceOrder({
    db,
    catalog,
    clock,
    quoteBasket,
    coupons: couponLedger,
    outbox: deps.outbox,
    codConfirmation: deps.codConfirmation,
    codLimits: createCodLimits({ config, clock }),
    checkDeliveryState: deps.checkDeliveryState,
    ...(checkCod ? { checkCod } : {}),
  });
  const verifyPayment = createVerifyPayment({ db, gateway, placeOrder, clock });
  const createPaymentOrder = createCreatePaymentOrder({
    db,
    gateway,
    catalog,
    clock,
    rateLimiter,
    config,
    checkDeliveryState: deps.checkDeliveryState,
    quoteBasket,
    coupons: couponLedger,
  });
  const refunds = deps.refunds;
  const recordWebhookPayment = createRecordWebhookPayment({
    db,
    gateway,
    placeOrder,
    clock,
    onLinkPaid: deps.onLinkPaid,
    ...(refunds ? { settleRefund: (refund: GatewayRefund) => refunds.settle(refund) } : {}),
  });
  const reconcileJob = createReconcilePaymentsJob({
    db,
    gateway,
    recordPaid: createRecordPaidPayment({ db, placeOrder, clock, onLinkPaid: deps.onLinkPaid }),
    clock,
    log: deps.log,
  });
  return {
    placeOrder,
    reconcileJob,
    makePaymentLink: createPaymentLinks({ db, gateway, clock, quoteBasket }),
    paymentLinksJob: { task: expirePaymentLinksTask({ db, clock, catalog }) },
    liveOffers: async () => ({ offers: await availableOffers(quoteSources, clock.now()) }),
    routes: async (app) => {
      await app.register(
        ordersRoutes({
          db,
          authenticate,
          placeOrder,
          verifyPayment,
          ...(deps.cancelOrder ? { cancelOrder: deps.cancelOrder } : {}),
          ...(deps.recordWhatsappChoice ? { recordWhatsappChoice: deps.recordWhatsappChoice } : {}),
        }),
      );
      await app.register(paymentCheckoutRoutes({ authenticate, createPaymentOrder, recordWebhookPayment }));
      await app.register(checkoutQuoteRoutes({ authenticate, quoteBasket, sources: quoteSources, clock }));
    },
  };
}

/** The catalogue service seen through the orders module's port. */
function orderCatalogOf(service: OrdersModuleDeps['catalog']): OrderCatalog {
  return {
    async pricesFor(keys, at) {
      const found = await service.pricesFor(keys, undefined, at);
      return found.map((p) =>
        p.found
          ? {
              productId: p.productId,
              size: p.size,
              title: p.title,
              titleHi: p.titleHi,
              image: p.image,
              pricePaise: p.pricePaise,
              compareAtPaise: p.compareAtPaise,
              onSale: p.saleId !== null,
              // The catalogue admits only the domain's categories (its admin schema); a row outside them is priced
              // as a garment.
              category: p.category ?? 'kurti',
              stock: p.stock,
            }
          : undefined,
      );
    },
    titleOf: async (productId) => (await service.getProduct(productId))?.title ?? null,
    changed: () => service.changed(),
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import { systemClock, type Clock } from '../../shared/clock';
import type { CatalogService } from '../catalog';
import type { GatewayRefund, PaymentsModule } from '../payments';
import type { RefundsService } from '../refunds';
import { createCreatePaymentOrder } from './create-payment-order';
import type { OrderCatalog } from './order-catalog.port';
import { ordersRoutes } from './orders.routes';
import { paymentCheckoutRoutes } from './payment-checkout.routes';
import { createPlaceOrder, type CodConfirmationHook, type PlaceOrder } from './place-order';
import { createRecordWebhookPayment } from './record-webhook-payment';
import { createVerifyPayment } from './verify-payment';

export type { OrderCatalog, CatalogPrice, CatalogKey } from './order-catalog.port';
export { basketHash, type PlaceOrder } from './place-order';
export { StoredOrderData } from './record-webhook-payment';
export { toOrderResponse } from './order-response';
export { ordersRepository } from './orders.repository';
export type { CodConfirmationHook } from './place-order';

export interface OrdersModule {
  routes: FastifyPluginAsync;
  /** The one way an order is written: the back office makes a paid order from its payment through it. */
  placeOrder: PlaceOrder;
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
  /** Settles refunds the gateway's webhooks report (modules/refunds). */
  refunds?: Pick<RefundsService, 'settle'>;
  /** COD confirmation (modules/cod-confirmation): awaiting orders are written with it and texted after. */
  codConfirmation?: CodConfirmationHook;
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
  const placeOrder = createPlaceOrder({ db, catalog, clock, codConfirmation: deps.codConfirmation });
  const verifyPayment = createVerifyPayment({ db, gateway, placeOrder, clock });
  const createPaymentOrder = createCreatePaymentOrder({ db, gateway, catalog, clock, rateLimiter, config });
  const refunds = deps.refunds;
  const recordWebhookPayment = createRecordWebhookPayment({
    db,
    gateway,
    placeOrder,
    clock,
    ...(refunds ? { settleRefund: (refund: GatewayRefund) => refunds.settle(refund) } : {}),
  });
  return {
    placeOrder,
    routes: async (app) => {
      await app.register(ordersRoutes({ db, authenticate, placeOrder, verifyPayment }));
      await app.register(paymentCheckoutRoutes({ authenticate, createPaymentOrder, recordWebhookPayment }));
    },
  };
}

/** The catalogue service seen through the orders module's port. */
function orderCatalogOf(service: OrdersModuleDeps['catalog']): OrderCatalog {
  return {
    async pricesFor(keys) {
      const found = await service.pricesFor(keys);
      return found.map((p) =>
        p.found
          ? {
              productId: p.productId,
              size: p.size,
              title: p.title,
              image: p.image,
              pricePaise: p.pricePaise,
              stock: p.stock,
            }
          : undefined,
      );
    },
    titleOf: async (productId) => (await service.getProduct(productId))?.title ?? null,
    changed: () => service.changed(),
  };
}

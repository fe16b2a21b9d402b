import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './errors';
import { frameworkErrors, registerSecurityHeaders } from './plugins/security-headers';
import { registerTextInputGuard } from './plugins/text-input';
import { registerCompression } from './plugins/compression';
import { registerSpa } from './plugins/spa';
import { registerOpenApi } from './plugins/openapi';
import { registerPrivateAnswers } from './plugins/authenticate';
import { createRateLimiter } from './plugins/rate-limit';
import { loopbackOnly } from './plugins/loopback-only';
import { requestIdFor } from './plugins/request-id';
import { trustProxyOption } from './plugins/trust-proxy';
import { systemClock, type Clock } from './shared/clock';
import { intervalJob } from './shared/interval-job';
import { healthRoutes } from './modules/health';
import { createIdentityModule, type IdentityAdapters } from './modules/identity';
import { createCatalogModule } from './modules/catalog';
import { createStorefrontModule } from './modules/storefront';
import { createSearchModule } from './modules/search';
import { createReviewsModule, reviewsAdminRoutes } from './modules/reviews';
import { contactAdminRoutes, createContactModule } from './modules/contact';
import { createShopConfigModule } from './modules/shop-config';
import { createShopSettingsService, shopSettingsRoutes } from './modules/shop-settings';
import { createAddressesModule } from './modules/addresses';
import { createPaymentsModule, type PaymentGateway } from './modules/payments';
import { createOrdersModule, type CodAvailableAt } from './modules/orders';
import { createShippingModule, type ShippingAdapters } from './modules/shipping';
import { createDashboardModule } from './modules/dashboard';
import { createStaffModule, createStaffSessions } from './modules/staff';
import { createMediaStorageModule } from './modules/media-storage';
import { createCatalogAdminModule, imageRoutes } from './modules/catalog-admin';
import { createOrderAdminModule } from './modules/order-admin';
import { paymentActionsRoutes } from './modules/order-admin/payment-actions.routes';
import { shipmentActionRoutes } from './modules/order-admin';
import { afterSaleRoutes, createCancelOrder, createRefunds } from './modules/refunds';
import { createOrderMessagesModule } from './modules/order-messages';
import { createCodConfirmationModule } from './modules/cod-confirmation';
import { createAfterDelivery } from './after-delivery';

/**
 * The third parties the app talks to. Left out, each is built from config (what server.ts does);
 * tests pass fakes here instead of building a second app.
 */
export interface AppProviders {
  /** The SMS sender, Firebase's verifyIdToken, MSG91's fetch. */
  identity?: IdentityAdapters;
  /** A shipping provider instead of the configured one, Shiprocket's fetch. */
  shipping?: ShippingAdapters;
  /** A card gateway instead of the configured one. */
  paymentGateway?: PaymentGateway;
  /** Whether the courier collects cash at a PIN, instead of the shipping port's answer. */
  codAvailableAt?: CodAvailableAt;
}

export interface AppDeps {
  database: Database;
  clock?: Clock;
  providers?: AppProviders;
}

export interface BackgroundJobs {
  start(): void;
  stop(): Promise<void>;
}

export type App = FastifyInstance & { jobs: BackgroundJobs[] };

/**
 * The composition root: builds every module from config and dependencies and registers it.
 * Used by server.ts, the tests and the benches alike; it never listens.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // Long ids get the module's own 404 ('Product not found'), not the router's 414.
    routerOptions: { maxParamLength: 500 },
    // A client's X-Request-Id is kept only when short and safe (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    frameworkErrors: frameworkErrors(config),
    // Slow clients cannot hold the server: headers must arrive within 10 s and the whole request within
    // REQUEST_TIMEOUT_SECONDS (else 408 and the connection is closed), checked every second (Node checks
    // every 30 s by default); a connection silent both ways for 2 minutes is dropped. None of these limit
    // a handler's own work: the timers stop once the request has arrived, and the longest provider call
    // (15 s) is far below the 2 minutes.
    requestTimeout,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    connectionTimeout: 120_000,
    http: { requestTimeout, headersTimeout: Math.min(10_000, requestTimeout), connectionsCheckingInterval: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextInputGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const jobs: BackgroundJobs[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((j) => j.stop()));
    await deps.database.close();
  });

  await registerSecurityHeaders(app, config);
  registerPrivateAnswers(app);
  await registerCompression(app);

  await registerOpenApi(app, config);

  // The composition root: every module built from config and injected dependencies (docs/architecture.md).
  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const providers = deps.providers ?? {};
  const rateLimiter = createRateLimiter(db, clock);
  const identity = createIdentityModule({
    db,
    config,
    clock,
    rateLimiter,
    ...(providers.identity ? { adapters: providers.identity } : {}),
  });
  // Back-office sessions: the guard of every /api/admin route (authenticateStaff).
  const staffSessions = createStaffSessions({ db, clock, config });
  const staff = createStaffModule({
    db,
    config,
    clock,
    rateLimiter,
    sessions: staffSessions,
    sms: identity.smsSender,
    log: app.log,
  });
  // Order messages (docs/decisions/034-order-messages.md): one SMS per order event, through the SMS sender.
  const orderMessages = createOrderMessagesModule({
    db,
    clock,
    senders: [identity.smsSender],
    shopName: config.SHOP_NAME,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    log: app.log,
  });
  const catalog = createCatalogModule({ db, config });
  const storefront = createStorefrontModule({ db, catalog: catalog.service, clock, publicUrl: config.PUBLIC_URL });
  // The storefront's search over the catalogue's cached snapshot (docs/decisions/025-search-in-postgresql.md).
  const search = createSearchModule({ db, catalog: catalog.service });
  const media = createMediaStorageModule({ config });
  const shipping = createShippingModule({
    db,
    config,
    clock,
    authenticate: identity.authenticate,
    catalog: catalog.service,
    log: app.log,
    rateLimiter,
    messages: orderMessages.messages,
    ...(providers.shipping ? { adapters: providers.shipping } : {}),
  });
  const reviews = createReviewsModule({
    db,
    authenticate: identity.authenticate,
    eligibility: shipping.eligibility,
    catalog: catalog.service,
  });
  const contact = createContactModule({ db, rateLimiter });
  const settings = createShopSettingsService(db, { clock });
  const shopConfig = createShopConfigModule({ config });
  const payments = createPaymentsModule({
    db,
    config,
    clock,
    ...(providers.paymentGateway ? { gateway: providers.paymentGateway } : {}),
  });
  const catalogAdmin = createCatalogAdminModule({
    db,
    clock,
    authenticateStaff: staffSessions.authenticateStaff,
    catalog: catalog.service,
    // A deleted product's photos leave the storage too (seed photos have no key: they live in product_media).
    afterDelete: async (keys) => {
      await Promise.all(keys.filter((key) => key !== '').map((key) => media.storage.removeFolder(key)));
    },
    log: app.log,
  });
  // Refunds of orders and of payments without one; the order cancellation that may make one.
  const refunds = createRefunds({
    db,
    gateway: payments.gateway,
    clock,
    log: app.log,
    messages: orderMessages.messages,
  });
  const cancelOrder = createCancelOrder({
    db,
    refunds,
    shipping: shipping.provider,
    catalog: catalog.service,
    clock,
    log: app.log,
    messages: orderMessages.messages,
  });
  // COD confirmation (docs/decisions/035-cod-confirmation.md): off by default, then placing writes 'awaiting'.
  const cod = createCodConfirmationModule({
    db,
    clock,
    rateLimiter,
    authenticate: identity.authenticate,
    book: (orderId) => shipping.bookNow(orderId),
    readCodSettings: async () => (await settings.cached()).cod,
    catalog: catalog.service,
    log: app.log,
    // The SMS goes through the order-messages outbox like every order event: once per order (event 'cod_confirm').
    sms: {
      send: ({ orderId, token, code }) => orderMessages.messages.notify(orderId, 'cod_confirm', { link: token, code }),
      notifyCancelled: (orderId) => orderMessages.messages.notify(orderId, 'cancelled'),
    },
  });
  const orders = createOrdersModule({
    db,
    config,
    clock,
    rateLimiter,
    authenticate: identity.authenticate,
    payments,
    catalog: catalog.service,
    refunds,
    messages: orderMessages.messages,
    log: app.log,
    // COD limit and PIN rule at placement (docs/decisions/031-cash-on-delivery-controls.md).
    readCodSettings: async () => (await settings.cached()).cod,
    codAvailableAt: providers.codAvailableAt ?? ((pincode) => shipping.codAvailableAt(pincode)),
    cancelOrder: (orderId, reason, userId) => cancelOrder(orderId, reason, { kind: 'shopper', userId }),
    codConfirmation: cod.confirmation,
  });
  const dashboard = createDashboardModule({ db, clock, authenticateStaff: staffSessions.authenticateStaff });
  // Exchanges and returns, tax invoices and credit notes, policy pages (apps/api/src/after-delivery.ts).
  const afterDelivery = createAfterDelivery({
    db,
    config,
    clock,
    rateLimiter,
    authenticate: identity.authenticate,
    authenticateStaff: staffSessions.authenticateStaff,
    settings,
    shipping: shipping.provider,
    refunds,
    storage: media.storage,
    catalog: catalog.service,
    log: app.log,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database: deps.database }));
      await api.register(catalog.routes);
      await api.register(storefront.routes);
      await api.register(search.routes);
      await api.register(identity.routes);
      await api.register(reviews.routes);
      await api.register(contact.routes);
      await api.register(shopConfig.routes);
      await api.register(payments.routes);
      await api.register(orders.routes);
      await api.register(cod.routes);
      await api.register(shipping.routes);
      await api.register(dashboard.routes);
      await api.register(catalogAdmin.routes);
      await api.register(
        createOrderAdminModule({ db, clock, authenticateStaff: staffSessions.authenticateStaff }).routes,
      );
      await api.register(staff.routes);
      await api.register(contactAdminRoutes({ db, clock, authenticateStaff: staffSessions.authenticateStaff }));
      await api.register(shopSettingsRoutes({ settings, authenticateStaff: staffSessions.authenticateStaff }));
      await api.register(createAddressesModule({ db, clock, authenticate: identity.authenticate }).routes);
      await api.register(
        reviewsAdminRoutes({ db, clock, authenticateStaff: staffSessions.authenticateStaff, catalog: catalog.service }),
      );
      await api.register(
        paymentActionsRoutes({
          db,
          clock,
          gateway: payments.gateway,
          placeOrder: orders.placeOrder,
          authenticateStaff: staffSessions.authenticateStaff,
        }),
      );
      await api.register(
        shipmentActionRoutes({
          db,
          clock,
          authenticateStaff: staffSessions.authenticateStaff,
          shipping: shipping.staff,
          catalog: catalog.service,
        }),
      );
      await api.register(
        afterSaleRoutes({ db, authenticateStaff: staffSessions.authenticateStaff, cancelOrder, refunds }),
      );
      await api.register(
        imageRoutes({
          db,
          storage: media.storage,
          catalog: catalog.service,
          authenticateStaff: staffSessions.authenticateStaff,
        }),
      );
      for (const routes of afterDelivery.routes) await api.register(routes);
      // Dev-only endpoints do not exist in production (docs/rules/third-parties.md#ports), and answer only this
      // machine.
      if (!config.isProduction) {
        await api.register(
          loopbackOnly([
            identity.devRoutes,
            payments.devRoutes,
            shipping.devRoutes,
            cod.devRoutes,
            afterDelivery.devRoutes,
          ]),
        );
      }
    },
    { prefix: '/api' },
  );
  await app.register(catalog.mediaRoutes);
  await app.register(media.routes);
  await app.register(storefront.seoRoutes);
  await app.register(orderMessages.linkRoutes);

  await registerSpa(app, config, { catalog: catalog.service, storefront: storefront.service, search: search.service });
  jobs.push(shipping.jobs, orderMessages.job, orders.reconcileJob, cod.job, ...afterDelivery.jobs);
  // Housekeeping: old limit counters, dead OTP challenges and phone tokens, ended sessions.
  jobs.push(
    intervalJob(
      'maintenance',
      15 * 60_000,
      async () => {
        await rateLimiter.prune();
        await identity.pruneExpired();
        await staff.pruneExpired();
      },
      app.log,
    ),
  );
  return Object.assign(app, { jobs });
}

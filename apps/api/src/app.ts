import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './errors';
import { frameworkErrors, jsonSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers';
import { registerTextInputGuard } from './plugins/text-input';
import { registerCompression } from './plugins/compression';
import { registerSpa } from './plugins/spa';
import { registerOpenApi } from './plugins/openapi';
import { registerPrivateAnswers } from './plugins/authenticate';
import { devClockRoutes } from './plugins/dev-clock';
import { loopbackOnly } from './plugins/loopback-only';
import { createPreparedReads, type PreparedReads } from './plugins/prepared-reads';
import { requestIdFor } from './plugins/request-id';
import { registerUntrustedProxyWarning, trustProxyOption } from './plugins/trust-proxy';
import { shiftableClock, systemClock, type Clock } from './shared/clock';
import { createJobRunner, type JobRunner, type RecurringTask } from './shared/jobs';
import { healthRoutes } from './modules/health';
import { buildAppModules, type AppProviders } from './app-modules';

/** The levels at which Fastify logs every request it answers. */
const REQUEST_LOGGING_LEVELS = new Set<Config['LOG_LEVEL']>(['info', 'debug', 'trace']);

export interface AppDeps {
  database: Database;
  clock?: Clock;
  providers?: AppProviders;
}

/** A module's background work: the task the job runner runs, and what tests call directly. */
export interface BackgroundJob {
  task: RecurringTask;
}

/**
 * `jobs` for tests to find a module's `runOnce`; `runner` is started by server.ts only; `preparedReads` tells the tests
 * how many answers went out before the router.
 */
export type App = FastifyInstance & {
  jobs: BackgroundJob[];
  runner: JobRunner;
  preparedReads: Pick<PreparedReads, 'answered'>;
};

/**
 * The composition root: builds every module from config and dependencies (app-modules.ts) and registers it.
 * Used by server.ts, the tests and the benches alike; it never listens.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  // The storefront's hottest reads, answered before the router once the modules are built (below).
  const preparedReads = createPreparedReads();
  const app = Fastify({
    serverFactory: preparedReads.serverFactory,
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
  registerUntrustedProxyWarning(app, config);
  // Hooks on every answer take a callback rather than returning a promise: one less promise and microtask per
  // request on the hot path (BENCHMARKS.md, the catalogue's reads against a bare hello world).
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const jobs: BackgroundJob[] = [];
  const background: { runner?: JobRunner } = {};
  app.addHook('onClose', async () => {
    await background.runner?.stop();
    await deps.database.close();
  });

  await registerSecurityHeaders(app, config);
  registerPrivateAnswers(app);
  await registerCompression(app);

  await registerOpenApi(app, config);

  // Outside production the clock is real time (or the test's) plus an offset POST /api/dev/clock moves forward, for
  // the browser journeys; production reads its clock as given, and has no such route.
  const baseClock = deps.clock ?? systemClock;
  const testClock = config.isProduction ? null : shiftableClock(baseClock);
  const clock = testClock ?? baseClock;

  // The composition root: every module built from config and injected dependencies (apps/api/src/app-modules.ts).
  const modules = buildAppModules({
    config,
    database: deps.database,
    clock,
    providers: deps.providers ?? {},
    log: app.log,
  });

  // Every answer counted (docs/decisions/116-metrics.md): the hook goes on the root before any route is registered.
  modules.metrics.track(app);
  await app.register(
    async (api) => {
      await api.register(
        healthRoutes({
          database: deps.database,
          storage: { kind: config.MEDIA_STORAGE, check: () => modules.media.storage.check() },
        }),
      );
      await api.register(modules.metrics.routes);
      await api.register(modules.catalog.routes);
      await api.register(modules.storefront.routes);
      await api.register(modules.search.routes);
      await api.register(modules.identity.routes);
      await api.register(modules.reviews.routes);
      await api.register(modules.contact.routes);
      await api.register(modules.shopConfig.routes);
      await api.register(modules.payments.routes);
      await api.register(modules.orders.routes);
      await api.register(modules.cod.routes);
      await api.register(modules.shipping.routes);
      await api.register(modules.dashboard.routes);
      await api.register(modules.catalogAdmin.routes);
      await api.register(modules.routes.orderAdmin);
      await api.register(modules.routes.customers);
      await api.register(modules.staff.routes);
      await api.register(modules.contact.adminRoutes);
      await api.register(modules.routes.shopSettings);
      await api.register(modules.routes.addresses);
      await api.register(modules.routes.dataRights);
      await api.register(modules.routes.reviewsAdmin);
      await api.register(modules.routes.paymentActions);
      await api.register(modules.routes.phoneOrders);
      await api.register(modules.routes.shipmentActions);
      await api.register(modules.routes.afterSale);
      await api.register(modules.routes.jobsAdmin);
      await api.register(modules.routes.salePrices);
      await api.register(modules.routes.homeContent);
      await api.register(modules.routes.attributes);
      await api.register(modules.routes.categories);
      // Collections (docs/decisions/098-collections.md).
      await api.register(modules.collections.adminRoutes);
      await api.register(modules.collections.routes);
      // Offers in the back office (docs/decisions/085-coupon-uses-under-load.md).
      await api.register(modules.offers.routes);
      await api.register(modules.routes.images);
      await api.register(modules.routes.shopPhotos);
      // The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md).
      await api.register(modules.wishlist.routes);
      // WhatsApp's webhook (docs/decisions/126-whatsapp.md).
      await api.register(modules.whatsapp.routes);
      // The team's alerts (docs/decisions/131-owner-alerts.md).
      await api.register(modules.ownerAlerts.adminRoutes);
      for (const plugin of modules.afterDelivery.routes) await api.register(plugin);
      // Dev-only endpoints do not exist in production (docs/rules/third-parties.md#ports), and answer only this
      // machine.
      if (testClock) {
        await api.register(
          loopbackOnly([
            devClockRoutes({ clock: testClock, catalogChanged: () => modules.catalog.service.changed() }),
            modules.identity.devRoutes,
            modules.payments.devRoutes,
            modules.shipping.devRoutes,
            modules.cod.devRoutes,
            modules.afterDelivery.devRoutes,
            modules.jobsAdmin.devRoutes,
            modules.whatsapp.devRoutes,
          ]),
        );
      }
    },
    { prefix: '/api' },
  );
  await app.register(modules.catalog.mediaRoutes);
  await app.register(modules.media.routes);
  await app.register(modules.storefront.seoRoutes);
  await app.register(modules.orderMessages.linkRoutes);

  // docs/decisions/161-prepared-reads-before-the-router.md. With each request logged (LOG_LEVEL info or more), every
  // request goes through the router, which logs it; while closing, too, which answers as it drains.
  if (!REQUEST_LOGGING_LEVELS.has(config.LOG_LEVEL)) {
    preparedReads.serve({
      reads: [...modules.catalog.preparedReads, ...modules.reviews.preparedReads, ...modules.search.preparedReads],
      headers: jsonSecurityHeaders(config),
      observe: modules.metrics.observe,
    });
    app.addHook('preClose', (done) => {
      preparedReads.stop();
      done();
    });
  }

  await registerSpa(app, config, {
    catalog: modules.catalog.service,
    storefront: modules.storefront.service,
    search: modules.search.service,
    collections: modules.collections.pages,
    shopConfig: () => modules.shopConfig.current(),
    liveOffers: modules.orders.liveOffers,
  });
  jobs.push(
    modules.shipping.jobs,
    modules.orderMessages.job,
    modules.orders.reconcileJob,
    modules.orders.paymentLinksJob,
    modules.cod.job,
    modules.offers.holdsJob,
    modules.ownerAlerts.job,
    ...modules.afterDelivery.jobs,
  );
  // Housekeeping: old limit counters, dead OTP challenges and phone tokens, ended sessions, jobs done a week ago.
  jobs.push({
    task: {
      name: 'maintenance',
      everyMs: 15 * 60_000,
      async run() {
        await modules.rateLimiter.prune();
        await modules.identity.pruneExpired();
        await modules.staff.pruneExpired();
        await runner.pruneDone();
      },
    },
  });
  const runner = createJobRunner({
    db: deps.database.db,
    clock,
    log: app.log,
    workerId: jobWorkerId(),
    recurring: jobs.map((job) => job.task),
    once: [...modules.reactions, modules.wishlist.backInStockTask, modules.ownerAlerts.lowStockTask],
    onRun: modules.metrics.onJobRun,
  });
  modules.outbox.attach(runner);
  background.runner = runner;
  return Object.assign(app, { jobs, runner, preparedReads });
}

/** This process, as the jobs it holds name it: host, process id and a random tag (a restart is a new worker). */
function jobWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

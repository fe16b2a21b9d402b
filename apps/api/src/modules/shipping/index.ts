import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { OrderOutbox } from '../order-history';
import { watchAdapter, type AdapterErrorSink } from '../../shared/adapter-errors';
import type { Clock } from '../../shared/clock';
import type { TrackingLinks } from '../../shared/tracking-links';
import type { ReviewEligibility } from '../reviews';
import { createBookShipment } from './book-shipment';
import { createBookingRepository } from './booking.repository';
import { createCheckServiceability } from './check-serviceability';
import { createShippingJobs, type ShippingJobs } from './book-unshipped-orders.job';
import { createFollowTracking, type CatalogStockSync } from './follow-tracking';
import { createDeliveredOrders } from './review-eligibility';
import { createPinDirectory, type PinDirectory } from './pin-directory.repository';
import { createPublicTracking } from './public-tracking';
import { silentLog, type ShippingLog } from './shipping-log';
import type { ShippingProvider } from './shipping.port';
import { createShippingRepository } from './shipping.repository';
import { shippingRoutes } from './shipping.routes';
import { createShiprocketAdapter } from './shiprocket.adapter';
import { createSimulator } from './simulator.adapter';
import { createSimulatorRepository } from './simulator.repository';
import { simulatorRoutes } from './simulator.routes';
import { createShipmentTracker } from './track-shipment';
import { createStaffShipping, type StaffShipping } from './staff-shipping';

export type { CatalogStockSync } from './follow-tracking';
export type { ShippingJobs, ShippingJobRun } from './book-unshipped-orders.job';
export type { ShippingProvider, ShipmentOrder, Booking, CourierCoverage, ReturnPickupOrder } from './shipping.port';
export { ShipmentPickedUpError, ShippingProviderError } from './shipping.port';
export type { StaffShipping } from './staff-shipping';
export { trackingRepository } from './tracking.repository';
export { shipmentItems, variantFacts } from './shipping.repository';
export { BOOKING_MESSAGES } from './book-shipment';

export interface ShippingModule {
  routes: FastifyPluginAsync;
  /** Simulator controls (advance/cancel/rto/fail-next); registered only outside production. */
  devRoutes: FastifyPluginAsync;
  /** Background work (booking retries, tracking refresh); started by server.ts, never by tests. */
  jobs: ShippingJobs;
  /** Review eligibility from delivered orders, for the reviews module. */
  eligibility: ReviewEligibility;
  /** Whether the courier serves a PIN and collects cash there (the provider's answer): the COD rule at placement. */
  codAvailableAt(pincode: string): Promise<{ serviceable: boolean; codAvailable: boolean } | null>;
  /** Booking, failed-delivery actions and re-reads for the back office's shipment actions. */
  staff: StaffShipping;
  /** The configured provider (the back office's cancellation cancels bookings through it). */
  provider: ShippingProvider;
  /** Books an order for the shop itself (a COD order once its shopper confirmed it). */
  bookNow(orderId: string): Promise<unknown>;
  /** The PIN directory, its look-ups kept per process (pin-directory.repository.ts): the address checks read it too. */
  pins: PinDirectory;
}

export interface ShippingDeps {
  db: Db;
  config: Config;
  clock: Clock;
  authenticate: Authenticate;
  /** The catalogue's cache sync when a cancellation or return puts stock back. */
  catalog?: CatalogStockSync | undefined;
  log?: ShippingLog;
  /** Counts public PIN look-ups per client address (PIN_LOOKUPS_PER_IP_10_MIN). */
  rateLimiter?: RateLimiter | undefined;
  adapters?: ShippingAdapters;
  /** Checks the signed token of the texts' tracking link (docs/decisions/111-sign-in-by-otp.md). */
  trackingLinks: Pick<TrackingLinks, 'orderIdOf'>;
  /** Runs the reactions (texts, tax documents) to the order events a tracking move wrote, after its commit. */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
  /** Told each failed call of the real courier (adapter_errors_total, docs/decisions/116-metrics.md). */
  onAdapterError?: AdapterErrorSink | undefined;
}

/** Third-party seams for tests: a provider instead of the configured one, Shiprocket's fetch. */
export interface ShippingAdapters {
  provider?: ShippingProvider;
  fetch?: typeof fetch;
}

/** True for the shipping module's jobs (tests reach `runOnce` through `app.jobs`). */
export function isShippingJobs(job: unknown): job is ShippingJobs {
  return typeof job === 'object' && job !== null && 'runOnce' in job;
}

/** Booking with the shipping aggregator, tracking reads and their effects on orders (docs/rules/shipping.md). */
export function createShippingModule(deps: ShippingDeps): ShippingModule {
  const { db, config, clock, authenticate, adapters = {} } = deps;
  const log = deps.log ?? silentLog;
  const repository = createShippingRepository(db);
  const bookings = createBookingRepository(db);
  const pins = createPinDirectory(db);
  const simulator = createSimulator({
    repository: createSimulatorRepository(db),
    clock,
    minutesPerStep: config.SHIPPING_SIM_MINUTES_PER_STEP,
    pins,
    originPincode: config.SHIP_FROM_PINCODE,
  });
  const provider: ShippingProvider =
    adapters.provider ??
    (config.SHIPPING_PROVIDER === 'shiprocket'
      ? watchAdapter(
          'courier',
          createShiprocketAdapter({
            baseUrl: config.SHIPROCKET_API_URL,
            email: config.SHIPROCKET_EMAIL ?? '',
            password: config.SHIPROCKET_PASSWORD ?? '',
            pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
            pickupPincode: config.SHIP_FROM_PINCODE,
            timeoutMs: config.SHIPROCKET_TIMEOUT_MS,
            clock,
            ...(adapters.fetch ? { fetch: adapters.fetch } : {}),
          }),
          deps.onAdapterError,
        )
      : simulator);

  const followTracking = createFollowTracking({
    db,
    clock,
    catalog: deps.catalog,
    outbox: deps.outbox,
    log,
  });
  const tracker = createShipmentTracker({
    provider,
    followTracking,
    clock,
    cacheMs: config.SHIPPING_TRACKING_CACHE_SECONDS * 1000,
    log,
  });
  const bookShipment = createBookShipment({ repository, bookings, provider, clock, log });
  const usesSimulator = provider === simulator;

  return {
    routes: shippingRoutes({
      authenticate,
      bookShipment,
      repository,
      tracker,
      checkServiceability: createCheckServiceability({
        pins,
        provider,
        rateLimiter: deps.rateLimiter,
        lookupsPerAddress: config.PIN_LOOKUPS_PER_IP_10_MIN,
      }),
      publicTracking: createPublicTracking({
        db,
        links: deps.trackingLinks,
        repository,
        tracker,
        rateLimiter: deps.rateLimiter,
        lookupsPerAddress: config.TRACK_LOOKUPS_PER_IP_10_MIN,
      }),
    }),
    devRoutes: usesSimulator ? simulatorRoutes({ simulator, repository, tracker }) : async () => undefined,
    jobs: createShippingJobs({
      repository,
      bookings,
      bookShipment,
      tracker,
      clock,
      log,
      refreshMs: config.SHIPPING_TRACKING_REFRESH_MINUTES * 60_000,
    }),
    eligibility: createDeliveredOrders(db),
    codAvailableAt: async (pincode) => {
      const { serviceable, codAvailable } = await provider.serviceability(pincode, { cod: true });
      return { serviceable, codAvailable };
    },
    staff: createStaffShipping({ bookShipment, provider, repository, tracker }),
    provider,
    bookNow: (orderId) => bookShipment.bookForShop(orderId),
    pins,
  };
}
export { formatIst } from './ist-time';

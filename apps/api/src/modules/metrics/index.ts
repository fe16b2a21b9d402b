import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AdapterErrorSink } from '../../shared/adapter-errors';
import type { Clock } from '../../shared/clock';
import type { JobOutcome } from '../../shared/jobs';
import { metricsRoutes, trackRequests } from './metrics.routes';
import { createShopMetrics, type ShopMetrics } from './shop-metrics';

export { UNKNOWN_ROUTE } from './metrics.routes';
export { DURATION_BUCKETS } from './shop-metrics';

export interface MetricsModule {
  /** GET /api/metrics (404 while METRICS_TOKEN is unset). */
  routes: FastifyPluginAsync;
  /** Counts every answer of the app: app.ts calls it on the root instance before registering any route. */
  track(app: FastifyInstance): void;
  /** Counts an answer sent before the router (plugins/prepared-reads.ts); undefined while the metrics are off. */
  observe: ShopMetrics['observe'] | undefined;
  /** Counts a real adapter's failed call (shared/adapter-errors.ts); undefined while the metrics are off. */
  onAdapterError: AdapterErrorSink | undefined;
  /** Counts a finished background job run (the job runner's `onRun`); undefined while the metrics are off. */
  onJobRun: ((task: string, outcome: JobOutcome) => void) | undefined;
}

/**
 * The numbers to watch (docs/decisions/116-metrics.md): Prometheus metrics of the app's requests, database pool, job
 * queue, texts' outbox and third parties, behind METRICS_TOKEN. Without the token nothing is measured at all.
 */
export function createMetricsModule(deps: {
  config: Pick<Config, 'METRICS_TOKEN'>;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): MetricsModule {
  const token = deps.config.METRICS_TOKEN;
  const metrics = token === undefined ? null : createShopMetrics(deps);
  return {
    routes: metricsRoutes({ metrics, token }),
    track: (app) => {
      if (metrics) trackRequests(app, metrics);
    },
    observe: metrics ? (labels, seconds) => metrics.observe(labels, seconds) : undefined,
    onAdapterError: metrics ? (adapter) => metrics.adapterFailed(adapter) : undefined,
    onJobRun: metrics ? (task, outcome) => metrics.jobRan(task, outcome) : undefined,
  };
}

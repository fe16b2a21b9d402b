import { DevClockBody, DevClockResponse } from './dev';
import { HealthResponse, ReadyResponse, ShopConfig } from './shop-config';
import type { Endpoint } from './endpoint';

/**
 * The shop's settings for the storefront, the health and readiness probes, the metrics scrape, and the test clock
 * (development).
 */
export const PLATFORM_ENDPOINTS = {
  shopConfig: {
    method: 'GET',
    path: '/api/shop-config',
    auth: 'none',
    tags: ['shop'],
    summary: "The shop's name, support details, logo and public provider settings",
    response: ShopConfig,
    errors: [],
  },
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    tags: ['health'],
    summary: 'The process answers',
    response: HealthResponse,
    errors: [],
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    auth: 'none',
    tags: ['health'],
    summary: 'The database answers and the media storage can be written (503 naming what failed when not)',
    response: ReadyResponse,
    errors: [],
    answers: { 503: ReadyResponse },
  },
  // The numbers to watch (docs/decisions/116-metrics.md): Prometheus text for a scraper holding METRICS_TOKEN. Not a
  // shopper's or staff session: the route checks its own token (`Authorization: Bearer <METRICS_TOKEN>`, 401
  // otherwise) and answers 404, as for an unknown path, while METRICS_TOKEN is unset.
  metrics: {
    method: 'GET',
    path: '/api/metrics',
    auth: 'none',
    tags: ['health'],
    summary:
      'Prometheus metrics (text format): requests, latency and 5xx per route, the database pool, the job queue, ' +
      "the texts' outbox, third-party errors; needs `Authorization: Bearer <METRICS_TOKEN>`, 404 while it is unset",
    errors: ['unauthorized', 'not_found'],
  },
  devClock: {
    method: 'POST',
    path: '/api/dev/clock',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary:
      "Moves the server's test clock `advanceMs` forward (never back) or resets it to real time, for the browser " +
      'journeys (a scheduled sale starting and ending); drops the cached catalogue so its prices follow',
    body: DevClockBody,
    response: DevClockResponse,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;

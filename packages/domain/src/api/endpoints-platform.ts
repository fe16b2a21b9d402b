import { DevClockBody, DevClockResponse } from './dev';
import { HealthResponse, ReadyResponse, ShopConfig } from './shop-config';
import type { Endpoint } from './endpoint';

/** The shop's settings for the storefront, the health and readiness probes, and the test clock (development). */
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
    summary: 'The database answers (503 when it does not)',
    response: ReadyResponse,
    errors: [],
    answers: { 503: ReadyResponse },
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

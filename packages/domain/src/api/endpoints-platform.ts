import { HealthResponse, ReadyResponse, ShopConfig } from './shop-config';
import type { Endpoint } from './endpoint';

/** The shop's settings for the storefront, and the health and readiness probes. */
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
} as const satisfies Record<string, Endpoint>;

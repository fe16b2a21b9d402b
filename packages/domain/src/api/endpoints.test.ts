import { describe, it, expect } from 'vitest';
import { ERROR_CODES, generalCodeOf } from './error-codes';
import { ENDPOINTS, endpointPath, errorCodesOf, errorStatusesOf, type Endpoint } from './endpoints';

describe('ENDPOINTS', () => {
  it('lists every call of docs/rules/api.md#endpoints with its method and path', () => {
    const calls = Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'POST /api/auth/update-cart',
        'POST /api/auth/check-user',
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/login-otp',
        'POST /api/auth/reset-password',
        'GET /api/client/products',
        'GET /api/client/products/:id',
        'POST /api/contact',
        'GET /api/reviews/:productId',
        'GET /api/reviews/check-eligibility/:productId',
        'POST /api/reviews/:productId',
        'POST /api/payment/create-order',
        'GET /api/payment/get-key',
        'POST /api/orders/verify',
        'POST /api/orders/cod',
        'POST /api/orders/book-shipping/:orderId',
        'GET /api/orders/user/:userId',
        'GET /api/orders/:id',
        'GET /api/orders/my',
        'GET /api/orders/track-shipping/:orderId',
        'GET /api/orders/track-shipping/awb/:awb',
        'POST /api/orders/track-shipping/my',
        'POST /api/auth/logout',
        'POST /api/identity/send-code',
        'POST /api/identity/verify-code',
        'GET /api/shop-config',
        'GET /api/health',
        'GET /api/ready',
      ]),
    );
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('carries the spec timeouts: orders/my 20 s, awb 20 s, track-shipping/my 30 s', () => {
    expect([ENDPOINTS.myOrders.timeoutMs, ENDPOINTS.trackAwb.timeoutMs, ENDPOINTS.trackMine.timeoutMs]).toEqual([
      20_000, 20_000, 30_000,
    ]);
  });

  it('requires a bearer token for the user-private calls (docs/rules/api.md#endpoints, docs/deviations.md)', () => {
    expect(ENDPOINTS.me.auth).toBe('bearer');
    expect(ENDPOINTS.userOrders.auth).toBe('bearer');
    expect(ENDPOINTS.login.auth).toBe('none');
  });
});

describe('endpointPath', () => {
  it.each([
    [endpointPath(ENDPOINTS.order.path, { id: 'o1' }), '/api/orders/o1'],
    [endpointPath(ENDPOINTS.trackAwb.path, { awb: 'AWB 1/2' }), '/api/orders/track-shipping/awb/AWB%201%2F2'],
    [endpointPath(ENDPOINTS.reviewEligibility.path, { productId: 'p1' }), '/api/reviews/check-eligibility/p1'],
    [endpointPath(ENDPOINTS.products.path, {}), '/api/client/products'],
  ])('fills %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('the contract entries', () => {
  const entries = Object.entries(ENDPOINTS) as [string, Endpoint][];

  it('writes each method and path once', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks the development-only endpoints (SMS and WhatsApp outboxes, sandbox gateway, simulator), no other', () => {
    expect(
      entries
        .filter(([, e]) => e.devOnly)
        .map(([, e]) => e.path)
        .sort(),
    ).toEqual([
      '/api/dev/clock',
      '/api/dev/cod/expire-now',
      '/api/dev/jobs/dead',
      '/api/dev/orders/:id/backdate-delivery',
      '/api/dev/shipments/:awb/advance',
      '/api/dev/shipments/:awb/cancel',
      '/api/dev/shipments/:awb/ndr',
      '/api/dev/shipments/:awb/rto',
      '/api/dev/shipments/fail-next',
      '/api/dev/sms-outbox',
      '/api/dev/whatsapp-outbox',
      '/api/dev/whatsapp-outbox/reply',
      '/api/payment/sandbox/checkout.js',
      '/api/payment/sandbox/link/:linkId',
      '/api/payment/sandbox/link/:linkId/pay',
      '/api/payment/sandbox/pay',
      '/api/payment/sandbox/upi',
      '/api/payment/sandbox/upi/:paymentId',
      '/api/payment/sandbox/upi/fail-next',
    ]);
  });

  it('names only codes of the list, each answered with its status', () => {
    for (const [, e] of entries) {
      for (const code of errorCodesOf(e)) expect(Object.keys(ERROR_CODES)).toContain(code);
      expect(errorStatusesOf(e)).toEqual([...new Set(errorCodesOf(e).map((c) => ERROR_CODES[c]))].sort());
    }
  });

  it('implies 400 for calls with input, 401 for bearer calls and 403 for development-only ones', () => {
    expect(errorCodesOf(ENDPOINTS.me)).toEqual(['unauthorized']);
    expect(errorCodesOf(ENDPOINTS.health)).toEqual([]);
    expect(errorCodesOf(ENDPOINTS.updateCart)).toEqual(['bad_request', 'unauthorized']);
    expect(errorCodesOf(ENDPOINTS.smsOutbox)).toEqual(['bad_request', 'loopback_only']);
    expect(errorStatusesOf(ENDPOINTS.verifyCode)).toEqual([400, 429]);
  });
});

describe('generalCodeOf', () => {
  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [414, 'uri_too_long'],
    [415, 'unsupported_media_type'],
    [418, 'bad_request'],
    [500, 'internal'],
    [503, 'unavailable'],
  ] as const)('names status %i %s', (status, code) => {
    expect(generalCodeOf(status)).toBe(code);
    expect(ERROR_CODES[code]).toBe(status === 418 ? 400 : status);
  });
});

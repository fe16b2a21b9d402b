import { describe, it, expect } from 'vitest';
import { ENDPOINTS, endpointPath } from './endpoints';

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

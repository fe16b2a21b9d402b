import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { PRODUCTION_ENV } from '../testing/production-env';

// `npm start` runs in development mode: its dev endpoints (SMS outbox, sandbox gateway, simulator
// controls) would let anyone who reaches the port read a victim's sign-in code or move shipments.
// They answer only this machine, the server listens on 127.0.0.1 unless HOST says otherwise, and the
// outbox shows one phone's texts at a time.
const REFUSED = {
  message: 'This development endpoint answers only requests from this machine (127.0.0.1 or ::1).',
  code: 'loopback_only',
};
const PHONE = '+919876543210';

/** Every development-only route, with a request a developer on the machine makes and its answer there. */
type DevRoute = readonly [method: 'GET' | 'POST', url: string, body: object | undefined, status: number];
const DEV_ROUTES: DevRoute[] = [
  ['GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(PHONE)}`, undefined, 200],
  ['GET', '/api/payment/sandbox/checkout.js', undefined, 200],
  [
    'POST',
    '/api/payment/sandbox/pay',
    { order_id: 'order_unknown', card: { number: '4111111111111111', expiry: '12/30', cvv: '123' } },
    400,
  ],
  ['POST', '/api/dev/shipments/19041234567890/advance', undefined, 404],
  ['POST', '/api/dev/shipments/19041234567890/cancel', undefined, 404],
  ['POST', '/api/dev/shipments/19041234567890/rto', undefined, 404],
  ['POST', '/api/dev/shipments/fail-next', { count: 0 }, 200],
  ['POST', '/api/dev/clock', { reset: true }, 200],
  ['POST', '/api/dev/jobs/dead', { task: 'maintenance', key: 'dev-check', error: 'Error: test' }, 200],
];

describe('development endpoints answer only this machine', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'development' });
    proxied = await buildTestApp({ NODE_ENV: 'development', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const call = (
    app: TestApp,
    [method, url, body]: DevRoute,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => app.app.inject({ method, url, remoteAddress, headers, ...(body === undefined ? {} : { payload: body }) });

  it.each(DEV_ROUTES)('refuses %s %s from another machine with 403', async (...route) => {
    for (const address of ['10.0.0.1', '192.168.1.20', '203.0.113.7', '::ffff:10.0.0.1', '2001:db8::1']) {
      const res = await call(t, route, address);
      expect([res.statusCode, res.json()], address).toEqual([403, REFUSED]);
    }
  });

  it.each(DEV_ROUTES)('answers %s %s from this machine as before', async (...route) => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      expect((await call(t, route, address)).statusCode, address).toBe(route[3]);
    }
  });

  it(
    'refuses anything that came through a proxy or tunnel, even one on this machine forwarding ' +
      'this machine (TRUST_PROXY=1)',
    async () => {
      const forwarded = {
        message:
          'This development endpoint refuses requests that came through a proxy or tunnel ' +
          '(Forwarded, X-Forwarded-* or X-Real-IP headers): call it from this machine directly.',
        code: 'loopback_only',
      };
      for (const route of DEV_ROUTES) {
        for (const [address, xff] of [
          ['127.0.0.1', '203.0.113.7'],
          ['10.0.0.1', '127.0.0.1'],
          ['127.0.0.1', '127.0.0.1'],
        ] as const) {
          const res = await call(proxied, route, address, { 'x-forwarded-for': xff });
          expect([res.statusCode, res.json()], `${route[1]} from ${address} for ${xff}`).toEqual([403, forwarded]);
        }
      }
    },
  );

  it('requires the outbox phone filter (400 saying so), so no one lists every code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        message: 'querystring phone: is required (the outbox lists the texts sent to one phone: ?phone=+91XXXXXXXXXX)',
        code: 'bad_request',
        field: 'phone',
      },
    ]);
  });
});

describe('where the server listens (HOST)', () => {
  const production = {
    ...PRODUCTION_ENV,
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'k',
    RAZORPAY_KEY_SECRET: 's',
    RAZORPAY_WEBHOOK_SECRET: 'w',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'a',
    MSG91_TEMPLATE_ID: 't',
  };

  it('is 127.0.0.1 in development and test unless HOST is set', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('is 0.0.0.0 in production unless HOST is set (a production server must be reachable)', () => {
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.1.2.3' }).HOST).toBe('10.1.2.3');
  });
});

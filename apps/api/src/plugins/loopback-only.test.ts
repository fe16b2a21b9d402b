// Development endpoints (SMS outbox, sandbox gateway, simulator controls) answer only this machine. A tunnel or a
// proxy on this machine makes a remote request arrive from 127.0.0.1: any forwarding header is refused, so a
// development server put behind one does not show the SMS outbox to the internet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { LOOPBACK_FORWARDED_MESSAGE } from './loopback-only';

const OUTBOX = `/api/dev/sms-outbox?phone=${encodeURIComponent('+919876543210')}`;
const FORWARDING_HEADERS: Array<[string, string]> = [
  ['forwarded', 'for=203.0.113.7;proto=https'],
  ['x-forwarded-for', '203.0.113.7'],
  ['x-forwarded-for', '127.0.0.1'],
  ['x-forwarded-host', 'abc.ngrok.example'],
  ['x-forwarded-proto', 'https'],
  ['x-forwarded-port', '443'],
  ['x-real-ip', '203.0.113.7'],
];

describe('development endpoints refuse forwarded requests', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'development' });
    proxied = await buildTestApp({ NODE_ENV: 'development', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('answers 403 loopback_only saying why to a request from 127.0.0.1 that carries a forwarding header', async () => {
    for (const app of [t, proxied]) {
      for (const [name, value] of FORWARDING_HEADERS) {
        const res = await app.app.inject({
          method: 'GET',
          url: OUTBOX,
          remoteAddress: '127.0.0.1',
          headers: { [name]: value },
        });
        expect([res.statusCode, res.json()], `${name}: ${value}`).toEqual([
          403,
          { message: LOOPBACK_FORWARDED_MESSAGE, code: 'loopback_only' },
        ]);
      }
      const direct = await app.app.inject({ method: 'GET', url: OUTBOX, remoteAddress: '127.0.0.1' });
      expect(direct.statusCode).toBe(200);
    }
    expect(LOOPBACK_FORWARDED_MESSAGE).toBe(
      'This development endpoint refuses requests that came through a proxy or tunnel ' +
        '(Forwarded, X-Forwarded-* or X-Real-IP headers): call it from this machine directly.',
    );
  });

  it('leaves routes that are not development endpoints alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});

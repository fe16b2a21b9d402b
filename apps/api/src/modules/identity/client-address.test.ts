import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { client, uniques } from '../../testing/requests';

let t: TestApp;
const next = uniques();

beforeAll(async () => {
  // A clock that stands still: the Retry-After below is exact however slow the machine is.
  t = await buildTestApp({ TRUST_PROXY: '1', OTP_SENDS_PER_IP_HOUR: '2' }, { clock: manualClock() });
});
afterAll(() => t.close());

describe('the client address behind a load balancer (TRUST_PROXY=1)', () => {
  it("counts per-address limits by X-Forwarded-For, not by the balancer's socket", async () => {
    const balancer = client(t, '10.0.0.1');
    const send = (forwardedFor: string) =>
      balancer.post('/api/identity/send-code', { phone: next.phone() }, { 'x-forwarded-for': forwardedFor });
    expect((await send('203.0.113.5')).statusCode).toBe(200);
    expect((await send('203.0.113.5')).statusCode).toBe(200);
    const refused = await send('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await send('198.51.100.7')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { client, uniques } from '../testing/requests';

// The client address behind proxies (docs/rules/security.md): the one the nearest trusted proxy saw, never an
// X-Forwarded-For entry the client wrote itself. A proxy appends the address it saw to whatever the
// client sent, so only the entries added by trusted proxies (counted from the right) can be believed.
const next = uniques();
type Answer = { statusCode: number };
const statuses = (answers: Answer[]) => answers.map((a) => a.statusCode).sort();

describe('TRUST_PROXY configuration', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0']) {
      expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY, String(value)).toBe(false);
    }
  });

  it('refuses true at start, saying why and what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true would believe every X-Forwarded-For entry, and the ' +
        'client writes the first one itself: set the number of proxies in front ' +
        'of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. ' +
        'TRUST_PROXY=10.0.0.0/8)',
    );
  });

  it('takes a hop count or a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8 , loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a list entry that is not an address or a range, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(
      'TRUST_PROXY: "proxy.internal" is not an IP address or CIDR range',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      'TRUST_PROXY: "10.0.0.0/33" is not an IP address or CIDR range',
    );
  });
});

describe('one proxy in front (TRUST_PROXY=1): a client-written first X-Forwarded-For entry changes nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  /** The load balancer at 10.0.0.1 appends the address it saw (`real`) to what the client sent. */
  const viaBalancer = (clientWrote: string | undefined, real: string) => ({
    'x-forwarded-for': clientWrote === undefined ? real : `${clientWrote}, ${real}`,
  });

  it(
    'answers at most CHECK_USER_PER_IP_15_MIN (60) of 70 check-user calls ' + 'whose first entry changes every time',
    async () => {
      const real = '203.0.113.7';
      const answers = await Promise.all(
        Array.from({ length: 70 }, (_, i) =>
          client(t, '10.0.0.1').post(
            '/api/auth/check-user',
            { phone: next.phone() },
            viaBalancer(`198.51.100.${i}`, real),
          ),
        ),
      );
      expect(statuses(answers)).toEqual([...Array<number>(60).fill(200), ...Array<number>(10).fill(429)]);
      // The same bucket as the real client writing nothing: it is spent too.
      const plain = await client(t, '10.0.0.1').post(
        '/api/auth/check-user',
        { phone: next.phone() },
        viaBalancer(undefined, real),
      );
      expect(plain.statusCode).toBe(429);
      // Another shopper behind the same balancer has a budget of their own.
      const other = await client(t, '10.0.0.1').post(
        '/api/auth/check-user',
        { phone: next.phone() },
        viaBalancer(undefined, '203.0.113.8'),
      );
      expect(other.statusCode).toBe(200);
    },
  );

  it('sends at most OTP_SENDS_PER_IP_HOUR (30) of 35 codes whose first entry changes every time', async () => {
    const real = '203.0.113.9';
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        client(t, '10.0.0.1').post(
          '/api/identity/send-code',
          { phone: next.phone() },
          viaBalancer(`198.51.100.${i}`, real),
        ),
      ),
    );
    expect(statuses(answers)).toEqual([...Array<number>(30).fill(200), ...Array<number>(5).fill(429)]);
    const plain = await client(t, '10.0.0.1').post(
      '/api/identity/send-code',
      { phone: next.phone() },
      viaBalancer(undefined, real),
    );
    expect(plain.statusCode).toBe(429);
  });
});

describe('proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8', CHECK_USER_PER_IP_15_MIN: '3' });
  });
  afterAll(() => t.close());

  const checkUser = (socket: string, forwardedFor: string) =>
    client(t, socket).post('/api/auth/check-user', { phone: next.phone() }, { 'x-forwarded-for': forwardedFor });

  it(
    'takes the address the outermost trusted proxy saw, through two of them, ' + 'whatever the client wrote first',
    async () => {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await checkUser('10.0.0.1', `198.51.100.${i}, 203.0.113.20, 10.0.0.2`));
      expect(statuses(answers)).toEqual([200, 200, 200, 429]);
      expect((await checkUser('10.0.0.1', '203.0.113.20')).statusCode).toBe(429);
    },
  );

  it('believes no X-Forwarded-For from an address that is not a named proxy', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await checkUser('203.0.113.30', `198.51.100.${i}`));
    expect(statuses(answers)).toEqual([200, 200, 200, 429]);
  });
});

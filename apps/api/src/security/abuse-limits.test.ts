import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import type { SmsSender } from '../modules/identity';
import { manualClock } from '../shared/clock';
import { installFakeMsg91, MSG91_TEST_ENV } from '../testing/fake-msg91';
import { buildTestApp, type ManualClock, type TestApp } from '../testing/build-test-app';
import { PRODUCTION_ENV } from '../testing/production-env';
import { client, PASSWORD, signUp as signUpThrough, uniques, verifiedUid } from '../testing/requests';

// docs/rules/security.md#adversarial-suite: the OTP, login and check-user limits of the accounts issue
// (docs/rules/security.md) under concurrent bursts, from many phones and from one address; the SMS sender is never
// called past a limit; the sandbox and dev endpoints do not exist in production.
const MINUTE = 60_000;
type Sent = Parameters<SmsSender['send']>[0];

const sent: Sent[] = [];
const countingSender: SmsSender = {
  name: 'console',
  channel: 'sms',
  async send(sms) {
    sent.push(sms);
  },
  sendTransactional: async () => ({ ok: true }),
};
const textsTo = (phone: string) => sent.filter((s) => s.to === phone).length;

const clock: ManualClock = manualClock();
const next = uniques();
let counted: TestApp;
let trusting: TestApp;
/** The address of the first burst, spent for the hour afterwards. */
const burstAddress = next.address();

beforeAll(async () => {
  // Login attempts per address lowered from 100 to 30 to keep the burst short; the rule is the same.
  counted = await buildTestApp(
    { LOGIN_ATTEMPTS_PER_IP_15_MIN: '30' },
    { clock, providers: { identity: { smsSender: countingSender } } },
  );
  // One load balancer in front (TRUST_PROXY=1): the forwarded address it saw is the client's.
  trusting = await buildTestApp({ TRUST_PROXY: '1', OTP_SENDS_PER_IP_HOUR: '5' });
});
afterAll(async () => {
  await counted.close();
  await trusting.close();
});

/** Signs a shopper up through the real endpoints, reading the code from the counting sender. */
async function signUp(phone: string) {
  const address = next.address();
  const { verificationId } = (await client(counted, address).post('/api/identity/send-code', { phone })).json<{
    verificationId: string;
  }>();
  const code = sent.filter((s) => s.to === phone).at(-1)?.code ?? '';
  const { uid } = (await client(counted, address).post('/api/identity/verify-code', { verificationId, code })).json<{
    uid: string;
  }>();
  const res = await client(counted, address).post('/api/auth/register', {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone,
    password: PASSWORD,
    uid,
  });
  expect(res.statusCode, res.body).toBe(200);
}

type Answer = {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { message?: string; retryAfterSeconds?: number };
};
const statuses = (answers: Answer[]) => answers.map((a) => a.statusCode).sort();

function expectTooMany(answers: Answer[], message: RegExp) {
  for (const res of answers.filter((a) => a.statusCode === 429)) {
    const body = res.json();
    expect(body.message).toMatch(message);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Math.ceil(body.retryAfterSeconds ?? 0)).toBe(Number(res.headers['retry-after']));
  }
}

describe('OTP sends under a burst', () => {
  it(
    'texts at most OTP_SENDS_PER_IP_HOUR (30) codes for 40 phones sent at ' +
      'once from one address; the sender is called 30 times',
    async () => {
      const phones = Array.from({ length: 40 }, () => next.phone());
      const before = sent.length;
      const answers = await Promise.all(
        phones.map((phone) => client(counted, burstAddress).post('/api/identity/send-code', { phone })),
      );
      expect(statuses(answers)).toEqual([...Array<number>(30).fill(200), ...Array<number>(10).fill(429)]);
      expectTooMany(answers, /^Too many attempts\. Paused OTP sends for \d+s\.$/);
      expect(sent.length - before).toBe(30);
    },
  );

  it('does not let a client pick its address with X-Forwarded-For when TRUST_PROXY is off', async () => {
    const before = sent.length;
    const spoofed = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client(counted, burstAddress).post(
          '/api/identity/send-code',
          { phone: next.phone() },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        ),
      ),
    );
    expect(statuses(spoofed)).toEqual(Array<number>(5).fill(429));
    expect(sent.length).toBe(before);
  });

  it(
    'counts each forwarded address on its own only with TRUST_PROXY set ' +
      '(here 5 an hour): 12 shoppers behind one balancer all get a code, one ' +
      'of them 5',
    async () => {
      const balancer = (forwardedFor: string) =>
        client(trusting, '10.0.0.1').post(
          '/api/identity/send-code',
          { phone: next.phone() },
          { 'x-forwarded-for': forwardedFor },
        );
      const many = await Promise.all(Array.from({ length: 12 }, (_, i) => balancer(`203.0.113.${i + 1}`)));
      expect(statuses(many)).toEqual(Array<number>(12).fill(200));
      const one = await Promise.all(Array.from({ length: 8 }, () => balancer('198.51.100.77')));
      expect(statuses(one)).toEqual([...Array<number>(5).fill(200), ...Array<number>(3).fill(429)]);
      const [row] = await trusting.database.db.select({ n: count() }).from(smsOutbox);
      expect(row?.n).toBe(17);
    },
  );

  it(
    'texts one phone once for a burst from 10 addresses, at most 3 times in ' + '10 minutes and 10 times a day',
    async () => {
      const phone = next.phone();
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => client(counted, next.address()).post('/api/identity/send-code', { phone })),
      );
      expect(statuses(burst)).toEqual([200, ...Array<number>(9).fill(429)]);
      expectTooMany(burst, /^Please wait \d+s before requesting a new OTP\.$/);
      expect(textsTo(phone)).toBe(1);
      const every = async (times: number, gapMs: number) => {
        for (let i = 0; i < times; i++) {
          clock.advance(gapMs);
          await client(counted, next.address()).post('/api/identity/send-code', { phone });
        }
      };
      // Six more, 31 s apart: the 10-minute budget (3) holds.
      await every(6, 31_000);
      expect(textsTo(phone)).toBe(3);
      // Three every 10 minutes for 40 minutes (12 more the 10-minute budget would allow): the daily budget (10) holds.
      for (let window = 0; window < 4; window++) {
        clock.advance(10 * MINUTE);
        await every(3, 31_000);
      }
      expect(textsTo(phone)).toBe(10);
    },
  );

  it(
    'lets a burst of 8 wrong codes use the 5 attempts of a challenge exactly ' + 'once; the right code is then refused',
    async () => {
      const phone = next.phone();
      clock.advance(MINUTE);
      const started = await client(counted, next.address()).post('/api/identity/send-code', { phone });
      const { verificationId } = started.json<{ verificationId: string }>();
      const code = sent.filter((s) => s.to === phone).at(-1)?.code ?? '';
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          client(counted, next.address()).post('/api/identity/verify-code', { verificationId, code: wrong }),
        ),
      );
      expect(statuses(answers)).toEqual([...Array<number>(5).fill(400), ...Array<number>(3).fill(429)]);
      const right = await client(counted, next.address()).post('/api/identity/verify-code', { verificationId, code });
      expect([right.statusCode, right.json().message]).toEqual([429, 'Too many attempts. Please try again later.']);
    },
  );
});

describe('logins and account checks under a burst', () => {
  it(
    'answers 10 of 15 simultaneous password guesses for one phone, then ' +
      'refuses even the right password until 15 minutes pass',
    async () => {
      const phone = next.phone();
      await signUp(phone);
      const guesses = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          client(counted, next.address()).post('/api/auth/login', { phone, password: `wrong-guess-${i}` }),
        ),
      );
      expect(statuses(guesses)).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)]);
      expectTooMany(guesses, /^Too many login attempts\. Please try again in \d+s\.$/);
      const right = await client(counted, next.address()).post('/api/auth/login', { phone, password: PASSWORD });
      expect(right.statusCode).toBe(429);
      clock.advance(15 * MINUTE + 1_000);
      expect(
        (await client(counted, next.address()).post('/api/auth/login', { phone, password: PASSWORD })).statusCode,
      ).toBe(200);
    },
  );

  it(
    'answers at most LOGIN_ATTEMPTS_PER_IP_15_MIN (here 30) logins from one ' + 'address across 35 phones at once',
    async () => {
      const address = next.address();
      const answers = await Promise.all(
        Array.from({ length: 35 }, () =>
          client(counted, address).post('/api/auth/login', { phone: next.phone(), password: PASSWORD }),
        ),
      );
      expect(statuses(answers)).toEqual([...Array<number>(30).fill(401), ...Array<number>(5).fill(429)]);
    },
  );

  it('answers at most CHECK_USER_PER_IP_15_MIN (60) account checks from one address in a burst of 70', async () => {
    const address = next.address();
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => client(counted, address).post('/api/auth/check-user', { phone: next.phone() })),
    );
    expect(statuses(answers)).toEqual([...Array<number>(60).fill(200), ...Array<number>(10).fill(429)]);
    expectTooMany(answers, /^Too many requests\. Please try again in \d+s\.$/);
  });
});

describe('answers that tell whether a phone has an account', () => {
  // One budget of 8 lookups per address here (CHECK_USER_PER_IP_15_MIN, 60 by default), so the
  // budget is spent in a few calls; no resend gap, so a phone can be proven again at once.
  let lookups: TestApp;
  let existing: string;
  let other: string;
  const form = (phone: string, uid?: string) => ({
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone,
    password: PASSWORD,
    ...(uid === undefined ? {} : { uid }),
  });
  const lookupClock = manualClock();
  /** A fresh uid for `phone`, proven from an address of its own (sends do not spend lookups). */
  const uidOf = (phone: string) => {
    lookupClock.advance(1_000); // the outbox orders a phone's texts by time: the newest must be this one
    return verifiedUid(lookups, phone, next.address());
  };

  beforeAll(async () => {
    lookups = await buildTestApp(
      { CHECK_USER_PER_IP_15_MIN: '8', OTP_RESEND_GAP_SECONDS: '0' },
      { clock: lookupClock },
    );
    existing = next.phone();
    other = next.phone();
    await signUpThrough(lookups, existing, next.address());
    await signUpThrough(lookups, other, next.address());
  });
  afterAll(() => lookups.close());

  it(
    'gives register, login-otp and reset-password the same refusal for a ' +
      'phone with and without an account when the phone token is not valid',
    async () => {
      const address = next.address();
      const stranger = next.phone();
      const someoneElses = await uidOf(next.phone());
      const calls: [string, (phone: string, uid?: string) => object][] = [
        ['/api/auth/register', (phone, uid) => form(phone, uid)],
        ['/api/auth/login-otp', (phone, uid) => ({ phone, ...(uid === undefined ? {} : { uid }) })],
        [
          '/api/auth/reset-password',
          (phone, uid) => ({ phone, newPassword: 'a-new-secret-1', ...(uid === undefined ? {} : { uid }) }),
        ],
      ];
      const refused = { message: 'OTP expired or missing. Please request OTP again.', code: 'otp_missing' };
      for (const [url, body] of calls) {
        for (const uid of ['made-up-uid-1234567890', someoneElses, undefined]) {
          const [withAccount, without] = [
            await client(lookups, address).post(url, body(existing, uid)),
            await client(lookups, address).post(url, body(stranger, uid)),
          ];
          const label = `${url} with uid ${uid ?? '(none)'}`;
          expect([withAccount.statusCode, withAccount.json()], label).toEqual([without.statusCode, without.json()]);
          expect(withAccount.json(), label).toEqual(
            uid === undefined
              ? { message: 'uid: All fields are required', code: 'bad_request', field: 'uid' }
              : refused,
          );
        }
      }
      // Neither phone changed: the account still logs in, the stranger still has none.
      expect(
        (await client(lookups, address).post('/api/auth/login', { phone: existing, password: PASSWORD })).statusCode,
      ).toBe(200);
      expect((await client(lookups, next.address()).post('/api/auth/check-user', { phone: stranger })).json()).toEqual({
        exists: false,
      });
    },
  );

  it(
    'counts check-user, register, login-otp and reset-password from one ' +
      'address in one budget; another address keeps its own',
    async () => {
      const address = next.address();
      const from = (a: string) => client(lookups, a);
      const [newcomer, stranger] = [next.phone(), next.phone()];
      const existingUid = await uidOf(existing);
      const strangerUid = await uidOf(stranger);
      // Eight lookups, two of each call, answering both ways.
      const spent = [
        await from(address).post('/api/auth/check-user', { phone: existing }),
        await from(address).post('/api/auth/check-user', { phone: stranger }),
        await from(address).post('/api/auth/register', form(newcomer, await uidOf(newcomer))),
        await from(address).post('/api/auth/register', form(existing, existingUid)),
        await from(address).post('/api/auth/login-otp', { phone: existing, uid: existingUid }),
        await from(address).post('/api/auth/login-otp', { phone: stranger, uid: strangerUid }),
        await from(address).post('/api/auth/reset-password', {
          phone: other,
          newPassword: 'a-new-secret-1',
          uid: await uidOf(other),
        }),
        await from(address).post('/api/auth/reset-password', {
          phone: stranger,
          newPassword: 'a-new-secret-1',
          uid: strangerUid,
        }),
      ];
      expect(spent.map((a) => a.statusCode)).toEqual([200, 200, 200, 409, 200, 404, 200, 404]);

      // The ninth of any of the four is refused, even with a valid phone token.
      const [nextNewcomer, existingAgain, otherAgain] = [next.phone(), await uidOf(existing), await uidOf(other)];
      const newcomerUid = await uidOf(nextNewcomer);
      const calls = [
        ['/api/auth/check-user', { phone: nextNewcomer }],
        ['/api/auth/register', form(nextNewcomer, newcomerUid)],
        ['/api/auth/login-otp', { phone: existing, uid: existingAgain }],
        ['/api/auth/reset-password', { phone: other, newPassword: 'another-secret-2', uid: otherAgain }],
      ] as const;
      const refused = await Promise.all(calls.map(([url, body]) => from(address).post(url, body)));
      expect(statuses(refused)).toEqual([429, 429, 429, 429]);
      for (const res of refused) {
        expect(res.json()).toEqual({
          message: `Too many requests. Please try again in ${res.headers['retry-after']}s.`,
          code: 'rate_limited',
          retryAfterSeconds: Number(res.headers['retry-after']),
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }

      // Another address is unaffected, and the refused tokens were not used up.
      const elsewhere = next.address();
      const answers = [];
      for (const [url, body] of calls) answers.push(await from(elsewhere).post(url, body));
      expect(answers.map((a) => [a.statusCode, a.json<{ message?: string }>().message])).toEqual([
        [200, undefined],
        [200, 'Signup successful'],
        [200, 'Login successful'],
        [200, 'Password reset successful'],
      ]);
    },
  );
});

describe('production mode', () => {
  let production: TestApp;
  let msg91: ReturnType<typeof installFakeMsg91>;
  beforeAll(async () => {
    // Production refuses the console sender: codes go through MSG91 (a stand-in for its network).
    msg91 = installFakeMsg91();
    production = await buildTestApp({
      ...PRODUCTION_ENV,
      // The OpenAPI document is off in production unless asked for; here it is read for dev and sandbox routes.
      API_DOCS: 'true',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_dummy',
      RAZORPAY_KEY_SECRET: 'dummy_key_secret',
      RAZORPAY_WEBHOOK_SECRET: 'dummy_webhook_secret',
      ...MSG91_TEST_ENV,
    });
  });
  afterAll(async () => {
    await production.close();
    msg91.restore();
  });

  it.each([
    ['GET', '/api/dev/sms-outbox'],
    ['GET', '/api/dev/sms-outbox?phone=%2B919876543210'],
    ['GET', '/api/payment/sandbox/checkout.js'],
    ['POST', '/api/payment/sandbox/pay'],
    ['POST', '/api/dev/shipments/19041234567890/advance'],
    ['POST', '/api/dev/shipments/19041234567890/cancel'],
    ['POST', '/api/dev/shipments/19041234567890/rto'],
    ['POST', '/api/dev/shipments/fail-next'],
    ['POST', '/api/dev/clock'],
  ] as const)('has no %s %s (404)', async (method, url) => {
    const res = await production.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/^Route (GET|POST) \/api\/.+ not found$/);
  });

  it('keeps codes out of the outbox and the OpenAPI document free of dev and sandbox routes', async () => {
    expect(
      (await client(production, '10.9.9.9').post('/api/identity/send-code', { phone: '+919876543210' })).statusCode,
    ).toBe(200);
    const [row] = await production.database.db.select({ n: count() }).from(smsOutbox);
    expect(row?.n).toBe(0);
    const docs = (await production.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(docs.paths).filter((p) => /\/(dev|sandbox)\//.test(p))).toEqual([]);
    expect((await production.app.inject({ method: 'GET', url: '/api/payment/get-key' })).json()).toEqual({
      key: 'rzp_live_dummy',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });
});

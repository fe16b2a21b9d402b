import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema';
import { AppError } from '../../errors';
import success from './__fixtures__/msg91-otp-success.json';
import typeError from './__fixtures__/msg91-otp-error.json';
import unauthorized from './__fixtures__/msg91-otp-unauthorized.json';
import type { IdentityLog } from './identity.log';
import { createMsg91SmsSender, MSG91_OTP_URL } from './msg91-sms.adapter';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { client, uniques } from '../../testing/requests';

interface Sent {
  url: URL;
  init: RequestInit;
}

/** A fetch that answers from a recorded shape and remembers what it was asked. */
function mockFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: new URL(input instanceof Request ? input.url : input), init: init ?? {} });
    return answer();
  };
  return { fetch, sent };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const lines: { level: string; obj: object; msg: string }[] = [];
const log: IdentityLog = {
  info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
};
const sms = { to: '+919876543210', code: '048213', body: '048213 is your Vastra OTP.', ttlMinutes: 5 };
const options = { authKey: 'test-auth-key', templateId: '64f0c0ffee0ddba11ad5e7a1' };

describe('createMsg91SmsSender', () => {
  it(
    'POSTs our code to the OTP API with the template, 91-prefixed mobile, ' + 'length and expiry, key in a header',
    async () => {
      const { fetch, sent } = mockFetch(() => json(success));
      await createMsg91SmsSender({ ...options, fetch }).send(sms, log);
      expect(sent).toHaveLength(1);
      const [{ url, init }] = sent as [Sent];
      expect(`${url.origin}${url.pathname}`).toBe(MSG91_OTP_URL);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        template_id: options.templateId,
        mobile: '919876543210',
        otp: '048213',
        otp_length: '6',
        otp_expiry: '5',
      });
      expect(init.method).toBe('POST');
      expect(init.headers).toMatchObject({ authkey: 'test-auth-key' });
      expect(url.toString()).not.toContain('test-auth-key');
    },
  );

  it.each([
    ['HTTP 200 with {type: "error"}', () => json(typeError)],
    ['HTTP 401', () => json(unauthorized, 401)],
    ['HTTP 200 with a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 })],
    ['HTTP 200 without a type', () => json({ request_id: 'x' })],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])(
    'fails with 502 "Could not send the OTP. Please try again." on %s, logging no code or key',
    async (_case, answer) => {
      lines.length = 0;
      const { fetch } = mockFetch(answer);
      const failure = createMsg91SmsSender({ ...options, fetch }).send(sms, log);
      await expect(failure).rejects.toEqual(
        new AppError('provider-failed', 'Could not send the OTP. Please try again.'),
      );
      expect(lines.map((l) => l.level)).toEqual(['warn']);
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('048213');
      expect(logged).not.toContain('test-auth-key');
      expect(logged).not.toContain('9876543210');
    },
  );
});

describe('SMS_PROVIDER=msg91 through send-code', () => {
  let t: TestApp;
  let answer: () => Response | Promise<Response> = () => json(success);
  const next = uniques();
  const mock = mockFetch(() => answer());

  beforeAll(async () => {
    const config = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: options.authKey, MSG91_TEMPLATE_ID: options.templateId };
    t = await buildTestApp(config, { providers: { identity: { fetch: mock.fetch } } });
  });
  afterAll(() => t.close());

  it('texts the code that verify-code then accepts', async () => {
    answer = () => json(success);
    const phone = next.phone();
    const address = next.address();
    const res = await client(t, address).post('/api/identity/send-code', { phone });
    expect(res.statusCode).toBe(200);
    const code = mock.sent.at(-1)?.url.searchParams.get('otp');
    const verified = await client(t, address).post('/api/identity/verify-code', {
      verificationId: res.json().verificationId,
      code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ uid: expect.any(String) });
  });

  it('answers 502 when MSG91 refuses, and leaves no challenge behind', async () => {
    answer = () => json(typeError);
    const phone = next.phone();
    const res = await client(t, next.address()).post('/api/identity/send-code', { phone });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Could not send the OTP. Please try again.', code: 'provider_failed' });
    const [row] = await t.database.db.select({ n: count() }).from(otpChallenges).where(eq(otpChallenges.phone, phone));
    expect(row?.n).toBe(0);
  });

  it('keeps the local verifier behind register', async () => {
    answer = () => json(success);
    const phone = next.phone();
    const address = next.address();
    const uid = await verifiedUidViaMsg91(phone, address);
    const body = { fullName: 'Ravi Kumar', email: 'ravi@example.com', phone, password: 'secret123', uid };
    expect((await client(t, address).post('/api/auth/register', body)).statusCode).toBe(200);
  });

  // The code comes from what MSG91 was asked to text (there is no outbox with msg91).
  async function verifiedUidViaMsg91(phone: string, address: string) {
    const res = await client(t, address).post('/api/identity/send-code', { phone });
    const code = mock.sent.at(-1)?.url.searchParams.get('otp');
    const verified = await client(t, address).post('/api/identity/verify-code', {
      verificationId: res.json().verificationId,
      code,
    });
    return verified.json<{ uid: string }>().uid;
  }
});

import { describe, expect, it } from 'vitest';
import success from './__fixtures__/msg91-flow-success.json';
import typeError from './__fixtures__/msg91-flow-error.json';
import unauthorized from './__fixtures__/msg91-otp-unauthorized.json';
import type { IdentityLog } from './identity.log';
import { createMsg91SmsSender } from './msg91-sms.adapter';
import { MSG91_FLOW_URL } from './msg91-flow';
import type { TransactionalMessage } from './sms-sender.port';

const lines: { level: string; obj: object; msg: string }[] = [];
const log: IdentityLog = {
  info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function sender(answer: () => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input instanceof Request ? input.url : input), init: init ?? {} });
    return answer();
  };
  const sms = createMsg91SmsSender({
    authKey: 'test-auth-key',
    templateId: 'otp-template',
    orderTemplates: { shipped: '65a1shippedtemplate', cancelled_hi: '65a1cancelledhindi' },
    fetch,
  });
  return { sms, sent };
}

const shipped: TransactionalMessage = {
  channel: 'sms',
  to: '+919876543210',
  event: 'shipped',
  variables: { order: '#A1B2C3D4', awb: 'SIM123456789', link: 'obLD1NXnSPa4fXJRP8kOVg' },
  body: 'Your order #A1B2C3D4 has shipped, …',
};

describe('MSG91 order messages (Flow API v5)', () => {
  it('POSTs the event template with the named variables and a 91-prefixed mobile, key in a header', async () => {
    const { sms, sent } = sender(() => json(success));
    expect(await sms.sendTransactional(shipped, log)).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe(MSG91_FLOW_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authkey: 'test-auth-key', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      template_id: '65a1shippedtemplate',
      short_url: '0',
      realTimeResponse: '1',
      recipients: [
        { mobiles: '919876543210', order: '#A1B2C3D4', awb: 'SIM123456789', link: 'obLD1NXnSPa4fXJRP8kOVg' },
      ],
    });
  });

  it.each([
    ['HTTP 200 with {type: "error"}', () => json(typeError), true, 'HTTP 200: Template ID Missing or Invalid Template'],
    ['HTTP 503', () => json({}, 503), true, 'HTTP 503'],
    ['HTTP 429', () => json({}, 429), true, 'HTTP 429'],
    ['HTTP 401', () => json(unauthorized, 401), false, `HTTP 401: ${unauthorized.message}`],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), true, 'network: TypeError'],
  ])('answers a failure on %s (transient: %s), logging no key, phone or text', async (_c, answer, transient, why) => {
    lines.length = 0;
    const { sms } = sender(answer);
    expect(await sms.sendTransactional(shipped, log)).toEqual({ ok: false, transient, reason: why });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('test-auth-key');
    expect(logged).not.toContain('9876543210');
  });

  it("sends a Hindi text through the event's Hindi template, and says which languages it has", async () => {
    const { sms, sent } = sender(() => json(success));
    const cancelled = { ...shipped, event: 'cancelled' as const, language: 'hi' as const };
    expect(await sms.sendTransactional(cancelled, log)).toEqual({ ok: true });
    expect(JSON.parse(sent[0]?.init.body as string)).toMatchObject({ template_id: '65a1cancelledhindi' });
    expect(await sms.sendTransactional({ ...shipped, language: 'hi' }, log)).toEqual({
      ok: false,
      transient: false,
      reason: 'no MSG91 template for shipped_hi',
    });
    expect([sms.speaks?.('shipped', 'en'), sms.speaks?.('shipped', 'hi'), sms.speaks?.('cancelled', 'hi')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('sends nothing for an event without a template, and never tries it again', async () => {
    const { sms, sent } = sender(() => json(success));
    expect(await sms.sendTransactional({ ...shipped, event: 'delivered' }, log)).toEqual({
      ok: false,
      transient: false,
      reason: 'no MSG91 template for delivered',
    });
    expect(sent).toHaveLength(0);
  });
});

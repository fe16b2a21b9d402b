import { codConfirmMessage, renderOrderMessage, type OrderMessageEvent } from '@vastra/domain/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import error130429 from './__fixtures__/cloud-error-130429.json';
import error131026 from './__fixtures__/cloud-error-131026.json';
import success from './__fixtures__/cloud-send-success.json';
import type { IdentityLog, TransactionalMessage } from '../identity';
import { createWhatsappCloudSender, whatsappTemplateRequest } from './cloud-api.adapter';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a recorded shape and remembers what it was asked. */
function mockFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: input instanceof Request ? input.url : String(input), init: init ?? {} });
    return answer();
  };
  return { fetch, sent };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bodyText = (init: RequestInit | undefined) => (typeof init?.body === 'string' ? init.body : '');
const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(bodyText(init));
const graphError = (code: number, message = 'Something') => ({
  error: { message, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details: message } },
});

const lines: { level: string; obj: object; msg: string }[] = [];
const log: IdentityLog = {
  info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
};
beforeEach(() => {
  lines.length = 0;
});

const TOKEN = 'EAAG-test-access-token';
const options = { accessToken: TOKEN, phoneNumberId: '838291045512907', apiVersion: 'v23.0', language: 'en' };
const URL_SENT = 'https://graph.facebook.com/v23.0/838291045512907/messages';
const PHONE = '+919876543210';
const CONFIRM_TOKEN = 'tok_4f9Kq2LmN8pR7sXv';

const placed = renderOrderMessage(
  'placed',
  { order: '#A1B2C3D4', amount: '1,299.00', link: 'AbCdEfGhIjKlMnOpQrStUv' },
  'Vastra',
  'https://vastra.in',
);
const codConfirm = codConfirmMessage({ order: '#A1B2C3D4', token: CONFIRM_TOKEN, code: '482913' }, 'Vastra', '');
const message = <E extends OrderMessageEvent>(
  rendered: typeof placed,
  event: E,
): TransactionalMessage & { event: E } => ({
  channel: 'whatsapp',
  to: PHONE,
  event,
  variables: rendered.variables,
  body: rendered.body,
});
const placedMessage = message(placed, 'placed');
const codMessage = message(codConfirm, 'cod_confirm');

describe('whatsappTemplateRequest', () => {
  it("builds the 'placed' template with its body parameters in order and no buttons", () => {
    expect(whatsappTemplateRequest(placedMessage, 'en')).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'placed_v1',
        language: { policy: 'deterministic', code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '#A1B2C3D4' },
              { type: 'text', text: '1,299.00' },
              { type: 'text', text: 'AbCdEfGhIjKlMnOpQrStUv' },
            ],
          },
        ],
      },
    });
  });

  it("builds a Hindi text as the template's Hindi translation, its parameters in the Hindi text's order", () => {
    const refund = renderOrderMessage('refunded', { order: '#A1B2C3D4', amount: '799.00' }, 'Vastra', '', 'hi');
    const request = whatsappTemplateRequest({ ...message(refund, 'refunded'), language: 'hi' }, 'en_US');
    expect(request.template).toEqual({
      name: 'refunded_v1',
      language: { policy: 'deterministic', code: 'hi' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: '799.00' },
            { type: 'text', text: '#A1B2C3D4' },
          ],
        },
      ],
    });
    expect(createWhatsappCloudSender(options).speaks?.('refunded', 'hi')).toBe(false);
    expect(createWhatsappCloudSender({ ...options, hindi: true }).speaks?.('refunded', 'hi')).toBe(true);
    expect(createWhatsappCloudSender(options).speaks?.('refunded', 'en')).toBe(true);
  });

  it('throws when a variable of the template is missing', () => {
    expect(() => whatsappTemplateRequest({ to: PHONE, event: 'placed', variables: { order: '#A1' } }, 'en')).toThrow(
      'placed template needs the variable amount',
    );
  });
});

describe('createWhatsappCloudSender', () => {
  it("POSTs the 'placed' template to the number's messages, the token only in the Authorization header", async () => {
    const { fetch, sent } = mockFetch(() => json(success));
    const sender = createWhatsappCloudSender({ ...options, fetch });
    expect(sender.name).toBe('cloud');
    expect(sender.channel).toBe('whatsapp');
    await sender.sendTransactional(placedMessage, log);
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe(URL_SENT);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(bodyOf(init)).toEqual(whatsappTemplateRequest(placedMessage, 'en'));
    expect(bodyText(init)).not.toContain(TOKEN);
  });

  it("sends 'cod_confirm' with exactly two quick-reply buttons carrying the confirmation token", async () => {
    const { fetch, sent } = mockFetch(() => json(success));
    await createWhatsappCloudSender({ ...options, language: 'hi', fetch }).sendTransactional(codMessage, log);
    expect(bodyOf(sent[0]?.init)).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'cod_confirm_v1',
        language: { policy: 'deterministic', code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '#A1B2C3D4' },
              { type: 'text', text: CONFIRM_TOKEN },
              { type: 'text', text: '482913' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: `cod:confirm:${CONFIRM_TOKEN}` }],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '1',
            parameters: [{ type: 'payload', payload: `cod:cancel:${CONFIRM_TOKEN}` }],
          },
        ],
      },
    });
  });

  it('uses another base URL when given one', async () => {
    const { fetch, sent } = mockFetch(() => json(success));
    const sender = createWhatsappCloudSender({ ...options, baseUrl: 'http://localhost:4010/', fetch });
    await sender.sendTransactional(placedMessage, log);
    expect(sent[0]?.url).toBe('http://localhost:4010/v23.0/838291045512907/messages');
  });

  it('answers the wamid of an accepted send as the provider id, logging the masked phone and template', async () => {
    const { fetch } = mockFetch(() => json(success));
    const outcome = await createWhatsappCloudSender({ ...options, fetch }).sendTransactional(placedMessage, log);
    expect(outcome).toEqual({ ok: true, providerId: success.messages[0]?.id });
    expect(lines).toEqual([
      {
        level: 'info',
        obj: expect.objectContaining({ to: '+91XXXXXXXX10', template: 'placed_v1', providerId: expect.any(String) }),
        msg: 'WhatsApp template sent',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('9876543210');
  });

  it.each([
    ['131026 undeliverable (recorded)', () => json(error131026, 400), false, 'Graph 131026'],
    ['130429 throughput (recorded)', () => json(error130429, 400), true, 'Graph 130429'],
    ['131056 pair rate', () => json(graphError(131056), 400), true, 'Graph 131056'],
    ['131057 upgrading', () => json(graphError(131057), 400), true, 'Graph 131057'],
    ['131000 something went wrong', () => json(graphError(131000), 500), true, 'Graph 131000'],
    ['2 temporary', () => json(graphError(2), 400), true, 'Graph 2'],
    ['4 app call limit', () => json(graphError(4), 400), true, 'Graph 4'],
    ['80007 WABA rate limit', () => json(graphError(80007), 400), true, 'Graph 80007'],
    ['132000 template parameters', () => json(graphError(132000), 400), false, 'Graph 132000'],
    ['132001 template name', () => json(graphError(132001), 404), false, 'Graph 132001'],
    ['131047 outside the window', () => json(graphError(131047), 400), false, 'Graph 131047'],
    ['190 bad token', () => json(graphError(190), 401), false, 'Graph 190'],
    ['100 invalid parameter', () => json(graphError(100), 400), false, 'Graph 100'],
    ['HTTP 429 without a body', () => new Response('', { status: 429 }), true, 'HTTP 429'],
    ['HTTP 503 with HTML', () => new Response('<html>Service unavailable</html>', { status: 503 }), true, 'HTTP 503'],
    ['HTTP 400 that is not JSON', () => new Response('nope', { status: 400 }), false, 'HTTP 400'],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), true, 'network: TypeError'],
    ['a timeout', () => Promise.reject(new DOMException('timed out', 'TimeoutError')), true, 'network: TimeoutError'],
  ])('%s → transient %s, never throwing nor logging the token or phone', async (_case, answer, transient, said) => {
    const { fetch } = mockFetch(answer);
    const outcome = await createWhatsappCloudSender({ ...options, fetch }).sendTransactional(codMessage, log);
    expect(outcome).toEqual({ ok: false, transient, reason: expect.stringContaining(said) });
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    const logged = JSON.stringify([lines, outcome]);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('9876543210');
  });

  it('names the HTTP status, Graph code and message in the reason, never an echoed token', async () => {
    const { fetch } = mockFetch(() => json(error131026, 400));
    const outcome = await createWhatsappCloudSender({ ...options, fetch }).sendTransactional(placedMessage, log);
    expect(outcome).toEqual({
      ok: false,
      transient: false,
      reason: 'HTTP 400: Graph 131026 (#131026) Message undeliverable (Message Undeliverable.)',
    });
    const echo = mockFetch(() => json(graphError(190, `Invalid OAuth access token ${TOKEN}`), 401));
    const refused = await createWhatsappCloudSender({ ...options, fetch: echo.fetch }).sendTransactional(
      placedMessage,
      log,
    );
    expect(JSON.stringify([refused, lines])).not.toContain(TOKEN);
  });

  it('refuses back_in_stock for good without calling Meta: there is no template for it', async () => {
    const { fetch, sent } = mockFetch(() => json(success));
    const outcome = await createWhatsappCloudSender({ ...options, fetch }).sendTransactional(
      { channel: 'whatsapp', to: PHONE, event: 'back_in_stock', variables: {}, body: 'Back in stock' },
      log,
    );
    expect(outcome).toEqual({ ok: false, transient: false, reason: 'no WhatsApp template for back_in_stock' });
    expect(sent).toEqual([]);
  });

  it("fails for good, without calling Meta, when the message lacks one of the template's variables", async () => {
    const { fetch, sent } = mockFetch(() => json(success));
    const outcome = await createWhatsappCloudSender({ ...options, fetch }).sendTransactional(
      { ...codMessage, variables: { order: '#A1B2C3D4' } },
      log,
    );
    expect(outcome).toEqual({ ok: false, transient: false, reason: expect.stringContaining('needs the variable') });
    expect(sent).toEqual([]);
  });

  it('counts a 2xx without a message id as sent, with no provider id', async () => {
    const { fetch } = mockFetch(() => json({ messages: [] }));
    const outcome = await createWhatsappCloudSender({ ...options, fetch }).sendTransactional(placedMessage, log);
    expect(outcome).toEqual({ ok: true });
  });
});

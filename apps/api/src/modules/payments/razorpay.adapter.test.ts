import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { paise } from '@vastra/domain/money';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { GatewayRefusedError } from './payment-gateway.port';
import { createRazorpayGateway, PROVIDER_MESSAGES, RAZORPAY_CHECKOUT_SCRIPT_URL } from './razorpay.adapter';

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}.json`, import.meta.url), 'utf8');
const KEYS = { keyId: 'rzp_test_abc123', keySecret: 'key_secret_for_tests', webhookSecret: 'webhook_secret_for_tests' };
const json = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

/** The adapter with the network replaced by `answer`; records what was sent. */
function gatewayAnswering(answer: (init: RequestInit) => Promise<Response>, timeoutMs = 1000) {
  const sent: { url: string; init: RequestInit }[] = [];
  const gateway = createRazorpayGateway({
    ...KEYS,
    apiUrl: 'https://api.razorpay.com/v1',
    timeoutMs,
    fetch: async (url, init = {}) => {
      sent.push({ url: url instanceof Request ? url.url : url.toString(), init });
      return answer(init);
    },
  });
  return { gateway, sent };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('createRazorpayGateway.createOrder', () => {
  it('creates an order over HTTPS with Basic auth and reads the recorded order entity', async () => {
    const { gateway, sent } = gatewayAnswering(async () => json(200, fixture('razorpay-order-created')));
    const order = await gateway.createOrder(paise(249_900), 'rcpt_1', { userId: 'u1' });
    expect(order).toEqual({ id: 'order_RZPtest0000001', amountPaise: 249_900, currency: 'INR' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://api.razorpay.com/v1/orders');
    const headers = new Headers(sent[0]?.init.headers);
    expect(headers.get('authorization')).toBe(
      `Basic ${Buffer.from('rzp_test_abc123:key_secret_for_tests').toString('base64')}`,
    );
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual({
      amount: 249_900,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { userId: 'u1' },
    });
    expect(gateway.checkoutScriptUrl).toBe(RAZORPAY_CHECKOUT_SCRIPT_URL);
    expect(gateway.publicKey).toBe('rzp_test_abc123');
  });

  it.each([
    ['a 500', () => json(500, fixture('razorpay-error-server')), PROVIDER_MESSAGES.down],
    ['a 503 without a body', () => new Response('upstream down', { status: 503 }), PROVIDER_MESSAGES.down],
    ['a 429', () => json(429, fixture('razorpay-error-server')), PROVIDER_MESSAGES.busy],
    ['a 400 BAD_REQUEST_ERROR', () => json(400, fixture('razorpay-error-bad-request')), PROVIDER_MESSAGES.refused],
    ['a 401 (wrong keys)', () => json(401, fixture('razorpay-error-auth')), PROVIDER_MESSAGES.refused],
    [
      'an order for another amount',
      () => json(200, fixture('razorpay-order-created').replace('"amount": 249900', '"amount": 100')),
      PROVIDER_MESSAGES.down,
    ],
    ['a 200 that is not an order', () => json(200, '{"hello":"world"}'), PROVIDER_MESSAGES.down],
  ])('turns %s into a 502 provider failure with a clear message, once (no retry)', async (_case, respond, message) => {
    const { gateway, sent } = gatewayAnswering(async () => respond());
    const error = await failure(gateway.createOrder(paise(249_900), 'rcpt_1', {}));
    expect([error.kind, error.message]).toEqual(['provider-failed', message]);
    expect(sent).toHaveLength(1);
  });

  it('gives up after the timeout with a 502 "did not answer in time"', async () => {
    const { gateway } = gatewayAnswering(
      (init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
      50,
    );
    const error = await failure(gateway.createOrder(paise(100), 'rcpt_1', {}));
    expect([error.kind, error.message]).toEqual(['provider-failed', PROVIDER_MESSAGES.timeout]);
  });

  it('turns a network failure into a 502 "could not be reached"', async () => {
    const { gateway } = gatewayAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(gateway.createOrder(paise(100), 'rcpt_1', {}));
    expect(error.message).toBe(PROVIDER_MESSAGES.unreachable);
  });
});

describe('createRazorpayGateway.verifySignature (docs/rules/third-parties.md#razorpay-signature)', () => {
  const { gateway } = gatewayAnswering(async () => json(200, '{}'));
  const good = createHmac('sha256', KEYS.keySecret).update('order_A|pay_B').digest('hex');

  it.each([
    ['the HMAC-SHA256 hex of order_id|payment_id with the key secret', 'order_A', 'pay_B', good, true],
    ['the same in upper-case hex', 'order_A', 'pay_B', good.toUpperCase(), true],
    ['another payment id', 'order_A', 'pay_C', good, false],
    ['another order id', 'order_X', 'pay_B', good, false],
    [
      'a signature made with another secret',
      'order_A',
      'pay_B',
      createHmac('sha256', 'other').update('order_A|pay_B').digest('hex'),
      false,
    ],
    ['a truncated signature', 'order_A', 'pay_B', good.slice(0, 63), false],
  ])('%s → %s', (_case, orderId, paymentId, signature, ok) => {
    expect(gateway.verifySignature(orderId, paymentId, signature)).toBe(ok);
  });
});

describe('createRazorpayGateway.readWebhook (docs/rules/third-parties.md#razorpay-webhooks)', () => {
  const { gateway } = gatewayAnswering(async () => json(200, '{}'));
  const sign = (body: Buffer) => createHmac('sha256', KEYS.webhookSecret).update(body).digest('hex');
  const body = (name: string) => Buffer.from(fixture(name));

  it('reads payment.captured as a paid gateway order, with its method', () => {
    const raw = body('webhook-payment-captured');
    expect(gateway.readWebhook(raw, sign(raw), 'evt_1')).toEqual({
      kind: 'paid',
      eventId: 'evt_1',
      event: 'payment.captured',
      payment: {
        gatewayOrderId: 'order_RZPtest0000001',
        paymentId: 'pay_RZPtest0000001',
        amountPaise: 249_900,
        method: 'card',
      },
    });
  });

  it('reads order.paid as a paid gateway order, the amount from amount_paid', () => {
    const raw = body('webhook-order-paid');
    expect(gateway.readWebhook(raw, sign(raw), 'evt_2')).toMatchObject({
      kind: 'paid',
      payment: { gatewayOrderId: 'order_RZPtest0000001', paymentId: 'pay_RZPtest0000002', amountPaise: 249_900 },
    });
  });

  it('acknowledges and ignores payment.failed', () => {
    const raw = body('webhook-payment-failed');
    expect(gateway.readWebhook(raw, sign(raw), 'evt_3')).toEqual({
      kind: 'ignored',
      eventId: 'evt_3',
      event: 'payment.failed',
    });
  });

  it('refuses a body changed after signing, a missing signature and the key secret used as webhook secret', () => {
    const raw = body('webhook-payment-captured');
    const tampered = Buffer.from(raw.toString().replace('"amount": 249900', '"amount": 100'));
    expect(gateway.readWebhook(tampered, sign(raw), 'evt_1').kind).toBe('forged');
    expect(gateway.readWebhook(raw, undefined, 'evt_1').kind).toBe('forged');
    expect(gateway.readWebhook(raw, createHmac('sha256', KEYS.keySecret).update(raw).digest('hex'), 'evt_1').kind).toBe(
      'forged',
    );
  });

  it('falls back to the body hash as event id, so a retried delivery without the header is still one event', () => {
    const raw = body('webhook-payment-captured');
    const a = gateway.readWebhook(raw, sign(raw), undefined);
    const b = gateway.readWebhook(Buffer.from(raw), sign(raw), '  ');
    expect(a.kind === 'paid' && a.eventId).toMatch(/^body:[0-9a-f]{64}$/);
    expect(b.kind === 'paid' && b.eventId).toBe(a.kind === 'paid' && a.eventId);
  });
});

describe('createRazorpayGateway.refund', () => {
  const request = { paymentId: 'pay_RZPtest0000001', amountPaise: 79_900, idempotencyKey: 'cancel_0123456789abcdef' };

  it('posts with Basic auth, the idempotency header and {amount, notes}; reads the refund', async () => {
    const { gateway, sent } = gatewayAnswering(async () => json(200, fixture('razorpay-refund-created')));
    const refund = await gateway.refund({ ...request, notes: { reason: 'Cancelled before shipping' } });
    expect(refund).toEqual({
      id: 'rfnd_RZPtest0000001',
      paymentId: 'pay_RZPtest0000001',
      amountPaise: 79_900,
      status: 'pending',
    });
    expect(sent[0]?.url).toBe('https://api.razorpay.com/v1/payments/pay_RZPtest0000001/refund');
    expect(sent[0]?.init.method).toBe('POST');
    const headers = new Headers(sent[0]?.init.headers);
    expect(headers.get('x-refund-idempotency')).toBe('cancel_0123456789abcdef');
    expect(headers.get('authorization')).toBe(
      `Basic ${Buffer.from('rzp_test_abc123:key_secret_for_tests').toString('base64')}`,
    );
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual({
      amount: 79_900,
      notes: { reason: 'Cancelled before shipping' },
    });
    expect(sent[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads a processed refund', async () => {
    const { gateway } = gatewayAnswering(async () => json(200, fixture('razorpay-refund-processed')));
    expect(await gateway.refund({ ...request, amountPaise: 249_900 })).toMatchObject({ status: 'processed' });
  });

  it.each([
    ['razorpay-refund-error-too-large', 'The refund amount provided is greater than amount captured'],
    ['razorpay-refund-error-fully-refunded', 'The payment has been fully refunded already'],
    ['razorpay-refund-error-key-reused', 'Different request with the same idempotency key has already been processed.'],
  ])('turns the 400 %s into a refusal for good with its description', async (name, description) => {
    const { gateway } = gatewayAnswering(async () => json(400, fixture(name)));
    const error = await failure(gateway.refund(request));
    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect([error.kind, error.message]).toEqual(['provider-failed', description]);
  });

  it.each([
    ['a 409 (the same key still in flight)', () => json(409, fixture('razorpay-refund-error-in-flight'))],
    ['a 500', () => json(500, fixture('razorpay-error-server'))],
    ['an answer for another amount', () => json(200, fixture('razorpay-refund-processed'))],
  ])('treats %s as a provider failure worth sending again', async (_, answer) => {
    const { gateway } = gatewayAnswering(async () => answer());
    const error = await failure(gateway.refund(request));
    expect(error).not.toBeInstanceOf(GatewayRefusedError);
    expect(error.kind).toBe('provider-failed');
  });

  it('gives up after the timeout', async () => {
    const { gateway } = gatewayAnswering(
      (init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
      20,
    );
    const error = await failure(gateway.refund(request));
    expect(error.message).toBe(PROVIDER_MESSAGES.timeout);
  });
});

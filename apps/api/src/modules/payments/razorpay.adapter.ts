import { paise } from '@vastra/domain/money';
import { z } from 'zod';
import { AppError } from '../../errors';
import { GatewayRefusedError, type GatewayPayment, type PaymentGateway } from './payment-gateway.port';
import { checkoutSignatureOk } from './gateway-signature';
import { readWebhookDelivery } from './webhook-event';

export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  timeoutMs: number;
  /** The network; tests pass a mock that answers with recorded shapes. */
  fetch?: typeof fetch;
}

// The order entity, read tolerantly: only what we use (docs/rules/third-parties.md#razorpay-orders).
const OrderEntity = z.looseObject({
  id: z.string().min(1).max(64),
  amount: z.number().int(),
  currency: z.literal('INR'),
});
// The refund entity (docs/rules/third-parties.md#razorpay-refunds).
export const RefundEntity = z.looseObject({
  id: z.string().min(1).max(64),
  amount: z.number().int(),
  payment_id: z.string().min(1).max(64),
  status: z.enum(['pending', 'processed', 'failed']),
});
// The payment entity (docs/rules/third-parties.md#ports `GET /v1/payments/:id`): only what we use.
const PaymentEntity = z.looseObject({
  id: z.string().min(1).max(64),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().max(32).nullish(),
  order_id: z.string().max(64).nullish(),
  captured: z.boolean().optional(),
});
const PaymentCollection = z.looseObject({ items: z.array(PaymentEntity) });
// The payment link entity (docs/rules/third-parties.md#razorpay-payment-links): only what we use.
const PaymentLinkEntity = z.looseObject({
  id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
  short_url: z.string().url().max(2048),
  amount: z.number().int(),
  expire_by: z.number().int().nullish(),
});
const ErrorBody = z.looseObject({
  error: z.looseObject({ code: z.string().optional(), description: z.string().optional() }),
});

/** Shopper-facing texts of a failed gateway call (docs/rules/api.md#conventions: 502 a provider failed). */
export const PROVIDER_MESSAGES = {
  unreachable: 'The payment provider could not be reached. Please try again.',
  timeout: 'The payment provider did not answer in time. Please try again.',
  busy: 'The payment provider is busy right now. Please try again in a minute.',
  down: 'The payment provider is having trouble right now. Please try again.',
  refused: 'The payment provider refused to start this payment. Please try again or use Cash on Delivery.',
} as const;

function providerFailed(message: string, cause: unknown): AppError {
  const error = new AppError('provider-failed', message);
  error.cause = cause;
  return error;
}

/**
 * The real gateway (PAYMENT_PROVIDER=razorpay): the Orders API over HTTPS with Basic auth and a
 * timeout (plain fetch; the SDK throws TypeError on network failures, docs/rules/third-parties.md#razorpay-basics).
 * Order creation is never retried here: Razorpay has no idempotency key for it
 * (docs/rules/third-parties.md#razorpay-errors), and the shopper's retry of create-order is harmless (an unpaid gateway
 * order is just abandoned).
 */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  // Looked up per call, so a test's stubbed global fetch applies to an app built before it.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    return call('POST', path, body, headers);
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw providerFailed(timedOut ? PROVIDER_MESSAGES.timeout : PROVIDER_MESSAGES.unreachable, error);
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return json;
    if (response.status === 404 && method === 'GET') return null;
    const detail = { status: response.status, error: ErrorBody.safeParse(json).data?.error ?? null };
    if (response.status === 429 || response.status === 409) throw providerFailed(PROVIDER_MESSAGES.busy, detail);
    // A refund refused for good (more than captured, fully refunded, key reused): sending it again cannot help.
    if (response.status === 400 && path.endsWith('/refund'))
      throw new GatewayRefusedError(detail.error?.description ?? PROVIDER_MESSAGES.refused);
    if (response.status >= 500) throw providerFailed(PROVIDER_MESSAGES.down, detail);
    throw providerFailed(PROVIDER_MESSAGES.refused, detail);
  }

  return {
    provider: 'razorpay',
    publicKey: options.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT_URL,
    async createOrder(amountPaise, receipt, notes) {
      const json = await post('/orders', { amount: amountPaise, currency: 'INR', receipt, notes });
      const order = OrderEntity.safeParse(json);
      // An answer for another amount would unbind the payment from our total: refuse it.
      if (!order.success || order.data.amount !== amountPaise) {
        throw providerFailed(PROVIDER_MESSAGES.down, {
          unexpectedAnswer: order.success ? order.data : order.error.issues,
        });
      }
      return { id: order.data.id, amountPaise: paise(order.data.amount), currency: 'INR' };
    },
    verifySignature: (orderId, paymentId, signature) =>
      checkoutSignatureOk(options.keySecret, orderId, paymentId, signature),
    readWebhook: (rawBody, signature, eventId) =>
      readWebhookDelivery(options.webhookSecret, rawBody, signature, eventId),
    // docs/rules/third-parties.md#razorpay-refunds: the key goes in X-Refund-Idempotency (the SDK drops it); a
    // 409 (the same key in flight) is a busy provider: the row stays pending and is sent again.
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const json = await post(
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, notes: notes ?? {} },
        { 'x-refund-idempotency': idempotencyKey },
      );
      const refund = RefundEntity.safeParse(json);
      if (!refund.success || refund.data.amount !== amountPaise || refund.data.payment_id !== paymentId) {
        throw providerFailed(PROVIDER_MESSAGES.down, {
          unexpectedAnswer: refund.success ? refund.data : refund.error.issues,
        });
      }
      return {
        id: refund.data.id,
        paymentId: refund.data.payment_id,
        amountPaise: refund.data.amount,
        status: refund.data.status,
      };
    },
    // docs/rules/third-parties.md#ports: the payment as Razorpay knows it now (a late UPI authorisation included).
    async fetchPayment(paymentId) {
      const json = await call('GET', `/payments/${encodeURIComponent(paymentId)}`);
      if (json === null) return null;
      const payment = PaymentEntity.safeParse(json);
      if (!payment.success) throw providerFailed(PROVIDER_MESSAGES.down, { unexpectedAnswer: payment.error.issues });
      return gatewayPaymentOf(payment.data);
    },
    // docs/rules/third-parties.md#razorpay-payment-links: Razorpay texts and emails her the link as well.
    async createPaymentLink(request) {
      const json = await post('/payment_links', {
        amount: request.amountPaise,
        currency: 'INR',
        accept_partial: false,
        expire_by: Math.floor(request.expiresAt.getTime() / 1000),
        reference_id: request.referenceId,
        description: request.description,
        customer: { name: request.customer.name, contact: request.customer.phone, email: request.customer.email },
        notify: { sms: true, email: request.customer.email !== '' },
        reminder_enable: true,
        notes: request.notes,
      });
      const link = PaymentLinkEntity.safeParse(json);
      if (!link.success || link.data.amount !== request.amountPaise) {
        throw providerFailed(PROVIDER_MESSAGES.down, {
          unexpectedAnswer: link.success ? link.data : link.error.issues,
        });
      }
      const expireBy = link.data.expire_by;
      return {
        id: link.data.id,
        url: link.data.short_url,
        amountPaise: paise(link.data.amount),
        expiresAt: expireBy ? new Date(expireBy * 1000) : request.expiresAt,
      };
    },
    async cancelPaymentLink(id) {
      await post(`/payment_links/${encodeURIComponent(id)}/cancel`, {});
    },
    async fetchOrderPayments(gatewayOrderId) {
      const json = await call('GET', `/orders/${encodeURIComponent(gatewayOrderId)}/payments`);
      if (json === null) return [];
      const list = PaymentCollection.safeParse(json);
      if (!list.success) throw providerFailed(PROVIDER_MESSAGES.down, { unexpectedAnswer: list.error.issues });
      return list.data.items.map(gatewayPaymentOf);
    },
  };
}

function gatewayPaymentOf(p: z.infer<typeof PaymentEntity>): GatewayPayment {
  return {
    id: p.id,
    status: p.status,
    method: p.method ?? null,
    amountPaise: p.amount,
    orderId: p.order_id ?? null,
    captured: p.captured ?? p.status === 'captured',
  };
}

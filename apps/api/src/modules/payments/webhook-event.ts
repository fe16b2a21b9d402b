import { z } from 'zod';
import { sha256 } from '../../shared/crypto';
import type { WebhookReading } from './payment-gateway.port';
import { webhookSignatureOk } from './gateway-signature';

// Razorpay's ids (`pay_…`, `order_…`). Anything else — a NUL byte, which PostgreSQL's text refuses,
// or a megabyte of text — is not one of its ids: the event is read as unreadable, never a 500.
const GatewayRef = z.string().regex(/^[A-Za-z0-9_]{1,64}$/);

// Tolerant reading of Razorpay's event envelope (docs/rules/third-parties.md#razorpay-webhooks): only the fields we
// use.
const PaymentEntity = z.looseObject({
  id: GatewayRef,
  order_id: GatewayRef.nullish(),
  amount: z.number().int(),
  status: z.string().optional(),
  method: z.string().max(32).nullish(),
});
const OrderEntity = z.looseObject({ id: GatewayRef, amount_paid: z.number().int().optional() });
// docs/rules/third-parties.md#razorpay-refunds
// docs/rules/third-parties.md#razorpay-payment-links: the link is what we know it by (its id is its gateway order's).
const PaymentLinkEntity = z.looseObject({ id: GatewayRef, status: z.string().optional() });
const RefundEntity = z.looseObject({
  id: GatewayRef,
  payment_id: GatewayRef,
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const REFUND_EVENTS = ['refund.created', 'refund.processed', 'refund.failed'];
const Envelope = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    refund: z.looseObject({ entity: RefundEntity }).optional(),
    payment: z.looseObject({ entity: PaymentEntity }).optional(),
    order: z.looseObject({ entity: OrderEntity }).optional(),
    payment_link: z.looseObject({ entity: PaymentLinkEntity }).optional(),
  }),
});

/**
 * Checks a webhook's signature over the raw body, then reads it: `payment.captured` and `order.paid`
 * carry a captured payment, `payment_link.paid` one of the gateway order whose id is the link's,
 * `refund.created` / `refund.processed` / `refund.failed` a refund's state; every other event is acknowledged and
 * ignored. The event id comes from `X-Razorpay-Event-Id`, or else the body's hash (a retried delivery repeats the
 * same bytes).
 */
export function readWebhookDelivery(
  webhookSecret: string,
  rawBody: Buffer,
  signatureHeader: string | undefined,
  eventIdHeader: string | undefined,
): WebhookReading {
  if (!webhookSignatureOk(webhookSecret, rawBody, signatureHeader)) return { kind: 'forged' };
  const eventId = eventIdHeader?.trim()
    ? eventIdHeader.trim().slice(0, 100)
    : `body:${sha256(rawBody.toString('utf8'))}`;
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'ignored', eventId, event: 'unreadable' };
  }
  const parsed = Envelope.safeParse(json);
  if (!parsed.success) return { kind: 'ignored', eventId, event: 'unreadable' };
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  if (event === 'payment.captured' && payment?.order_id && payment.status === 'captured') {
    return {
      kind: 'paid',
      eventId,
      event,
      payment: {
        gatewayOrderId: payment.order_id,
        paymentId: payment.id,
        amountPaise: payment.amount,
        method: payment.method ?? null,
      },
    };
  }
  const link = payload.payment_link?.entity;
  if (event === 'payment_link.paid' && link && payment?.status === 'captured') {
    return {
      kind: 'paid',
      eventId,
      event,
      payment: {
        gatewayOrderId: link.id,
        paymentId: payment.id,
        amountPaise: payment.amount,
        method: payment.method ?? null,
      },
    };
  }
  const refund = payload.refund?.entity;
  if (REFUND_EVENTS.includes(event) && refund) {
    const status = event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : refund.status;
    return {
      kind: 'refund',
      eventId,
      event,
      refund: { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount, status },
    };
  }
  const order = payload.order?.entity;
  if (event === 'order.paid' && order && payment) {
    const amountPaise = order.amount_paid ?? payment.amount;
    return {
      kind: 'paid',
      eventId,
      event,
      payment: { gatewayOrderId: order.id, paymentId: payment.id, amountPaise, method: payment.method ?? null },
    };
  }
  return { kind: 'ignored', eventId, event };
}

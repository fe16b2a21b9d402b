import { readPricingSnapshot } from '@vastra/domain/pricing';
import { CustomerInfo, OrderItemsInput } from '@vastra/domain/api';
import { LANGUAGES } from '@vastra/domain/i18n';
import { paymentInstrumentOf, shortOrderId } from '@vastra/domain/orders';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { GatewayRefund, PaidWebhookEvent, PaymentGateway } from '../payments';
import { ordersRepository } from './orders.repository';
import { paymentOrdersRepository as repo } from './payment-orders.repository';
import { paymentLinksRepository as links, type PaymentLinkRow } from './payment-links.repository';
import { basketHash, type PlaceOrder } from './place-order';
import { sqlState } from '../../shared/pg-errors';

export const WEBHOOK_OUTCOMES = ['recorded', 'already-recorded', 'duplicate', 'ignored', 'needs-attention'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The order details create-order keeps with a gateway order (payment_orders.order_data). */
export const StoredOrderData = z.object({
  customerInfo: CustomerInfo,
  items: OrderItemsInput,
  /** The shopper's language (kept since decision 145; older rows have none: English). */
  language: z.enum(LANGUAGES).optional(),
});

/** Told when a payment link's order is placed: the link (who made it) and the order. */
export type LinkPaid = (link: PaymentLinkRow, orderId: string) => Promise<void>;

/** The text a delivery is acknowledged with when it cannot be recorded now (the database is unreachable). */
export const WEBHOOK_RETRY_LATER = 'The payment could not be recorded right now. Deliver it again.';

/**
 * Turns a captured (or authorised) payment of one of our gateway orders into its shop order, from the order data
 * stored at create-order: what a `payment.captured` / `order.paid` webhook does, and what the reconciliation job does
 * with a payment the gateway reports paid late. Never a second order (one per gateway order); a payment that cannot
 * become one is kept in `payment_attention` for the back office.
 */
export function createRecordPaidPayment(deps: {
  db: Db;
  placeOrder: PlaceOrder;
  clock: Clock;
  /** A payment link's order was placed (its history says who took it, modules/order-admin). */
  onLinkPaid?: LinkPaid | undefined;
}) {
  const { db } = deps;
  return async function record(
    paid: PaidWebhookEvent,
    eventId: string | null,
    log: FastifyBaseLogger,
  ): Promise<WebhookOutcome> {
    const bound = await repo.find(db, paid.gatewayOrderId);
    if (!bound) {
      log.warn({ gatewayOrderId: paid.gatewayOrderId }, 'webhook for a gateway order we never created: ignored');
      return 'ignored';
    }
    const earlier = await ordersRepository.findByGatewayOrderId(db, bound.id);
    const attention = async (reason: string) => {
      log.error(
        {
          refundNeeded: true,
          gatewayOrderId: bound.id,
          paymentId: paid.paymentId,
          amountPaise: paid.amountPaise,
          reason,
        },
        'PAID BUT NOT PLACED: a captured payment could not become an order; contact the shopper or refund it',
      );
      await repo.needsAttention(db, {
        gatewayOrderId: bound.id,
        gatewayPaymentId: paid.paymentId,
        amountPaise: paid.amountPaise,
        reason,
        eventId,
        createdAt: deps.clock.now(),
      });
      return 'needs-attention' as const;
    };
    // A second payment for what one order was placed from (a link paid twice): the money is the back office's to
    // give back; there is still one order.
    const paidTwice = (orderId: string) =>
      attention(`a second payment for order ${shortOrderId(orderId)}, paid already`);
    if (earlier)
      return earlier.order.gatewayPaymentId === paid.paymentId ? 'already-recorded' : paidTwice(earlier.order.id);
    if (paid.amountPaise !== bound.amountPaise)
      return attention(`captured ${paid.amountPaise} paise, order bound to ${bound.amountPaise}`);
    const data = StoredOrderData.safeParse(bound.orderData);
    if (!bound.userId || !data.success) return attention('no shopper or no order details were stored at create-order');
    // A payment link's held stock goes to its order in the order's transaction (docs/decisions/133-payment-links.md).
    const link = await links.find(db, bound.id);
    try {
      const placed = await deps.placeOrder({
        userId: bound.userId,
        customerInfo: data.data.customerInfo,
        items: data.data.items,
        language: data.data.language,
        payment: {
          mode: 'prepaid',
          gatewayOrderId: bound.id,
          gatewayPaymentId: paid.paymentId,
          amountPaise: bound.amountPaise,
          // The stored items are the basket create-order was given, hash or not (rows from before 0006).
          basketHash: bound.basketHash ?? basketHash(data.data.items),
          method: paymentInstrumentOf(paid.method),
          pricedAt: bound.createdAt,
          pricing: readPricingSnapshot(bound.pricing),
        },
        releaseHold: link ? (tx) => links.payFromHold(tx, link.id, deps.clock.now()) : undefined,
      });
      if (!placed.created) {
        return placed.order.gatewayPaymentId === paid.paymentId ? 'already-recorded' : paidTwice(placed.order.id);
      }
      log.info({ orderId: placed.order.id, gatewayOrderId: bound.id }, 'order recorded from a payment webhook');
      if (link) {
        await links.setOrder(db, link.id, placed.order.id);
        await deps.onLinkPaid?.(link, placed.order.id);
      }
      return 'recorded';
    } catch (error) {
      if (error instanceof AppError) return attention(error.message);
      // Not a refusal of ours. The driver's message may quote the order's details, so only its code is logged.
      const code = sqlState(error);
      log.warn(
        { gatewayOrderId: bound.id, paymentId: paid.paymentId, sqlState: code },
        'payment webhook: order not written',
      );
      return attention(`the order could not be written (${code ?? 'unexpected error'})`);
    }
  };
}
export type RecordPaidPayment = ReturnType<typeof createRecordPaidPayment>;

/**
 * POST /api/payment/webhook (docs/rules/third-parties.md#razorpay-webhooks): checks the signature over the raw body,
 * skips event ids already processed, and records a paid order from `payment.captured` / `order.paid`
 * when the browser never called verify, from the order data stored at create-order. Idempotent
 * with verify through the unique gateway order id. The event id is remembered only after it was
 * handled, so a delivery that failed half-way is processed again on Razorpay's retry.
 * A signed delivery is always acknowledged (2xx): a captured payment that cannot become an order,
 * for whatever reason, is kept in `payment_attention` for the back office instead of failing the
 * delivery, which Razorpay would retry for a day to no avail. Only when not even that record can be
 * written (the database is down) does it fail, with `RetryLater`, so the delivery comes again.
 */
export function createRecordWebhookPayment(deps: {
  db: Db;
  gateway: PaymentGateway;
  placeOrder: PlaceOrder;
  clock: Clock;
  /** Settles our refund row by its gateway id (modules/refunds); null when the refund is not one of ours. */
  settleRefund?: (refund: GatewayRefund) => Promise<unknown>;
  onLinkPaid?: LinkPaid | undefined;
}) {
  const { db } = deps;

  const record = createRecordPaidPayment(deps);

  async function settle(refund: GatewayRefund, log: FastifyBaseLogger): Promise<WebhookOutcome> {
    const row = (await deps.settleRefund?.(refund)) ?? null;
    // A refund's state recorded (or already recorded: settling is monotonic and idempotent).
    if (row) return 'recorded';
    log.warn({ gatewayRefundId: refund.id, paymentId: refund.paymentId }, 'refund webhook for no refund of ours');
    return 'ignored';
  }

  return async function recordWebhookPayment(
    rawBody: Buffer,
    headers: { signature: string | undefined; eventId: string | undefined },
    log: FastifyBaseLogger,
  ): Promise<WebhookOutcome> {
    const reading = deps.gateway.readWebhook(rawBody, headers.signature, headers.eventId);
    if (reading.kind === 'forged') throw new AppError('bad-request', 'Invalid webhook signature');
    try {
      if (reading.eventId && (await repo.eventSeen(db, reading.eventId))) return 'duplicate';
      const outcome =
        reading.kind === 'paid'
          ? await record(reading.payment, reading.eventId, log)
          : reading.kind === 'refund'
            ? await settle(reading.refund, log)
            : 'ignored';
      if (reading.eventId) await repo.markEventSeen(db, reading.eventId, deps.clock.now());
      log.info({ event: reading.event, eventId: reading.eventId, outcome }, 'payment webhook handled');
      return outcome;
    } catch (error) {
      log.error(
        { event: reading.event, eventId: reading.eventId, sqlState: sqlState(error) },
        'payment webhook not recorded: the database failed; the gateway will deliver it again',
      );
      throw new RetryLater();
    }
  };
}
export type RecordWebhookPayment = ReturnType<typeof createRecordWebhookPayment>;

/** A signed delivery that could not be recorded at all: answered 503 so the gateway delivers it again. */
export class RetryLater extends Error {
  constructor() {
    super(WEBHOOK_RETRY_LATER);
    this.name = 'RetryLater';
  }
}

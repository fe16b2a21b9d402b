import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { orders, refunds } from '../db/schema';
import type { GatewayRefund, PaymentGateway, RefundRequest } from '../modules/payments';
import { createSandboxGateway } from '../modules/payments';
import type { TestApp } from './build-test-app';
import { newOrder, productWithStock, signedIn, type Target } from './factories';
import type { Db } from '../db/client';

const dbOf = (target: Target): Db => ('database' in target ? target.database.db : target);

/**
 * The sandbox gateway, counting the refunds it is asked for; `down` makes it fail as an unreachable gateway would,
 * `answer` replaces its answer (a refund left pending, a refusal…).
 */
export function countingGateway(base: PaymentGateway = createSandboxGateway({ keyId: 'k', keySecret: 's' })) {
  const calls: RefundRequest[] = [];
  const state: { down: boolean; answer: ((r: RefundRequest) => Promise<GatewayRefund>) | null } = {
    down: false,
    answer: null,
  };
  const gateway: PaymentGateway = {
    ...base,
    async refund(request) {
      calls.push(request);
      if (state.down) throw new Error('connect ECONNREFUSED');
      return state.answer ? state.answer(request) : base.refund(request);
    },
  };
  return { gateway, calls, state };
}

/** A placed order paid online (one line per entry, ₹799 each), with its product; stock already taken. */
export async function newPrepaidOrder(target: Target, stock: Record<string, number> = { M: 5 }, quantity = 1) {
  const db = dbOf(target);
  const productId = await productWithStock(target, stock);
  const shopper = await signedIn(target);
  const sizes = Object.keys(stock);
  const orderId = await newOrder(
    target,
    shopper.userId,
    sizes.map((size) => ({ productId, size, quantity })),
  );
  await db
    .update(orders)
    .set({
      paymentMode: 'prepaid',
      moneyState: 'paid',
      gatewayOrderId: `order_${orderId.replaceAll('-', '').slice(0, 14)}`,
      gatewayPaymentId: `pay_${orderId.replaceAll('-', '').slice(0, 14)}`,
      paidAt: new Date('2026-11-21T09:00:00Z'),
    })
    .where(eq(orders.id, orderId));
  return { orderId, productId, shopper };
}

export async function refundRows(target: Target, orderId: string) {
  return dbOf(target).select().from(refunds).where(eq(refunds.orderId, orderId));
}

export async function moneyStateOfOrder(target: Target, orderId: string) {
  const [o] = await dbOf(target).select({ s: orders.moneyState }).from(orders).where(eq(orders.id, orderId));
  return o?.s;
}

/**
 * Delivers a recorded Razorpay refund webhook (modules/payments/__fixtures__/webhook-<event>.json) for `refundId` to
 * POST /api/payment/webhook, signed with the gateway's `secret`; `eventId` tells deliveries apart.
 */
export async function deliverRefundWebhook(
  t: TestApp,
  secret: string,
  event: 'refund-processed' | 'refund-failed' | 'refund-created',
  refundId: string,
  eventId: string,
) {
  const recorded = JSON.parse(
    readFileSync(new URL(`../modules/payments/__fixtures__/webhook-${event}.json`, import.meta.url), 'utf8'),
  ) as { payload: { refund: { entity: { id: string } } } };
  recorded.payload.refund.entity.id = refundId;
  const body = JSON.stringify(recorded);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

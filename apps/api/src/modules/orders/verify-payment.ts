import { readPricingSnapshot } from '@vastra/domain/pricing';
import type { VerifyPaymentBody } from '@vastra/domain/api';
import { paymentInstrumentOf, type PaymentInstrument } from '@vastra/domain/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { PaymentGateway } from '../payments';
import { paymentOrdersRepository as repo } from './payment-orders.repository';
import { BASKET_MISMATCH, type PlaceOrder, type PlacedOrder } from './place-order';
import { sqlState } from '../../shared/pg-errors';

export const UNKNOWN_PAYMENT_ORDER = 'Unknown payment order. Please start the payment again.';
export const BAD_SIGNATURE = 'Payment verification failed: the payment signature is invalid.';
export const NOT_YOUR_PAYMENT = 'This payment was started from another account.';

/**
 * POST /api/orders/verify (docs/rules/security.md): the gateway order must exist, the signature of
 * `order_id|payment_id` must match the STORED gateway order id (constant-time), orderData's items
 * must be the basket bound at create-order and the bound amount must equal the server's total for
 * them; then the order is placed as prepaid through the one
 * place-order use case, which makes verify idempotent per gateway order (twice or concurrently).
 * A refusal writes nothing. A genuine payment that cannot become an order (stock gone, totals no
 * longer match) is logged as needing a refund and kept in `payment_attention` (source 'verify', one row
 * per payment id, as the webhook keeps its own: decision 016) for the back office to refund or settle.
 */
export function createVerifyPayment(deps: { db: Db; gateway: PaymentGateway; placeOrder: PlaceOrder; clock: Clock }) {
  return async function verifyPayment(
    userId: string,
    body: VerifyPaymentBody,
    log: FastifyBaseLogger,
  ): Promise<PlacedOrder> {
    const bound = await repo.find(deps.db, body.razorpay_order_id);
    if (!bound) throw new AppError('bad-request', UNKNOWN_PAYMENT_ORDER);
    if (!deps.gateway.verifySignature(bound.id, body.razorpay_payment_id, body.razorpay_signature)) {
      log.warn({ gatewayOrderId: bound.id }, 'payment verify refused: forged or broken signature');
      throw new AppError('bad-request', BAD_SIGNATURE);
    }
    if (bound.userId && bound.userId !== userId) throw new AppError('forbidden', NOT_YOUR_PAYMENT);
    const { customerInfo, items, language } = body.orderData;
    const method = await methodOf(deps.gateway, body.razorpay_payment_id, log);
    try {
      return await deps.placeOrder({
        userId,
        customerInfo,
        items,
        language,
        payment: {
          mode: 'prepaid',
          gatewayOrderId: bound.id,
          gatewayPaymentId: body.razorpay_payment_id,
          amountPaise: bound.amountPaise,
          basketHash: bound.basketHash,
          method,
          pricedAt: bound.createdAt,
          pricing: readPricingSnapshot(bound.pricing),
        },
      });
    } catch (error) {
      // The payment paid for the bound basket, which the webhook can still record: no refund to flag.
      if (error instanceof AppError && error.message === BASKET_MISMATCH) {
        log.warn({ gatewayOrderId: bound.id, userId }, 'payment verify refused: orderData is not the paid basket');
      } else if (error instanceof AppError && (error.kind === 'conflict' || error.kind === 'bad-request')) {
        log.error(
          {
            refundNeeded: true,
            gatewayOrderId: bound.id,
            paymentId: body.razorpay_payment_id,
            amountPaise: bound.amountPaise,
            userId,
            reason: error.message,
          },
          'PAID BUT NOT PLACED: a verified payment could not become an order; refund it',
        );
        // Kept for the back office; the shopper's answer is the refusal whether or not this is written.
        await repo
          .needsAttention(deps.db, {
            gatewayOrderId: bound.id,
            gatewayPaymentId: body.razorpay_payment_id,
            amountPaise: bound.amountPaise,
            reason: error.message,
            eventId: null,
            source: 'verify',
            createdAt: deps.clock.now(),
          })
          .catch((failure: unknown) =>
            log.error(
              { gatewayOrderId: bound.id, paymentId: body.razorpay_payment_id, sqlState: sqlState(failure) },
              'PAID BUT NOT PLACED: the payment could not be kept for the back office either',
            ),
          );
      }
      throw error;
    }
  };
}
export type VerifyPayment = ReturnType<typeof createVerifyPayment>;

/**
 * How the payment was made (UPI, card…), asked of the gateway (docs/rules/third-parties.md#ports). Only a record:
 * when the gateway cannot say now, the order is placed all the same with no method.
 */
async function methodOf(
  gateway: PaymentGateway,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<PaymentInstrument | null> {
  try {
    return paymentInstrumentOf((await gateway.fetchPayment(paymentId))?.method);
  } catch (error) {
    log.warn({ paymentId, cause: error instanceof AppError ? error.message : 'unexpected' }, 'payment method unknown');
    return null;
  }
}

import type { VerifyPaymentBody } from '@vastra/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentGateway } from '../payments';
import { paymentOrdersRepository as repo } from './payment-orders.repository';
import { BASKET_MISMATCH, type PlaceOrder, type PlacedOrder } from './place-order';

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
 * longer match) is logged as needing a refund; the payment_orders row stays as its record.
 */
export function createVerifyPayment(deps: { db: Db; gateway: PaymentGateway; placeOrder: PlaceOrder }) {
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
    const { customerInfo, items } = body.orderData;
    try {
      return await deps.placeOrder({
        userId,
        customerInfo,
        items,
        payment: {
          mode: 'prepaid',
          gatewayOrderId: bound.id,
          gatewayPaymentId: body.razorpay_payment_id,
          amountPaise: bound.amountPaise,
          basketHash: bound.basketHash,
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
      }
      throw error;
    }
  };
}
export type VerifyPayment = ReturnType<typeof createVerifyPayment>;

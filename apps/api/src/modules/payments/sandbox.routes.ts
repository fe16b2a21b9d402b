import { ENDPOINTS } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { checkoutSignature } from './gateway-signature';
import { gatewayId } from './gateway-ids';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';

/** The sandbox's test cards (README): one pays, one is declined like a real bank would. */
export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

/** A payment failure with Razorpay's error fields (docs/rules/third-parties.md#razorpay-checkout `payment.failed`). */
function paymentFailed(orderId: string, description: string, reason: string): AppError {
  return new AppError('bad-request', description, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'customer',
      step: 'payment_authorization',
      reason,
      metadata: { order_id: orderId, payment_id: gatewayId('pay') },
    },
  });
}

/**
 * The sandbox gateway's browser script and its card "bank" (both development-only in the contract).
 * Registered only outside production (docs/rules/third-parties.md#ports).
 */
export function sandboxRoutes(deps: { db: Db; keySecret: string }): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.sandboxCheckoutScript, ({ reply }) =>
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SANDBOX_CHECKOUT_SCRIPT),
    );

    route(ENDPOINTS.sandboxPay, async ({ body }) => {
      const { order_id: orderId, card } = body;
      const [order] = await deps.db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, orderId))
        .limit(1);
      if (!order) throw paymentFailed(orderId, 'The id provided does not exist', 'input_validation_failed');
      if (card.number === SANDBOX_CARDS.declined) {
        throw paymentFailed(
          orderId,
          'Your payment has been declined by the bank. Please try another card.',
          'card_declined',
        );
      }
      if (card.number !== SANDBOX_CARDS.success) {
        throw paymentFailed(
          orderId,
          'Use a sandbox test card: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined.',
          'card_number_invalid',
        );
      }
      const paymentId = gatewayId('pay');
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(deps.keySecret, order.id, paymentId),
      };
    });
  };
}

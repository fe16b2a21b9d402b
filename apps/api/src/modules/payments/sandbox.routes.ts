import { ApiErrorBody } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { checkoutSignature } from './gateway-signature';
import { gatewayId } from './gateway-ids';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';

/** The sandbox's test cards (README): one pays, one is declined like a real bank would. */
export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

const SandboxPayBody = z.strictObject({
  order_id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, { error: 'Invalid order_id' }),
  card: z.strictObject({
    number: z.string().regex(/^\d{12,19}$/, { error: 'Enter a valid card number.' }),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'Enter the expiry date as MM/YY.' }),
    cvv: z.string().regex(/^\d{3,4}$/, { error: 'Enter the 3-digit CVV on the back of the card.' }),
  }),
});

/**
 * checkout.js's success answer (docs/rules/third-parties.md#razorpay-checkout): exactly the three fields verify takes.
 */
const SandboxPayResponse = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

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
 * GET /api/payment/sandbox/checkout.js and POST /api/payment/sandbox/pay: the sandbox gateway's
 * browser script and its card "bank". Registered only outside production (docs/rules/third-parties.md#ports).
 */
export function sandboxRoutes(deps: { db: Db; keySecret: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payment/sandbox/checkout.js',
      { schema: { tags: ['payments'], summary: 'Sandbox checkout.js (window.Razorpay)', hide: true } },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(SANDBOX_CHECKOUT_SCRIPT),
    );

    app.post(
      '/payment/sandbox/pay',
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox: pay a gateway order with a test card, signed as Razorpay signs',
          body: SandboxPayBody,
          response: { 200: SandboxPayResponse, 400: ApiErrorBody.extend({ error: z.unknown().optional() }) },
        },
      },
      async (request) => {
        const { order_id: orderId, card } = request.body;
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
      },
    );
  };
}

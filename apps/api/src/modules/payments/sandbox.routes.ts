import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { contractRoutes } from '../../plugins/contract-route';
import { checkoutSignature } from './gateway-signature';
import type { SandboxLedger } from './sandbox-ledger';
import { boundOrder, paymentFailed, registerSandboxUpi } from './sandbox-upi';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';
import { registerSandboxPaymentLinks } from './sandbox-payment-link';
import type { Clock } from '../../shared/clock';

/** The sandbox's test cards (README): one pays, one is declined like a real bank would. */
export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

/**
 * The sandbox gateway's browser script, its card "bank", its UPI (sandbox-upi.ts) and its payment links' page
 * (sandbox-payment-link.ts), development-only in the contract.
 * Registered only outside production (docs/rules/third-parties.md#ports).
 */
export function sandboxRoutes(deps: {
  db: Db;
  keySecret: string;
  ledger: SandboxLedger;
  clock: Clock;
}): FastifyPluginAsync {
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
      const order = await boundOrder(deps.db, orderId);
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
      const paymentId = deps.ledger.card(order.id, order.amountPaise).id;
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(deps.keySecret, order.id, paymentId),
      };
    });

    registerSandboxUpi(app, deps);
    // In a scope of its own: only the link's page posts a form.
    await app.register(async (scope) => registerSandboxPaymentLinks(scope, deps));
  };
}

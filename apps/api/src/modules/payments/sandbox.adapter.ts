import { ENDPOINTS } from '@vastra/domain/api';
import { paise } from '@vastra/domain/money';
import type { GatewayRefund, PaymentGateway } from './payment-gateway.port';
import { checkoutSignatureOk } from './gateway-signature';
import { gatewayId } from './gateway-ids';
import { readWebhookDelivery } from './webhook-event';

/** Where the API serves the sandbox's `window.Razorpay` (a dev route, absent in production). */
export const SANDBOX_CHECKOUT_SCRIPT_PATH = ENDPOINTS.sandboxCheckoutScript.path;

/**
 * The default card gateway (docs/rules/third-parties.md#ports): gateway orders live only in our database, payments are
 * made by the sandbox checkout and signed with the sandbox secret exactly as Razorpay signs. Its
 * webhooks, if a test sends any, are signed with the same secret.
 */
export function createSandboxGateway(keys: { keyId: string; keySecret: string }): PaymentGateway {
  // Refunds complete at once; a repeated idempotency key answers the refund it made (as Razorpay's header does).
  const refunds = new Map<string, GatewayRefund>();
  return {
    provider: 'sandbox',
    publicKey: keys.keyId,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT_PATH,
    async createOrder(amountPaise) {
      return { id: gatewayId('order'), amountPaise: paise(amountPaise), currency: 'INR' };
    },
    verifySignature: (orderId, paymentId, signature) =>
      checkoutSignatureOk(keys.keySecret, orderId, paymentId, signature),
    readWebhook: (rawBody, signature, eventId) => readWebhookDelivery(keys.keySecret, rawBody, signature, eventId),
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const earlier = refunds.get(idempotencyKey);
      if (earlier) return earlier;
      const made: GatewayRefund = { id: gatewayId('rfnd'), paymentId, amountPaise, status: 'processed' };
      refunds.set(idempotencyKey, made);
      return made;
    },
  };
}

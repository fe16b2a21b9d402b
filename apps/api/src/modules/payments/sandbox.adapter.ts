import { ENDPOINTS } from '@vastra/domain/api';
import { paise } from '@vastra/domain/money';
import type { GatewayRefund, PaymentGateway } from './payment-gateway.port';
import { checkoutSignatureOk } from './gateway-signature';
import { gatewayId } from './gateway-ids';
import { readWebhookDelivery } from './webhook-event';
import { createSandboxLedger, gatewayPaymentOf, type SandboxLedger } from './sandbox-ledger';
import { systemClock } from '../../shared/clock';

/** How long a sandbox QR or app UPI payment waits for the shopper's "approval" unless configured. */
export const SANDBOX_UPI_APPROVE_MS = 5_000;

/** The sandbox gateway with its payments (the sandbox routes make them; fetchPayment reads them). */
export type SandboxGateway = PaymentGateway & { readonly ledger: SandboxLedger };

/** Where the API serves the sandbox's `window.Razorpay` (a dev route, absent in production). */
export const SANDBOX_CHECKOUT_SCRIPT_PATH = ENDPOINTS.sandboxCheckoutScript.path;

/** Where a sandbox payment link opens (a dev page, absent in production). */
export const SANDBOX_LINK_PATH = ENDPOINTS.sandboxPaymentLink.path;

/**
 * The default card gateway (docs/rules/third-parties.md#ports): gateway orders live only in our database, payments are
 * made by the sandbox checkout and signed with the sandbox secret exactly as Razorpay signs. Its
 * webhooks, if a test sends any, are signed with the same secret.
 */
export function createSandboxGateway(
  keys: { keyId: string; keySecret: string },
  ledger: SandboxLedger = createSandboxLedger({ clock: systemClock, upiApproveMs: SANDBOX_UPI_APPROVE_MS }),
  /** The shop's address (PUBLIC_URL, or this server's): a payment link opens the sandbox's page there. */
  shopUrl = 'http://localhost:3000',
): SandboxGateway {
  // Refunds complete at once; a repeated idempotency key answers the refund it made (as Razorpay's header does).
  const refunds = new Map<string, GatewayRefund>();
  return {
    provider: 'sandbox',
    ledger,
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
    async fetchPayment(paymentId) {
      const payment = ledger.find(paymentId);
      return payment ? gatewayPaymentOf(payment) : null;
    },
    async fetchOrderPayments(gatewayOrderId) {
      return ledger.ofOrder(gatewayOrderId).map(gatewayPaymentOf);
    },
    // The link's page is the sandbox's (sandbox-payment-link.ts): it pays the link and delivers its signed webhook.
    async createPaymentLink({ amountPaise, expiresAt }) {
      const id = gatewayId('plink');
      const url = `${shopUrl.replace(/\/+$/, '')}${SANDBOX_LINK_PATH.replace(':linkId', id)}`;
      return { id, url, amountPaise: paise(amountPaise), expiresAt };
    },
    async cancelPaymentLink() {},
  };
}

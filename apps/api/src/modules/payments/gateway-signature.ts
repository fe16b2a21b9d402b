import { createHmac } from 'node:crypto';
import { safeEqual } from '../../shared/crypto';

/**
 * Hex HMAC-SHA256 of `order_id|payment_id` with the key secret, as Razorpay signs checkout
 * (docs/rules/third-parties.md#razorpay-signature).
 */
export function checkoutSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${gatewayOrderId}|${paymentId}`).digest('hex');
}

/** Constant-time check of a checkout signature. */
export function checkoutSignatureOk(
  keySecret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return safeEqual(checkoutSignature(keySecret, gatewayOrderId, paymentId), signature.toLowerCase());
}

/** Hex HMAC-SHA256 of the raw webhook body with the webhook secret (docs/rules/third-parties.md#razorpay-webhooks). */
export function webhookSignature(webhookSecret: string, rawBody: Buffer): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time check of `X-Razorpay-Signature` over the raw bytes (never a re-serialised body). */
export function webhookSignatureOk(webhookSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  return safeEqual(webhookSignature(webhookSecret, rawBody), header.trim().toLowerCase());
}

import { AppError } from '../../errors';
import type { Paise } from '@vastra/domain/money';

/** A gateway order as the gateway made it (docs/rules/third-parties.md#razorpay-orders): the amount is bound here. */
export interface GatewayOrder {
  id: string;
  amountPaise: Paise;
  currency: 'INR';
}

/**
 * A captured payment reported by a webhook (`payment.captured` or `order.paid`,
 * docs/rules/third-parties.md#razorpay-webhooks).
 */
export interface PaidWebhookEvent {
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  /** How it was paid (`upi`, `card`…), when the event says. */
  method?: string | null;
}

/** A payment as the gateway reports it (`GET /v1/payments/:id`, docs/rules/third-parties.md#ports). */
export interface GatewayPayment {
  id: string;
  /** `created` (pending), `authorized`, `captured`, `refunded` or `failed`. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** `upi`, `card`, `netbanking`… as the gateway names it; null when it does not say. */
  method: string | null;
  amountPaise: number;
  orderId: string | null;
  captured: boolean;
}

/** A refund to ask of the gateway: `idempotencyKey` makes a retry return the same refund, never a second one. */
export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** 10–40 characters of letters, digits, '-' and '_' (stored with the refund row before the call). */
  idempotencyKey: string;
  notes?: Record<string, string>;
}

/** A refund as the gateway made it (docs/rules/third-parties.md#ports): pending until processed or failed. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  /** Why a failed refund failed, when the gateway says. */
  failureReason?: string;
}

/**
 * The gateway refused a refund for good (Razorpay's 400 BAD_REQUEST_ERROR: more than captured, already fully
 * refunded, the key used for another request): sending it again would be refused again, so its row fails.
 * Any other provider failure (unreachable, 5xx, 409 "same key in flight") is worth sending again.
 */
export class GatewayRefusedError extends AppError {
  constructor(description: string) {
    super('provider-failed', description);
    this.name = 'GatewayRefusedError';
  }
}

/**
 * A payment link to make (docs/rules/third-parties.md#razorpay-payment-links): the amount bound now, our reference
 * (unique, at most 40 characters), what she sees, who she is, and when it stops taking payment.
 */
export interface PaymentLinkRequest {
  amountPaise: Paise;
  referenceId: string;
  description: string;
  customer: { name: string; phone: string; email: string };
  expiresAt: Date;
  notes: Record<string, string>;
}

/** A payment link as the gateway made it: its id (`plink_…`, also the id of its gateway order row) and address. */
export interface GatewayPaymentLink {
  id: string;
  url: string;
  amountPaise: Paise;
  expiresAt: Date;
}

/** What a webhook delivery says once its signature is checked. */
export type WebhookReading =
  | { kind: 'forged' }
  | { kind: 'ignored'; eventId: string | null; event: string }
  | { kind: 'paid'; eventId: string | null; event: string; payment: PaidWebhookEvent }
  /** `refund.created`, `refund.processed`, `refund.failed` (docs/rules/third-parties.md#razorpay-refunds). */
  | { kind: 'refund'; eventId: string | null; event: string; refund: GatewayRefund };

/**
 * The card payment gateway (docs/rules/third-parties.md#ports): Razorpay, or the sandbox that behaves like it.
 * Signatures are HMAC-SHA256 made exactly as Razorpay makes them (docs/rules/third-parties.md#razorpay-signature,
 * docs/rules/third-parties.md#razorpay-webhooks).
 */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'razorpay';
  /** The key id the browser's checkout takes (public). */
  readonly publicKey: string;
  /** Where the browser loads `window.Razorpay` from. */
  readonly checkoutScriptUrl: string;
  /** Creates a gateway order for `amountPaise`; throws AppError('provider-failed') when the gateway fails. */
  createOrder(amountPaise: Paise, receipt: string, notes: Record<string, string>): Promise<GatewayOrder>;
  /** Checks checkout's `razorpay_signature` for a gateway order id (use the stored one) and payment id. */
  verifySignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** Checks `X-Razorpay-Signature` over the raw body bytes and reads the event. */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined, eventIdHeader: string | undefined): WebhookReading;
  /**
   * Refunds part or all of a captured payment; the same idempotency key answers the same refund. Throws
   * GatewayRefusedError when the gateway refuses it for good, AppError('provider-failed') when it fails.
   */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** One payment as the gateway knows it now; null when it knows no such payment. Throws AppError on failure. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Every payment attempt of a gateway order (`GET /v1/orders/:id/payments`), oldest first. */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /**
   * Makes a payment link (UPI or card) for `amountPaise`; its paid webhook (`payment_link.paid`) reads as a paid
   * payment of the gateway order whose id is the link's. Throws AppError('provider-failed') when the gateway fails.
   */
  createPaymentLink(request: PaymentLinkRequest): Promise<GatewayPaymentLink>;
  /** Stops a link taking payment (one made for an order that then could not hold its stock). */
  cancelPaymentLink(id: string): Promise<void>;
}

import { z } from 'zod';
import { ApiErrorBody } from './api-error';

/**
 * `Idempotency-Key` (ours, like Stripe's): a repeated COD submit returns the first order; the same key
 * with a different order (another address, items, notes…) is refused with 422.
 */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,100}$/, { error: 'Idempotency-Key must be 1 to 100 visible ASCII characters' })
    .optional(),
});

/** Any `{id}` reaches the handler: an id that is not one of ours is simply not found (no 400 that tells ids apart). */
export const OrderPathParams = z.strictObject({ id: z.string().max(200) });

/** A refusal of an order; a line that cannot be ordered is named by productId and size (and the stock left on 409). */
export const OrderRefusal = ApiErrorBody.extend({
  productId: z.string().optional(),
  size: z.string().optional(),
  available: z.number().int().optional(),
});

/** What the payment webhook did with a signed delivery. */
export const WEBHOOK_OUTCOMES = ['recorded', 'already-recorded', 'duplicate', 'ignored', 'needs-attention'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** POST /api/payment/webhook headers: the gateway's signature over the raw body and its event id. */
export const PaymentWebhookHeaders = z.looseObject({
  'x-razorpay-signature': z.string().max(200).optional(),
  'x-razorpay-event-id': z.string().max(200).optional(),
});

/** POST /api/payment/webhook answer. */
export const PaymentWebhookResponse = z.object({ status: z.enum(WEBHOOK_OUTCOMES) });

/** POST /api/orders/book-shipping 502: the booking answer with the error's code. */
export const BookShippingFailure = z.object({
  success: z.boolean(),
  data: z.object({ awb: z.string().nullable(), courier: z.string().nullable() }).nullable(),
  message: z.string(),
  code: ApiErrorBody.shape.code,
});

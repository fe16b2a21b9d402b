import { z } from 'zod';
import { PRICING_DEV_CLOCK_MESSAGES } from '../pricing/messages';
import { ApiErrorBody } from './api-error';
import { IsoDateTime } from './common';
import { TrackingResponse } from './tracking-response';

// The development-only endpoints (outside production, answered only to this machine): the sandbox
// card gateway and the shipping simulator's controls. The storefront never calls the simulator; the
// sandbox's checkout script does call /pay.

/** POST /api/payment/sandbox/pay body: a gateway order and a test card. */
export const SandboxPayBody = z.strictObject({
  order_id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, { error: 'Invalid order_id' }),
  card: z.strictObject({
    number: z.string().regex(/^\d{12,19}$/, { error: 'Enter a valid card number.' }),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'Enter the expiry date as MM/YY.' }),
    cvv: z.string().regex(/^\d{3,4}$/, { error: 'Enter the 3-digit CVV on the back of the card.' }),
  }),
});
export type SandboxPayBody = z.infer<typeof SandboxPayBody>;

/** checkout.js's success answer: exactly the three fields verify takes. */
export const SandboxPayResponse = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type SandboxPayResponse = z.infer<typeof SandboxPayResponse>;

/** A declined or refused sandbox payment: the usual body plus Razorpay's own `error` fields. */
export const SandboxPayFailure = ApiErrorBody.extend({ error: z.unknown().optional() });

/** The UPI apps the sandbox offers on phones: Razorpay's `apps` (docs/rules/third-parties.md#razorpay-checkout). */
export const SANDBOX_UPI_APPS = ['google_pay', 'phonepe', 'paytm'] as const;

/**
 * A sandbox UPI payment: `qr` (desktop) or `intent` (an app tile on a phone) starts a pending payment the window
 * polls; `collect` takes Razorpay's test UPI ids (`success@razorpay`, `failure@razorpay`) and answers at once.
 */
export const SandboxUpiBody = z.strictObject({
  order_id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, { error: 'Invalid order_id' }),
  flow: z.enum(['qr', 'intent', 'collect']),
  app: z.enum(SANDBOX_UPI_APPS).optional(),
  vpa: z.string().trim().max(100).optional(),
});
export type SandboxUpiBody = z.infer<typeof SandboxUpiBody>;

/** A sandbox UPI payment now: pending (`created`, with its QR for `qr`) or paid with checkout's three fields. */
export const SandboxUpiAnswer = z.object({
  payment_id: z.string(),
  status: z.enum(['created', 'captured']),
  /** The QR code of the UPI link, an SVG data URL (flow `qr`). */
  qr_svg: z.string().optional(),
  upi_link: z.string().optional(),
  razorpay_order_id: z.string().optional(),
  razorpay_payment_id: z.string().optional(),
  razorpay_signature: z.string().optional(),
});
export type SandboxUpiAnswer = z.infer<typeof SandboxUpiAnswer>;

export const SandboxUpiParams = z.strictObject({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{1,60}$/) });

/** How many of the next sandbox UPI payments fail (no body: the next one). */
export const SandboxUpiFailNext = z.strictObject({ count: z.number().int().min(0).max(100).default(1) });
export const SandboxUpiFailNextBody = SandboxUpiFailNext.nullable();

/** A sandbox payment link's page (GET) and its pay button (POST). */
export const SandboxLinkParams = z.strictObject({ linkId: z.string().regex(/^plink_[A-Za-z0-9]{1,60}$/) });

/** The page's form: pay by UPI or by card (a form post, so the page needs no script). */
export const SandboxLinkPayBody = z.strictObject({ method: z.enum(['upi', 'card']) });

/** `?to=delivered` moves straight to the end of the shipment's route. */
export const AdvanceShipmentQuery = z.strictObject({ to: z.enum(['delivered']).optional() });

/** How many of the next bookings fail, and with which courier message. */
export const FailNextBookings = z.strictObject({
  count: z.number().int().min(0).max(100).default(1),
  message: z.string().trim().min(1).max(300).default('Simulated courier outage'),
});
export type FailNextBookings = z.output<typeof FailNextBookings>;

/** No body (null) means: the next one booking fails with a courier outage. */
export const FailNextBookingsBody = FailNextBookings.nullable();

/** Why the simulated courier could not deliver (POST /api/dev/shipments/{awb}/ndr); no body: customer unavailable. */
export const NdrShipmentBody = z
  .strictObject({ reason: z.enum(['customer_unavailable', 'address_incomplete', 'refused']).optional() })
  .nullable();
export type NdrShipmentBody = z.infer<typeof NdrShipmentBody>;

/** A simulator control's answer: the simulator stage, the order it belongs to and its tracking now. */
export const DevShipmentResponse = z.object({
  awb: z.string(),
  stage: z.string(),
  orderId: z.string().nullable(),
  orderStatus: z.string().nullable(),
  tracking: TrackingResponse.nullable(),
});
export type DevShipmentResponse = z.infer<typeof DevShipmentResponse>;

/** The furthest one POST /api/dev/clock moves the test clock: 400 days, in ms. */
export const DEV_CLOCK_MAX_ADVANCE_MS = 400 * 86_400_000;

/**
 * POST /api/dev/clock: move the server's test clock forward (`advanceMs`), or back to real time (`reset: true`).
 * Never backwards otherwise: a clock going back would reopen what already happened (expiries, sale ends).
 */
export const DevClockBody = z
  .strictObject({
    advanceMs: z
      .number({ error: PRICING_DEV_CLOCK_MESSAGES.advanceWhole })
      .int({ error: PRICING_DEV_CLOCK_MESSAGES.advanceWhole })
      .min(1, { error: PRICING_DEV_CLOCK_MESSAGES.backwards })
      .max(DEV_CLOCK_MAX_ADVANCE_MS, { error: PRICING_DEV_CLOCK_MESSAGES.tooFar })
      .optional(),
    reset: z.literal(true, { error: PRICING_DEV_CLOCK_MESSAGES.resetTrue }).optional(),
  })
  .refine((b) => (b.advanceMs === undefined) !== (b.reset === undefined), { error: PRICING_DEV_CLOCK_MESSAGES.oneOf });
export type DevClockBody = z.infer<typeof DevClockBody>;

/** The server's now after the move (ISO 8601, UTC), and how far ahead of real time it is. */
export const DevClockResponse = z.object({ now: IsoDateTime, offsetMs: z.number().int() });
export type DevClockResponse = z.infer<typeof DevClockResponse>;

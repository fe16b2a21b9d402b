import { z } from 'zod';
import { IndianState } from '../address';
import { IsoDateTime, Rupees } from './common';
import { OrderItemsInput, TypedCouponCode } from './order-request';

/** The payment the shopper has chosen so far: a coupon for prepaid orders only, the COD fee, the prepaid offer. */
export const QuotePaymentMode = z.enum(['prepaid', 'cod']);

/**
 * POST /api/checkout/quote body: the bag, and optionally the coupon typed, the payment chosen and the delivery state
 * (for the CGST/SGST or IGST split; the total does not depend on it).
 */
export const QuoteBody = z.strictObject({
  items: OrderItemsInput,
  couponCode: TypedCouponCode.optional(),
  paymentMode: QuotePaymentMode.optional(),
  state: IndianState.optional(),
});
export type QuoteBody = z.infer<typeof QuoteBody>;

const QuoteLine = z.object({
  productId: z.string(),
  size: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** One piece at today's price (a live sale's), and the struck-through price when there is one. */
  unitPrice: Rupees,
  compareAtPrice: Rupees.nullable(),
  /** The offers' and coupon's share of this line, and what the line costs after it. */
  discount: Rupees,
  total: Rupees,
});

export const OFFER_KINDS = ['coupon', 'buy-x-get-y', 'bundle', 'tiered', 'prepaid', 'free-delivery'] as const;

const QuoteOffer = z.object({ id: z.string(), kind: z.enum(OFFER_KINDS), label: z.string(), discount: Rupees });

/** An offer the shopper may be told about (and, for a coupon, tap to apply). */
export const AvailableOffer = z.object({
  id: z.string(),
  kind: z.enum(OFFER_KINDS),
  label: z.string(),
  /** The coupon's code; null for an offer applied without one. */
  code: z.string().nullable(),
  /** Its terms in one sentence: "20% off, up to ₹500, on orders of ₹999 or more. Prepaid orders only." */
  terms: z.string(),
  /** Which products it looks at: all, some categories, or chosen products. */
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('shop') }),
    z.object({ kind: z.literal('categories'), categories: z.array(z.string()) }),
    z.object({ kind: z.literal('products'), productIds: z.array(z.string()) }),
  ]),
  endsAt: IsoDateTime.nullable(),
});
export type AvailableOffer = z.infer<typeof AvailableOffer>;

/**
 * POST /api/checkout/quote answer: the server's price of the bag (docs/decisions/083-one-pricing-function.md), in
 * rupees like all API money. `total` is what placing this bag now costs; the checkout sends it back as `quotedTotal`,
 * and a different total then is refused (409 quote_changed) rather than charged.
 */
export const QuoteResponse = z.object({
  lines: z.array(QuoteLine),
  offers: z.array(QuoteOffer),
  /** The coupon typed: applied with its discount, or not with the one reason why. Null when none was typed. */
  coupon: z
    .object({ code: z.string(), applied: z.boolean(), discount: Rupees, message: z.string().nullable() })
    .nullable(),
  subtotal: Rupees,
  discount: Rupees,
  deliveryFee: Rupees,
  deliveryFeeWaived: Rupees,
  codFee: Rupees,
  total: Rupees,
  savings: z.object({ total: Rupees, message: z.string().nullable() }),
  /** With cash on delivery or no choice yet: what paying online would cost instead. */
  payOnline: z.object({ total: Rupees, saves: Rupees, message: z.string() }).nullable(),
  availableOffers: z.array(AvailableOffer),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;

/** GET /api/offers answer: the offers live now, for badges on products and the bag's "Available offers". */
export const LiveOffersResponse = z.object({ offers: z.array(AvailableOffer) });
export type LiveOffersResponse = z.infer<typeof LiveOffersResponse>;

import { z } from 'zod';
import { CATEGORY_SLUG_MAX, isCategory } from '../catalog/categories';
import { PRICING_MESSAGES as M } from './messages';

/**
 * The offers an owner defines (docs/decisions/083-one-pricing-function.md): one coupon kind and five automatic
 * kinds. Money is integer paise; a percent is a whole number 1–100; a window is [startsAt, endsAt), endsAt null
 * meaning open-ended. These schemas are the API contract's input for the back office and the pricing function's
 * own types.
 */

/** The longest coupon code, and the shortest. */
export const COUPON_CODE_MAX = 20;
export const COUPON_CODE_MIN = 3;
/** A–Z and 0–9, with '-' allowed inside only: `FESTIVE20`, `DIWALI-25`. */
export const COUPON_CODE_SHAPE = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

/** A coupon code as typed: trimmed and upper-cased (codes are case-insensitive), then checked. */
export const CouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(COUPON_CODE_MIN, M.codeLength)
  .max(COUPON_CODE_MAX, M.codeLength)
  .regex(COUPON_CODE_SHAPE, M.codeCharacters);
export type CouponCode = z.infer<typeof CouponCode>;

/** The shopper's "Apply coupon" form (cart and checkout): one code, checked for its shape before it is sent. */
export const CouponForm = z.strictObject({ code: CouponCode });
export type CouponForm = z.infer<typeof CouponForm>;

/**
 * A moment as the API sends it, an ISO 8601 date-time with its offset, read as a Date (a string in the OpenAPI
 * document: a `z.date()` would have no JSON Schema).
 */
export const Instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** A whole percent, 0 < p ≤ 100; an amount of paise above zero; a minimum of paise from zero. */
export const Percent = z.number().int(M.percentWhole).gt(0, M.percentRange).lte(100, M.percentRange);
export const AmountPaise = z.number().int(M.amountWhole).gt(0, M.amountPositive);
export const MinimumPaise = z.number().int(M.amountWhole).gte(0, M.minimumNotNegative);
const UsesLimit = z.number().int(M.usesPositive).gte(1, M.usesPositive).nullable();
const PieceCount = z.number().int(M.quantityPositive).gte(1, M.quantityPositive);
const Label = z.string().trim().min(1, M.labelRequired).max(80, M.labelRequired);

/** Which lines an offer looks at: the whole shop, some categories, or chosen products. */
export const OfferScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shop') }),
  z.object({
    kind: z.literal('categories'),
    categories: z.array(z.string().max(CATEGORY_SLUG_MAX).refine(isCategory)).min(1, M.scopeEmpty),
  }),
  z.object({ kind: z.literal('products'), productIds: z.array(z.string().min(1)).min(1, M.scopeEmpty) }),
]);
export type OfferScope = z.infer<typeof OfferScope>;

const windowFields = { startsAt: Instant, endsAt: Instant.nullable() };
const endAfterStart = (offer: { startsAt: Date; endsAt: Date | null }) =>
  offer.endsAt === null || offer.endsAt.getTime() > offer.startsAt.getTime();
const endIssue = { message: M.endBeforeStart, path: ['endsAt'] };

const common = {
  id: z.string().min(1).max(64),
  label: Label,
  ...windowFields,
  scope: OfferScope,
  /** The owner allows it to stack with other combinable offers and a combinable coupon. */
  combinable: z.boolean(),
  paused: z.boolean(),
};

/** A coupon takes a percent off (capped by `maxDiscountPaise`) or a flat amount. */
export const CouponDiscount = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), percent: Percent }),
  z.object({ type: z.literal('flat'), amountPaise: AmountPaise }),
]);

/** A code the shopper types; checked by `checkCoupon`, then weighed against the automatic offers. */
export const Coupon = z
  .object({
    ...common,
    kind: z.literal('coupon'),
    code: CouponCode,
    discount: CouponDiscount,
    minBasketPaise: MinimumPaise,
    maxDiscountPaise: AmountPaise.nullable(),
    totalUses: UsesLimit,
    usesPerCustomer: UsesLimit,
    firstOrderOnly: z.boolean(),
    excludeSaleItems: z.boolean(),
    /** 'prepaid': refused when the shopper pays cash on delivery. */
    payment: z.enum(['any', 'prepaid']),
  })
  .refine(endAfterStart, endIssue);
export type Coupon = z.infer<typeof Coupon>;

const BuyXGetY = z
  .object({
    ...common,
    kind: z.literal('buy-x-get-y'),
    buyQuantity: PieceCount,
    getQuantity: PieceCount,
    /** What the cheapest `getQuantity` pieces of each group get: free, or a percent off. */
    reward: z.discriminatedUnion('type', [
      z.object({ type: z.literal('free') }),
      z.object({ type: z.literal('percent'), percent: Percent }),
    ]),
  })
  .refine(endAfterStart, endIssue);

const Bundle = z
  .object({
    ...common,
    kind: z.literal('bundle'),
    quantity: z.number().int(M.bundleQuantity).gte(2, M.bundleQuantity),
    pricePaise: AmountPaise,
  })
  .refine(endAfterStart, endIssue);

const Tier = z.object({ minBasketPaise: MinimumPaise, percent: Percent });
const ascending = (tiers: { minBasketPaise: number }[]) =>
  tiers.every((tier, i) => i === 0 || tier.minBasketPaise > (tiers[i - 1]?.minBasketPaise ?? 0));

const Tiered = z
  .object({
    ...common,
    kind: z.literal('tiered'),
    tiers: z.array(Tier).min(1).max(10).refine(ascending, M.tiersAscending),
  })
  .refine(endAfterStart, endIssue);

const Prepaid = z
  .object({ ...common, kind: z.literal('prepaid'), percent: Percent, maxDiscountPaise: AmountPaise.nullable() })
  .refine(endAfterStart, endIssue);

const FreeDelivery = z
  .object({ ...common, kind: z.literal('free-delivery'), minBasketPaise: MinimumPaise })
  .refine(endAfterStart, endIssue);

/** An offer applied without a code. */
export const AutomaticOffer = z.discriminatedUnion('kind', [BuyXGetY, Bundle, Tiered, Prepaid, FreeDelivery]);
export type AutomaticOffer = z.infer<typeof AutomaticOffer>;
export type AutomaticOfferKind = AutomaticOffer['kind'];

/** Whether an offer (or coupon) is live at `at`: not paused, started, not yet ended. */
export function isLive(offer: { startsAt: Date; endsAt: Date | null; paused: boolean }, at: Date): boolean {
  if (offer.paused) return false;
  const time = at.getTime();
  return offer.startsAt.getTime() <= time && (offer.endsAt === null || time < offer.endsAt.getTime());
}

import { z } from 'zod';
import { AutomaticOffer, Coupon, PRICING_MESSAGES } from '../pricing';
import { Id, IsoDateTime } from './common';

// Slice offers-api: the owner's coupons and automatic offers in the back office (/api/admin/offers).

/** What an offer is at a moment: not started yet, live, paused by the owner, or past its end. */
export const OFFER_STATES = ['scheduled', 'live', 'paused', 'ended'] as const;
export const OfferState = z.enum(OFFER_STATES);
export type OfferState = z.infer<typeof OfferState>;

/**
 * The body of a definition (POST /api/admin/offers, PATCH /api/admin/offers/:id): the domain's `Coupon` or
 * `AutomaticOffer` (packages/domain/src/pricing/offers.ts) without `id` (the server makes it) and without `paused`
 * (its own routes pause and resume), unknown keys refused. The end must come after the start, as in the domain.
 */
/** Checked only once both moments were read (a malformed one already has its own issue on its field). */
const endAfterStart = (offer: unknown) => {
  const { startsAt, endsAt } = offer as { startsAt: unknown; endsAt: unknown };
  if (!(startsAt instanceof Date) || !(endsAt instanceof Date)) return true;
  return endsAt.getTime() > startsAt.getTime();
};
const withWindow = <T extends z.ZodObject>(schema: T) =>
  schema.refine(endAfterStart, { message: PRICING_MESSAGES.endBeforeStart, path: ['endsAt'] });
const NOT_SENT = { id: true, paused: true } as const;

const [buyXGetY, bundle, tiered, prepaid, freeDelivery] = AutomaticOffer.options;
export const OfferBody = z.discriminatedUnion('kind', [
  withWindow(z.strictObject(Coupon.shape).omit(NOT_SENT)),
  withWindow(z.strictObject(buyXGetY.shape).omit(NOT_SENT)),
  withWindow(z.strictObject(bundle.shape).omit(NOT_SENT)),
  withWindow(z.strictObject(tiered.shape).omit(NOT_SENT)),
  withWindow(z.strictObject(prepaid.shape).omit(NOT_SENT)),
  withWindow(z.strictObject(freeDelivery.shape).omit(NOT_SENT)),
]);
export type OfferBody = z.output<typeof OfferBody>;
/** The body as sent over the wire (dates as ISO text). */
export type OfferBodyInput = z.input<typeof OfferBody>;

/** An offer as the back office shows it: its definition, its state now and what it brought. */
export const AdminOffer = z.object({
  id: Id,
  kind: z.string(),
  /** A coupon's code (upper-case); null for an automatic offer. */
  code: z.string().nullable(),
  label: z.string(),
  state: OfferState,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime.nullable(),
  paused: z.boolean(),
  /** The definition as it was accepted (the body of POST, dates as ISO text): what the edit form starts from. */
  definition: z.record(z.string(), z.unknown()),
  /** A coupon's limits (null: no limit) and the uses taken now. */
  totalUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int().nullable(),
  /** The figures: uses by orders, Σ what the offer took off those orders, Σ those orders' totals (paise). */
  used: z.number().int().min(0),
  discountPaise: z.number().int().min(0),
  salesPaise: z.number().int().min(0),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminOffer = z.infer<typeof AdminOffer>;

export const AdminOffersQuery = z.strictObject({ state: OfferState.optional() });
export type AdminOffersQuery = z.infer<typeof AdminOffersQuery>;

/** Every offer, newest first (the `state` filter keeps those in that state now). */
export const AdminOffersResponse = z.object({ offers: z.array(AdminOffer) });
export type AdminOffersResponse = z.infer<typeof AdminOffersResponse>;

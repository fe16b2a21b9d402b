import { z } from 'zod';

/** The longest a cash-on-delivery order may wait for its confirmation before the job cancels it (one week). */
export const COD_CONFIRMATION_MAX_HOURS = 168;

/**
 * The settings the owner changes in the back office (Settings), each with its default. Cash on delivery comes back
 * unsold far more often than prepaid (docs/decisions/031-cash-on-delivery-controls.md): these are the
 * shop's levers.
 */
export const ShopSettings = z.strictObject({
  cod: z.strictObject({
    /** Orders above this many rupees are offered online payment only; null = no limit. */
    maxOrderValue: z.number().int().min(1).max(10_000_000).nullable(),
    /** Offer cash on delivery only where the courier collects cash at that PIN. */
    onlyWherePinAllows: z.boolean(),
    /** Hold a cash-on-delivery order until the shopper confirms it by SMS link or code; cancel it after `hours`. */
    confirmation: z.strictObject({
      enabled: z.boolean(),
      hours: z.number().int().min(1).max(COD_CONFIRMATION_MAX_HOURS),
    }),
  }),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

/** What a new shop starts with: the spec's checkout unchanged except COD above ₹5,000 and at PINs without COD. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  cod: {
    maxOrderValue: 5_000,
    onlyWherePinAllows: true,
    confirmation: { enabled: false, hours: 48 },
  },
};

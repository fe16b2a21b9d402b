import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../address';
import { ShopSettings } from '../settings';

/** `GET /api/shipping/serviceability?pincode=&cod=`: a malformed PIN is a 400 naming `pincode`. */
export const ServiceabilityQuery = z.strictObject({
  pincode: z.string().regex(PIN_CODE_PATTERN, { error: 'must be a 6-digit PIN code' }),
  /** Whether the shopper means to pay cash on delivery (a courier may serve a PIN prepaid only). */
  cod: z.enum(['true', 'false']).optional(),
});
export type ServiceabilityQuery = z.infer<typeof ServiceabilityQuery>;

/** A calendar date in India, 'YYYY-MM-DD'. */
export const IsoDate = z.iso.date();

/** When a parcel sent today should arrive: working days and the calendar dates they fall on (IST). */
export const DeliveryEstimate = z.object({
  minDays: z.number().int().min(0),
  maxDays: z.number().int().min(0),
  from: IsoDate,
  to: IsoDate,
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;

/**
 * Whether the shop delivers to a PIN, whether the courier collects cash there, where it is and when a parcel would
 * arrive. An unknown PIN is `serviceable: false` with a `message`; `etd` is null when nothing is delivered there.
 */
export const ServiceabilityResponse = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  etd: DeliveryEstimate.nullable(),
  /** Why it is not serviceable (or COD not available), for the shopper. */
  message: z.string().optional(),
});
export type ServiceabilityResponse = z.infer<typeof ServiceabilityResponse>;

/**
 * `GET /api/checkout/rules`: the shop settings checkout needs to offer payment methods, and the delivery and COD fees
 * the product page and checkout show (docs/decisions/087-delivery-and-cod-fees.md).
 */
export const CheckoutRulesResponse = z.object({ cod: ShopSettings.shape.cod, delivery: ShopSettings.shape.delivery });
export type CheckoutRulesResponse = z.infer<typeof CheckoutRulesResponse>;

/** The back office's settings: the values and when/who last changed them. */
export const ShopSettingsResponse = z.object({
  settings: ShopSettings,
  updatedAt: z.iso.datetime().nullable(),
});
export type ShopSettingsResponse = z.infer<typeof ShopSettingsResponse>;

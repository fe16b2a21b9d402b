import { z } from 'zod';
import { CATEGORY_SLUG_MAX, isCategory } from '../catalog/categories';
import { GST_GREY_BAND_RULES } from '../settings';
import type { PriceBasketInput, PricedBasket } from './basket-types';
import { AutomaticOffer, Coupon, Instant } from './offers';

const Count = z.number().int().min(0);

const PricingLineSnapshot = z.object({
  productId: z.string().min(1),
  size: z.string().min(1),
  category: z.string().max(CATEGORY_SLUG_MAX).refine(isCategory),
  quantity: z.number().int().min(1),
  unitPricePaise: Count,
  onSale: z.boolean(),
  compareAtPaise: Count.nullable().optional(),
});

/** `PriceBasketInput` as JSON stores it (dates as ISO strings), read back into its own shape. */
const PriceBasketInputSnapshot = z.object({
  lines: z.array(PricingLineSnapshot),
  offers: z.array(AutomaticOffer),
  coupon: z
    .object({
      code: z.string(),
      definition: Coupon.nullable(),
      usedTotal: Count,
      usedByCustomer: Count,
      customerEarlierOrders: Count,
    })
    .nullable(),
  payment: z.enum(['prepaid', 'cod']).nullable(),
  fees: z.object({ deliveryFeePaise: Count, freeDeliveryFromPaise: Count.nullable(), codFeePaise: Count }),
  intraState: z.boolean(),
  greyBand: z.enum(GST_GREY_BAND_RULES),
  at: Instant,
});

/**
 * What an order keeps of its pricing (docs/decisions/083-one-pricing-function.md): the input exactly as it was priced
 * (its offers, coupon and usage counts, payment, fees and moment) and `priceBasket`'s answer. Refunds price the kept
 * pieces again from the input; invoices and credit notes read the answer's lines.
 */
export interface PricingSnapshot {
  version: 1;
  input: PriceBasketInput;
  basket: PricedBasket;
}

/** The snapshot as stored in an order's `pricing` column (JSON: dates become ISO strings). */
export function toPricingSnapshot(input: PriceBasketInput, basket: PricedBasket): PricingSnapshot {
  return { version: 1, input, basket };
}

/**
 * A stored snapshot read back: the input parsed into its own shape (dates), the answer as the server wrote it. Null
 * for an order placed before orders kept their pricing, or for a value that is not a snapshot.
 */
export function readPricingSnapshot(stored: unknown): PricingSnapshot | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, input, basket } = stored as Record<string, unknown>;
  if (version !== 1 || typeof basket !== 'object' || basket === null) return null;
  const parsed = PriceBasketInputSnapshot.safeParse(input);
  if (!parsed.success) return null;
  return { version: 1, input: parsed.data, basket: basket as PricedBasket };
}

/**
 * Only the answer of a stored snapshot, without reading its input back (cheap enough for a list of orders): null as
 * `readPricingSnapshot` would be.
 */
export function readPricedBasket(stored: unknown): PricedBasket | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, basket } = stored as Record<string, unknown>;
  if (version !== 1 || typeof basket !== 'object' || basket === null || !('lines' in basket)) return null;
  return basket as PricedBasket;
}

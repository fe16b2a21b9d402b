import { PAISE_PER_RUPEE } from '../money';
import type { ShopSettings } from '../settings';
import type { FeeSettings } from './basket-types';
import { PRICING_DELIVERY_MESSAGES as M } from './messages';

type DeliverySettings = ShopSettings['delivery'];

/**
 * The owner's delivery settings (whole rupees) as the pricing function takes them (paise): the fee is due on a bag
 * worth less than `freeDeliveryFromPaise` (docs/decisions/087-delivery-and-cod-fees.md).
 */
export function feeSettingsOf(settings: DeliverySettings): FeeSettings {
  return {
    deliveryFeePaise: settings.feeRupees * PAISE_PER_RUPEE,
    freeDeliveryFromPaise: settings.freeAboveRupees === null ? null : settings.freeAboveRupees * PAISE_PER_RUPEE,
    codFeePaise: settings.codFeeRupees * PAISE_PER_RUPEE,
  };
}

/** The lines the product page shows of the fees; null where there is nothing to say. */
export interface DeliveryNote {
  /** "Delivery ₹49 · free on orders of ₹999 or more", "Free delivery"; null when the shop charges no fee at all. */
  delivery: string | null;
  /** "Cash on delivery fee ₹29"; null when cash on delivery costs nothing extra. */
  cod: string | null;
}

/** What the shopper reads of the fees before the bag: nothing new while the shop charges none. */
export function deliveryNote(settings: DeliverySettings): DeliveryNote {
  const fees = feeSettingsOf(settings);
  const cod = fees.codFeePaise > 0 ? M.codFee(fees.codFeePaise) : null;
  if (fees.deliveryFeePaise === 0) return { delivery: cod ? M.freeDelivery : null, cod };
  const delivery =
    fees.freeDeliveryFromPaise === null
      ? M.deliveryFee(fees.deliveryFeePaise)
      : M.deliveryFeeBelow(fees.deliveryFeePaise, fees.freeDeliveryFromPaise);
  return { delivery, cod };
}

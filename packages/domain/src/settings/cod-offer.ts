import { formatRupeesFromRupees } from '../money';
import type { ShopSettings } from './shop-settings';

/** Why cash on delivery is not offered, in the words checkout shows beside the disabled option. */
export const COD_REFUSAL_MESSAGES = {
  overLimit: (limit: number) =>
    `Cash on delivery is available on orders up to ${formatRupeesFromRupees(limit)}. Please pay online.`,
  pinWithoutCod: (pincode: string) => `Cash on delivery is not available at PIN ${pincode}. Please pay online.`,
  notServiceable: (pincode: string) => `We do not deliver to PIN ${pincode} yet.`,
} as const;

export type CodOffer = { available: true } | { available: false; reason: string };

/**
 * Whether checkout offers cash on delivery for an order of `totalRupees` to a PIN (null while no PIN is known, or
 * `codAvailable` unknown): the order-value limit first, then the PIN. The API applies the same rule when the order
 * is placed.
 */
export function codOffer(
  settings: ShopSettings,
  totalRupees: number,
  pin: { pincode: string; serviceable: boolean; codAvailable: boolean } | null,
): CodOffer {
  const limit = settings.cod.maxOrderValue;
  if (limit !== null && totalRupees > limit) return { available: false, reason: COD_REFUSAL_MESSAGES.overLimit(limit) };
  if (pin && !pin.serviceable) return { available: false, reason: COD_REFUSAL_MESSAGES.notServiceable(pin.pincode) };
  if (pin && settings.cod.onlyWherePinAllows && !pin.codAvailable)
    return { available: false, reason: COD_REFUSAL_MESSAGES.pinWithoutCod(pin.pincode) };
  return { available: true };
}

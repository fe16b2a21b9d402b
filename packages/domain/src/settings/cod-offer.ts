import { SETTINGS_MESSAGES as M } from './messages';
import type { ShopSettings } from './shop-settings';

export type CodOffer = { available: true } | { available: false; reason: string };

/**
 * Whether checkout offers cash on delivery for an order of `totalRupees` to a PIN (null while no PIN is known, or
 * `codAvailable` unknown): the order-value limit first, then the PIN. The API applies the same rule when the order
 * is placed.
 */
export function codOffer(
  settings: Pick<ShopSettings, 'cod'>,
  totalRupees: number,
  pin: { pincode: string; serviceable: boolean; codAvailable: boolean } | null,
): CodOffer {
  const limit = settings.cod.maxOrderValue;
  if (limit !== null && totalRupees > limit) return { available: false, reason: M.overLimit(limit) };
  if (pin && !pin.serviceable) return { available: false, reason: M.notServiceable(pin.pincode) };
  if (pin && settings.cod.onlyWherePinAllows && !pin.codAvailable)
    return { available: false, reason: M.pinWithoutCod(pin.pincode) };
  return { available: true };
}

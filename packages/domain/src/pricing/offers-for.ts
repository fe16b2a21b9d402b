import type { PricingLine } from './basket-types';
import { inScope } from './offer-effects';
import type { AutomaticOffer } from './offers';

/**
 * The offers that can touch a bag: those whose scope takes in one of its lines. An offer scoped away from every line
 * can change neither the bag's price nor that of any part of it, so the order's snapshot keeps only these and a
 * return prices what is kept with them exactly as with all (docs/decisions/088-checkout-with-offers.md).
 */
export function offersFor(lines: readonly PricingLine[], offers: readonly AutomaticOffer[]): AutomaticOffer[] {
  return offers.filter((offer) => lines.some((line) => inScope(offer.scope, line)));
}

import { allocateProRata } from './allocate';
import type { PricingLine, OfferKind } from './basket-types';
import type { BasketState, OfferEffect } from './offer-effects';
import {
  bagValue,
  buyXGetYEffect,
  bundleEffect,
  couponEffect,
  inScope,
  prepaidEffect,
  tieredEffect,
} from './offer-effects';
import type { AutomaticOffer, Coupon } from './offers';

type FreeDelivery = Extract<AutomaticOffer, { kind: 'free-delivery' }>;
type AnyOffer = AutomaticOffer | Coupon;

/** One offer that took something off, with its share of each line. */
export interface Taken {
  offer: { id: string; kind: OfferKind; label: string };
  discountPaise: number;
  perLine: number[];
}

export interface Combination {
  taken: Taken[];
  /** The free-delivery offer that waives the fee, if any. */
  freeDelivery: FreeDelivery | null;
  discountPaise: number;
  /** Goods discount + the delivery fee waived: what the best combination maximises. */
  scorePaise: number;
}

function effectOf(offer: AnyOffer, state: BasketState): OfferEffect | null {
  switch (offer.kind) {
    case 'buy-x-get-y':
      return buyXGetYEffect(offer, state);
    case 'bundle':
      return bundleEffect(offer, state);
    case 'tiered':
      return tieredEffect(offer, state);
    case 'prepaid':
      return prepaidEffect(offer, state);
    case 'coupon':
      return couponEffect(offer, state);
    case 'free-delivery':
      return null;
  }
}

function apply(state: BasketState, taken: Taken[], offer: AnyOffer, effect: OfferEffect) {
  const perLine = allocateProRata(effect.discountPaise, effect.weights);
  perLine.forEach((paise, i) => (state.remaining[i] = (state.remaining[i] ?? 0) - paise));
  effect.consumed?.forEach((count, i) => (state.available[i] = (state.available[i] ?? 0) - count));
  taken.push({
    offer: { id: offer.id, kind: offer.kind, label: offer.label },
    discountPaise: effect.discountPaise,
    perLine,
  });
}

/** The offer of a group that takes most off the bag as it stands (the earlier listed on a tie). */
function bestOf(offers: readonly AnyOffer[], state: BasketState): { offer: AnyOffer; effect: OfferEffect } | null {
  let best: { offer: AnyOffer; effect: OfferEffect } | null = null;
  for (const offer of offers) {
    const effect = effectOf(offer, state);
    if (effect && (!best || effect.discountPaise > best.effect.discountPaise)) best = { offer, effect };
  }
  return best;
}

const PIECE_KINDS: readonly OfferKind[] = ['buy-x-get-y', 'bundle'];

/**
 * Applies a set of offers in the fixed order: piece offers (each on pieces no earlier one used, the largest first),
 * then the best tiered offer, the coupon, the best prepaid offer; then the first free-delivery offer the bag reaches.
 */
export function applyOffers(
  lines: readonly PricingLine[],
  offers: readonly AnyOffer[],
  deliveryFeePaise: number,
): Combination {
  const state: BasketState = {
    lines,
    remaining: lines.map((line) => line.unitPricePaise * line.quantity),
    available: lines.map((line) => line.quantity),
  };
  const taken: Taken[] = [];
  const pieceOffers = offers
    .filter((offer) => PIECE_KINDS.includes(offer.kind))
    .map((offer, order) => ({ offer, order, standalone: effectOf(offer, state)?.discountPaise ?? 0 }))
    .filter((entry) => entry.standalone > 0)
    .sort((a, b) => b.standalone - a.standalone || a.order - b.order);
  for (const { offer } of pieceOffers) {
    const effect = effectOf(offer, state);
    if (effect) apply(state, taken, offer, effect);
  }
  for (const kind of ['tiered', 'coupon', 'prepaid'] as const) {
    const best = bestOf(
      offers.filter((offer) => offer.kind === kind),
      state,
    );
    if (best) apply(state, taken, best.offer, best.effect);
  }
  const freeDelivery =
    deliveryFeePaise > 0
      ? (offers.find((offer): offer is FreeDelivery => {
          if (offer.kind !== 'free-delivery') return false;
          // Only a bag with something in the offer's scope (a ₹0 minimum does not reach a bag of other things).
          const value = bagValue(lines, (line) => inScope(offer.scope, line));
          return value > 0 && value >= offer.minBasketPaise;
        }) ?? null)
      : null;
  const discountPaise = taken.reduce((sum, entry) => sum + entry.discountPaise, 0);
  const scorePaise = discountPaise + (freeDelivery ? deliveryFeePaise : 0);
  return { taken, freeDelivery, discountPaise, scorePaise };
}

const offersIn = (combination: Combination) => combination.taken.length + (combination.freeDelivery ? 1 : 0);

/**
 * The best combination for the shopper, grouped by exclusivity so the work grows with the number of offers, not
 * 2^n: all combinable offers together (with the coupon when it combines), the coupon alone, and each non-combinable
 * offer alone; combinable free-delivery offers join every one. Most off wins; then fewer offers; then the earlier.
 */
export function bestCombination(
  lines: readonly PricingLine[],
  offers: readonly AutomaticOffer[],
  coupon: Coupon | null,
  deliveryFeePaise: number,
): Combination {
  const combinable = offers.filter((offer) => offer.combinable);
  const freeDelivery = combinable.filter((offer) => offer.kind === 'free-delivery');
  const candidates: AnyOffer[][] = [combinable];
  if (coupon?.combinable) candidates.push([...combinable, coupon]);
  if (coupon) candidates.push([coupon, ...freeDelivery]);
  for (const offer of offers.filter((o) => !o.combinable)) candidates.push([offer, ...freeDelivery]);
  let best: Combination | null = null;
  for (const candidate of candidates) {
    const result = applyOffers(lines, candidate, deliveryFeePaise);
    if (
      !best ||
      result.scorePaise > best.scorePaise ||
      (result.scorePaise === best.scorePaise && offersIn(result) < offersIn(best))
    )
      best = result;
  }
  return best as Combination;
}

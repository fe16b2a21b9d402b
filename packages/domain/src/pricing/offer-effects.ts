import { divideHalfUp } from '../tax';
import type { PricingLine } from './basket-types';
import type { AutomaticOffer, Coupon, OfferScope } from './offers';

/**
 * What one offer takes off each line (docs/decisions/083-one-pricing-function.md). `remaining` is each line's value
 * after the offers applied before; `available` counts the pieces no piece offer (buy X get Y, bundle) has used yet.
 */
export interface BasketState {
  lines: readonly PricingLine[];
  remaining: number[];
  available: number[];
}

export interface OfferEffect {
  discountPaise: number;
  /** What each line weighs in the allocation (allocated only for the offers that are applied). */
  weights: number[];
  /** Pieces of each line a piece offer used (they join no other piece offer). */
  consumed: number[] | null;
}

type BuyXGetY = Extract<AutomaticOffer, { kind: 'buy-x-get-y' }>;
type Bundle = Extract<AutomaticOffer, { kind: 'bundle' }>;
type Tiered = Extract<AutomaticOffer, { kind: 'tiered' }>;
type Prepaid = Extract<AutomaticOffer, { kind: 'prepaid' }>;

/** Whether an offer's scope (the whole shop, some categories, chosen products) takes in a line. */
export function inScope(scope: OfferScope, line: PricingLine): boolean {
  if (scope.kind === 'shop') return true;
  if (scope.kind === 'categories') return scope.categories.includes(line.category);
  return scope.productIds.includes(line.productId);
}

/** The bag's value (at sale prices, before offers) of the lines an offer looks at: what thresholds read. */
export function bagValue(lines: readonly PricingLine[], eligible: (line: PricingLine) => boolean): number {
  return lines.reduce((sum, line) => sum + (eligible(line) ? line.unitPricePaise * line.quantity : 0), 0);
}

interface Run {
  index: number;
  unit: number;
  count: number;
}

/** The available pieces of the eligible lines, dearest first (the earlier line first on equal prices). */
function piecesOf(state: BasketState, scope: OfferScope): Run[] {
  const runs: Run[] = [];
  state.lines.forEach((line, index) => {
    const count = state.available[index] ?? 0;
    if (count > 0 && inScope(scope, line)) runs.push({ index, unit: line.unitPricePaise, count });
  });
  return runs.sort((a, b) => b.unit - a.unit || a.index - b.index);
}

/** `count` pieces from the dear end (or the cheap end) of dearest-first runs. */
function take(runs: readonly Run[], count: number, cheapest: boolean): Run[] {
  const taken: Run[] = [];
  let left = count;
  for (const run of cheapest ? [...runs].reverse() : runs) {
    if (left === 0) break;
    const n = Math.min(left, run.count);
    taken.push({ ...run, count: n });
    left -= n;
  }
  return taken;
}

/** Spreads a piece offer's discount over the pieces it used, pro rata to their value. */
function pieceEffect(state: BasketState, discountPaise: number, used: readonly Run[]): OfferEffect | null {
  if (discountPaise <= 0) return null;
  const consumed = state.lines.map(() => 0);
  for (const run of used) consumed[run.index] = (consumed[run.index] ?? 0) + run.count;
  const weights = consumed.map((count, index) => count * (state.lines[index]?.unitPricePaise ?? 0));
  return { discountPaise, weights, consumed };
}

/**
 * Buy X get Y: of the pieces in scope, every X + Y make a group; the cheapest Y × groups pieces get the reward and
 * the dearest X × groups pieces pay. The discount is spread over all the pieces of the groups (a single price for
 * several supplies), never put on the free piece alone.
 */
export function buyXGetYEffect(offer: BuyXGetY, state: BasketState): OfferEffect | null {
  const runs = piecesOf(state, offer.scope);
  const pieces = runs.reduce((sum, run) => sum + run.count, 0);
  const groups = Math.floor(pieces / (offer.buyQuantity + offer.getQuantity));
  if (groups === 0) return null;
  const rewarded = take(runs, groups * offer.getQuantity, true);
  const paying = take(runs, groups * offer.buyQuantity, false);
  const reward = offer.reward;
  const discount = rewarded.reduce(
    (sum, run) =>
      sum + (reward.type === 'free' ? run.unit * run.count : divideHalfUp(run.unit * run.count * reward.percent, 100)),
    0,
  );
  return pieceEffect(state, discount, [...paying, ...rewarded]);
}

/** Any N for ₹P: the dearest pieces in scope are grouped N at a time; each group costing more than P pays P. */
export function bundleEffect(offer: Bundle, state: BasketState): OfferEffect | null {
  const runs = piecesOf(state, offer.scope).map((run) => ({ ...run }));
  const used: Run[] = [];
  let discount = 0;
  let cursor = 0;
  for (;;) {
    const group: Run[] = [];
    let need = offer.quantity;
    for (let i = cursor; i < runs.length && need > 0; i += 1) {
      const run = runs[i] as Run;
      const n = Math.min(need, run.count);
      if (n > 0) group.push({ ...run, count: n });
      need -= n;
    }
    const sum = group.reduce((total, run) => total + run.unit * run.count, 0);
    if (need > 0 || sum <= offer.pricePaise) break;
    discount += sum - offer.pricePaise;
    for (const piece of group) {
      used.push(piece);
      const run = runs.find((r) => r.index === piece.index) as Run;
      run.count -= piece.count;
    }
    while (cursor < runs.length && (runs[cursor] as Run).count === 0) cursor += 1;
  }
  return pieceEffect(state, discount, used);
}

/** A percent (at most `maxPaise`) or a flat amount off the remaining value of the eligible lines, pro rata. */
export function amountOffEffect(
  state: BasketState,
  eligible: (line: PricingLine) => boolean,
  off: { percent: number; maxPaise: number | null } | { flatPaise: number },
): OfferEffect | null {
  const weights = state.lines.map((line, index) => (eligible(line) ? (state.remaining[index] ?? 0) : 0));
  const base = weights.reduce((sum, weight) => sum + weight, 0);
  const wanted = 'flatPaise' in off ? off.flatPaise : divideHalfUp(base * off.percent, 100);
  const capped = 'flatPaise' in off || off.maxPaise === null ? wanted : Math.min(wanted, off.maxPaise);
  const discountPaise = Math.min(capped, base);
  if (discountPaise <= 0) return null;
  return { discountPaise, weights, consumed: null };
}

/** The highest tier the bag's value in scope reaches, as a percent off the remaining value in scope. */
export function tieredEffect(offer: Tiered, state: BasketState): OfferEffect | null {
  const eligible = (line: PricingLine) => inScope(offer.scope, line);
  const value = bagValue(state.lines, eligible);
  const tier = [...offer.tiers].reverse().find((candidate) => value >= candidate.minBasketPaise);
  return tier ? amountOffEffect(state, eligible, { percent: tier.percent, maxPaise: null }) : null;
}

/** The prepaid offer: its percent (at most its maximum) off the remaining value in scope; the caller checks payment. */
export function prepaidEffect(offer: Prepaid, state: BasketState): OfferEffect | null {
  const eligible = (line: PricingLine) => inScope(offer.scope, line);
  return amountOffEffect(state, eligible, { percent: offer.percent, maxPaise: offer.maxDiscountPaise });
}

/** The lines a coupon may discount: in its scope, and not on sale when it excludes sale items. */
export function couponEligible(coupon: Coupon): (line: PricingLine) => boolean {
  return (line) => inScope(coupon.scope, line) && !(coupon.excludeSaleItems && line.onSale);
}

/** A checked coupon's percent (at most its maximum) or flat amount off the remaining value of its eligible lines. */
export function couponEffect(coupon: Coupon, state: BasketState): OfferEffect | null {
  const off =
    coupon.discount.type === 'flat'
      ? { flatPaise: coupon.discount.amountPaise }
      : { percent: coupon.discount.percent, maxPaise: coupon.maxDiscountPaise };
  return amountOffEffect(state, couponEligible(coupon), off);
}

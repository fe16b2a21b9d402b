import { PRICING_MESSAGE_TEMPLATES as T } from './messages';
import type {
  AppliedOffer,
  BasketFees,
  CouponOutcome,
  PriceBasketInput,
  PricedBasket,
  PricedLine,
} from './basket-types';
import type { Combination } from './best-combination';
import { bestCombination } from './best-combination';
import { taxLines } from './basket-tax';
import { checkCoupon } from './coupon-check';
import { isLive } from './offers';

/**
 * Prices a bag at `at` (docs/decisions/083-one-pricing-function.md): the live automatic offers and at most one
 * coupon, combined as is best for the shopper; each offer's discount allocated to its lines; the fees; each line's
 * GST on its paid value, with its share of the fees (docs/decisions/084-gst-on-discounted-lines-and-fees.md). Pure:
 * the same input gives the same answer, which the order keeps as its snapshot.
 */
export function priceBasket(
  input: PriceBasketInput,
  /** `payOnline: false` leaves out what paying online would change (an order being placed, a refund): half the work. */
  options: { payOnline?: boolean } = {},
): PricedBasket {
  assertLines(input);
  const priced = priceOnce(input);
  if (options.payOnline === false || input.payment === 'prepaid' || input.lines.length === 0) return priced;
  const online = priceOnce({ ...input, payment: 'prepaid' });
  const savesPaise = priced.totalPaise - online.totalPaise;
  return {
    ...priced,
    payOnline: savesPaise > 0 ? { totalPaise: online.totalPaise, savesPaise, message: T.payOnline(savesPaise) } : null,
  };
}

function priceOnce(input: PriceBasketInput): PricedBasket {
  const { lines, payment, at } = input;
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const deliveryFee = deliveryFeeOf(input, subtotalPaise);
  const offers = input.offers.filter(
    (offer) => isLive(offer, at) && (offer.kind !== 'prepaid' || payment === 'prepaid'),
  );
  const check = input.coupon ? checkCoupon(input.coupon, lines, payment, at) : null;
  const best = bestCombination(lines, offers, check?.ok ? check.coupon : null, deliveryFee);
  const fees = feesOf(input, deliveryFee, best);
  const discounts = lines.map((_, i) =>
    best.taken.flatMap((t) => ((t.perLine[i] ?? 0) > 0 ? [{ offerId: t.offer.id, paise: t.perLine[i] ?? 0 }] : [])),
  );
  const paid = lines.map((line, i) => line.unitPricePaise * line.quantity - sumOf(discounts[i] ?? []));
  const taxes = taxLines(lines, paid, fees.totalPaise, input);
  const pricedLines: PricedLine[] = lines.map((line, i) => ({
    ...line,
    grossPaise: line.unitPricePaise * line.quantity,
    discounts: discounts[i] ?? [],
    discountPaise: sumOf(discounts[i] ?? []),
    paidPaise: paid[i] ?? 0,
    ...(taxes[i] as (typeof taxes)[number]),
  }));
  const discountPaise = best.discountPaise;
  return {
    lines: pricedLines,
    offers: appliedOffers(best, fees),
    coupon: couponOutcome(check, best),
    fees,
    subtotalPaise,
    discountPaise,
    totalPaise: subtotalPaise - discountPaise + fees.totalPaise,
    tax: taxTotals(pricedLines),
    savings: savingsOf(pricedLines, discountPaise, fees.deliveryWaivedPaise),
    payOnline: null,
  };
}

/** A line of no pieces or of a price that is not whole paise is a programmer error (the API's schemas refuse them). */
function assertLines({ lines }: PriceBasketInput) {
  for (const line of lines) {
    const { quantity, unitPricePaise } = line;
    if (!Number.isSafeInteger(quantity) || quantity < 1 || !Number.isSafeInteger(unitPricePaise) || unitPricePaise < 0)
      throw new RangeError(`priceBasket needs quantity ≥ 1 and paise ≥ 0 (got ${quantity} × ${unitPricePaise})`);
  }
}

const sumOf = (discounts: readonly { paise: number }[]) => discounts.reduce((sum, d) => sum + d.paise, 0);

/** The delivery fee the bag's value (at sale prices, before offers) calls for; none for an empty bag. */
function deliveryFeeOf(input: PriceBasketInput, subtotalPaise: number): number {
  const { deliveryFeePaise, freeDeliveryFromPaise } = input.fees;
  if (input.lines.length === 0 || deliveryFeePaise <= 0) return 0;
  return freeDeliveryFromPaise !== null && subtotalPaise >= freeDeliveryFromPaise ? 0 : deliveryFeePaise;
}

function feesOf(input: PriceBasketInput, deliveryFee: number, best: Combination): BasketFees {
  const deliveryWaivedPaise = best.freeDelivery ? deliveryFee : 0;
  const deliveryPaise = deliveryFee - deliveryWaivedPaise;
  const codPaise = input.payment === 'cod' && input.lines.length > 0 ? Math.max(0, input.fees.codFeePaise) : 0;
  return { deliveryPaise, deliveryWaivedPaise, codPaise, totalPaise: deliveryPaise + codPaise };
}

function appliedOffers(best: Combination, fees: BasketFees): AppliedOffer[] {
  const applied = best.taken.map(({ offer, discountPaise }) => ({
    offerId: offer.id,
    kind: offer.kind,
    label: offer.label,
    discountPaise: discountPaise,
  }));
  if (!best.freeDelivery) return applied;
  const { id, label } = best.freeDelivery;
  return [
    ...applied,
    {
      offerId: id,
      kind: 'free-delivery',
      label,
      discountPaise: fees.deliveryWaivedPaise,
    },
  ];
}

function couponOutcome(check: ReturnType<typeof checkCoupon> | null, best: Combination): CouponOutcome | null {
  if (!check) return null;
  if (!check.ok) return check.outcome;
  const taken = best.taken.find((entry) => entry.offer.kind === 'coupon');
  if (taken) return { code: check.code, applied: true, discountPaise: taken.discountPaise };
  const winner = best.taken[0]?.offer.label ?? best.freeDelivery?.label ?? '';
  return { code: check.code, applied: false, refusal: 'better-offer', message: T.betterOffer(check.code, winner) };
}

function taxTotals(lines: readonly PricedLine[]): PricedBasket['tax'] {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const line of lines) {
    for (const part of [line.tax, line.feeTax]) {
      totals.taxablePaise += part.taxablePaise;
      totals.cgstPaise += part.cgstPaise;
      totals.sgstPaise += part.sgstPaise;
      totals.igstPaise += part.igstPaise;
    }
  }
  return totals;
}

/**
 * What the shopper saves: the struck-through prices' difference (real former prices, `priceAt`'s compare-at), the
 * offers' discounts and the delivery fee waived. Shown as "You save ₹799" when above zero.
 */
function savingsOf(lines: readonly PricedLine[], offersPaise: number, deliveryPaise: number): PricedBasket['savings'] {
  const salePaise = lines.reduce(
    (sum, line) =>
      sum + Math.max(0, ((line.compareAtPaise ?? line.unitPricePaise) - line.unitPricePaise) * line.quantity),
    0,
  );
  const totalPaise = salePaise + offersPaise + deliveryPaise;
  return { salePaise, offersPaise, deliveryPaise, totalPaise, message: totalPaise > 0 ? T.youSave(totalPaise) : null };
}

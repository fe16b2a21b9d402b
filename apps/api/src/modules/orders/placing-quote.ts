import { paise } from '@vastra/domain/money';
import {
  checkQuote,
  PRICING_MESSAGES,
  toPricingSnapshot,
  type PricedBasket,
  type PricingSnapshot,
} from '@vastra/domain/pricing';
import { AppError } from '../../errors';
import type { ordersRepository } from './orders.repository';
import type { PricedOrder } from './price-order';
import type { Quote } from './quote-basket';

// The priced bag an order is placed from, and what it writes of it (place-order.ts, create-payment-order.ts and
// create-payment-link.ts): the checks before a charge or an order, and the order's pricing columns.

/** The columns a new order is written with (orders.repository.ts `writeOrder`). */
export type NewOrderColumns = Parameters<(typeof ordersRepository)['writeOrder']>[1];

/** A bag priced for placing: with its pricing input and answer, or (an older card payment) without. */
export type PlacingQuote = Pick<Quote, 'order'> & ({ input: Quote['input']; basket: Quote['basket'] } | NoPricing);
type NoPricing = { input: null; basket: null };

/** The coupon's use an order takes: the offer and what it took off, or null when no coupon applied. */
export function couponUseOf(basket: PricedBasket): { offerId: string; discountPaise: number; code: string } | null {
  const applied = basket.offers.find((offer) => offer.kind === 'coupon');
  const code = basket.coupon?.code ?? '';
  return applied ? { offerId: applied.offerId, discountPaise: applied.discountPaise, code } : null;
}

/**
 * Refuses, writing nothing, an order the shopper would not recognise: a coupon sent that does not apply (unless a
 * better offer took its place, which the quote said), a total different from the one shown, a total of nothing.
 */
export function refuseUnlessPlaceable(basket: PricedBasket, quotedTotalPaise: number | undefined): void {
  const coupon = basket.coupon;
  if (coupon && !coupon.applied && coupon.refusal !== 'better-offer') {
    throw new AppError('unprocessable', coupon.message, { code: 'coupon_not_applicable' });
  }
  if (quotedTotalPaise !== undefined) {
    const check = checkQuote(quotedTotalPaise, basket);
    if (!check.ok) throw new AppError('conflict', check.message, { code: 'quote_changed' });
  }
  if (basket.totalPaise < 1) throw new AppError('unprocessable', PRICING_MESSAGES.nothingToCharge);
}

/** A card payment's bound pricing laid over its lines as priced again (their titles, images and stock). */
export function fromSnapshot(order: PricedOrder, snapshot: PricingSnapshot): PlacingQuote {
  const key = (line: { productId: string; size: string }) => `${line.productId}\u0000${line.size}`;
  const bound = new Map(snapshot.basket.lines.map((line) => [key(line), line]));
  const lines = order.lines.map((line) => {
    const was = bound.get(key(line));
    return was ? { ...line, unitPricePaise: paise(was.unitPricePaise), discountPaise: was.discountPaise } : line;
  });
  return {
    order: { lines, totalPaise: paise(snapshot.basket.totalPaise) },
    input: snapshot.input,
    basket: snapshot.basket,
  };
}

/** The order's pricing columns (docs/decisions/083-one-pricing-function.md); none for an unpriced older payment. */
export function pricingColumns(quote: PlacingQuote): Partial<NewOrderColumns> {
  if (!quote.basket) return {};
  const { basket } = quote;
  const coupon = basket.coupon?.applied ? basket.coupon.code : null;
  return {
    discountPaise: basket.discountPaise,
    deliveryFeePaise: basket.fees.deliveryPaise,
    codFeePaise: basket.fees.codPaise,
    couponCode: coupon,
    pricing: toPricingSnapshot(quote.input, basket),
  };
}

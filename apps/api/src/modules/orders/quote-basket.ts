import type { AvailableOffer, OrderItemInput } from '@vastra/domain/api';
import {
  offersFor,
  offerTerms,
  priceBasket,
  type AutomaticOffer,
  type Coupon,
  type FeeSettings,
  type PaymentChoice,
  type PriceBasketInput,
  type PricedBasket,
  type PricingLine,
} from '@vastra/domain/pricing';
import { paise } from '@vastra/domain/money';
import type { ShopSettings } from '@vastra/domain/settings';
import type { Clock } from '../../shared/clock';
import { priceOrder, type PricedOrder } from './price-order';
import type { OrderCatalog } from './order-catalog.port';

/** What pricing a bag reads besides the catalogue (passed in by app-modules.ts: the offers module, the settings). */
export interface QuoteSources {
  /** The automatic offers live at a moment, and the coupons live with uses left. */
  liveOffers(at: Date): Promise<AutomaticOffer[]>;
  liveCoupons(at: Date): Promise<Coupon[]>;
  /** The coupon with a typed code and its uses so far (all shoppers', this shopper's); null when unknown. */
  couponForCode(
    code: string,
    userId: string | null,
  ): Promise<{ coupon: Coupon; usedTotal: number; usedByCustomer: number } | null>;
  /** How many orders the shopper placed before (cancelled ones aside), for "first order only". */
  earlierOrders(userId: string): Promise<number>;
  /** The delivery and COD fees, the GST grey band and the seller's state. */
  readSettings(): Promise<{ fees: FeeSettings; greyBand: ShopSettings['tax']['greyBand']; sellerState: string }>;
}

export interface QuoteRequest {
  items: readonly OrderItemInput[];
  couponCode?: string | undefined;
  payment: PaymentChoice;
  userId: string | null;
  /** The delivery state: CGST + SGST when it is the seller's, else IGST (the total does not change). */
  state?: string | undefined;
  /** The moment priced: now unless said. */
  at?: Date | undefined;
  /** False when an order is being placed: the answer leaves out `payOnline`, which only the screens show. */
  forScreen?: boolean;
}

/** A bag priced: its lines as the order stores them (each with its discount), the input and the answer. */
export interface Quote {
  order: PricedOrder;
  input: PriceBasketInput;
  basket: PricedBasket;
}

/**
 * Prices a bag as the order will be charged (docs/decisions/083-one-pricing-function.md): the catalogue's prices at
 * `at` (sales included), the automatic offers live then, the coupon typed with its uses, the fees and the GST split,
 * through the domain's one `priceBasket`. The quote route, placing a COD order and a card payment's create-order all
 * price through here, so what the shopper is shown is what she is charged.
 */
export function createQuoteBasket(deps: { catalog: OrderCatalog; sources: QuoteSources; clock: Clock }) {
  const { catalog, sources } = deps;
  return async function quoteBasket(request: QuoteRequest): Promise<Quote> {
    const at = request.at ?? deps.clock.now();
    const typed = request.couponCode?.trim() ?? '';
    const [order, offers, settings, found] = await Promise.all([
      priceOrder(catalog, request.items, at),
      sources.liveOffers(at),
      sources.readSettings(),
      typed ? sources.couponForCode(typed, request.userId) : null,
    ]);
    // Her earlier orders matter only to a first-order coupon.
    const earlier = found?.coupon.firstOrderOnly && request.userId ? await sources.earlierOrders(request.userId) : 0;
    const lines = order.lines.map((line): PricingLine => ({
      productId: line.productId,
      size: line.size,
      category: line.category,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      onSale: line.onSale,
      compareAtPaise: line.compareAtPaise,
    }));
    const input: PriceBasketInput = {
      lines,
      // Only the offers that can touch this bag: the snapshot stays small and a return prices the same.
      offers: offersFor(lines, offers),
      coupon: typed
        ? {
            code: typed,
            definition: found?.coupon ?? null,
            usedTotal: found?.usedTotal ?? 0,
            usedByCustomer: found?.usedByCustomer ?? 0,
            customerEarlierOrders: earlier,
          }
        : null,
      payment: request.payment,
      fees: settings.fees,
      intraState: request.state === undefined || request.state === settings.sellerState,
      greyBand: settings.greyBand,
      at,
    };
    // What paying online would change is for the screens; an order being placed does not need it.
    const basket = priceBasket(input, { payOnline: request.forScreen !== false });
    const priced = order.lines.map((line, i) => ({ ...line, discountPaise: basket.lines[i]?.discountPaise ?? 0 }));
    // The order's total is the basket's: goods after offers, plus the fees.
    return { order: { lines: priced, totalPaise: paise(basket.totalPaise) }, input, basket };
  };
}
export type QuoteBasket = ReturnType<typeof createQuoteBasket>;

/** The offers the shopper may be told about: the live automatic ones and the live coupons, with their terms. */
export async function availableOffers(sources: QuoteSources, at: Date): Promise<AvailableOffer[]> {
  const [offers, coupons] = await Promise.all([sources.liveOffers(at), sources.liveCoupons(at)]);
  return [...coupons, ...offers].map((offer) => ({
    id: offer.id,
    kind: offer.kind,
    label: offer.label,
    code: offer.kind === 'coupon' ? offer.code : null,
    terms: offerTerms(offer),
    scope: offer.scope,
    endsAt: offer.endsAt?.toISOString() ?? null,
  }));
}

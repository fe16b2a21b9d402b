import type { Category } from '../catalog';
import type { GstGreyBandRule } from '../settings';
import type { GstRate, TaxedAmount } from '../tax';
import type { AutomaticOffer, AutomaticOfferKind, Coupon } from './offers';

/** One line of the bag as the pricing function sees it: one product and size at its price at `at`. */
export interface PricingLine {
  productId: string;
  size: string;
  category: Category;
  quantity: number;
  /** The price of one piece at `at` (after any sale, `priceAt`), tax included. */
  unitPricePaise: number;
  /** True when a scheduled sale set the price (a coupon may exclude such lines). */
  onSale: boolean;
  /** The struck-through price of one piece (`priceAt`'s compare-at), counted in the savings; null when none. */
  compareAtPaise?: number | null;
}

export interface CouponEntry {
  /** What the shopper typed. */
  code: string;
  /** The coupon with that code, or null when the shop has none. */
  definition: Coupon | null;
  /** Redemptions so far of all shoppers, and of this shopper; this shopper's earlier orders. */
  usedTotal: number;
  usedByCustomer: number;
  customerEarlierOrders: number;
}

export interface FeeSettings {
  /** The delivery fee, charged when the bag's value is below `freeDeliveryFromPaise` (null: always). */
  deliveryFeePaise: number;
  freeDeliveryFromPaise: number | null;
  /** The fee for paying cash on delivery. */
  codFeePaise: number;
}

export type PaymentChoice = 'prepaid' | 'cod' | null;

export interface PriceBasketInput {
  lines: readonly PricingLine[];
  offers: readonly AutomaticOffer[];
  coupon: CouponEntry | null;
  payment: PaymentChoice;
  fees: FeeSettings;
  intraState: boolean;
  greyBand: GstGreyBandRule;
  at: Date;
}

export type OfferKind = AutomaticOfferKind | 'coupon';

/** One offer's discount on one line. */
export interface LineDiscount {
  offerId: string;
  paise: number;
}

export interface PricedLine extends PricingLine {
  grossPaise: number;
  discounts: LineDiscount[];
  discountPaise: number;
  /** What the shopper pays for the goods of the line: gross − discount. */
  paidPaise: number;
  /** Judged on the paid price of one piece (rounded up to the paisa), excluding GST. */
  rate: GstRate;
  tax: TaxedAmount;
  /** The line's share of the fees, taxed at the line's rate. */
  feeSharePaise: number;
  feeTax: TaxedAmount;
}

export interface AppliedOffer {
  offerId: string;
  kind: OfferKind;
  label: string;
  /** Off the goods; for free delivery, the fee waived. */
  discountPaise: number;
}

export type CouponRefusal =
  | 'unknown'
  | 'paused'
  | 'not-started'
  | 'expired'
  | 'used-up'
  | 'already-used'
  | 'first-order-only'
  | 'prepaid-only'
  | 'no-eligible-item'
  | 'below-minimum'
  | 'better-offer';

export type CouponOutcome =
  | { code: string; applied: true; discountPaise: number }
  | { code: string; applied: false; refusal: CouponRefusal; message: string };

export interface BasketFees {
  deliveryPaise: number;
  deliveryWaivedPaise: number;
  codPaise: number;
  totalPaise: number;
}

export interface PricedBasket {
  lines: PricedLine[];
  offers: AppliedOffer[];
  coupon: CouponOutcome | null;
  fees: BasketFees;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  tax: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
  savings: {
    salePaise: number;
    offersPaise: number;
    deliveryPaise: number;
    totalPaise: number;
    message: string | null;
  };
  /** What paying online would change, while the shopper has not chosen it: the new total and the saving. */
  payOnline: { totalPaise: number; savesPaise: number; message: string } | null;
}

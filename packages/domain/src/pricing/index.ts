export {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_SHAPE,
  CouponCode,
  CouponForm,
  Instant,
  Percent,
  AmountPaise,
  MinimumPaise,
  OfferScope,
  CouponDiscount,
  Coupon,
  AutomaticOffer,
  isLive,
} from './offers';
export type { AutomaticOfferKind } from './offers';
export {
  PRICING_DEV_CLOCK_MESSAGES,
  PRICING_DELIVERY_MESSAGES,
  PRICING_MESSAGES,
  PRICING_MESSAGE_TEMPLATES,
  PRICING_OFFER_ADMIN_MESSAGES,
  PRICING_OFFER_SCREEN_MESSAGES,
  PRICING_SALE_MESSAGES,
  PRICING_SHOPPER_MESSAGES,
  PRICING_TERMS_MESSAGES,
} from './messages';
export { SalePrice, SalePriceChange, SalePriceInput, priceAt, saleNamesProduct } from './sale-price';
export type { PricedPiece, PriceAt } from './sale-price';
export { allocateProRata } from './allocate';
export { taxEvenlyAt } from './even-tax';
export { lineRate } from './basket-tax';
export { checkCoupon } from './coupon-check';
export { priceBasket } from './price-basket';
export { deliveryNote, feeSettingsOf } from './fees';
export type { DeliveryNote } from './fees';
export { checkQuote } from './quote-check';
export type { QuoteCheck } from './quote-check';
export { refundOfReturn } from './refund-of-return';
export type { RefundInput, RefundOfReturn, ReturnedUnits } from './refund-of-return';
export type {
  PricingLine,
  CouponEntry,
  FeeSettings,
  PaymentChoice,
  PriceBasketInput,
  OfferKind,
  LineDiscount,
  PricedLine,
  AppliedOffer,
  CouponRefusal,
  CouponOutcome,
  BasketFees,
  PricedBasket,
} from './basket-types';
export { readPricedBasket, readPricingSnapshot, toPricingSnapshot } from './snapshot';
export type { PricingSnapshot } from './snapshot';
export { offerTerms } from './offer-terms';
export { offersFor } from './offers-for';

import { PRICING_TERMS_MESSAGES as M } from './messages';
import type { AutomaticOffer, Coupon } from './offers';

/**
 * An offer's terms in one sentence for the shopper ("Available offers"): "20% off, up to ₹500, on orders of ₹999 or
 * more. Prepaid orders only."
 */
export function offerTerms(offer: Coupon | AutomaticOffer): string {
  switch (offer.kind) {
    case 'coupon': {
      const off =
        offer.discount.type === 'percent'
          ? M.percentOff(offer.discount.percent)
          : M.flatOff(offer.discount.amountPaise);
      const parts = [
        off,
        ...(offer.discount.type === 'percent' && offer.maxDiscountPaise !== null
          ? [M.upTo(offer.maxDiscountPaise)]
          : []),
        ...(offer.minBasketPaise > 0 ? [M.minimum(offer.minBasketPaise)] : []),
      ];
      const notes = [
        ...(offer.payment === 'prepaid' ? [M.prepaidOnly] : []),
        ...(offer.firstOrderOnly ? [M.firstOrderOnly] : []),
        ...(offer.excludeSaleItems ? [M.notOnSale] : []),
      ];
      return [`${parts.join(', ')}.`, ...notes].join(' ');
    }
    case 'buy-x-get-y':
      return `${
        offer.reward.type === 'free'
          ? M.buyGetFree(offer.buyQuantity, offer.getQuantity)
          : M.buyGetPercent(offer.buyQuantity, offer.getQuantity, offer.reward.percent)
      }.`;
    case 'bundle':
      return `${M.bundle(offer.quantity, offer.pricePaise)}.`;
    case 'tiered':
      return `${offer.tiers.map((tier) => M.tier(tier.percent, tier.minBasketPaise)).join('; ')}.`;
    case 'prepaid':
      return `${[M.prepaid(offer.percent), ...(offer.maxDiscountPaise !== null ? [M.upTo(offer.maxDiscountPaise)] : [])].join(', ')}.`;
    case 'free-delivery':
      return `${M.freeDelivery(offer.minBasketPaise)}.`;
  }
}

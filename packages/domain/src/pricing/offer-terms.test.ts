import { describe, expect, it } from 'vitest';
import { offerTerms } from './offer-terms';
import { bundle, buyXGetY, coupon, freeDelivery, prepaid, tiered } from './test-offers';

describe('offerTerms: an offer in one sentence', () => {
  it.each([
    [
      coupon({
        discount: { type: 'percent', percent: 20 },
        maxDiscountPaise: 50_000,
        minBasketPaise: 99_900,
        payment: 'prepaid',
      }),
      '20% off, up to ₹500, on orders of ₹999 or more. Prepaid orders only.',
    ],
    [
      coupon({
        discount: { type: 'flat', amountPaise: 20_000 },
        maxDiscountPaise: null,
        minBasketPaise: 0,
        payment: 'any',
        firstOrderOnly: true,
        excludeSaleItems: true,
      }),
      '₹200 off. First order only. Not on items already on sale.',
    ],
    [buyXGetY(), 'Buy 2, get 1 free (the cheapest).'],
    [buyXGetY({ reward: { type: 'percent', percent: 50 } }), 'Buy 2, get 1 more at 50% off (the cheapest).'],
    [bundle({ quantity: 3, pricePaise: 99_900 }), 'Any 3 for ₹999.'],
    [
      tiered({
        tiers: [
          { minBasketPaise: 200_000, percent: 10 },
          { minBasketPaise: 400_000, percent: 15 },
        ],
      }),
      '10% off from ₹2,000; 15% off from ₹4,000.',
    ],
    [prepaid({ percent: 5, maxDiscountPaise: 10_000 }), '5% off when you pay online, up to ₹100.'],
    [freeDelivery({ minBasketPaise: 99_900 }), 'Free delivery on orders of ₹999 or more.'],
    [freeDelivery({ minBasketPaise: 0 }), 'Free delivery.'],
  ])('%#: %s', (offer, expected) => {
    expect(offerTerms(offer)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { PriceBasketInput } from './basket-types';
import { priceBasket } from './price-basket';
import { basket, buyXGetY, coupon, line, T0, withCoupon } from './test-offers';

const bag = (overrides: Partial<PriceBasketInput>) => priceBasket(basket(overrides));

describe('priceBasket: why a coupon does not apply', () => {
  it.each([
    [
      'an unknown code',
      { coupon: withCoupon(null, 'nope1') },
      'unknown',
      "We don't recognise the code NOPE1. Check it and try again.",
    ],
    [
      'a code with a space',
      { coupon: withCoupon(coupon(), 'festive 20') },
      'unknown',
      "We don't recognise the code FESTIVE 20. Check it and try again.",
    ],
    [
      'a paused code',
      { coupon: withCoupon(coupon({ paused: true })) },
      'paused',
      'The code FESTIVE20 is not available right now.',
    ],
    [
      'a code not started yet',
      { coupon: withCoupon(coupon({ startsAt: new Date('2026-12-05T04:30:00.000Z') })) },
      'not-started',
      'The code FESTIVE20 can be used from 5 Dec 2026, 10:00 am.',
    ],
    [
      'an expired code (the end is exclusive)',
      { coupon: withCoupon(coupon({ endsAt: T0 })) },
      'expired',
      'This code has expired',
    ],
    [
      'a used-up code',
      { coupon: withCoupon(coupon({ totalUses: 5 }), 'festive20', { usedTotal: 5 }) },
      'used-up',
      'The code FESTIVE20 has been fully redeemed.',
    ],
    [
      'a code this shopper already used',
      { coupon: withCoupon(coupon({ usesPerCustomer: 1 }), 'festive20', { usedByCustomer: 1 }) },
      'already-used',
      'You have already used the code FESTIVE20.',
    ],
    [
      'a first-order code on a second order',
      { coupon: withCoupon(coupon({ firstOrderOnly: true }), 'festive20', { customerEarlierOrders: 1 }) },
      'first-order-only',
      'The code FESTIVE20 is for your first order only.',
    ],
    [
      'a prepaid-only code with cash on delivery',
      { coupon: withCoupon(coupon({ payment: 'prepaid' })), payment: 'cod' as const },
      'prepaid-only',
      'For prepaid orders only',
    ],
    [
      'a code for sarees on a bag of kurtis',
      { coupon: withCoupon(coupon({ scope: { kind: 'categories', categories: ['saree'] } })) },
      'no-eligible-item',
      'The code FESTIVE20 applies to no item in your bag.',
    ],
    [
      'a code that excludes sale items on a bag of sale items',
      { coupon: withCoupon(coupon({ excludeSaleItems: true })), lines: [line({ onSale: true })] },
      'no-eligible-item',
      'The code FESTIVE20 applies to no item in your bag.',
    ],
    [
      'a bag ₹300 short of the minimum',
      { coupon: withCoupon(coupon({ minBasketPaise: 130_000 })) },
      'below-minimum',
      'Add ₹300 more to use FESTIVE20',
    ],
    [
      'a bag ₹0.50 short of the minimum',
      { coupon: withCoupon(coupon({ minBasketPaise: 100_050 })) },
      'below-minimum',
      'Add ₹0.50 more to use FESTIVE20',
    ],
    [
      'a code that does not combine, beaten by an automatic offer',
      {
        coupon: withCoupon(coupon({ combinable: false, discount: { type: 'percent', percent: 5 } })),
        lines: [line({ quantity: 3 })],
        offers: [buyXGetY()],
      },
      'better-offer',
      'Your bag already has a better offer (Buy 2 get 1 free), so FESTIVE20 is not applied.',
    ],
  ])('refuses %s: %s → "%s"', (_case, input, refusal, message) => {
    const priced = bag(input);
    expect(priced.coupon).toEqual({ code: expect.any(String), applied: false, refusal, message });
    expect(priced.offers.some((offer) => offer.kind === 'coupon')).toBe(false);
  });

  it('applies a prepaid-only code before a payment mode is chosen (the shopper can still pay online)', () => {
    const priced = bag({ coupon: withCoupon(coupon({ payment: 'prepaid' })), payment: null });
    expect(priced.coupon).toEqual({ code: 'FESTIVE20', applied: true, discountPaise: 20_000 });
  });

  it('applies a code from its first moment and at exactly the minimum, typed in any case', () => {
    const priced = bag({ coupon: withCoupon(coupon({ startsAt: T0, minBasketPaise: 100_000 }), ' Festive20 ') });
    expect(priced.coupon).toEqual({ code: 'FESTIVE20', applied: true, discountPaise: 20_000 });
    expect(priced.totalPaise).toBe(80_000);
  });
});

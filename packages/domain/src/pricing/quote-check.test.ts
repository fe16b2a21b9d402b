import { describe, expect, it } from 'vitest';
import { priceBasket } from './price-basket';
import { checkQuote } from './quote-check';
import { basket, coupon, line, withCoupon } from './test-offers';

describe('checkQuote', () => {
  const at = new Date('2026-12-10T00:00:00.000Z');
  const bag = basket({ lines: [line({ quantity: 2 })], coupon: withCoupon(coupon({ endsAt: at })) });

  it('accepts the total the shopper was shown when pricing again gives the same', () => {
    const shown = priceBasket(bag).totalPaise;
    expect(checkQuote(shown, priceBasket(bag))).toEqual({ ok: true });
  });

  it('refuses a total that changed since it was shown (the code expired in between), naming both totals', () => {
    const shown = priceBasket(bag).totalPaise;
    expect(shown).toBe(160_000);
    expect(checkQuote(shown, priceBasket({ ...bag, at }))).toEqual({
      ok: false,
      refusal: 'quote-changed',
      message: 'The total of your bag changed from ₹1,600.00 to ₹2,000.00. Check your bag and place the order again.',
    });
  });
});

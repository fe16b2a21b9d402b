import { describe, expect, it } from 'vitest';
import { priceBasket } from './price-basket';
import { readPricingSnapshot, toPricingSnapshot } from './snapshot';
import { basket, buyXGetY, coupon, line, T0, withCoupon } from './test-offers';

describe('the pricing snapshot an order keeps', () => {
  it('reads back through JSON as it was written: the input (dates included) prices to the same basket', () => {
    const input = basket({
      lines: [line({ quantity: 2 }), line({ productId: 'p2', unitPricePaise: 50_000, compareAtPaise: 80_000 })],
      offers: [buyXGetY()],
      coupon: withCoupon(coupon(), 'festive20'),
      at: T0,
    });
    const stored = JSON.parse(JSON.stringify(toPricingSnapshot(input, priceBasket(input)))) as unknown;
    const read = readPricingSnapshot(stored);
    expect(read?.input.at).toEqual(T0);
    expect(read?.input.offers[0]?.startsAt).toBeInstanceOf(Date);
    expect(read && priceBasket(read.input)).toEqual(priceBasket(input));
    expect(read?.basket.totalPaise).toBe(priceBasket(input).totalPaise);
  });

  it('is null for an order placed before orders kept their pricing, or for anything else', () => {
    expect(readPricingSnapshot(null)).toBeNull();
    expect(readPricingSnapshot({ version: 2, input: {}, basket: {} })).toBeNull();
    expect(readPricingSnapshot({ version: 1, input: { lines: 'x' }, basket: {} })).toBeNull();
  });
});

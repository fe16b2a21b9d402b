import { describe, expect, it } from 'vitest';
import type { PriceBasketInput } from './basket-types';
import { priceBasket } from './price-basket';
import { refundOfReturn } from './refund-of-return';
import type { ReturnedUnits } from './refund-of-return';
import { basket, bundle, buyXGetY, coupon, line, withCoupon } from './test-offers';

function refund(input: Partial<PriceBasketInput>, returned: ReturnedUnits[]) {
  const priced = basket(input);
  return refundOfReturn({ priced, snapshot: priceBasket(priced), returned });
}

const three = [
  line({ productId: 'a', unitPricePaise: 150_000 }),
  line({ productId: 'b', unitPricePaise: 100_000 }),
  line({ productId: 'c', unitPricePaise: 50_000 }),
];

describe('refundOfReturn', () => {
  it('buy 2 get 1, a paid piece back: ₹1,000, less than its allocated ₹1,250, as the offer no longer holds', () => {
    const result = refund({ lines: three, offers: [buyXGetY()] }, [{ lineIndex: 0, quantity: 1 }]);
    expect(result).toMatchObject({ refundPaise: 100_000, goodsPaise: 100_000, feesPaise: 0, keptGoodsPaise: 150_000 });
    expect(result.lines).toEqual([
      {
        lineIndex: 0,
        quantity: 1,
        refundPaise: 100_000,
        tax: { rate: 5, totalPaise: 100_000, taxablePaise: 95_238, cgstPaise: 2_381, sgstPaise: 2_381, igstPaise: 0 },
      },
    ]);
  });

  it('buy 2 get 1, the free piece returned: nothing back (the two kept pieces cost what was paid)', () => {
    expect(refund({ lines: three, offers: [buyXGetY()] }, [{ lineIndex: 2, quantity: 1 }]).refundPaise).toBe(0);
  });

  it('a coupon whose minimum the kept goods no longer reach: ₹500 back for a line that paid ₹800', () => {
    const input = {
      lines: [line({ unitPricePaise: 150_000 }), line({ productId: 'b', unitPricePaise: 100_000 })],
      coupon: withCoupon(coupon({ minBasketPaise: 200_000 })),
    };
    expect(priceBasket(basket(input)).lines.map((l) => l.paidPaise)).toEqual([120_000, 80_000]);
    expect(refund(input, [{ lineIndex: 1, quantity: 1 }])).toMatchObject({
      refundPaise: 50_000,
      keptGoodsPaise: 150_000,
    });
  });

  it('a percent coupon without conditions: the returned line gets back exactly what it paid', () => {
    const input = {
      lines: [line({ unitPricePaise: 100_000 }), line({ productId: 'b', unitPricePaise: 50_000 })],
      coupon: withCoupon(coupon({ discount: { type: 'percent', percent: 10 } })),
    };
    expect(refund(input, [{ lineIndex: 1, quantity: 1 }]).refundPaise).toBe(45_000);
  });

  it('never refunds more than was paid for the returned pieces (a flat coupon worth more on the kept line)', () => {
    const input = {
      lines: [line({ unitPricePaise: 100_000 }), line({ productId: 'b', unitPricePaise: 10_000 })],
      coupon: withCoupon(coupon({ discount: { type: 'flat', amountPaise: 50_000 } })),
    };
    expect(priceBasket(basket(input)).lines.map((l) => l.paidPaise)).toEqual([54_545, 5_455]);
    expect(refund(input, [{ lineIndex: 1, quantity: 1 }]).refundPaise).toBe(5_455);
  });

  it('never refunds below zero (3 for ₹999, one of 3 × ₹500 back: the 2 kept cost ₹1,000)', () => {
    const input = { lines: [line({ quantity: 3, unitPricePaise: 50_000 })], offers: [bundle()] };
    expect(refund(input, [{ lineIndex: 0, quantity: 1 }])).toMatchObject({ refundPaise: 0, keptGoodsPaise: 100_000 });
  });

  it('refunds the fees only with the whole order: goods ₹2,500 + delivery ₹99 + COD ₹49', () => {
    const input: Partial<PriceBasketInput> = {
      lines: three,
      offers: [buyXGetY()],
      payment: 'cod',
      fees: { deliveryFeePaise: 9_900, freeDeliveryFromPaise: null, codFeePaise: 4_900 },
    };
    const all = [0, 1, 2].map((lineIndex) => ({ lineIndex, quantity: 1 }));
    expect(refund(input, all)).toMatchObject({ refundPaise: 264_800, goodsPaise: 250_000, feesPaise: 14_800 });
    expect(refund(input, [{ lineIndex: 0, quantity: 1 }]).feesPaise).toBe(0);
  });

  it('counts no more pieces of a line than it has, and ignores negative counts', () => {
    const input = { lines: [line({ quantity: 2 })] };
    expect(refund(input, [{ lineIndex: 0, quantity: 5 }]).refundPaise).toBe(200_000);
    expect(refund(input, [{ lineIndex: 0, quantity: -1 }]).refundPaise).toBe(0);
  });
});

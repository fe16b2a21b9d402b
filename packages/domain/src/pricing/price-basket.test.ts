import { describe, expect, it } from 'vitest';
import type { PriceBasketInput } from './basket-types';
import { priceBasket } from './price-basket';
import { basket, bundle, buyXGetY, coupon, freeDelivery, line, prepaid, T0, tiered, withCoupon } from './test-offers';

const bag = (overrides: Partial<PriceBasketInput>) => priceBasket(basket(overrides));
const paid = (input: Partial<PriceBasketInput>) => bag(input).lines.map((l) => l.paidPaise);
const three = [
  line({ productId: 'a', unitPricePaise: 150_000 }),
  line({ productId: 'b', unitPricePaise: 100_000 }),
  line({ productId: 'c', unitPricePaise: 50_000 }),
];

describe('priceBasket: each offer type', () => {
  it('charges the bag as it is without offers: ₹1,000 at 5 %, CGST = SGST = ₹23.81', () => {
    const priced = bag({});
    expect(priced).toMatchObject({ subtotalPaise: 100_000, discountPaise: 0, totalPaise: 100_000, offers: [] });
    expect(priced.lines[0]?.tax).toEqual({
      rate: 5,
      totalPaise: 100_000,
      taxablePaise: 95_238,
      cgstPaise: 2_381,
      sgstPaise: 2_381,
      igstPaise: 0,
    });
  });

  it('buy 2 get 1: the cheapest piece free, ₹500 spread over the 3 pieces pro rata (₹250, ₹166.67, ₹83.33)', () => {
    const priced = bag({ lines: three, offers: [buyXGetY()] });
    expect(priced.offers).toEqual([
      { offerId: 'b2g1', kind: 'buy-x-get-y', label: 'Buy 2 get 1 free', discountPaise: 50_000 },
    ]);
    expect(priced.lines.map((l) => l.discountPaise)).toEqual([25_000, 16_667, 8_333]);
    expect(priced.totalPaise).toBe(250_000);
  });

  it('buy 2 get 1 on 4 pieces of one line: one group, one piece free, the 4th piece pays in full', () => {
    expect(paid({ lines: [line({ quantity: 4 })], offers: [buyXGetY()] })).toEqual([300_000]);
  });

  it('buy 2 get the 3rd at 50 % off, and nothing below 3 pieces', () => {
    const half = buyXGetY({ reward: { type: 'percent', percent: 50 } });
    expect(bag({ lines: three, offers: [half] }).discountPaise).toBe(25_000);
    expect(bag({ lines: three.slice(0, 2), offers: [half] }).discountPaise).toBe(0);
  });

  it('any 3 for ₹999: the dearest 3 pieces grouped, ₹2,100 − ₹999 = ₹1,101 off, the 4th piece untouched', () => {
    const lines = [
      line({ productId: 'a', quantity: 2, unitPricePaise: 80_000 }),
      line({ productId: 'b', quantity: 2, unitPricePaise: 50_000 }),
    ];
    const priced = bag({ lines, offers: [bundle()] });
    expect(priced.discountPaise).toBe(110_100);
    expect(priced.lines.map((l) => l.discountPaise)).toEqual([83_886, 26_214]);
  });

  it('any 3 for ₹999 gives nothing when 3 pieces cost ₹999 or less', () => {
    expect(bag({ lines: [line({ quantity: 3, unitPricePaise: 33_300 })], offers: [bundle()] }).discountPaise).toBe(0);
  });

  it.each([
    [150_000, 0],
    [200_000, 10_000],
    [450_000, 45_000],
  ])('tiered: a ₹%i-paise bag gets %i paise off (5 percent from ₹2,000, 10 percent from ₹4,000)', (value, off) => {
    const lines = [line({ quantity: value / 50_000, unitPricePaise: 50_000 })];
    expect(bag({ lines, offers: [tiered()] }).discountPaise).toBe(off);
  });

  it('prepaid: 10 % off when paying online, at most ₹200; nothing with cash on delivery', () => {
    expect(bag({ offers: [prepaid()] }).discountPaise).toBe(10_000);
    expect(bag({ lines: [line({ quantity: 5 })], offers: [prepaid()] }).discountPaise).toBe(20_000);
    expect(bag({ offers: [prepaid()], payment: 'cod' }).discountPaise).toBe(0);
  });

  it('free delivery above a value waives the ₹99 fee below ₹999 and says so', () => {
    const fees = { deliveryFeePaise: 9_900, freeDeliveryFromPaise: 99_900, codFeePaise: 0 };
    const small = [line({ unitPricePaise: 80_000 })];
    expect(bag({ lines: small, fees }).fees).toEqual({
      deliveryPaise: 9_900,
      deliveryWaivedPaise: 0,
      codPaise: 0,
      totalPaise: 9_900,
    });
    const waived = bag({ lines: small, fees, offers: [freeDelivery({ minBasketPaise: 50_000 })] });
    expect(waived.fees).toEqual({ deliveryPaise: 0, deliveryWaivedPaise: 9_900, codPaise: 0, totalPaise: 0 });
    expect(waived.offers).toEqual([
      { offerId: 'ship', kind: 'free-delivery', label: 'Free delivery above ₹1,499', discountPaise: 9_900 },
    ]);
    expect(waived.totalPaise).toBe(80_000);
    expect(bag({ fees }).fees.totalPaise).toBe(0);
  });

  it('leaves out offers that are paused, not started or ended at `at`', () => {
    const offers = [
      tiered({ paused: true }),
      buyXGetY({ startsAt: new Date(T0.getTime() + 1) }),
      prepaid({ endsAt: T0 }),
    ];
    expect(bag({ lines: [line({ quantity: 5 })], offers }).offers).toEqual([]);
  });
});

describe('priceBasket: stacking and the best combination', () => {
  const bag4500 = [line({ quantity: 3, unitPricePaise: 150_000 })];

  it('stacks combinable offers with a combinable coupon: tiered 10 % first, then 20 % of what is left', () => {
    const priced = bag({ lines: bag4500, offers: [tiered()], coupon: withCoupon(coupon({ combinable: true })) });
    expect(priced.offers.map((o) => [o.offerId, o.discountPaise])).toEqual([
      ['tiers', 45_000],
      ['c1', 81_000],
    ]);
    expect(priced.discountPaise).toBe(126_000);
  });

  it('a coupon that does not combine applies alone when it is worth more (20 % beats 10 %)', () => {
    const priced = bag({ lines: bag4500, offers: [tiered()], coupon: withCoupon(coupon({ combinable: false })) });
    expect(priced.offers.map((o) => o.offerId)).toEqual(['c1']);
    expect(priced.discountPaise).toBe(90_000);
  });

  it('two offers of one kind never stack: the better tiered offer applies', () => {
    const offers = [tiered(), tiered({ id: 'better', tiers: [{ minBasketPaise: 0, percent: 15 }] })];
    expect(bag({ lines: bag4500, offers }).offers.map((o) => o.offerId)).toEqual(['better']);
  });

  it('piece offers stack on different pieces: buy 2 get 1 on kurtis and any 3 for ₹999 on t-shirts', () => {
    const lines = [
      line({ quantity: 3 }),
      line({ productId: 't', category: 't-shirt', quantity: 3, unitPricePaise: 50_000 }),
    ];
    const offers = [
      buyXGetY({ scope: { kind: 'categories', categories: ['kurti'] } }),
      bundle({ scope: { kind: 'categories', categories: ['t-shirt'] } }),
    ];
    const priced = bag({ lines, offers });
    expect(priced.offers.map((o) => [o.offerId, o.discountPaise])).toEqual([
      ['b2g1', 100_000],
      ['any3', 50_100],
    ]);
  });

  it('a non-combinable offer applies alone when it beats the stack', () => {
    const offers = [tiered(), buyXGetY({ combinable: false })];
    const priced = bag({ lines: bag4500, offers });
    expect(priced.offers.map((o) => [o.offerId, o.discountPaise])).toEqual([['b2g1', 150_000]]);
  });

  it('on a tie the combination with fewer offers wins (19 % alone against 10 % then 10 %)', () => {
    const offers = [
      tiered({ tiers: [{ minBasketPaise: 0, percent: 10 }] }),
      prepaid({ maxDiscountPaise: null }),
      tiered({ id: 'alone', combinable: false, tiers: [{ minBasketPaise: 0, percent: 19 }] }),
    ];
    const priced = bag({ offers });
    expect(priced.offers.map((o) => o.offerId)).toEqual(['alone']);
    expect(priced.discountPaise).toBe(19_000);
  });
});

describe('priceBasket: allocation, rounding and GST', () => {
  it('spreads a coupon over lines pro rata, the odd paisa to the earliest line: ₹100 over 3 × ₹333.33', () => {
    const lines = ['a', 'b', 'c'].map((productId) => line({ productId, unitPricePaise: 33_333 }));
    const priced = bag({ lines, coupon: withCoupon(coupon({ discount: { type: 'percent', percent: 10 } })) });
    expect(priced.lines.map((l) => l.discountPaise)).toEqual([3_334, 3_333, 3_333]);
    expect(priced.totalPaise).toBe(89_999);
  });

  it('caps a percent coupon at its maximum, and a flat coupon at the value it may discount', () => {
    expect(bag({ coupon: withCoupon(coupon({ maxDiscountPaise: 5_000 })) }).discountPaise).toBe(5_000);
    const flat = coupon({ discount: { type: 'flat', amountPaise: 500_000 } });
    expect(bag({ coupon: withCoupon(flat) })).toMatchObject({ discountPaise: 100_000, totalPaise: 0 });
  });

  it('a ₹2,800 kurta is taxed at 18 %, with ₹400 off at 5 % (the slab is judged after the discount)', () => {
    const kurta = [line({ unitPricePaise: 280_000 })];
    expect(bag({ lines: kurta }).lines[0]?.tax).toMatchObject({ rate: 18, taxablePaise: 237_288, cgstPaise: 21_356 });
    const flat400 = coupon({ discount: { type: 'flat', amountPaise: 40_000 } });
    expect(bag({ lines: kurta, coupon: withCoupon(flat400) }).lines[0]?.tax).toEqual({
      rate: 5,
      totalPaise: 240_000,
      taxablePaise: 228_572,
      cgstPaise: 5_714,
      sgstPaise: 5_714,
      igstPaise: 0,
    });
  });

  it('judges the slab per piece: 2 kurtas at ₹3,000 with ₹1,000 off the line pay ₹2,500 each → 5 %', () => {
    const flat = coupon({ discount: { type: 'flat', amountPaise: 100_000 } });
    const priced = bag({ lines: [line({ quantity: 2, unitPricePaise: 300_000 })], coupon: withCoupon(flat) });
    expect(priced.lines[0]).toMatchObject({ paidPaise: 500_000, rate: 5 });
  });

  it('keeps sarees at 5 % whatever their value, and taxes between states as IGST', () => {
    const saree = [line({ category: 'saree', unitPricePaise: 900_000 })];
    expect(bag({ lines: saree, intraState: false }).lines[0]?.tax).toEqual({
      rate: 5,
      totalPaise: 900_000,
      taxablePaise: 857_142,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 42_858,
    });
  });

  it('apportions the delivery and COD fees to the lines pro rata and taxes each share at its line’s rate', () => {
    const lines = [
      line({ unitPricePaise: 300_000 }),
      line({ productId: 's', category: 'saree', unitPricePaise: 100_000 }),
    ];
    const fees = { deliveryFeePaise: 9_900, freeDeliveryFromPaise: null, codFeePaise: 4_900 };
    const priced = bag({ lines, fees, payment: 'cod' });
    expect(priced.fees).toEqual({ deliveryPaise: 9_900, deliveryWaivedPaise: 0, codPaise: 4_900, totalPaise: 14_800 });
    expect(priced.lines.map((l) => [l.feeSharePaise, l.feeTax.rate, l.feeTax.cgstPaise, l.feeTax.sgstPaise])).toEqual([
      [11_100, 18, 847, 847],
      [3_700, 5, 88, 88],
    ]);
    expect(priced.totalPaise).toBe(414_800);
  });
});

describe('priceBasket: what the shopper sees', () => {
  it('says "You save ₹799": ₹500 struck through on the sale price and a ₹299 coupon', () => {
    const lines = [line({ unitPricePaise: 149_900, compareAtPaise: 199_900, onSale: true })];
    const flat = coupon({ discount: { type: 'flat', amountPaise: 29_900 } });
    expect(bag({ lines, coupon: withCoupon(flat) }).savings).toEqual({
      salePaise: 50_000,
      offersPaise: 29_900,
      deliveryPaise: 0,
      totalPaise: 79_900,
      message: 'You save ₹799',
    });
    expect(bag({}).savings.message).toBeNull();
  });

  it('shows what paying online would save: the prepaid offer and the COD fee', () => {
    const fees = { deliveryFeePaise: 0, freeDeliveryFromPaise: null, codFeePaise: 4_900 };
    const priced = bag({ offers: [prepaid()], payment: 'cod', fees });
    expect(priced.totalPaise).toBe(104_900);
    expect(priced.payOnline).toEqual({
      totalPaise: 90_000,
      savesPaise: 14_900,
      message: 'Pay online and save ₹149 more',
    });
    expect(bag({ offers: [prepaid()], payment: null }).payOnline?.savesPaise).toBe(10_000);
    expect(bag({ offers: [prepaid()] }).payOnline).toBeNull();
  });

  it('refuses a line of no pieces or of a price in fractions of a paisa as a programmer error', () => {
    expect(() => bag({ lines: [line({ quantity: 0 })] })).toThrow(RangeError);
    expect(() => bag({ lines: [line({ unitPricePaise: 99.5 })] })).toThrow(RangeError);
  });

  it('prices an empty bag at zero, with no fees', () => {
    const fees = { deliveryFeePaise: 9_900, freeDeliveryFromPaise: null, codFeePaise: 4_900 };
    expect(bag({ lines: [], fees, payment: 'cod' })).toMatchObject({ totalPaise: 0, fees: { totalPaise: 0 } });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalog';
import type { PriceBasketInput, PricedBasket } from './basket-types';
import type { AutomaticOffer } from './offers';
import { priceBasket } from './price-basket';
import { refundOfReturn } from './refund-of-return';
import { basket, bundle, buyXGetY, coupon, freeDelivery, line, prepaid, tiered, withCoupon } from './test-offers';

const percent = fc.integer({ min: 1, max: 100 });
const amount = fc.integer({ min: 1, max: 500_000 });
const scope = fc.oneof(
  fc.constant({ kind: 'shop' as const }),
  fc.record({ kind: fc.constant('categories' as const), categories: fc.subarray([...CATEGORIES], { minLength: 1 }) }),
  fc.record({ kind: fc.constant('products' as const), productIds: fc.subarray(['a', 'b', 'c'], { minLength: 1 }) }),
);
const common = { scope, combinable: fc.boolean(), id: fc.string({ minLength: 1, maxLength: 4 }) };

const offer: fc.Arbitrary<AutomaticOffer> = fc.oneof(
  fc
    .record({
      ...common,
      buyQuantity: fc.integer({ min: 1, max: 3 }),
      getQuantity: fc.integer({ min: 1, max: 2 }),
      p: fc.option(percent),
    })
    .map(({ p, ...o }) => buyXGetY({ ...o, reward: p === null ? { type: 'free' } : { type: 'percent', percent: p } })),
  fc.record({ ...common, quantity: fc.integer({ min: 2, max: 4 }), pricePaise: amount }).map((o) => bundle(o)),
  fc
    .record({ ...common, min: fc.integer({ min: 0, max: 400_000 }), percent })
    .map(({ min, percent: p, ...o }) => tiered({ ...o, tiers: [{ minBasketPaise: min, percent: p }] })),
  fc.record({ ...common, percent, maxDiscountPaise: fc.option(amount) }).map((o) => prepaid(o)),
  fc.record({ ...common, minBasketPaise: fc.integer({ min: 0, max: 400_000 }) }).map((o) => freeDelivery(o)),
);

const input: fc.Arbitrary<PriceBasketInput> = fc
  .record({
    lines: fc.array(
      fc.record({
        productId: fc.constantFrom('a', 'b', 'c', 'd'),
        category: fc.constantFrom(...CATEGORIES),
        quantity: fc.integer({ min: 1, max: 5 }),
        unitPricePaise: fc.integer({ min: 1, max: 600_000 }),
        onSale: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    offers: fc.array(offer, { maxLength: 8 }),
    coupon: fc.option(
      fc.record({
        scope,
        combinable: fc.boolean(),
        excludeSaleItems: fc.boolean(),
        minBasketPaise: fc.integer({ min: 0, max: 300_000 }),
        maxDiscountPaise: fc.option(amount),
        discount: fc.oneof(
          percent.map((p) => ({ type: 'percent' as const, percent: p })),
          amount.map((a) => ({ type: 'flat' as const, amountPaise: a })),
        ),
      }),
    ),
    payment: fc.constantFrom('prepaid' as const, 'cod' as const, null),
    fees: fc.record({
      deliveryFeePaise: fc.integer({ min: 0, max: 20_000 }),
      freeDeliveryFromPaise: fc.option(fc.integer({ min: 0, max: 500_000 })),
      codFeePaise: fc.integer({ min: 0, max: 10_000 }),
    }),
    intraState: fc.boolean(),
  })
  .map(({ lines, coupon: c, ...rest }) =>
    basket({
      ...rest,
      lines: lines.map((l, i) => line({ ...l, size: `S${i}` })),
      coupon: c === null ? null : withCoupon(coupon(c)),
    }),
  );

function checkInvariants(priced: PricedBasket) {
  const lineDiscounts = priced.lines.reduce((sum, l) => sum + l.discountPaise, 0);
  expect(lineDiscounts).toBe(priced.discountPaise);
  expect(priced.offers.filter((o) => o.kind !== 'free-delivery').reduce((s, o) => s + o.discountPaise, 0)).toBe(
    priced.discountPaise,
  );
  expect(priced.totalPaise).toBe(priced.lines.reduce((sum, l) => sum + l.paidPaise, 0) + priced.fees.totalPaise);
  expect(priced.lines.reduce((sum, l) => sum + l.feeSharePaise, 0)).toBe(priced.fees.totalPaise);
  for (const l of priced.lines) {
    expect(l.discountPaise).toBeGreaterThanOrEqual(0);
    expect(l.paidPaise).toBeGreaterThanOrEqual(0);
    expect(l.paidPaise).toBe(l.grossPaise - l.discounts.reduce((sum, d) => sum + d.paise, 0));
    for (const tax of [l.tax, l.feeTax]) {
      expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(tax.totalPaise);
      expect(tax.cgstPaise).toBe(tax.sgstPaise);
      expect(tax.taxablePaise).toBeGreaterThanOrEqual(0);
    }
    expect(l.tax.totalPaise).toBe(l.paidPaise);
  }
}

describe('priceBasket over random bags, offers and coupons', () => {
  it('keeps Σ allocations = discount, no line < 0, total = Σ paid + fees, taxable + tax = paid, CGST = SGST', () => {
    fc.assert(
      fc.property(input, (priced) => {
        const result = priceBasket(priced);
        checkInvariants(result);
        const couponTaken = result.offers.some((o) => o.kind === 'coupon');
        expect(couponTaken).toBe(result.coupon?.applied === true);
        if (result.payOnline) expect(result.payOnline.totalPaise).toBeLessThan(result.totalPaise);
      }),
      { numRuns: 300 },
    );
  });

  it('gives at least what any one live offer alone would give (the best combination is never worse)', () => {
    const score = (p: PricedBasket) => p.discountPaise + p.fees.deliveryWaivedPaise;
    fc.assert(
      fc.property(input, (priced) => {
        const best = score(priceBasket(priced));
        for (const offer of priced.offers) {
          expect(best).toBeGreaterThanOrEqual(score(priceBasket({ ...priced, offers: [offer], coupon: null })));
        }
        if (priced.coupon) expect(best).toBeGreaterThanOrEqual(score(priceBasket({ ...priced, offers: [] })));
      }),
      { numRuns: 100 },
    );
  });

  it('never refunds below zero or above what was paid for the returned pieces', () => {
    const withReturns = input.chain((priced) =>
      fc.tuple(
        fc.constant(priced),
        fc.array(
          fc.record({
            lineIndex: fc.integer({ min: 0, max: priced.lines.length - 1 }),
            quantity: fc.integer({ min: 1, max: 5 }),
          }),
          { maxLength: 4 },
        ),
      ),
    );
    fc.assert(
      fc.property(withReturns, ([priced, returned]) => {
        const snapshot = priceBasket(priced);
        const result = refundOfReturn({ priced, snapshot, returned });
        const paidForReturned = result.lines.reduce((sum, r) => {
          const l = snapshot.lines[r.lineIndex];
          return sum + (l ? Math.floor((l.paidPaise * r.quantity) / l.quantity) : 0);
        }, 0);
        const whole =
          result.lines.reduce((s, r) => s + r.quantity, 0) === snapshot.lines.reduce((s, l) => s + l.quantity, 0);
        expect(result.goodsPaise).toBeGreaterThanOrEqual(0);
        expect(result.goodsPaise).toBeLessThanOrEqual(
          whole ? snapshot.discountPaise + snapshot.totalPaise : paidForReturned,
        );
        expect(result.lines.reduce((sum, r) => sum + r.refundPaise, 0)).toBe(result.goodsPaise);
        expect(result.refundPaise).toBeLessThanOrEqual(snapshot.totalPaise);
      }),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageOrderPaise, lifetimeValuePaise, type CustomerOrderMoney } from './lifetime-value';

const order = (o: Partial<CustomerOrderMoney>): CustomerOrderMoney => ({
  paymentMode: 'prepaid',
  paid: true,
  delivered: false,
  totalPaise: 100_000,
  refundedPaise: 0,
  ...o,
});

describe('lifetimeValuePaise', () => {
  it.each<[string, CustomerOrderMoney[], number]>([
    ['no orders', [], 0],
    ['a prepaid order paid, on its way', [order({})], 100_000],
    ['a prepaid order never paid', [order({ paid: false })], 0],
    ['a prepaid order cancelled and refunded in full', [order({ refundedPaise: 100_000 })], 0],
    ['a prepaid order with one line refunded', [order({ refundedPaise: 30_000 })], 70_000],
    ['a refund above the total counts as the total', [order({ refundedPaise: 150_000 })], 0],
    ['a COD order on its way (no cash yet)', [order({ paymentMode: 'cod', paid: false })], 0],
    ['a COD order delivered (cash collected)', [order({ paymentMode: 'cod', paid: false, delivered: true })], 100_000],
    ['a COD order returned to origin', [order({ paymentMode: 'cod', paid: false, delivered: false })], 0],
    [
      'a COD order delivered, a line returned and paid out',
      [order({ paymentMode: 'cod', paid: false, delivered: true, refundedPaise: 40_000 })],
      60_000,
    ],
    [
      'several orders add up',
      [order({ totalPaise: 79_900 }), order({ paymentMode: 'cod', delivered: true, totalPaise: 129_900 })],
      209_800,
    ],
  ])('%s → %d paise', (_, orders, expected) => {
    expect(lifetimeValuePaise(orders)).toBe(expected);
  });

  it('is never negative and never more than the totals of the orders paid', () => {
    const anOrder = fc.record({
      paymentMode: fc.constantFrom('prepaid' as const, 'cod' as const),
      paid: fc.boolean(),
      delivered: fc.boolean(),
      totalPaise: fc.integer({ min: 1, max: 10_000_000 }),
      refundedPaise: fc.integer({ min: 0, max: 20_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(anOrder, { maxLength: 20 }), (orders) => {
        const value = lifetimeValuePaise(orders);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(orders.reduce((s, o) => s + o.totalPaise, 0));
        expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });
});

describe('averageOrderPaise', () => {
  it.each([
    [0, 0, 0],
    [300_000, 3, 100_000],
    [100_001, 2, 50_001],
    [100_000, 3, 33_333],
  ])('%d paise over %d paid orders → %d', (value, count, expected) => {
    expect(averageOrderPaise(value, count)).toBe(expected);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { discountPercent } from './discount-percent';

describe('discountPercent', () => {
  it.each([
    [1999, 999, 50],
    [1000, 300, 70],
    [1299, 899, 31],
    [3, 2, 33],
    [1000, 995, 1],
    [1000, 996, 0],
    [500, 0, 100],
  ])(
    'original %s, price %s → %s%% (docs/rules/constants.md: "rounded (original - price)/original*100")',
    (original, price, expected) => {
      expect(discountPercent(original, price)).toBe(expected);
    },
  );

  it.each([
    [999, 999],
    [899, 999],
    [0, 0],
    [null, 999],
    [undefined, 999],
    [999, null],
    [Number.NaN, 10],
    [1000, -5],
  ])(
    'original %s, price %s → null (docs/rules/constants.md: "shown only when original exceeds price")',
    (original, price) => {
      expect(discountPercent(original, price)).toBeNull();
    },
  );

  it('stays between 0 and 100 whenever shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), (original, price) => {
        const percent = discountPercent(original, price);
        if (original > price) expect(percent).toBeGreaterThanOrEqual(0);
        if (original > price) expect(percent).toBeLessThanOrEqual(100);
        else expect(percent).toBeNull();
      }),
    );
  });
});

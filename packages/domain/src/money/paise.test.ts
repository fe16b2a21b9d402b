import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { paise, isPaise, rupeesToPaise, paiseToRupees, sumPaise, multiplyPaise, ZERO_PAISE } from './paise';

describe('paise', () => {
  it.each([0, 1, 1999, -2500, Number.MAX_SAFE_INTEGER])('brands the integer %s', (n) => {
    expect(paise(n)).toBe(n);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s as a programmer error', (n) => {
    expect(() => paise(n)).toThrow(RangeError);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(paise(-0), 0)).toBe(true);
  });
});

describe('isPaise', () => {
  it.each([
    [1999, true],
    [19.99, false],
    ['1999', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isPaise(value)).toBe(expected);
  });
});

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1234567.891, 123456789],
    [249, 24900],
    [1999.995, 200000],
    [-19.99, -1999],
    [-1.005, -101],
  ])('converts ₹%s to %s paise without float error', (rupees, expected) => {
    expect(rupeesToPaise(rupees)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s as a programmer error', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
  });

  it('round-trips every paise amount through rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(rupeesToPaise(paiseToRupees(paise(n)))).toBe(n);
      }),
    );
  });

  it('round-trips every two-decimal rupee amount written as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, frac) => {
        const rupees = Number(`${whole}.${String(frac).padStart(2, '0')}`);
        expect(rupeesToPaise(rupees)).toBe(whole * 100 + frac);
      }),
    );
  });
});

describe('paiseToRupees', () => {
  it.each([
    [1999, 19.99],
    [0, 0],
    [10000000, 100000],
  ])('shows %s paise as ₹%s', (amount, expected) => {
    expect(paiseToRupees(paise(amount))).toBe(expected);
  });
});

describe('sumPaise', () => {
  it.each([
    [[], 0],
    [[1999], 1999],
    [[10, 20], 30],
    [[1999, 1999, 1999], 5997],
  ])('adds %j to %s', (amounts, expected) => {
    expect(sumPaise(amounts.map(paise))).toBe(expected);
  });

  it('equals the float-free total of rupee lines (docs/rules/constants.md: totals to two decimals)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e8 }), { maxLength: 50 }), (amounts) => {
        const total = sumPaise(amounts.map(paise));
        expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });

  it('starts from ZERO_PAISE', () => {
    expect(ZERO_PAISE).toBe(0);
  });
});

describe('multiplyPaise', () => {
  it.each([
    [1999, 3, 5997],
    [1999, 0, 0],
    [0, 5, 0],
  ])('%s paise × %s = %s paise', (unit, qty, expected) => {
    expect(multiplyPaise(paise(unit), qty)).toBe(expected);
  });

  it('rejects a fractional quantity as a programmer error', () => {
    expect(() => multiplyPaise(paise(100), 1.5)).toThrow(RangeError);
  });

  it('equals repeated addition', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 50 }), (unit, qty) => {
        const lines = Array.from({ length: qty }, () => paise(unit));
        expect(multiplyPaise(paise(unit), qty)).toBe(sumPaise(lines));
      }),
    );
  });
});

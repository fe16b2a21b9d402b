import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatRupees, formatRupeesFromRupees, formatRupeesWhole, formatRupeesWholeFromRupees } from './format-rupees';
import { paise } from './paise';

describe('formatRupees', () => {
  // docs/rules/third-parties.md#rupee-formatting table, verified on Node 20 / ICU 78.
  it.each([
    [0, '₹0.00'],
    [123450, '₹1,234.50'],
    [10000000, '₹1,00,000.00'],
    [123456789, '₹12,34,567.89'],
    [1000000000, '₹1,00,00,000.00'],
    [-250000, '-₹2,500.00'],
    [1999, '₹19.99'],
    [1, '₹0.01'],
    [-0, '₹0.00'],
  ])('formats %s paise in en-IN style as %s (docs/rules/constants.md: "INR, en-IN formatting")', (amount, expected) => {
    expect(formatRupees(paise(amount))).toBe(expected);
  });

  it(
    'always shows the ₹ symbol, Indian digit groups and exactly two decimals ' +
      '(docs/rules/constants.md: "totals to two decimals")',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
          expect(formatRupees(paise(n))).toMatch(/^-?₹(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})\.\d{2}$/);
        }),
      );
    },
  );

  it('shows exactly the paise it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (n) => {
        const digits = formatRupees(paise(n)).replace(/[₹,.]/g, '');
        expect(Number(digits)).toBe(n);
      }),
    );
  });
});

describe('formatRupeesFromRupees', () => {
  it.each([
    [0, '₹0.00'],
    [1234.5, '₹1,234.50'],
    [100000, '₹1,00,000.00'],
    [1234567.891, '₹12,34,567.89'],
    [19.99, '₹19.99'],
    [1.005, '₹1.01'],
  ])('formats ₹%s as %s', (rupees, expected) => {
    expect(formatRupeesFromRupees(rupees)).toBe(expected);
  });
});

describe('formatRupeesWhole and formatRupeesWholeFromRupees (a saving or a fee as a price tag)', () => {
  it.each([
    [0, '₹0'],
    [680, '₹680'],
    [100000, '₹1,00,000'],
    [799.5, '₹799.50'],
    [1.005, '₹1.01'],
  ])('formats ₹%s as %s', (rupees, expected) => {
    expect(formatRupeesWholeFromRupees(rupees)).toBe(expected);
  });

  it('drops only a whole ".00", from paise', () => {
    expect(formatRupeesWhole(paise(160000))).toBe('₹1,600');
    expect(formatRupeesWhole(paise(160005))).toBe('₹1,600.05');
  });
});

describe('formatRupees, written without Intl', () => {
  const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

  it('writes every amount as Intl en-IN currency does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e15, max: 1e15 })), (n) => {
        expect(formatRupees(paise(n))).toBe(intl.format(n / 100));
      }),
      { numRuns: 2000 },
    );
  });
});

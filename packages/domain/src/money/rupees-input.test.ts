import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatRupeesInput, parseRupeesInput } from './rupees-input';

describe('parseRupeesInput', () => {
  it.each([
    ['799', 79900],
    ['799.50', 79950],
    ['799.5', 79950],
    ['0.29', 29],
    ['0.07', 7],
    ['1.00', 100],
    ['19.99', 1999],
    ['1,299', 129900],
    ['₹ 1,299.00', 129900],
    [' 45 ', 4500],
    ['0', 0],
    ['00012.30', 1230],
  ])('%j → %s paise', (text, expected) => {
    expect(parseRupeesInput(text)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '7.999', '-5', '+5', '5.', '.5', '1e3', '12.3.4', 'NaN', '99999999999999'])(
    '%j is not a rupee amount',
    (text) => {
      expect(parseRupeesInput(text)).toBeNull();
    },
  );

  it('reads back every amount it formats, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        expect(parseRupeesInput(formatRupeesInput(amount))).toBe(amount);
      }),
    );
  });
});

describe('formatRupeesInput', () => {
  it.each([
    [79900, '799'],
    [79950, '799.50'],
    [1999, '19.99'],
    [7, '0.07'],
    [0, '0'],
  ])('%s paise → %j', (amount, expected) => {
    expect(formatRupeesInput(amount)).toBe(expected);
  });
});

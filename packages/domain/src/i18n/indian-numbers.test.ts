import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupIndianDigits, pluralFormOf } from './indian-numbers';

describe('groupIndianDigits', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['1234567', '12,34,567'],
    ['123456789', '12,34,56,789'],
    ['-2500', '-2,500'],
  ])('groups %s as %s', (digits, expected) => {
    expect(groupIndianDigits(digits)).toBe(expected);
  });
});

describe('groupIndianDigits, against Intl', () => {
  it.each(['en-IN', 'hi-IN'])('groups every safe integer as Intl.NumberFormat(%s) does', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    fc.assert(
      fc.property(
        // fc.integer never gives -0, which Intl writes '-0' and a count never is.
        fc.oneof(
          fc.integer({ min: -1e6, max: 1e6 }),
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        ),
        (n) => {
          expect(groupIndianDigits(String(n))).toBe(intl.format(n));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('pluralFormOf', () => {
  it.each([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['en', 0.5, 'other'],
    ['hi', 0, 'one'],
    ['hi', 1, 'one'],
    ['hi', 2, 'other'],
    ['hi', 0.5, 'one'],
    ['hi', 1.5, 'other'],
  ] as const)('%s: %s takes the "%s" form', (language, count, form) => {
    expect(pluralFormOf(language, count)).toBe(form);
  });

  it.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const)('picks what Intl.PluralRules(%s) picks for any whole count', (language, locale) => {
    const rules = new Intl.PluralRules(locale);
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        expect(pluralFormOf(language, n)).toBe(rules.select(n) === 'one' ? 'one' : 'other');
      }),
      { numRuns: 1000 },
    );
  });
});

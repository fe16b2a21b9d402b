import { describe, it, expect } from 'vitest';
import {
  IndianMobileInput,
  IndianPhone,
  isIndianMobile,
  normalizeIndianMobile,
  phoneInputDigits,
  toE164India,
} from './phone-number';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['  6000000000 ', '6000000000'],
  ])('reads %j as %j (docs/rules/third-parties.md#mobile-numbers)', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([['5876543210'], ['987654321'], ['98765432101'], ['+92 9876543210'], ['91987654321'], ['abcdefghij'], ['']])(
    'returns null for %j',
    (input) => {
      expect(normalizeIndianMobile(input)).toBeNull();
    },
  );

  it('returns null for non-strings', () => {
    expect(normalizeIndianMobile(9876543210)).toBeNull();
    expect(normalizeIndianMobile(undefined)).toBeNull();
  });
});

describe('phoneInputDigits (what a phone field keeps: prefix dropped first, then cut to 10)', () => {
  it.each([
    // pasted whole numbers: the country code or trunk 0 goes, never the last digits
    ['+91 98765 11060', '9876511060'],
    ['919876511060', '9876511060'],
    ['+919876511060', '9876511060'],
    ['+91-98765-11060', '9876511060'],
    ['09876511060', '9876511060'],
    ['098765 11060', '9876511060'],
    ['+91 098765 11060', '9876511060'],
    ['0091 98765 11060', '9876511060'],
    ['(+91) 98765.11060', '9876511060'],
    ['+91 9198765432', '9198765432'],
    ['98765 11060', '9876511060'],
    // typing: digits only, never more than 10
    ['9', '9'],
    ['+', ''],
    ['+9', '9'],
    ['98765', '98765'],
    ['9198765432', '9198765432'],
    ['98765110601', '9876511060'],
    ['91987654321', '9198765432'],
    ['98a76', '9876'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(phoneInputDigits(input)).toBe(expected);
  });

  it('never keeps more than 10 digits, and keeps a 10-digit number as typed', () => {
    for (const input of ['1234567890123456', '+1 415 555 2671', '00000000000000', '91919191919191']) {
      expect(phoneInputDigits(input).length).toBeLessThanOrEqual(10);
    }
    expect(phoneInputDigits('9191919191')).toBe('9191919191');
  });
});

describe('isIndianMobile', () => {
  it.each([
    ['9876543210', true],
    ['6123456789', true],
    ['5123456789', false],
    ['+919876543210', false],
    ['98765 43210', false],
  ])('%j → %s', (input, expected) => {
    expect(isIndianMobile(input)).toBe(expected);
  });
});

describe('toE164India', () => {
  it('prefixes +91: "+91 plus ten digits" (docs/rules/api.md#endpoints)', () => {
    expect(toE164India('9876543210')).toBe('+919876543210');
  });
});

describe('IndianPhone', () => {
  it('accepts +91 plus 10 digits', () => {
    expect(IndianPhone.parse('+919876543210')).toBe('+919876543210');
  });

  it.each([['9876543210'], ['+91 9876543210'], ['+915876543210'], [42]])(
    'rejects %j with "Invalid phone number"',
    (input) => {
      expect(IndianPhone.safeParse(input).error?.issues[0]?.message).toBe('Invalid phone number');
    },
  );
});

describe('IndianMobileInput', () => {
  it('accepts exactly 10 digits', () => {
    expect(IndianMobileInput.parse('9876543210')).toBe('9876543210');
  });

  it('rejects a short number with "Invalid phone number"', () => {
    expect(IndianMobileInput.safeParse('98765').error?.issues[0]?.message).toBe('Invalid phone number');
  });
});

import { describe, it, expect } from 'vitest';
import { isPinCode, normalizePinCode, pinCodeInputDigits } from './pin-code';

describe('isPinCode', () => {
  it.each([
    ['560034', true],
    ['110001', true],
    ['999999', true],
    ['012345', false],
    ['56003', false],
    ['5600341', false],
    ['560 034', false],
    ['56003a', false],
    [560034, false],
  ])('%j → %s ("exactly 6 digits", first digit 1–9)', (value, expected) => {
    expect(isPinCode(value)).toBe(expected);
  });
});

describe('normalizePinCode', () => {
  it.each([
    ['560 034', '560034'],
    [' 110001 ', '110001'],
    ['1 1 0 0 0 1', '110001'],
  ])('strips spaces: %j → %j', (input, expected) => {
    expect(normalizePinCode(input)).toBe(expected);
  });

  it.each([['012345'], ['56-0034'], [''], [undefined]])('returns null for %j', (input) => {
    expect(normalizePinCode(input)).toBeNull();
  });
});

describe('pinCodeInputDigits (what a PIN field keeps: spaces dropped first, then cut to 6)', () => {
  it.each([
    ['560 038', '560038'],
    ['560-038', '560038'],
    [' 5 6 0 0 3 8 ', '560038'],
    ['PIN 560038', '560038'],
    ['560038', '560038'],
    ['5600381', '560038'],
    ['560', '560'],
    ['56a0', '560'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(pinCodeInputDigits(input)).toBe(expected);
  });
});

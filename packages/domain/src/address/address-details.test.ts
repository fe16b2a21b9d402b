import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ADDRESS_DETAIL_FIELDS, addressLines } from './address-details';

const Details = z.strictObject(ADDRESS_DETAIL_FIELDS);

describe('address details (docs/decisions/130-address-details.md)', () => {
  it.each([
    [{}, { house: '', area: '', landmark: '', altPhone: '' }],
    [
      { house: ' Flat 3B, Sunrise Apartments ', area: 'Koregaon Park', landmark: 'Big Bazaar', altPhone: '9123456780' },
      { house: 'Flat 3B, Sunrise Apartments', area: 'Koregaon Park', landmark: 'Big Bazaar', altPhone: '9123456780' },
    ],
  ])('keeps %j as %j', (input, output) => {
    expect(Details.parse(input)).toEqual(output);
  });

  it.each([
    [{ altPhone: '12345' }, 'Please enter a valid 10-digit alternate phone number, or leave it empty.'],
    [{ altPhone: '5123456789' }, 'Please enter a valid 10-digit alternate phone number, or leave it empty.'],
    [{ landmark: 'x'.repeat(101) }, 'Landmark can be at most 100 characters.'],
    [{ house: 'x'.repeat(101) }, 'Flat, house no., building can be at most 100 characters.'],
    [{ area: ' '.repeat(20_001) }, 'Area, locality can be at most 100 characters.'],
    [{ altPhone: ' '.repeat(21) }, 'Please enter a valid 10-digit alternate phone number, or leave it empty.'],
  ])('refuses %j: %s', (input, message) => {
    const parsed = Details.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['14 MG Road', {}, { line1: '14 MG Road', line2: '' }],
    [
      '14 MG Road',
      { house: 'Flat 3B', area: 'Koregaon Park', landmark: 'Big Bazaar' },
      { line1: 'Flat 3B, 14 MG Road', line2: 'Koregaon Park, Near Big Bazaar' },
    ],
    ['14 MG Road', { house: ' ', landmark: 'the temple' }, { line1: '14 MG Road', line2: 'Near the temple' }],
  ])('addressLines(%s, %j) is %j', (street, details, lines) => {
    expect(addressLines(street, details)).toEqual(lines);
  });
});

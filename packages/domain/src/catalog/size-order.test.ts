import { describe, it, expect } from 'vitest';
import { PREFERRED_SIZE_ORDER, sizesInPreferredOrder } from './size-order';

describe('sizesInPreferredOrder', () => {
  it('uses the spec\'s order "M, L, S, XL, Free"', () => {
    expect(PREFERRED_SIZE_ORDER).toEqual(['M', 'L', 'S', 'XL', 'Free']);
  });

  it.each([
    [[['S', 'M', 'L', 'XL']], ['M', 'L', 'S', 'XL']],
    [[['XXL', 'Free', 'S']], ['S', 'Free', 'XXL']],
    [
      [['XS'], ['M', 'XS']],
      ['M', 'XS'],
    ],
    [[[]], []],
  ])('orders %j as %j', (lists, expected) => {
    expect(sizesInPreferredOrder(...lists)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { compareSizes, sizesInNaturalOrder } from './size-sort';

describe('sizesInNaturalOrder', () => {
  it.each([
    [
      ['M', 'L', 'S', 'XL', 'Free'],
      ['S', 'M', 'L', 'XL', 'Free'],
    ],
    [
      ['XXL', 'Free', 'XS', 'M', 'L', 'S', 'XL'],
      ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free'],
    ],
    [
      ['3XL', 'XXL', 'XXXL', '2XL', 'XXS', 'M'],
      ['XXS', 'M', '2XL', 'XXL', '3XL', 'XXXL'],
    ],
    [
      ['40', '38', '100', '9', '32.5'],
      ['9', '32.5', '38', '40', '100'],
    ],
    [
      ['Free', '32', 'M', 'Kids', 'Adult'],
      ['M', '32', 'Adult', 'Kids', 'Free'],
    ],
    [
      ['free size', 's', 'm', 'l'],
      ['s', 'm', 'l', 'free size'],
    ],
    [
      ['M', 'M', 'S'],
      ['S', 'M'],
    ],
    [[], []],
  ])('%j → %j', (sizes, want) => {
    expect(sizesInNaturalOrder(sizes)).toEqual(want);
  });

  it('is a total order: equal only for the same name', () => {
    expect(compareSizes('M', 'M')).toBe(0);
    expect(Math.sign(compareSizes('m', 'M'))).toBe(-Math.sign(compareSizes('M', 'm')));
    expect(compareSizes('m', 'M')).not.toBe(0);
  });
});

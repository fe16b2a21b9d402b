import { describe, it, expect } from 'vitest';
import type { Product } from './product';
import { testProduct } from './test-product';
import {
  PRICE_SLIDER,
  matchesPriceFilter,
  originalPriceForSize,
  priceForSize,
  visibleDiscountPercent,
  visibleOriginalPrice,
  visiblePrice,
  visiblePriceSize,
} from './visible-price';

const sized = (
  stockBySize: Record<string, number>,
  pricesBySize: Record<string, number>,
  extra: Partial<Product> = {},
) =>
  testProduct({
    sizes: Object.keys({ ...stockBySize, ...pricesBySize }),
    stockBySize,
    pricesBySize,
    price: 999,
    ...extra,
  });

describe('visiblePriceSize / visiblePrice', () => {
  // docs/rules/catalogue.md#validation: "The visible price comes from the first size with stock and a price, in the
  // order M, L, S, XL, Free."
  it.each([
    ['M first', sized({ S: 1, M: 1, L: 1 }, { S: 500, M: 600, L: 700 }), 'M', 600],
    ['L when M is out of stock', sized({ M: 0, L: 2, S: 2 }, { M: 600, L: 700, S: 500 }), 'L', 700],
    ['S before XL', sized({ XL: 1, S: 1 }, { XL: 900, S: 500 }), 'S', 500],
    ['Free last of the five', sized({ Free: 3 }, { Free: 450 }), 'Free', 450],
    ['a size without a price is skipped', sized({ M: 1, L: 1 }, { L: 700 }), 'L', 700],
    ['other sizes after the five', sized({ M: 0, XXL: 2 }, { M: 600, XXL: 1299 }), 'XXL', 1299],
    ['fallback to price when nothing is in stock', sized({ M: 0 }, { M: 600 }), null, 999],
    ['fallback to price without size prices', sized({ M: 2 }, {}), null, 999],
    [
      'shared stock counts for a bare size list',
      testProduct({ sizes: ['L'], stock: 3, pricesBySize: { L: 749 } }),
      'L',
      749,
    ],
  ])('%s', (_name, product, size, price) => {
    expect(visiblePriceSize(product)).toBe(size);
    expect(visiblePrice(product)).toBe(price);
  });
});

describe('visibleOriginalPrice / visibleDiscountPercent', () => {
  it.each([
    [
      "the visible size's original",
      sized({ M: 1 }, { M: 600 }, { originalPricesBySize: { M: 1200 }, originalPrice: 1999 }),
      1200,
      50,
    ],
    ["the product's original when the size has none", sized({ M: 1 }, { M: 600 }, { originalPrice: 1999 }), 1999, 70],
    ['null without any original', sized({ M: 1 }, { M: 600 }), null, null],
    ['no badge when original is not above price', sized({ M: 1 }, { M: 600 }, { originalPrice: 600 }), 600, null],
  ])('%s ("{n}% OFF" badge)', (_name, product, original, percent) => {
    expect(visibleOriginalPrice(product)).toBe(original);
    expect(visibleDiscountPercent(product)).toBe(percent);
  });
});

describe('priceForSize / originalPriceForSize', () => {
  const product = sized({ M: 1, L: 1 }, { M: 600 }, { originalPricesBySize: { M: 1200 }, originalPrice: 1500 });
  it.each([
    ['M', 600, 1200],
    ['L', 999, 1500],
    [null, 999, 1500],
  ])('size %s costs %s, was %s', (size, price, original) => {
    expect(priceForSize(product, size)).toBe(price);
    expect(originalPriceForSize(product, size)).toBe(original);
  });
});

describe('matchesPriceFilter', () => {
  it('uses the spec\'s slider "min 249, max 1999, step 50, default 1999"', () => {
    expect(PRICE_SLIDER).toEqual({ min: 249, max: 1999, step: 50, default: 1999 });
  });

  it.each([
    [249, 1999, true],
    [248, 1999, false],
    [1999, 1999, true],
    [2000, 1999, false],
    [999, 999, true],
    [1000, 999, false],
    [0, 1999, false],
  ])(
    'visible price %s with slider %s → %s ("visible price between 249 and the slider value")',
    (price, slider, expected) => {
      expect(matchesPriceFilter(testProduct({ price }), slider)).toBe(expected);
    },
  );
});

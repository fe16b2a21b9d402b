import { describe, it, expect } from 'vitest';
import { clampProductQuantity, isOutOfStock, isSizeAvailable, stockMapOf, stockOf } from './stock';
import { testProduct } from './test-product';

const perSize = testProduct({ sizes: ['M', 'L', 'S'], stockBySize: { M: 0, L: 4 }, stock: 4 });
const shared = testProduct({ sizes: ['M', 'L'], stockBySize: {}, stock: 6 });
const noSizes = testProduct({ sizes: [], stockBySize: { default: 2 }, stock: 2 });

describe('stockOf', () => {
  it.each([
    [perSize, 'L', 4],
    [perSize, 'M', 0],
    [perSize, 'S', 0],
    [perSize, 'constructor', 0],
    [shared, 'M', 6],
    [noSizes, 'default', 2],
  ])('case %#: size %s has %s in stock', (product, size, expected) => {
    expect(stockOf(product, size)).toBe(expected);
  });
});

describe('isOutOfStock', () => {
  it.each([
    [0, true],
    [1, false],
  ])(
    'stock %s → %s (docs/rules/catalogue.md#screen: "\'Out of Stock\' overlay when available stock is 0")',
    (stock, expected) => {
      expect(isOutOfStock(testProduct({ stock }))).toBe(expected);
    },
  );
});

describe('isSizeAvailable', () => {
  it.each([
    ['L', true],
    ['M', false],
  ])('%s → %s ("A size with zero stock cannot be picked or bought.")', (size, expected) => {
    expect(isSizeAvailable(perSize, size)).toBe(expected);
  });
});

describe('stockMapOf', () => {
  it.each([
    [perSize, { M: 0, L: 4, S: 0 }],
    [shared, { M: 6, L: 6 }],
    [noSizes, { default: 2 }],
  ])('case %#: gives %j', (product, expected) => {
    expect(stockMapOf(product)).toEqual(expected);
  });
});

describe('clampProductQuantity', () => {
  it.each([
    ['L', 0, 1],
    ['L', 3, 3],
    ['L', 9, 4],
    ['L', 2.6, 2],
    ['L', Number.NaN, 1],
    ['M', 5, 1],
    [null, 9, 4],
  ])('size %s, quantity %s → %s ("between 1 and the stock of the selected size")', (size, quantity, expected) => {
    expect(clampProductQuantity(perSize, size, quantity)).toBe(expected);
  });
});

import { describe, it, expect } from 'vitest';
import { cardDefaultSize, productPageDefaultSize } from './default-size';
import { testProduct } from './test-product';

const withStock = (sizes: string[], stockBySize: Record<string, number>) =>
  testProduct({ sizes, stockBySize, stock: Object.values(stockBySize).reduce((a, b) => a + b, 0) });

describe('cardDefaultSize', () => {
  // docs/rules/catalogue.md#behaviour: "A card's selected size on load is M if in stock, else the first size with
  // stock, else none."
  it.each([
    ['M in stock', withStock(['S', 'M', 'L'], { S: 1, M: 1, L: 1 }), 'M'],
    ['M out of stock', withStock(['S', 'M', 'L'], { S: 0, M: 0, L: 2 }), 'L'],
    ['no M at all', withStock(['S', 'XL'], { S: 3, XL: 1 }), 'S'],
    ['nothing in stock', withStock(['S', 'M'], { S: 0, M: 0 }), null],
    ['no sizes', withStock([], { default: 4 }), null],
    ['a bare size list shares the stock', testProduct({ sizes: ['S', 'M'], stock: 2 }), 'M'],
  ])('%s', (_name, product, expected) => {
    expect(cardDefaultSize(product)).toBe(expected);
  });
});

describe('productPageDefaultSize', () => {
  // docs/rules/catalogue.md#behaviour: "On the product page the default size is the first size with stock, else the
  // first size."
  it.each([
    ['first with stock', withStock(['S', 'M', 'L'], { S: 0, M: 3, L: 1 }), 'M'],
    ['first size when none has stock', withStock(['S', 'M'], { S: 0, M: 0 }), 'S'],
    ['null without sizes', withStock([], {}), null],
  ])('%s', (_name, product, expected) => {
    expect(productPageDefaultSize(product)).toBe(expected);
  });
});

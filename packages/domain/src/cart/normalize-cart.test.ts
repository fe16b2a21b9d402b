import { describe, it, expect } from 'vitest';
import { MAX_CART_LINES } from './cart-item';
import { normalizeCart, normalizeCartItem } from './normalize-cart';

describe('normalizeCartItem', () => {
  // docs/rules/cart.md#data: "id (or _id, each filled from the other) … price (numeric, default 0);
  // selectedSize (default 'default'); quantity (default 1) … Other fields are kept as they came."
  it.each([
    ['id from _id', { _id: 'a' }, { id: 'a', _id: 'a' }],
    ['_id from id', { id: 'a' }, { id: 'a', _id: 'a' }],
    ['a numeric id', { id: 42 }, { id: '42', _id: '42' }],
    ['defaults', { id: 'a' }, { price: 0, selectedSize: 'default', quantity: 1 }],
    ['numbers as text', { id: 'a', price: '499.5', quantity: '2' }, { price: 499.5, quantity: 2 }],
    ['a negative price as 0', { id: 'a', price: -5 }, { price: 0 }],
    ['an empty size as default', { id: 'a', selectedSize: ' ' }, { selectedSize: 'default' }],
    ['a quantity below 1 as 1', { id: 'a', quantity: -3 }, { quantity: 1 }],
    ['a fractional quantity floored', { id: 'a', quantity: 2.7 }, { quantity: 2 }],
    ['a huge quantity capped at 999', { id: 'a', quantity: 5000 }, { quantity: 999 }],
    [
      'stock entries as whole numbers',
      { id: 'a', stockBySize: { M: '3', L: -1, S: 2.5 } },
      { stockBySize: { M: 3, S: 2 } },
    ],
    [
      'other fields',
      { id: 'a', title: 'Kurti', image: '/a.jpg', colour: 'red' },
      { title: 'Kurti', image: '/a.jpg', colour: 'red' },
    ],
  ])('fills %s', (_name, raw, expected) => {
    expect(normalizeCartItem(raw)).toMatchObject(expected);
  });

  it.each([null, 'a', [], {}, { title: 'no id' }, { id: '' }, { id: 'a', extra: 'x'.repeat(10_000) }])(
    'returns null for %j',
    (raw) => {
      expect(normalizeCartItem(raw)).toBeNull();
    },
  );
});

describe('normalizeCart', () => {
  it('drops unusable lines and merges lines of the same product and size', () => {
    const cart = normalizeCart([
      { id: 'a', selectedSize: 'M' },
      null,
      { _id: 'a', selectedSize: 'M', quantity: 2 },
      { id: 'a', selectedSize: 'L' },
    ]);
    expect(cart.map((l) => [l.id, l.selectedSize, l.quantity])).toEqual([
      ['a', 'M', 3],
      ['a', 'L', 1],
    ]);
  });

  it.each([null, {}, 'cart'])('reads %j as an empty cart', (raw) => {
    expect(normalizeCart(raw)).toEqual([]);
  });

  it(`keeps at most ${MAX_CART_LINES} lines`, () => {
    expect(normalizeCart(Array.from({ length: 150 }, (_, i) => ({ id: `p${i}` })))).toHaveLength(MAX_CART_LINES);
  });
});

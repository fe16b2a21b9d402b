import { describe, it, expect } from 'vitest';
import type { Cart, CartItemInput } from './cart-item';
import { MAX_CART_LINES } from './cart-limits';
import { mergeCarts } from './merge-carts';
import { normalizeCart } from './normalize-cart';
import { cartLineInput } from '../testing';

const kurti = (extra: Partial<CartItemInput> = {}) => cartLineInput({ stockBySize: { M: 5, XL: 3, L: 0 }, ...extra });
const cartOf = (...items: CartItemInput[]): Cart => normalizeCart(items);
const lines = (cart: Cart) => cart.map((line) => `${line.id}/${line.selectedSize}×${line.quantity}`);

describe('mergeCarts (the server cart and the guest cart at login)', () => {
  it.each([
    ['both empty', [], [], [], null],
    ['only a server cart', [kurti({ quantity: 2 })], [], ['k1/M×2'], null],
    ['only a guest cart', [], [kurti({ selectedSize: 'XL', quantity: 3 })], ['k1/XL×3'], null],
    [
      'different products: both kept, the server lines first',
      [kurti({ id: 'b1' })],
      [kurti({ id: 'a1' })],
      ['b1/M×1', 'a1/M×1'],
      null,
    ],
    [
      'the same product in another size: its own line',
      [kurti({ quantity: 2 })],
      [kurti({ selectedSize: 'XL', quantity: 3 })],
      ['k1/M×2', 'k1/XL×3'],
      null,
    ],
    [
      'the same product and size: quantities added',
      [kurti({ quantity: 2 })],
      [kurti({ quantity: 3 })],
      ['k1/M×5'],
      null,
    ],
    [
      'the same product and size beyond stock: capped with the stock warning (docs/rules/cart.md#validation)',
      [kurti({ selectedSize: 'XL', quantity: 2 })],
      [kurti({ selectedSize: 'XL', quantity: 3 })],
      ['k1/XL×3'],
      'Only 3 items available in stock.',
    ],
    [
      'the guest line’s newer stock data wins',
      [kurti({ quantity: 2, stockBySize: { M: 9 } })],
      [kurti({ quantity: 2, stockBySize: { M: 3 } })],
      ['k1/M×3'],
      'Only 3 items available in stock.',
    ],
    [
      'the server line’s stock data when the guest line has none',
      [kurti({ quantity: 2, stockBySize: { M: 3 } })],
      [kurti({ quantity: 2, stockBySize: undefined })],
      ['k1/M×3'],
      'Only 3 items available in stock.',
    ],
    [
      'without stock data: no limit',
      [kurti({ quantity: 20, stockBySize: undefined })],
      [kurti({ quantity: 30, stockBySize: undefined })],
      ['k1/M×50'],
      null,
    ],
    [
      'a size sold out since: the line leaves the cart',
      [kurti({ id: 'b1' }), kurti({ quantity: 1, stockBySize: undefined })],
      [kurti({ quantity: 1, stockBySize: { M: 0 } })],
      ['b1/M×1'],
      'Only 0 items available in stock.',
    ],
    [
      'the first warning when several lines are capped',
      [kurti({ selectedSize: 'XL', quantity: 3 }), kurti({ quantity: 5 })],
      [kurti({ selectedSize: 'XL', quantity: 1 }), kurti({ quantity: 1 })],
      ['k1/XL×3', 'k1/M×5'],
      'Only 3 items available in stock.',
    ],
  ])('%s', (_name, server, guest, expected, warning) => {
    const merged = mergeCarts(cartOf(...server), cartOf(...guest));
    expect(lines(merged.cart)).toEqual(expected);
    expect(merged.warning).toBe(warning);
  });

  it('keeps the guest line’s details (title, price) with the added quantity', () => {
    const merged = mergeCarts(
      cartOf(kurti({ price: 899 })),
      cartOf(kurti({ price: 999, title: 'Anarkali Kurti (new)' })),
    );
    expect(merged.cart).toMatchObject([
      { id: 'k1', _id: 'k1', price: 999, title: 'Anarkali Kurti (new)', quantity: 2 },
    ]);
  });

  it('leaves both inputs unchanged', () => {
    const server = cartOf(kurti({ quantity: 2 }));
    const guest = cartOf(kurti({ quantity: 1 }), kurti({ id: 'a1' }));
    mergeCarts(server, guest);
    expect(lines(server)).toEqual(['k1/M×2']);
    expect(lines(guest)).toEqual(['k1/M×1', 'a1/M×1']);
  });

  it('leaves out guest lines beyond the cart’s line limit, with a warning', () => {
    const server = cartOf(...Array.from({ length: MAX_CART_LINES }, (_, i) => kurti({ id: `s${i}` })));
    const merged = mergeCarts(server, cartOf(kurti({ id: 'a1' }), kurti({ id: 's0' })));
    expect(merged.cart).toHaveLength(MAX_CART_LINES);
    expect(merged.cart.find((line) => line.id === 'a1')).toBeUndefined();
    expect(merged.cart.find((line) => line.id === 's0')?.quantity).toBe(2);
    expect(merged.warning).toBe('Your cart is full. Remove an item to add another.');
  });
});

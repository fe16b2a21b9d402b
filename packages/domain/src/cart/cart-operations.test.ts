import { describe, it, expect } from 'vitest';
import type { Cart, CartItemInput } from './cart-item';
import { MAX_CART_LINES } from './cart-item';
import { addToCart, clearCart, decreaseQuantity, increaseQuantity, removeFromCart } from './cart-operations';
import { normalizeCart } from './normalize-cart';
import { cartLineInput } from '../testing';

const kurti = cartLineInput;
const cartOf = (...items: CartItemInput[]): Cart => normalizeCart(items);
const quantities = (cart: Cart) => cart.map((line) => `${line.id}/${line.selectedSize}×${line.quantity}`);

describe('addToCart', () => {
  it.each([
    ['a new line', [], kurti(), ['k1/M×1']],
    ['a new line up to stock', [], kurti({ quantity: 3 }), ['k1/M×3']],
    ['merging into the same product and size', [kurti()], kurti({ quantity: 2 }), ['k1/M×3']],
    [
      'another size as its own line',
      [kurti()],
      kurti({ selectedSize: 'S', stockBySize: { S: 1 } }),
      ['k1/M×1', 'k1/S×1'],
    ],
    ['another product as its own line', [kurti()], kurti({ id: 'k2' }), ['k1/M×1', 'k2/M×1']],
    ['without stock data (no limit)', [], kurti({ quantity: 50, stockBySize: undefined }), ['k1/M×50']],
    ['when the size has no stock entry', [], kurti({ selectedSize: 'XL', quantity: 9 }), ['k1/XL×9']],
    ['quantity 1 by default', [], kurti({ quantity: undefined }), ['k1/M×1']],
    ['a quantity below 1 as 1', [], kurti({ quantity: 0 }), ['k1/M×1']],
  ])('adds %s', (_name, start, item, expected) => {
    const result = addToCart(cartOf(...start), item);
    expect(result.ok).toBe(true);
    expect(quantities(result.cart)).toEqual(expected);
  });

  it.each([
    [
      'a combined quantity above stock',
      [kurti({ quantity: 2 })],
      kurti({ quantity: 2 }),
      'Only 3 items available in stock.',
    ],
    ['a new line above stock', [], kurti({ quantity: 4 }), 'Only 3 items available in stock.'],
    ['a size with zero stock', [], kurti({ selectedSize: 'L' }), 'Only 0 items available in stock.'],
    [
      'beyond the line cap without stock data',
      [],
      kurti({ quantity: 1000, stockBySize: undefined }),
      "You can't add more than 999 items.",
    ],
    ['an item without id', [], kurti({ id: undefined }), 'Invalid item data. Cannot add.'],
  ])('refuses %s, leaving the cart unchanged', (_name, start, item, warning) => {
    const cart = cartOf(...start);
    const result = addToCart(cart, item);
    expect(result).toMatchObject({ ok: false, warning });
    expect(result.cart).toBe(cart);
  });

  it('uses the stock of an existing line when the new item has none for that size', () => {
    const result = addToCart(cartOf(kurti({ quantity: 3 })), kurti({ stockBySize: undefined }));
    expect(result).toMatchObject({ ok: false, warning: 'Only 3 items available in stock.' });
  });

  it('takes the newest stock data when merging', () => {
    const result = addToCart(cartOf(kurti()), kurti({ stockBySize: { M: 10 }, quantity: 5 }));
    expect(result.cart[0]).toMatchObject({ quantity: 6, stockBySize: { M: 10 } });
  });

  it(
    'fills id and _id from each other, price 0, size "default" and keeps ' + 'other fields (docs/rules/cart.md#data)',
    () => {
      const result = addToCart([], { _id: 'p7', colour: 'indigo' });
      expect(result.cart).toEqual([
        { id: 'p7', _id: 'p7', price: 0, selectedSize: 'default', quantity: 1, colour: 'indigo' },
      ]);
    },
  );

  it(`refuses a new line beyond ${MAX_CART_LINES} lines`, () => {
    const full = cartOf(...Array.from({ length: MAX_CART_LINES }, (_, i) => kurti({ id: `p${i}` })));
    expect(addToCart(full, kurti({ id: 'new' }))).toMatchObject({ ok: false, reason: 'cart-full' });
    expect(addToCart(full, kurti({ id: 'p0' }))).toMatchObject({ ok: true });
  });
});

describe('increaseQuantity', () => {
  it.each([
    ['below stock', kurti({ quantity: 2 }), 'M', true, 'k1/M×3'],
    ['without stock data', kurti({ quantity: 5, stockBySize: undefined }), 'M', true, 'k1/M×6'],
  ])('adds one %s', (_name, item, size, ok, expected) => {
    const result = increaseQuantity(cartOf(item), 'k1', size);
    expect(result.ok).toBe(ok);
    expect(quantities(result.cart)).toEqual([expected]);
  });

  it.each([
    ['at stock', kurti({ quantity: 3 }), "You can't add more than 3 items."],
    ['at the line cap', kurti({ quantity: 999, stockBySize: undefined }), "You can't add more than 999 items."],
  ])('refuses %s: "You can\'t add more than N items."', (_name, item, warning) => {
    const cart = cartOf(item);
    expect(increaseQuantity(cart, 'k1', 'M')).toEqual({ ok: false, cart, reason: 'out-of-stock', warning });
  });

  it('refuses a line that is not in the cart', () => {
    expect(increaseQuantity(cartOf(kurti()), 'k1', 'S')).toMatchObject({ ok: false, reason: 'not-in-cart' });
  });
});

describe('decreaseQuantity', () => {
  it('takes one off', () => {
    expect(quantities(decreaseQuantity(cartOf(kurti({ quantity: 3 })), 'k1', 'M').cart)).toEqual(['k1/M×2']);
  });

  it.each([
    ['at quantity 1 ("Quantity never goes below 1")', 'M', 'min-quantity'],
    ['a line that is not in the cart', 'S', 'not-in-cart'],
  ])('refuses %s', (_name, size, reason) => {
    const cart = cartOf(kurti());
    const result = decreaseQuantity(cart, 'k1', size);
    expect(result).toMatchObject({ ok: false, reason });
    expect(result.cart).toBe(cart);
  });
});

describe('removeFromCart', () => {
  const cart = cartOf(kurti(), kurti({ selectedSize: 'S' }));

  it('removes only the line of that product and size', () => {
    expect(quantities(removeFromCart(cart, 'k1', 'M').cart)).toEqual(['k1/S×1']);
  });

  it('leaves the cart as it is when the line is not there', () => {
    expect(removeFromCart(cart, 'k9', 'M')).toEqual({ ok: true, cart });
  });

  it.each([
    [undefined, 'M'],
    ['k1', undefined],
    ['', 'M'],
    ['k1', null],
  ])('refuses id %j, size %j: "Invalid item data. Cannot remove."', (id, size) => {
    expect(removeFromCart(cart, id, size)).toEqual({
      ok: false,
      cart,
      reason: 'invalid-item',
      warning: 'Invalid item data. Cannot remove.',
    });
  });
});

describe('clearCart', () => {
  it('empties the cart', () => {
    expect(clearCart()).toEqual({ ok: true, cart: [] });
  });
});

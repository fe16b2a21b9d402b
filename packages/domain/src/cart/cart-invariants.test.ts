import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Cart } from './cart-item';
import { MAX_CART_LINE_QUANTITY } from './cart-item';
import { addToCart, clearCart, decreaseQuantity, increaseQuantity, removeFromCart } from './cart-operations';
import type { CartResult } from './cart-operations';
import { cartTotalPaise, lineSubtotal } from './cart-totals';

// A small catalogue so that random operations keep hitting the same lines. Stock is per (id, size);
// undefined means the product sends no stock data, which means no limit (docs/rules/cart.md#validation).
const IDS = ['a', 'b', 'c'] as const;
const SIZES = ['M', 'L', 'default'] as const;
const STOCK: Record<string, number | undefined> = { 'a/M': 3, 'a/L': 0, 'a/default': 1, 'b/M': 10, 'b/L': 2 };
const PRICE: Record<string, number> = { a: 999, b: 19.99, c: 1299.5 };
const stockMap = (id: string) =>
  Object.fromEntries(SIZES.flatMap((s) => (STOCK[`${id}/${s}`] === undefined ? [] : [[s, STOCK[`${id}/${s}`] ?? 0]])));

const id = fc.constantFrom(...IDS);
const size = fc.constantFrom(...SIZES);
const op = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), id, size, quantity: fc.integer({ min: -2, max: 12 }) }),
  fc.record({ kind: fc.constant('increase' as const), id, size }),
  fc.record({ kind: fc.constant('decrease' as const), id, size }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.option(id), size: fc.option(size) }),
  fc.record({ kind: fc.constant('clear' as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function apply(cart: Cart, o: Op): CartResult {
  switch (o.kind) {
    case 'add':
      return addToCart(cart, {
        id: o.id,
        price: PRICE[o.id],
        selectedSize: o.size,
        quantity: o.quantity,
        stockBySize: stockMap(o.id),
      });
    case 'increase':
      return increaseQuantity(cart, o.id, o.size);
    case 'decrease':
      return decreaseQuantity(cart, o.id, o.size);
    case 'remove':
      return removeFromCart(cart, o.id, o.size);
    case 'clear':
      return clearCart();
  }
}

describe('cart operations over random sequences', () => {
  it('keep every invariant: stock, quantity ≥ 1, one line per (id, size), total = sum of lines', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let cart: Cart = [];
        for (const o of ops) {
          const result = apply(cart, o);
          if (!result.ok) expect(result.cart).toBe(cart); // a refusal leaves the cart unchanged
          cart = result.cart;

          const keys = cart.map((line) => `${line.id}/${line.selectedSize}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const line of cart) {
            const stock = STOCK[`${line.id}/${line.selectedSize}`];
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(stock ?? MAX_CART_LINE_QUANTITY);
          }
          const sum = cart.reduce((total, line) => total + lineSubtotal(line), 0);
          expect(cartTotalPaise(cart)).toBe(sum);
        }
      }),
    );
  });

  it("refuse with one of the spec's warnings whenever stock is the reason", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let cart: Cart = [];
        for (const o of ops) {
          const result = apply(cart, o);
          if (!result.ok && result.reason === 'out-of-stock') {
            expect(result.warning).toMatch(
              /^(Only \d+ items available in stock\.|You can't add more than \d+ items\.)$/,
            );
          }
          cart = result.cart;
        }
      }),
    );
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cartTotalPaise, cartTotalQuantity, cartTotalRupees, lineSubtotal } from './cart-totals';

const line = (price: number, quantity: number) => ({ price, quantity });

describe('lineSubtotal', () => {
  it.each([
    [999, 2, 199800],
    [19.99, 3, 5997],
    [0.1, 3, 30],
    [0, 5, 0],
  ])('₹%s × %s = %s paise (docs/rules/cart.md#screen: "per-item sub total")', (price, quantity, expected) => {
    expect(lineSubtotal(line(price, quantity))).toBe(expected);
  });
});

describe('cartTotalPaise / cartTotalRupees', () => {
  it.each([
    [[], 0, 0],
    [[line(19.99, 3), line(0.01, 1)], 5998, 59.98],
    [[line(0.1, 1), line(0.2, 1)], 30, 0.3],
    [[line(1299, 2), line(849.5, 1)], 344750, 3447.5],
  ])('totals %j to %s paise, ₹%s (docs/rules/constants.md: "total equals item subtotal")', (cart, paise, rupees) => {
    expect(cartTotalPaise(cart)).toBe(paise);
    expect(cartTotalRupees(cart)).toBe(rupees);
  });

  it('equals the sum of the lines in paise', () => {
    const arbLine = fc.record({
      price: fc.integer({ min: 0, max: 999_999 }).map((p) => p / 100),
      quantity: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 30 }), (cart) => {
        const expected = cart.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
        expect(cartTotalPaise(cart)).toBe(expected);
      }),
    );
  });
});

describe('cartTotalQuantity', () => {
  it.each([
    [[], 0],
    [[line(1, 2), line(1, 3)], 5],
  ])('counts %j as %s (docs/rules/ui.md#navbar-and-footer badge)', (cart, expected) => {
    expect(cartTotalQuantity(cart)).toBe(expected);
  });
});

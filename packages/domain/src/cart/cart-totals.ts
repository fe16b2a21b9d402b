import { multiplyPaise, paiseToRupees, rupeesToPaise, sumPaise } from '../money';
import type { Paise } from '../money';
import type { Cart, CartItem } from './cart-item';

type PricedLine = Pick<CartItem, 'price' | 'quantity'>;

/** A line's sub total in paise: unit price × quantity, without float error (docs/rules/cart.md#screen). */
export function lineSubtotal(item: PricedLine): Paise {
  return multiplyPaise(rupeesToPaise(item.price), item.quantity);
}

/** The cart's total in paise, the sum of its lines; shipping is 0 (docs/rules/constants.md Shipping cost). */
export function cartTotalPaise(cart: readonly PricedLine[]): Paise {
  return sumPaise(cart.map(lineSubtotal));
}

/** The cart's total as a rupee number, as the API and checkout carry it. */
export function cartTotalRupees(cart: readonly PricedLine[]): number {
  return paiseToRupees(cartTotalPaise(cart));
}

/** The total quantity across lines, shown on the navbar badge (docs/rules/ui.md#navbar-and-footer). */
export function cartTotalQuantity(cart: Cart | readonly Pick<CartItem, 'quantity'>[]): number {
  return cart.reduce((total, item) => total + item.quantity, 0);
}

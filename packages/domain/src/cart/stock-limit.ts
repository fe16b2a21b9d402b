import { MAX_CART_LINE_QUANTITY } from './cart-limits';
import type { CartItem } from './cart-item';
import { maxAvailableNote } from './cart-warnings';

/** docs/rules/constants.md Minimum cart quantity. */
export const MIN_CART_QUANTITY = 1;

type StockedLine = Pick<CartItem, 'selectedSize' | 'stockBySize'>;
type CountedLine = StockedLine & Pick<CartItem, 'quantity'>;

/** The stock of the line's size, or undefined when unknown, which means no limit (docs/rules/cart.md#validation). */
export function stockLimit(item: StockedLine): number | undefined {
  const stock = item.stockBySize;
  return stock !== undefined && Object.hasOwn(stock, item.selectedSize) ? stock[item.selectedSize] : undefined;
}

/** Tells whether the line is at (or above) its stock limit, so plus is disabled (docs/rules/cart.md#validation). */
export function isAtLimit(item: CountedLine): boolean {
  const limit = stockLimit(item);
  return limit !== undefined && item.quantity >= limit;
}

/** Tells whether plus is enabled: below the stock limit and the cart's line cap. */
export function canIncrease(item: CountedLine): boolean {
  return !isAtLimit(item) && item.quantity < MAX_CART_LINE_QUANTITY;
}

/** Tells whether minus is enabled: quantity above 1 (docs/rules/cart.md#validation: "minus is disabled at 1"). */
export function canDecrease(item: Pick<CartItem, 'quantity'>): boolean {
  return item.quantity > MIN_CART_QUANTITY;
}

/** The row's 'Max available: {n}' note when the line is at its limit, else null (docs/rules/cart.md#screen). */
export function limitNote(item: CountedLine): string | null {
  const limit = stockLimit(item);
  return limit !== undefined && item.quantity >= limit ? maxAvailableNote(limit) : null;
}

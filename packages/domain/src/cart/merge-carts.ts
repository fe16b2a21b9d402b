import { MAX_CART_LINES, MAX_CART_LINE_QUANTITY } from './cart-limits';
import type { Cart, CartItem } from './cart-item';
import { CART_FULL_WARNING, cantAddMoreWarning, onlyAvailableWarning } from './cart-warnings';
import { stockLimit } from './stock-limit';

/** The cart after a login, and the first warning to show when something had to be capped or left out. */
export type CartMerge = { cart: Cart; warning: string | null };

/**
 * The cart of a shopper who logs in with a guest cart in this browser: the account's server cart
 * with the guest's lines folded in, rather than one of the two silently replacing the other (the
 * docs/rules/cart.md#behaviour rule; see docs/deviations.md). A line of the same product and size adds the quantities,
 * capped at that size's stock with 'Only N items available in stock.' (docs/rules/cart.md#validation), and at the line
 * cap; the guest's other lines follow the server's while the cart has room.
 */
export function mergeCarts(server: Cart, guest: Cart): CartMerge {
  const cart: CartItem[] = [...server];
  let warning: string | null = null;
  const warn = (text: string) => {
    warning ??= text;
  };

  for (const line of guest) {
    const index = cart.findIndex((held) => held.id === line.id && held.selectedSize === line.selectedSize);
    const held = cart[index];
    if (held === undefined) {
      if (cart.length >= MAX_CART_LINES) {
        warn(CART_FULL_WARNING);
        continue;
      }
      const added = capped(line, line.quantity, line.stockBySize, warn);
      if (added !== null) cart.push(added);
      continue;
    }
    // As in addToCart: the guest's line is the later choice, so its stock data wins when it has any.
    const stockBySize = stockLimit(line) !== undefined ? line.stockBySize : held.stockBySize;
    const merged = capped({ ...held, ...line }, held.quantity + line.quantity, stockBySize, warn);
    if (merged === null) cart.splice(index, 1);
    else cart[index] = merged;
  }
  return { cart, warning };
}

function capped(
  line: CartItem,
  quantity: number,
  stockBySize: CartItem['stockBySize'],
  warn: (text: string) => void,
): CartItem | null {
  const limit = stockLimit({ selectedSize: line.selectedSize, stockBySize });
  let kept = quantity;
  if (limit !== undefined && kept > limit) {
    kept = limit;
    warn(onlyAvailableWarning(limit));
  }
  if (kept > MAX_CART_LINE_QUANTITY) {
    kept = MAX_CART_LINE_QUANTITY;
    warn(cantAddMoreWarning(MAX_CART_LINE_QUANTITY));
  }
  // A size sold out since it was chosen leaves the cart: a line never holds fewer than 1
  // (docs/rules/cart.md#validation).
  if (kept < 1) return null;
  const merged: CartItem = { ...line, quantity: kept };
  if (stockBySize !== undefined) merged.stockBySize = stockBySize;
  return merged;
}

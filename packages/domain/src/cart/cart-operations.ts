import { MAX_CART_LINES, MAX_CART_LINE_QUANTITY } from './cart-limits';
import type { Cart, CartItem, CartItemInput } from './cart-item';
import {
  CART_FULL_WARNING,
  INVALID_ADD_WARNING,
  INVALID_REMOVE_WARNING,
  MIN_QUANTITY_WARNING,
  NOT_IN_CART_WARNING,
  cantAddMoreWarning,
  onlyAvailableWarning,
} from './cart-warnings';
import { normalizeCartItem, requestedQuantity } from './normalize-cart';
import { MIN_CART_QUANTITY, stockLimit } from './stock-limit';

/** Why an operation left the cart unchanged. */
export type CartRefusal = 'out-of-stock' | 'invalid-item' | 'cart-full' | 'min-quantity' | 'not-in-cart';

/**
 * An operation's outcome: the new cart, or the unchanged cart with the warning to show
 * (docs/rules/errors.md#error-body).
 */
export type CartResult =
  | { readonly ok: true; readonly cart: Cart }
  | { readonly ok: false; readonly cart: Cart; readonly reason: CartRefusal; readonly warning: string };

const refuse = (cart: Cart, reason: CartRefusal, warning: string): CartResult => ({ ok: false, cart, reason, warning });

/** Finds the line of one product and size; lines are keyed by (id, selectedSize) (docs/rules/cart.md#data). */
function indexOfLine(cart: Cart, id: string, size: string): number {
  return cart.findIndex((line) => line.id === id && line.selectedSize === size);
}

/**
 * Adds an item, merging with the line of the same product and size, refused with
 * 'Only N items available in stock.' when the combined or new quantity exceeds that size's stock
 * (docs/rules/cart.md#validation).
 */
export function addToCart(cart: Cart, item: CartItemInput): CartResult {
  const incoming = normalizeCartItem(item);
  if (incoming === null) return refuse(cart, 'invalid-item', INVALID_ADD_WARNING);
  const index = indexOfLine(cart, incoming.id, incoming.selectedSize);
  const existing = cart[index];
  // The newest stock data wins; missing stock data means no limit (docs/rules/cart.md#validation).
  const stockBySize = stockLimit(incoming) !== undefined ? incoming.stockBySize : existing?.stockBySize;
  const limit = stockLimit({ selectedSize: incoming.selectedSize, stockBySize });
  const quantity = (existing?.quantity ?? 0) + requestedQuantity(item.quantity);

  if (limit !== undefined && quantity > limit) return refuse(cart, 'out-of-stock', onlyAvailableWarning(limit));
  if (quantity > MAX_CART_LINE_QUANTITY) {
    return refuse(cart, 'out-of-stock', cantAddMoreWarning(MAX_CART_LINE_QUANTITY));
  }
  if (existing === undefined) {
    if (cart.length >= MAX_CART_LINES) return refuse(cart, 'cart-full', CART_FULL_WARNING);
    return { ok: true, cart: [...cart, { ...incoming, quantity }] };
  }
  const merged: CartItem = { ...existing, ...incoming, quantity };
  if (stockBySize !== undefined) merged.stockBySize = stockBySize;
  return { ok: true, cart: cart.map((line, i) => (i === index ? merged : line)) };
}

/**
 * Adds one to a line, refused with "You can't add more than N items." beyond its stock (docs/rules/cart.md#validation).
 */
export function increaseQuantity(cart: Cart, id: string, size: string): CartResult {
  const index = indexOfLine(cart, id, size);
  const line = cart[index];
  if (line === undefined) return refuse(cart, 'not-in-cart', NOT_IN_CART_WARNING);
  const limit = Math.min(stockLimit(line) ?? MAX_CART_LINE_QUANTITY, MAX_CART_LINE_QUANTITY);
  if (line.quantity + 1 > limit) return refuse(cart, 'out-of-stock', cantAddMoreWarning(limit));
  return { ok: true, cart: cart.map((l, i) => (i === index ? { ...l, quantity: l.quantity + 1 } : l)) };
}

/** Takes one from a line; quantity never goes below 1 (docs/rules/cart.md#validation). */
export function decreaseQuantity(cart: Cart, id: string, size: string): CartResult {
  const index = indexOfLine(cart, id, size);
  const line = cart[index];
  if (line === undefined) return refuse(cart, 'not-in-cart', NOT_IN_CART_WARNING);
  if (line.quantity <= MIN_CART_QUANTITY) return refuse(cart, 'min-quantity', MIN_QUANTITY_WARNING);
  return { ok: true, cart: cart.map((l, i) => (i === index ? { ...l, quantity: l.quantity - 1 } : l)) };
}

/**
 * Removes the line of one product and size, refused with 'Invalid item data. Cannot remove.' without an
 * id or size (docs/rules/cart.md#validation); removing a line that is not there is a no-op.
 */
export function removeFromCart(cart: Cart, id: string | null | undefined, size: string | null | undefined): CartResult {
  if (!id || !size) return refuse(cart, 'invalid-item', INVALID_REMOVE_WARNING);
  const index = indexOfLine(cart, id, size);
  return index === -1 ? { ok: true, cart } : { ok: true, cart: cart.filter((_line, i) => i !== index) };
}

/** Empties the cart (docs/rules/cart.md#behaviour: "Clearing empties the cart"). */
export function clearCart(): CartResult {
  return { ok: true, cart: [] };
}

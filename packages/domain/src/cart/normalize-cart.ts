import { CartItem, MAX_CART_LINES, MAX_CART_LINE_QUANTITY } from './cart-item';
import type { Cart } from './cart-item';
import { MIN_CART_QUANTITY } from './stock-limit';

// docs/rules/cart.md#data: stored and sent carts are read tolerantly; numbers may come as text.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function readId(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : (value as string | undefined);
}

/** The quantity a caller asked for: a whole number, at least 1 (docs/rules/cart.md#validation), 1 when missing. */
export function requestedQuantity(value: unknown): number {
  const number = readNumber(value);
  return number === undefined ? MIN_CART_QUANTITY : Math.max(MIN_CART_QUANTITY, Math.floor(number));
}

function readStockBySize(value: unknown): Record<string, number> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).flatMap(([size, raw]) => {
    const stock = readNumber(raw);
    return stock === undefined || stock < 0 ? [] : [[size, Math.floor(stock)] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * Reads one cart line (docs/rules/cart.md#data): id and _id filled from each other, price default 0, size
 * default 'default', quantity default 1 and kept between 1 and the line cap, other fields kept; null if unusable.
 */
export function normalizeCartItem(raw: unknown): CartItem | null {
  if (!isRecord(raw)) return null;
  const price = readNumber(raw.price);
  const size = typeof raw.selectedSize === 'string' && raw.selectedSize.trim() !== '' ? raw.selectedSize : undefined;
  const prepared = {
    ...raw,
    id: readId(raw.id),
    _id: readId(raw._id),
    price: price !== undefined && price >= 0 ? price : undefined,
    selectedSize: size,
    quantity: Math.min(MAX_CART_LINE_QUANTITY, requestedQuantity(raw.quantity)),
    stockBySize: readStockBySize(raw.stockBySize),
  };
  // Drop the keys left undefined so the schema's defaults apply and no `key: undefined` is stored.
  const defined = Object.fromEntries(Object.entries(prepared).filter(([, value]) => value !== undefined));
  const parsed = CartItem.safeParse(defined);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads a stored or sent cart: unusable lines are dropped, lines of the same product and size are
 * merged (docs/rules/cart.md#data: "A cart line is one product and size pair"), and at most MAX_CART_LINES are kept.
 */
export function normalizeCart(raw: unknown): Cart {
  if (!Array.isArray(raw)) return [];
  const cart: Cart = [];
  for (const entry of raw) {
    const item = normalizeCartItem(entry);
    if (item === null) continue;
    const index = cart.findIndex((line) => line.id === item.id && line.selectedSize === item.selectedSize);
    const existing = cart[index];
    if (existing !== undefined) {
      cart[index] = { ...existing, quantity: Math.min(MAX_CART_LINE_QUANTITY, existing.quantity + item.quantity) };
    } else if (cart.length < MAX_CART_LINES) {
      cart.push(item);
    }
  }
  return cart;
}

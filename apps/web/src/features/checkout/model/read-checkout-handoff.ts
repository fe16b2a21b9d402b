import type { CheckoutHandoff } from '../../../lib/checkout-handoff';

/** Looks like a cart line: enough for the summary and the order (the ids are checked at Place Order). */
function isCartLine(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { price, quantity, selectedSize } = item as Record<string, unknown>;
  return typeof price === 'number' && typeof quantity === 'number' && typeof selectedSize === 'string';
}

/**
 * Reads the router state handed to /checkout; anything else (a typed URL, a stale tab, a state kept
 * by the history from an older version of the page) is no handoff.
 */
export function readCheckoutHandoff(state: unknown): CheckoutHandoff | null {
  if (typeof state !== 'object' || state === null) return null;
  const { fromCart, items } = state as { fromCart?: unknown; items?: unknown };
  if (typeof fromCart !== 'boolean' || !Array.isArray(items) || !items.every(isCartLine)) return null;
  return state as CheckoutHandoff;
}

import type { OrderItemInput } from '@vastra/domain/api';
import { cartTotalRupees } from '@vastra/domain/cart';
import { type CheckoutItemIds } from '@vastra/domain/forms';
import { DEFAULT_CART_SIZE } from '@vastra/domain/cart';
import { orderItemSize } from '@vastra/domain/orders';
import type { CheckoutHandoff } from '../../../lib/checkout-handoff';

/** One line of the order being placed, whichever way checkout was reached (cart or Buy Now). */
export interface CheckoutLine extends CheckoutItemIds {
  key: string;
  title: string;
  /** The size as chosen; null for a product without sizes. */
  size: string | null;
  quantity: number;
  /** Unit price in rupees. */
  price: number;
  image: string | null;
}

/** The handoff's lines in one shape (docs/rules/checkout.md#screen: the cart's items, or the Buy Now product). */
export function checkoutLines(handoff: CheckoutHandoff | null): CheckoutLine[] {
  if (!handoff) return [];
  if (handoff.fromCart) {
    return handoff.items.map((item, index) => ({
      key: `${item.id}/${item.selectedSize}/${index}`,
      id: item.id,
      _id: item._id,
      title: item.title ?? '',
      size: item.selectedSize === DEFAULT_CART_SIZE ? null : item.selectedSize,
      quantity: item.quantity,
      price: item.price,
      image: item.image ?? null,
    }));
  }
  return handoff.items.map(({ product, size, price, quantity }, index) => ({
    key: `${product._id}/${size ?? ''}/${index}`,
    id: product._id,
    title: product.title,
    size,
    quantity,
    price,
    image: product.images[0] ?? null,
  }));
}

/** The order's total in rupees: the item subtotal, shipping being 0 (docs/rules/constants.md). */
export function checkoutTotal(lines: readonly CheckoutLine[]): number {
  return cartTotalRupees(lines);
}

/** The order items sent (docs/rules/checkout.md#data): productId, title, size (default M), quantity, price. */
export function toOrderItems(lines: readonly CheckoutLine[]): OrderItemInput[] {
  return lines.map((line) => ({
    productId: (line.id ?? line._id ?? '').trim(),
    title: line.title,
    size: orderItemSize(line.size),
    quantity: line.quantity,
    price: line.price,
  }));
}

/** Reads the router state handed to /checkout; anything else (a typed URL, a stale tab) is no handoff. */
export function readCheckoutHandoff(state: unknown): CheckoutHandoff | null {
  if (typeof state !== 'object' || state === null) return null;
  const { fromCart, items } = state as { fromCart?: unknown; items?: unknown };
  if (typeof fromCart !== 'boolean' || !Array.isArray(items)) return null;
  return state as CheckoutHandoff;
}

import type { PaymentMode } from '../orders';
import type { CustomerInfo, OrderItemInput } from './order-request';

/** What a basket line is, for binding: the product, its size and how many. Title and price never count. */
export type BasketLine = Pick<OrderItemInput, 'productId' | 'size' | 'quantity'>;

/**
 * A basket in one canonical text: lines of the same (product, size) summed, as the server prices
 * them, and sorted, so the order the lines were sent in does not matter. Title and price are left
 * out: the server never bills by them (docs/rules/security.md). A card payment is bound to this at create-order.
 */
export function basketContent(items: readonly BasketLine[]): string {
  const units = new Map<string, { productId: string; size: string; quantity: number }>();
  for (const { productId, size, quantity } of items) {
    const key = JSON.stringify([productId, size]);
    const line = units.get(key);
    if (line) line.quantity += quantity;
    else units.set(key, { productId, size, quantity });
  }
  const lines = [...units.values()].sort((a, b) => cmp(a.productId, b.productId) || cmp(a.size, b.size));
  return JSON.stringify(lines.map((l) => [l.productId, l.size, l.quantity]));
}

/**
 * What an order request asks for, in one canonical text: how it is paid, every field of the
 * buyer's details (address, notes…) and the basket. Two requests with the same content place the
 * same order, so an Idempotency-Key stands for exactly one content: the browser makes a new key
 * when the content changes, and the server refuses a key reused for a different content.
 */
export function orderContent(
  paymentMode: PaymentMode,
  customerInfo: CustomerInfo,
  items: readonly BasketLine[],
  /** The coupon applied, as typed (case aside); an order without one keeps the content it always had. */
  couponCode?: string,
): string {
  const c = customerInfo;
  const coupon = couponCode?.trim().toUpperCase();
  return JSON.stringify([
    paymentMode,
    [c.name, c.email, c.phone, c.address, c.city, c.state, c.pincode, c.notes],
    basketContent(items),
    ...(coupon ? [coupon] : []),
  ]);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

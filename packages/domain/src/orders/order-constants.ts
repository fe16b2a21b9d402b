import { z } from 'zod';

/**
 * Size sent for an order item whose cart line has no real size (docs/rules/checkout.md#data, docs/rules/constants.md).
 */
export const DEFAULT_ORDER_ITEM_SIZE = 'M';

/** Shipping cost in rupees: shipping is free and the total equals the item subtotal (docs/rules/constants.md). */
export const SHIPPING_COST = 0;

/**
 * Payment choices at checkout: card provider (default) or cash on delivery (docs/rules/checkout.md#behaviour,
 * docs/rules/constants.md).
 */
export const PAYMENT_MODES = ['prepaid', 'cod'] as const;

/** How an order is paid. */
export const PaymentMode = z.enum(PAYMENT_MODES);
export type PaymentMode = z.infer<typeof PaymentMode>;

/** The preselected payment choice (docs/rules/checkout.md#behaviour). */
export const DEFAULT_PAYMENT_MODE: PaymentMode = 'prepaid';

/** The `paymentType` value of a cash-on-delivery order body (docs/rules/api.md#endpoints POST /api/orders/cod). */
export const COD_PAYMENT_TYPE = 'COD';

/** Description passed to the card provider's checkout (docs/rules/checkout.md#payment-flow). */
export const PAYMENT_DESCRIPTION = 'Order Payment';

/** Currency of every payment (docs/rules/api.md#endpoints: default INR). */
export const PAYMENT_CURRENCY = 'INR';

// docs/rules/constants.md "Default cart size key" 'default' means the product has no sizes.
const NO_SIZE = new Set(['', 'default']);

/** The size sent for a cart line: its selected size, or 'M' when it has none (docs/rules/checkout.md#data). */
export function orderItemSize(selectedSize: string | null | undefined): string {
  const size = selectedSize?.trim() ?? '';
  return NO_SIZE.has(size.toLowerCase()) ? DEFAULT_ORDER_ITEM_SIZE : size;
}

/** The texts of the orders list and the order page, word for word. */
export const ORDERS_MESSAGES = {
  orderDetailsFailed: 'Failed to fetch order details',
  orderNotFound: 'Order not found.',
  ordersFailed: 'Failed to fetch orders',
} as const;

/**
 * Ours: the refusals of a cash-on-delivery order past the shop's abuse limits
 * (apps/api/src/modules/orders/cod-limits.ts).
 * `at` is the clock time (IST) the shopper may try again; card payment is never limited by them.
 */
export const ORDERS_COD_LIMIT_MESSAGES = {
  tooManyByShopper: (at: string) =>
    `You have placed several cash-on-delivery orders in a short time. Please try again after ${at}, or pay online.`,
  tooManyToPhone: (at: string) =>
    'Several cash-on-delivery orders were placed for this phone number in a short time. ' +
    `Please try again after ${at}, or pay online.`,
  tooManyOpenByShopper: (n: number) =>
    `You already have ${n} cash-on-delivery orders that are not yet confirmed or shipped. ` +
    'Please try again once one of them is confirmed (the link is in our SMS) or shipped, or pay online.',
  tooManyOpenToPhone: (n: number) =>
    `This phone number already has ${n} cash-on-delivery orders that are not yet confirmed or shipped. ` +
    'Please try again once one of them is confirmed (the link is in our SMS) or shipped, or pay online.',
} as const;

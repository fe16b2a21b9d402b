/** The texts of the orders list and the order page, word for word. */
export const ORDERS_MESSAGES = {
  orderDetailsFailed: 'Failed to fetch order details',
  orderNotFound: 'Order not found.',
  ordersFailed: 'Failed to fetch orders',
} as const;

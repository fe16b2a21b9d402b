/**
 * The texts of checkout, payment and the shipping push, word for word; the ones marked "ours" are the team's own.
 */
export const CHECKOUT_MESSAGES = {
  // Checkout (word for word)
  noItemsInOrder: 'No items in the order. Please add items to the cart first.',
  missingProductIds: 'One or more products are missing IDs. Please go back to cart and try again.',
  invalidBillingPhone: 'Please enter a valid 10-digit phone number.',
  sessionExpired: 'Session expired — please log in again before placing the order.',
  // ours: required billing fields
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  // Checkout and payment (word for word)
  notLoggedInForOrder: '❌ You must be logged in to place an order.',
  paymentInitFailed: '❌ Failed to initiate payment. Try again.',
  paymentSavedFailed: '⚠️ Payment processed but saving order failed. Contact support.',
  paymentVerifyFailed: '❌ Payment succeeded but order saving failed. Contact support.',
  codFailed: '❌ Failed to place COD order.',
  serverError: 'Server error',
  paymentSuccessTitle: 'Payment successful',
  paymentSuccessBody: 'Your payment was successful and order is placed.',
  codSuccessTitle: 'Order placed successfully',
  codSuccessBody: 'Your Cash on Delivery order has been placed.',
  // Shipping push (word for word)
  pushNeedsSession: 'You must be logged in (valid session) to push booking...',
  pushSessionExpired: 'Session expired or invalid token. Please log in again to push booking.',
  // ours: an order above MAX_ORDER_TOTAL_PAISE
  orderTooLarge: 'This order is too large to place online. Please contact us to order in bulk.',
} as const;

/**
 * The shipping provider as the booking messages name it ({shipper} of docs/rules/checkout.md#messages), by
 * SHIPPING_PROVIDER: the shop running the simulator never tells anyone to finish a booking in Shiprocket.
 */
export const SHIPPER_NAMES = { simulator: 'Shipping simulator', shiprocket: 'Shiprocket' } as const;
/** The name while the shop's configuration has not answered: no provider is named then. */
export const SHIPPER_UNKNOWN = 'Shipping';

/** The checkout texts that carry a value, as functions of that value. */
export const CHECKOUT_MESSAGE_TEMPLATES = {
  codFailedWith: (serverMessage: string | null | undefined) =>
    `${CHECKOUT_MESSAGES.codFailed} ${serverMessage?.trim() || CHECKOUT_MESSAGES.serverError}`,
  pushFailed: (shipper: string, message: string) => `${shipper} push failed: ${message}`,
  paidButPushFailed: (shipper: string) =>
    `Payment successful, order saved, but ${shipper} push failed. You can finish booking in admin/${shipper}.`,
  codButPushFailed: (shipper: string) => `Order placed but ${shipper} push failed...`,
  // Ours: an order's line the server cannot sell (none left, or no longer in the catalogue).
  outOfStock: (title: string, size: string) => `Sorry, "${title}" (${size}) is out of stock.`,
  notAvailable: (title: string, size: string) =>
    `"${title}" (${size}) is not available. Please remove it from your cart.`,
  // Ours: the card path has generic texts only; when the server refused with a reason (an
  // item sold out, a rate limit), it is shown as the COD path shows it, so the shopper knows what to fix.
  paymentInitFailedWith: (serverMessage: string | null | undefined) =>
    serverMessage?.trim()
      ? `❌ Failed to initiate payment. ${serverMessage.trim()}`
      : CHECKOUT_MESSAGES.paymentInitFailed,
  paymentVerifyFailedWith: (serverMessage: string | null | undefined) =>
    serverMessage?.trim()
      ? `${CHECKOUT_MESSAGES.paymentVerifyFailed} ${serverMessage.trim()}`
      : CHECKOUT_MESSAGES.paymentVerifyFailed,
} as const;

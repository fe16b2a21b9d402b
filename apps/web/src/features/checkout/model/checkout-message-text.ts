import type { Translator } from '../../../lib/i18n';
import { pricingMessageText } from '../../../components/pricing/pricing-message-text';
import { addressMessageText } from './address-message-text';
import { knownMessageText, type KnownMessage } from '../../../lib/i18n/known-message';

/**
 * The checkout's own messages (CHECKOUT_MESSAGES and CHECKOUT_MESSAGE_TEMPLATES of @vastra/domain/checkout, word for
 * word), each as `t` says it: the fixed ones first, then those that carry the server's reason or the shipper's name,
 * then the server's refusals of a line.
 */
const CHECKOUT_TEXTS: readonly KnownMessage[] = [
  (t) => t('No items in the order. Please add items to the cart first.'),
  (t) => t('One or more products are missing IDs. Please go back to cart and try again.'),
  (t) => t('Session expired — please log in again before placing the order.'),
  (t) => t('❌ You must be logged in to place an order.'),
  (t) => t('❌ Failed to initiate payment. Try again.'),
  (t) => t('⚠️ Payment processed but saving order failed. Contact support.'),
  (t) => t('❌ Payment succeeded but order saving failed. Contact support.'),
  (t) => t('Server error'),
  (t) => t('You must be logged in (valid session) to push booking...'),
  (t) => t('Session expired or invalid token. Please log in again to push booking.'),
  (t, values) => t('❌ Failed to place COD order. {reason}', values),
  (t, values) => t('❌ Failed to initiate payment. {reason}', values),
  (t, values) => t('❌ Payment succeeded but order saving failed. Contact support. {reason}', values),
  (t, values) =>
    t('Payment successful, order saved, but {shipper} push failed. You can finish booking in admin/{shipper}.', values),
  (t, values) => t('Order placed but {shipper} push failed...', values),
  (t, values) => t('{shipper} push failed: {reason}', values),
  // The server's refusal of a line it cannot sell (leftInStockNote of @vastra/domain/cart, and the templates above).
  (t, values) => t('Only {stock} left in stock for "{title}" ({size})', values),
  (t, values) => t('Sorry, "{title}" ({size}) is out of stock.', values),
  (t, values) => t('"{title}" ({size}) is not available. Please remove it from your cart.', values),
  (t) => t('This order is too large to place online. Please contact us to order in bulk.'),
];

/**
 * A checkout message in the shopper's language: the domain's own texts are translated (a server's reason inside one
 * stays in the server's words unless it is one of them), as are the address checks and the pricing texts a server may
 * answer with (./address-message-text.ts, components/pricing/pricing-message-text.ts); anything else (the server's,
 * the payment window's) is shown as it is.
 */
export function checkoutMessageText(message: string, t: Translator['t']): string {
  const said = knownMessageText(message, CHECKOUT_TEXTS, t, (value) => checkoutMessageText(value, t));
  if (said !== message) return said;
  const address = addressMessageText(message, t);
  return address !== message ? address : pricingMessageText(message, t);
}

import { CHECKOUT_MESSAGES } from './messages';

/** The part of a cart line the order-level check reads (docs/rules/cart.md#data: id or _id). */
export interface CheckoutItemIds {
  id?: string | null | undefined;
  _id?: string | null | undefined;
}

/**
 * The order-level checks run before either payment path (docs/rules/checkout.md#validation): the message of the
 * first failure, or null when the items may be ordered.
 */
export function validateCheckoutItems(items: readonly CheckoutItemIds[] | null | undefined): string | null {
  if (!items || items.length === 0) return CHECKOUT_MESSAGES.noItemsInOrder;
  const missingId = items.some((item) => !(item.id?.trim() || item._id?.trim()));
  return missingId ? CHECKOUT_MESSAGES.missingProductIds : null;
}

/**
 * The session check before placing an order (docs/rules/checkout.md#validation, docs/rules/checkout.md#messages): the
 * logged-out text when no user, the expired-session text when no token, else null.
 */
export function validateCheckoutSession(session: {
  loggedIn: boolean;
  token: string | null | undefined;
}): string | null {
  if (!session.loggedIn) return CHECKOUT_MESSAGES.notLoggedInForOrder;
  if (!session.token?.trim()) return CHECKOUT_MESSAGES.sessionExpired;
  return null;
}

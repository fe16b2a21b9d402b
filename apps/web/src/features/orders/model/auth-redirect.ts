/**
 * docs/rules/orders.md#messages Orders: after a 401 on the list, 'Authentication required. Redirecting to login...'
 * then /login after 0.8 s.
 */
export const ORDERS_AUTH_REDIRECT_MS = 800;

/**
 * docs/rules/orders.md#messages Orders: order details without a session, 'Authentication required. Please log in.' then
 * /login after 1.2 s.
 */
export const ORDER_DETAILS_AUTH_REDIRECT_MS = 1_200;

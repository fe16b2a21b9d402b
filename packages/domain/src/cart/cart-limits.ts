// The cart's constants, apart from the zod schema in cart-item.ts so that code needing only a
// constant (the storefront's first screens) does not pull in zod.

/** docs/rules/constants.md: the size key of a cart line when the product has no sizes. */
export const DEFAULT_CART_SIZE = 'default';

/**
 * Bounds that keep a stored cart small (docs/rules/security.md: body-size limits; docs/rules/cart.md#data keeps unknown
 * fields).
 */
export const MAX_CART_LINES = 100;
export const MAX_CART_LINE_QUANTITY = 999;
export const MAX_CART_ITEM_EXTRA_BYTES = 2_000;

// The cart's constants, apart from the zod schema in cart-item.ts so that code needing only a
// constant (the storefront's first screens) does not pull in zod.

/** Spec §9: the size key of a cart line when the product has no sizes. */
export const DEFAULT_CART_SIZE = 'default';

/** Bounds that keep a stored cart small (design.md §4: body-size limits; spec §3 keeps unknown fields). */
export const MAX_CART_LINES = 100;
export const MAX_CART_LINE_QUANTITY = 999;
export const MAX_CART_ITEM_EXTRA_BYTES = 2_000;

// The cart's refusals and notes are functions of the cart rules and live beside them, in cart-warnings.ts.

/** The cart's confirmation texts, word for word. */
export const CART_MESSAGES = {
  addedToCart: 'Item added to cart!',
} as const;

import type { Cart } from '@vastra/domain/cart';

/**
 * Router state handed to /checkout (docs/rules/checkout.md#screen): the cart's lines and total from the cart page, or
 * the one line of a Buy Now from a product page (built as the cart builds its lines). Only a checkout reached
 * from the cart clears the cart (docs/rules/checkout.md#behaviour).
 */
export type CheckoutHandoff = { fromCart: boolean; items: Cart; total: number };

import type { Cart } from '@vastra/domain/cart';
import type { Product } from '@vastra/domain/catalog';

/** One Buy Now line: the product with the selected size, its price and quantity (docs/rules/checkout.md#screen). */
export type BuyNowItem = { product: Product; size: string | null; price: number; quantity: number };

/**
 * Router state handed to /checkout (docs/rules/checkout.md#screen): the cart's items and total from the cart page, or
 * one Buy Now line from a product page. Only a checkout reached from the cart clears the cart
 * (docs/rules/checkout.md#behaviour).
 */
export type CheckoutHandoff =
  { fromCart: true; items: Cart; total: number } | { fromCart: false; items: BuyNowItem[]; total: number };

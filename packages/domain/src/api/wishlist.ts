import { z } from 'zod';
import { WISHLIST_MAX } from '../wishlist';
import { Id, IsoDateTime } from './common';

/** A size as the product names it (a variant key: "M", "M / Red"), as the cart carries it. */
const Size = z
  .string({ error: 'Invalid size' })
  .trim()
  .min(1, { error: 'Invalid size' })
  .max(60, { error: 'Invalid size' });

/** One size a shopper asked to be told about: waiting until it is restocked, then `notifiedAt` is set. */
export const BackInStockAlert = z.object({
  productId: z.string(),
  /** The product's title, for her list of the sizes she waits for. */
  title: z.string(),
  size: z.string(),
  requestedAt: IsoDateTime,
  /** When the back-in-stock text went; null while she is waiting. */
  notifiedAt: IsoDateTime.nullable(),
});
export type BackInStockAlert = z.infer<typeof BackInStockAlert>;

/**
 * GET /api/wishlist and the answer of every wishlist change: the saved products' ids, oldest first (products since
 * removed from the shop are left out), and her back-in-stock alerts, newest first.
 */
export const WishlistResponse = z.object({
  productIds: z.array(z.string()).max(WISHLIST_MAX),
  alerts: z.array(BackInStockAlert),
});
export type WishlistResponse = z.infer<typeof WishlistResponse>;

/**
 * POST /api/wishlist: products to save (one heart tapped, or the device's list merged at sign-in). Ids the shop does
 * not know (a product since deleted) are skipped; the list keeps each product once.
 */
export const AddToWishlistBody = z.strictObject({
  productIds: z
    .array(Id)
    .min(1, { error: 'Choose a product to save' })
    .max(WISHLIST_MAX, { error: `At most ${WISHLIST_MAX} products` }),
});
export type AddToWishlistBody = z.infer<typeof AddToWishlistBody>;

/** DELETE /api/wishlist/{productId}. */
export const WishlistProductParams = z.strictObject({ productId: Id });
export type WishlistProductParams = z.infer<typeof WishlistProductParams>;

/** POST /api/back-in-stock: tell me when this sold-out size is back (kept once per shopper, product and size). */
export const BackInStockBody = z.strictObject({ productId: Id, size: Size });
export type BackInStockBody = z.infer<typeof BackInStockBody>;

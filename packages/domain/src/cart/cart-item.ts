import { z } from 'zod';
import { OPTION_NAME_MAX, VARIANT_KEY_MAX } from '../catalog/variant-key';
import { DEFAULT_CART_SIZE, MAX_CART_ITEM_EXTRA_BYTES, MAX_CART_LINE_QUANTITY, MAX_CART_LINES } from './cart-limits';

export { DEFAULT_CART_SIZE, MAX_CART_LINES, MAX_CART_LINE_QUANTITY, MAX_CART_ITEM_EXTRA_BYTES };

const StockBySize = z.record(z.string().max(VARIANT_KEY_MAX), z.number().int().min(0).max(1_000_000));

/**
 * A cart line as it travels between browser, local storage and server (docs/rules/cart.md#data):
 * `id` or `_id` (each filled from the other), price default 0, selectedSize default 'default',
 * quantity default 1, other fields kept as they came (bounded in size).
 */
export const CartItem = z
  .looseObject({
    id: z.string().trim().min(1).max(64).optional(),
    _id: z.string().trim().min(1).max(64).optional(),
    title: z.string().max(300).optional(),
    // The product's title in Hindi when it has one, shown on Hindi pages (docs/decisions/178-seed-titles-in-hindi.md).
    hindiTitle: z.string().max(300).optional(),
    // What a product image resolves to (catalog/image-url.ts): a path, an http(s) URL or an inline
    // image; never javascript: or another scheme in an <img src>.
    image: z
      .string()
      .max(2_000)
      .regex(/^(\/|https?:\/\/|data:image\/)/i, { error: 'image must be a path, an http(s) URL or an image' })
      .optional(),
    price: z.number().finite().min(0).max(10_000_000).default(0),
    // A variant's key: "M", or "M / Red" (docs/decisions/099-variant-options.md).
    selectedSize: z.string().trim().min(1).max(VARIANT_KEY_MAX).default(DEFAULT_CART_SIZE),
    // The product's second option ("Colour") when it has one, so the line shows "Size: M · Colour: Red".
    option2Name: z.string().trim().min(1).max(OPTION_NAME_MAX).optional(),
    quantity: z.number().int().min(1).max(MAX_CART_LINE_QUANTITY).default(1),
    stockBySize: StockBySize.optional(),
  })
  .refine((item) => Boolean(item.id ?? item._id), { message: 'id is required', path: ['id'] })
  .refine((item) => JSON.stringify(item).length <= MAX_CART_ITEM_EXTRA_BYTES + 2_500, {
    message: 'cart item is too large',
  })
  .transform((item) => {
    const id = (item.id ?? item._id) as string;
    return { ...item, id, _id: item._id ?? id };
  });
export type CartItem = z.output<typeof CartItem>;

export const Cart = z.array(CartItem).max(MAX_CART_LINES);
export type Cart = z.output<typeof Cart>;

/** A cart line as callers may give it, before defaults are filled in. */
export type CartItemInput = z.input<typeof CartItem>;

import { z } from 'zod';

/**
 * POST /api/admin/shop-photos: a photo for the home page's slides and the category tiles, stored like a product
 * photo (docs/decisions/109-shop-photos.md). `url` is the JPEG fallback's path, the kind a product photo gets, so the
 * storefront offers its AVIF and WebP widths; `width` and `height` are the photo's own, upright.
 */
export const ShopPhotoResponse = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ShopPhotoResponse = z.infer<typeof ShopPhotoResponse>;

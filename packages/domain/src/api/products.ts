import { z } from 'zod';
import { CATEGORY_SLUG_MAX, isCategory } from '../catalog/categories';
import { OPTION_NAME_MAX, OPTION_VALUE_MAX, VARIANT_KEY_MAX } from '../catalog/variant-key';
import { Id, Rupees } from './common';

/** A variant's key: its size, or "M / Red" with a second option (docs/decisions/099-variant-options.md). */
const SizeName = z.string().min(1).max(VARIANT_KEY_MAX);

/**
 * A category's slug (docs/decisions/097-categories.md): the shop's own list is in the database, so the contract checks
 * the shape only; whether the shop has it is the API's question (`category_unknown`).
 */
export const CategorySlug = z
  .string()
  .max(CATEGORY_SLUG_MAX)
  .refine((value) => isCategory(value), { error: 'a category slug: lower-case letters and digits joined by -' });

/**
 * One attribute of a product: its slug and name, and the product's values of it; `hindiName` where the shop gave one
 * (docs/decisions/174-attribute-names-in-hindi.md), absent otherwise.
 */
export const ProductAttribute = z.object({
  slug: z.string(),
  name: z.string(),
  hindiName: z.string().optional(),
  values: z.array(z.object({ slug: z.string(), name: z.string(), hindiName: z.string().optional() })),
});
export type ProductAttribute = z.infer<typeof ProductAttribute>;

/**
 * A product as the API sends it (docs/rules/catalogue.md#data, docs/rules/platform.md#data): prices in rupees per size,
 * stock per size and in total, image paths or URLs. The storefront's `Product` is this same shape.
 */
export const ProductResponse = z.object({
  _id: Id,
  title: z.string(),
  description: z.string(),
  category: CategorySlug,
  sizes: z.array(SizeName),
  stockBySize: z.record(SizeName, z.number().int().min(0)),
  pricesBySize: z.record(SizeName, Rupees),
  originalPricesBySize: z.record(SizeName, Rupees),
  price: Rupees,
  originalPrice: Rupees.nullable(),
  stock: z.number().int().min(0),
  images: z.array(z.string()),
  /** The shown reviews' average (one decimal) and count; absent from answers made before reviews are counted. */
  rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }).optional(),
  /**
   * The product's attributes in the shop's order, each with its values in theirs, names as shown ("Fabric":
   * "Cotton") and slugs as filtered (docs/decisions/092-attributes.md); absent from answers made before attributes.
   */
  attributes: z.array(ProductAttribute).optional(),
  /**
   * The second option's name ("Colour") when the product has one: its `sizes` are then keys like "M / Red"
   * (docs/decisions/099-variant-options.md); absent for sizes only.
   */
  option2Name: z.string().max(OPTION_NAME_MAX).optional(),
  /**
   * The photos per second-option value, as positions in `images` ("Red" → [0, 2]): the storefront's first JavaScript
   * reads them without resolving a second set of paths; absent for sizes only.
   */
  photosByOption: z.record(z.string().max(OPTION_VALUE_MAX), z.array(z.number().int().min(0))).optional(),
  /**
   * The title and description in Hindi, shown to shoppers who read the shop in it
   * (docs/decisions/136-hindi-storefront.md): present only when the product has a Hindi title (its description may
   * then be ''), absent otherwise, when the English ones are shown.
   */
  hindi: z.object({ title: z.string(), description: z.string() }).optional(),
});
export type ProductResponse = z.infer<typeof ProductResponse>;

/**
 * A product as a search answer lists it (docs/decisions/162-search-answers-list-cards.md): what its card shows and
 * needs (title, prices and stock per size, photos, rating, the Hindi title), without the description, the attributes
 * and the photos per colour, which only its page shows. The storefront reads it as a `Product` whose description is
 * empty.
 */
export const ProductCardResponse = ProductResponse.omit({
  description: true,
  attributes: true,
  photosByOption: true,
}).extend({
  /** The title in Hindi (instead of the product's title and description), present only when the product has one. */
  hindi: z.object({ title: z.string() }).optional(),
});
export type ProductCardResponse = z.infer<typeof ProductCardResponse>;

/** GET /api/client/products: every product (docs/rules/api.md#endpoints). */
export const ProductListResponse = z.array(ProductResponse);
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/**
 * Path of GET /api/client/products/{id}: any text, so a malformed id is a 404 'Product not found' like an unknown one.
 */
export const ProductPathParams = z.strictObject({ id: z.string().max(200) });

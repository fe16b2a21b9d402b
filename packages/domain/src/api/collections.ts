import { z } from 'zod';
import { ProductResponse } from './products';

// A collection's page on the storefront: GET /api/client/collections/{slug} (docs/decisions/098-collections.md).

export const CollectionSlugParams = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/),
});
export type CollectionSlugParams = z.infer<typeof CollectionSlugParams>;

/** The next page's cursor, as the previous answer gave it. */
export const CollectionPageQuery = z.strictObject({ cursor: z.string().max(200).optional() });
export type CollectionPageQuery = z.infer<typeof CollectionPageQuery>;

export const CollectionPageResponse = z.object({
  collection: z.object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    seoTitle: z.string(),
    seoDescription: z.string(),
    image: z.string().nullable(),
    /**
     * The title and description in Hindi, present only when the owner wrote either
     * (docs/decisions/175-collections-in-hindi.md); an empty one is shown in English.
     */
    hindi: z.object({ title: z.string(), description: z.string() }).optional(),
  }),
  /** One page of its products, in the collection's order. */
  items: z.array(ProductResponse),
  nextCursor: z.string().nullable(),
});
export type CollectionPageResponse = z.infer<typeof CollectionPageResponse>;

/**
 * A menu link: the visible collections the owner shows in the navigation, in order; `hindiTitle` when the owner wrote
 * one (docs/decisions/175-collections-in-hindi.md), as a category's `hindiName` beside it in the shop's configuration.
 */
export const CollectionLink = z.object({ slug: z.string(), title: z.string(), hindiTitle: z.string().optional() });
export type CollectionLink = z.infer<typeof CollectionLink>;

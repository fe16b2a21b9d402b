import { z } from 'zod';
import { isSameSitePath } from '../catalog/home-content';
import { COLLECTION_CONDITIONS_MAX, CollectionCondition } from '../collections/collection-rules';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_PRODUCTS_MAX,
  COLLECTION_SEO_DESCRIPTION_MAX,
  COLLECTION_SEO_TITLE_MAX,
  COLLECTION_SLUG_MAX,
  COLLECTION_TITLE_MAX,
  COLLECTIONS_MAX,
} from '../collections/limits';
import { COLLECTIONS_MESSAGES as M } from '../collections/messages';
import { Id, IsoDateTime } from './common';
import { HindiText } from './hindi-text';

// Collections, the back office's side: /api/admin/collections (docs/decisions/098-collections.md).

export const COLLECTION_KINDS = ['manual', 'automatic'] as const;
export const COLLECTION_SORTS = ['newest', 'price-asc', 'price-desc', 'title'] as const;

/** A text measured before trimming as well, so 20,000 spaces are refused rather than saved empty. */
const Text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .trim()
    .max(max);
const CollectionSlug = z
  .string()
  .max(COLLECTION_SLUG_MAX)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.slugShape);

/** POST /api/admin/collections and PUT /api/admin/collections/{id}: the whole collection (its products aside). */
export const CollectionBody = z
  .strictObject({
    title: Text(COLLECTION_TITLE_MAX).min(1),
    /** The page's address; made from the title when absent. */
    slug: CollectionSlug.optional(),
    description: Text(COLLECTION_DESCRIPTION_MAX).default(''),
    /**
     * The title and description on Hindi pages (docs/decisions/175-collections-in-hindi.md): '' for none, and then the
     * English one is shown; trimmed and composed (NFC).
     */
    titleHi: HindiText(COLLECTION_TITLE_MAX, M.titleHiLength),
    descriptionHi: HindiText(COLLECTION_DESCRIPTION_MAX, M.descriptionHiLength),
    seoTitle: Text(COLLECTION_SEO_TITLE_MAX).default(''),
    seoDescription: Text(COLLECTION_SEO_DESCRIPTION_MAX).default(''),
    image: z
      .string()
      .trim()
      .max(300)
      .refine((p) => isSameSitePath(p))
      .nullable()
      .default(null),
    kind: z.enum(COLLECTION_KINDS),
    rules: z.array(CollectionCondition).max(COLLECTION_CONDITIONS_MAX, M.rulesTooMany).default([]),
    sort: z.enum(COLLECTION_SORTS).default('newest'),
    visible: z.boolean().default(true),
    showInNav: z.boolean().default(false),
    navPosition: z.number().int().min(0).max(COLLECTIONS_MAX).default(0),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'automatic' && c.rules.length === 0)
      ctx.addIssue({ code: 'custom', message: M.rulesEmpty, path: ['rules'] });
    if (c.kind === 'manual' && c.rules.length > 0)
      ctx.addIssue({ code: 'custom', message: M.rulesForManual, path: ['rules'] });
  });
export type CollectionBody = z.input<typeof CollectionBody>;

/** PUT /api/admin/collections/{id}/products: a manual collection's products, whole, in order. */
export const CollectionProductsBody = z.strictObject({
  productIds: z
    .array(Id)
    .max(COLLECTION_PRODUCTS_MAX, M.manualProductsTooMany)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'each product once' }),
});
export type CollectionProductsBody = z.input<typeof CollectionProductsBody>;

/** A manual collection's product, as the back office's picker shows it. */
export const CollectionProductRow = z.object({
  id: Id,
  title: z.string(),
  image: z.string().nullable(),
  status: z.string(),
});

export const AdminCollection = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** In Hindi, '' for none (docs/decisions/175-collections-in-hindi.md). */
  titleHi: z.string(),
  descriptionHi: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  image: z.string().nullable(),
  kind: z.enum(COLLECTION_KINDS),
  rules: z.array(CollectionCondition),
  sort: z.enum(COLLECTION_SORTS),
  visible: z.boolean(),
  showInNav: z.boolean(),
  navPosition: z.number().int(),
  /** A manual collection's products in order; [] for an automatic one. */
  products: z.array(CollectionProductRow),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminCollection = z.infer<typeof AdminCollection>;

export const AdminCollectionsResponse = z.object({ collections: z.array(AdminCollection).max(COLLECTIONS_MAX) });
export type AdminCollectionsResponse = z.infer<typeof AdminCollectionsResponse>;

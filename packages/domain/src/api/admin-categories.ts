import { z } from 'zod';
import {
  CATEGORIES_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SIZES_MAX,
  HSN_PATTERN,
  SIZE_GUIDE_CM_MAX,
  SIZE_GUIDE_COLUMNS_MAX,
  SIZE_GUIDE_ROWS_MAX,
  SIZE_NAME_MAX,
} from '../catalog/category-rules';
import { CATALOG_CATEGORY_MESSAGES as M } from '../catalog/category-messages';
import { isSameSitePath } from '../catalog/home-content';
import { IsoDateTime } from './common';
import { CategorySlug } from './products';

// The shop's own categories, the back office's side: /api/admin/categories (docs/decisions/097-categories.md).

const Name = z.string().max(CATEGORY_NAME_MAX).trim().min(1);
/** The name a Hindi page shows (docs/decisions/172-category-names-in-hindi.md); '' for none: the name then. */
const HindiName = z
  .string()
  .max(CATEGORY_NAME_MAX)
  .trim()
  .transform((value) => value.normalize('NFC'));
const Count = z.number().int().min(0);
const SizeName = z.string().max(SIZE_NAME_MAX).trim().min(1);

/** An HSN code: 4, 6 or 8 digits (the invoice prints it). */
export const Hsn = z.string().max(40).trim().regex(HSN_PATTERN, { error: M.hsnInvalid });

/** A measurement in centimetres: above 0, at most SIZE_GUIDE_CM_MAX, in steps of 0.5 cm; null when not given. */
const Centimetres = z.number().positive().max(SIZE_GUIDE_CM_MAX).multipleOf(0.5).nullable();

/** A size guide: its columns (Bust, Waist…) and one row per size with one measurement per column, in cm. */
export const SizeGuideSchema = z
  .strictObject({
    columns: z.array(Name).min(1).max(SIZE_GUIDE_COLUMNS_MAX),
    rows: z
      .array(z.strictObject({ size: SizeName, cm: z.array(Centimetres).max(SIZE_GUIDE_COLUMNS_MAX) }))
      .min(1)
      .max(SIZE_GUIDE_ROWS_MAX),
  })
  .superRefine((guide, ctx) => {
    const seen = new Set<string>();
    guide.rows.forEach((row, i) => {
      if (row.cm.length !== guide.columns.length)
        ctx.addIssue({ code: 'custom', message: M.sizeGuideColumns, path: ['rows', i, 'cm'] });
      const key = row.size.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.sizeGuideSizes, path: ['rows', i, 'size'] });
      seen.add(key);
    });
  });
export type SizeGuideSchema = z.infer<typeof SizeGuideSchema>;

/** A category in the back office, with how many products (any status) are in it. */
export const AdminCategory = z.object({
  slug: CategorySlug,
  name: z.string(),
  /** '' when the owner gave none. */
  hindiName: z.string(),
  position: Count,
  hidden: z.boolean(),
  /** An image path (an upload of the media library) or URL for the home tile; null: the first product's photo. */
  image: z.string().nullable(),
  hsn: z.string(),
  sizes: z.array(z.string()),
  sizeGuide: SizeGuideSchema.nullable(),
  productCount: Count,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** GET /api/admin/categories: every category in its order, hidden ones too. */
export const AdminCategoriesResponse = z.object({ categories: z.array(AdminCategory).max(CATEGORIES_MAX) });
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponse>;

/** The tile's photo: a path on this shop (an uploaded photo), never another site's address. */
const ImagePath = z
  .string()
  .max(500)
  .trim()
  .min(1)
  .refine((path) => isSameSitePath(path), { error: M.imageElsewhere })
  .nullable();
const Sizes = z.array(SizeName).max(CATEGORY_SIZES_MAX);

/** POST /api/admin/categories: a new category, last in order, its slug made from its name. */
export const CreateCategoryBody = z.strictObject({
  name: Name,
  hindiName: HindiName.default(''),
  hidden: z.boolean().default(false),
  image: ImagePath.default(null),
  hsn: Hsn,
  sizes: Sizes.default([]),
  sizeGuide: SizeGuideSchema.nullable().default(null),
});
export type CreateCategoryBody = z.input<typeof CreateCategoryBody>;

/**
 * PATCH /api/admin/categories/{slug}: a new name (the slug, and so old links, stay) or Hindi name, a place (0 first;
 * the others move along), hidden or shown, image, HSN, sizes, size guide (null removes it).
 */
export const UpdateCategoryBody = z.strictObject({
  name: Name.optional(),
  hindiName: HindiName.optional(),
  position: z.number().int().min(0).max(CATEGORIES_MAX).optional(),
  hidden: z.boolean().optional(),
  image: ImagePath.optional(),
  hsn: Hsn.optional(),
  sizes: Sizes.optional(),
  sizeGuide: SizeGuideSchema.nullable().optional(),
});
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBody>;

export const CategoryParams = z.strictObject({ slug: CategorySlug });

/** GET /api/client/categories/{slug}/size-guide: the category's chart in cm (the product page's dialog). */
export const SizeGuideResponse = z.object({
  category: CategorySlug,
  name: z.string(),
  sizes: z.array(z.string()),
  sizeGuide: SizeGuideSchema.nullable(),
});
export type SizeGuideResponse = z.infer<typeof SizeGuideResponse>;

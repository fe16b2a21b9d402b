import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE_MAX,
  BACK_OFFICE_MESSAGES as M,
  IMAGE_ALT_MAX,
  IMAGES_PER_PRODUCT_MAX,
  PERMISSIONS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_STATUSES,
  PRODUCT_TITLE_MAX,
  STAFF_PASSWORD_MAX,
  STAFF_ROLES,
  STOCK_REASONS,
  SUMMARY_RANGES,
  AUDIT_AREAS,
  ProductDescriptionHi,
  ProductHsn,
  ProductTitleHi,
} from '../back-office';
import { CategorySlug } from './products';
import { OtpCode } from '../identity';
import { Tags } from '../collections/tags';
import { ProductAttributeValues } from './admin-attributes';
import { AdminVariant, AdminVariants, ImagesByOption, Option2Name, optionIssues } from './admin-variants';
import { Id, IsoDateTime } from './common';
import { Phone } from './phone';

// The back office's API shapes (/api/admin/…). Money here is in integer paise (`…Paise`), never rupee
// floats: the back office edits prices, so it speaks the database's unit.

export const StaffRole = z.enum(STAFF_ROLES, { error: M.roleRequired });
export const Permission = z.enum(PERMISSIONS);
export const ProductStatus = z.enum(PRODUCT_STATUSES);
export const StockReason = z.enum(STOCK_REASONS, { error: M.reasonRequired });
export const SummaryRange = z.enum(SUMMARY_RANGES);

/** A cursor a list handed out, passed back to get the next page. */
export const Cursor = z.string().max(200);
export const Limit = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX);

// ——— Staff and sign-in ———

/**
 * The header every back-office change signed by the staff session cookie must carry, name and value; a cross-site
 * form cannot send it (docs/decisions/070-staff-session-cookie.md).
 */
export const STAFF_REQUEST_HEADER = { name: 'x-vastra-admin', value: '1' } as const;

/** A member of staff as the back office shows them. */
export const Staff = z.object({
  id: Id,
  fullName: z.string(),
  phone: z.string(),
  role: StaffRole,
  /** What the role allows (the back office hides the rest; the API refuses it). */
  permissions: z.array(Permission),
  /** `invited` until the invitation is accepted (a password set); `locked` after too many wrong sign-in codes. */
  status: z.enum(['active', 'invited', 'locked']),
  createdAt: IsoDateTime,
});
export type Staff = z.infer<typeof Staff>;

const StaffPassword = z.string({ error: M.weakPassword }).min(1, { error: M.weakPassword }).max(STAFF_PASSWORD_MAX);

/** POST /api/admin/auth/login: the first factor. */
export const AdminLoginBody = z.strictObject({ phone: Phone, password: StaffPassword });
export const AdminLoginResponse = z.object({ challengeId: z.string(), message: z.string() });

/** POST /api/admin/auth/verify: the second factor, the code sent by SMS. */
export const AdminVerifyBody = z.strictObject({ challengeId: z.string().trim().min(1).max(128), code: OtpCode });
export const AdminSessionResponse = z.object({ token: z.string(), staff: Staff, expiresAt: IsoDateTime });

/** POST /api/admin/auth/accept-invite: an invited member sets their password. */
export const AcceptInviteBody = z.strictObject({ token: z.string().trim().min(10).max(200), password: StaffPassword });

export const StaffListResponse = z.object({ items: z.array(Staff) });
/** POST /api/admin/staff: an owner invites someone by phone (an SMS carries the invitation link). */
export const InviteStaffBody = z.strictObject({
  phone: Phone,
  fullName: z.string().max(100).trim().min(1),
  role: StaffRole,
});
export const UpdateStaffBody = z.strictObject({ role: StaffRole });

// ——— Products ———

/** An uploaded photo: its public fallback URL, its size, alt text and place. */
export const AdminImage = z.object({
  id: Id,
  /** The path the storefront lists in the product's `images` (a JPEG fallback); derivatives derive from it. */
  url: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  alt: z.string(),
  position: z.number().int().min(0),
});
export type AdminImage = z.infer<typeof AdminImage>;

/** A product in the back office: everything the form edits, with its photos. */
export const AdminProduct = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  /** The title and description in Hindi for shoppers who read the shop in it (decision 136); '' for none. */
  titleHi: z.string(),
  descriptionHi: z.string(),
  category: CategorySlug,
  status: ProductStatus,
  /** False: the shop takes this product back neither for exchange nor for refund (the order page offers neither). */
  returnable: z.boolean(),
  /** The product's own HSN code, printed on invoices instead of its category's; null: the category's. */
  hsn: z.string().nullable().optional(),
  /** The second option's name ("Colour") or null; its variants' keys are then "M / Red" (decision 099). */
  option2Name: z.string().nullable(),
  variants: z.array(AdminVariant),
  images: z.array(AdminImage),
  /** Photo URLs per second-option value, among `images`' URLs. */
  imagesByOption: ImagesByOption,
  /** Attribute slug → value slugs, attributes and values in their order (docs/decisions/092-attributes.md). */
  attributes: ProductAttributeValues.optional(),
  /** The owner's tags, lower-cased (docs/decisions/098-collections.md). */
  tags: z.array(z.string()).optional(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminProduct = z.infer<typeof AdminProduct>;

const productFields = {
  title: z
    .string({ error: M.titleRequired })
    .max(PRODUCT_TITLE_MAX, { error: M.titleTooLong })
    .trim()
    .min(1, { error: M.titleRequired }),
  // The length is checked before trimming too: a body padded with spaces past the limit is refused, not shrunk.
  description: z.string().max(PRODUCT_DESCRIPTION_MAX, { error: M.descriptionTooLong }).trim(),
  /** The title and description in Hindi, each optional ('' for none): the rules the spreadsheet reads too. */
  titleHi: ProductTitleHi,
  descriptionHi: ProductDescriptionHi,
  category: z.string({ error: M.categoryRequired }).min(1, { error: M.categoryRequired }).pipe(CategorySlug),
  status: ProductStatus,
  returnable: z.boolean(),
  /** The product's own HSN code (docs/decisions/097-categories.md); null or '' for the category's. */
  hsn: ProductHsn,
  option2Name: Option2Name,
  variants: AdminVariants,
  imagesByOption: ImagesByOption,
  /** Replaces the product's attribute values; an unknown attribute or value is a 422 naming it. */
  attributes: ProductAttributeValues,
  /** Replaces the product's tags (lower-cased and trimmed, each once). */
  tags: Tags,
};

/** POST /api/admin/products: a new product (photos are uploaded after it exists). */
export const CreateProductBody = z
  .strictObject({
    ...productFields,
    description: productFields.description.default(''),
    titleHi: productFields.titleHi.default(''),
    descriptionHi: productFields.descriptionHi.default(''),
    status: ProductStatus.default('draft'),
    returnable: z.boolean().default(true),
    hsn: productFields.hsn.default(null),
    attributes: productFields.attributes.default({}),
    tags: productFields.tags.default([]),
    option2Name: Option2Name.default(null),
    imagesByOption: ImagesByOption.default({}),
  })
  .superRefine((body, ctx) => {
    for (const issue of optionIssues(body.option2Name, body.variants)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type CreateProductBody = z.infer<typeof CreateProductBody>;

/** PATCH /api/admin/products/{id}: any of the fields; `variants` replaces the sizes (stock goes through /stock). */
export const UpdateProductBody = z
  .strictObject({
    title: productFields.title.optional(),
    description: productFields.description.optional(),
    titleHi: productFields.titleHi.optional(),
    descriptionHi: productFields.descriptionHi.optional(),
    category: productFields.category.optional(),
    status: ProductStatus.optional(),
    returnable: z.boolean().optional(),
    option2Name: Option2Name.optional(),
    variants: AdminVariants.optional(),
    imagesByOption: ImagesByOption.optional(),
    hsn: productFields.hsn.optional(),
    attributes: productFields.attributes.optional(),
    tags: productFields.tags.optional(),
  })
  .superRefine((body, ctx) => {
    // With one of the two, the API checks it against the stored other.
    if (body.option2Name === undefined || !body.variants) return;
    for (const issue of optionIssues(body.option2Name, body.variants)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;

/** A row of the product list. */
export const AdminProductRow = z.object({
  id: Id,
  title: z.string(),
  category: CategorySlug,
  status: ProductStatus,
  /** The first photo's URL, or null. */
  image: z.string().nullable(),
  minPricePaise: z.number().int().nullable(),
  maxPricePaise: z.number().int().nullable(),
  totalStock: z.number().int(),
  outOfStockSizes: z.array(z.string()),
  lowStockSizes: z.array(z.string()),
  updatedAt: IsoDateTime,
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

/** GET /api/admin/products: search (title), filters, keyset pages. */
export const AdminProductsQuery = z.strictObject({
  q: z.string().max(100).trim().optional(),
  category: CategorySlug.optional(),
  status: ProductStatus.optional(),
  /** `out`: some size has none; `low`: some size is low (1..LOW_STOCK_THRESHOLD). */
  stock: z.enum(['out', 'low']).optional(),
  cursor: Cursor.optional(),
  limit: Limit.optional(),
});
export const AdminProductsResponse = z.object({
  items: z.array(AdminProductRow),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});

// ——— Photos ———

/** PATCH /api/admin/products/{id}/images: every photo's id in the new order, each with its alt text. */
export const UpdateImagesBody = z.strictObject({
  images: z.array(z.strictObject({ id: Id, alt: z.string().max(IMAGE_ALT_MAX).trim() })).max(IMAGES_PER_PRODUCT_MAX),
});
export const ProductImageParams = z.strictObject({ id: Id, imageId: Id });

// ——— Audit ———

export const AuditEntry = z.object({
  id: Id,
  staffId: Id.nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The record as people name it: an order's short id ('#69167515'), a product's title; null for others. */
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.strictObject({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(64).optional(),
  staffId: Id.optional(),
  /** One part of the shop (AUDIT_AREA_TARGET_TYPES); `targetType` narrows further. */
  area: z.enum(AUDIT_AREAS).optional(),
  /** Calendar days in IST, `YYYY-MM-DD`, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: Cursor.optional(),
  limit: Limit.optional(),
});
export const AuditResponse = z.object({ items: z.array(AuditEntry), nextCursor: z.string().nullable() });

export const AdminOkResponse = z.object({ message: z.string() });

/**
 * What a member of staff may do (docs/decisions/060-staff-permissions.md): `orders` (orders, shipping, returns'
 * parcels, messages), `catalogue` (products, photos, stock, reviews), `refunds` (refunds, cancellations, return
 * decisions), `payouts` (manual payouts: their full destination, marking them paid), `settings` (shop settings),
 * `staff` (staff and the activity log) and `offers` (coupons, automatic offers and sale prices: they change what every
 * order costs). Every back-office entry of the contract names the one it needs.
 */
export const PERMISSIONS = ['orders', 'catalogue', 'refunds', 'payouts', 'settings', 'staff', 'offers'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The back office's roles, each a set of permissions the owner gives by choosing it: an owner may do everything; a
 * manager runs the shop day to day but neither pays money out by hand, nor manages staff or settings, nor runs offers
 * (a coupon's terms are the owner's to set: they decide what orders cost); a packer packs
 * and ships (and sees the catalogue, which every member may read).
 */
export const STAFF_ROLES = ['owner', 'manager', 'packer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: ['orders', 'catalogue', 'refunds'],
  packer: ['orders'],
};

/** The permissions of a role, in PERMISSIONS order. */
export const permissionsOf = (role: StaffRole): Permission[] => [...ROLE_PERMISSIONS[role]];

/** Whether a role carries a permission. */
export const roleMay = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** How long a staff session lasts unless `STAFF_SESSION_HOURS` says otherwise. */
export const STAFF_SESSION_HOURS_DEFAULT = 12;

/** A staff password: longer than a shopper's, and not one of the commonest. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;

/** A product's life: only `active` products reach the storefront; `archived` ones keep their orders and reviews. */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Why a size's stock was changed by hand (`import` is a CSV import). */
export const STOCK_REASONS = ['received', 'damaged', 'correction', 'import'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** A size with this many units or fewer (but more than none) is low on stock. */
export const LOW_STOCK_THRESHOLD = 3;

/** Most units one size may hold, and most sizes one product may have. */
export const STOCK_MAX = 100_000;
export const SIZES_PER_PRODUCT_MAX = 12;

/** Product text limits. */
export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5_000;
export const IMAGE_ALT_MAX = 200;

/** Photos: the most per product, the largest upload, the most pixels a source may decode to. */
export const IMAGES_PER_PRODUCT_MAX = 12;
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * The photo types the server reads (an iPhone's HEIC is not one: its sharp build cannot decode HEVC), as a file
 * input's `accept`: a phone's picker then offers only these, and iOS hands a HEIC over as a JPEG.
 */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The dashboard's periods: today (IST), the last 7 days, the last 30 days, each against the period before. */
export const SUMMARY_RANGES = ['today', '7d', '30d'] as const;
export type SummaryRange = (typeof SUMMARY_RANGES)[number];

/** Rows a stock CSV may have: the stock export of a catalogue of 5,000 products in 5 sizes fits. */
export const STOCK_IMPORT_ROWS_MAX = 25_000;
/** Characters a stock CSV may have (25,000 rows of id, title, size and stock). */
export const STOCK_IMPORT_CHARS_MAX = 3_000_000;

/**
 * The product spreadsheet (packages/domain/src/back-office/product-csv.ts): the largest file, the most rows (5,000
 * products in 5 sizes with room for photo rows), the longest cell (a row with a longer one is refused), the largest
 * ZIP of photos and the most it may hold once uncompressed.
 */
export const PRODUCT_CSV_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_CSV_ROWS_MAX = 50_000;
export const PRODUCT_CSV_CELL_MAX = 10_000;
/** The ZIP of photos sent with the product spreadsheet (docs/decisions/095-catalogue-csv.md): its size, entries, and
 * the most its photos may hold once inflated, declared and actual (a zip bomb is refused before it fills memory). */
export const PRODUCT_CSV_PHOTOS_ZIP_MAX_BYTES = 30 * 1024 * 1024;
export const PRODUCT_CSV_PHOTOS_MAX_ENTRIES = 60;
export const PRODUCT_CSV_PHOTOS_MAX_UNZIPPED_BYTES = 80 * 1024 * 1024;

/** Page sizes of the back office's lists. */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;

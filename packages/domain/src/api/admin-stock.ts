import { z } from 'zod';
import {
  PRODUCT_CSV_ROWS_MAX,
  STOCK_IMPORT_CHARS_MAX,
  STOCK_IMPORT_ROWS_MAX,
  STOCK_MAX,
  BACK_OFFICE_MESSAGES as M,
} from '../back-office';
import { VARIANTS_PER_PRODUCT_MAX } from '../catalog';
import { Cursor, Limit, StockReason } from './admin';
import { StockUnits, VariantKey } from './admin-variants';
import { Id, IsoDateTime } from './common';

// The back office's stock and spreadsheet shapes (/api/admin/stock…, /api/admin/products/import…): split from
// admin.ts, whose products, photos, staff and audit shapes they sit beside in the contract.

// ——— Stock ———

/** A reason staff may give by hand (an import records its own). */
const HandReason = StockReason.exclude(['import']);

/**
 * One size's change: a new count (`stock`) or units added or taken away (`delta`), with its own reason when the
 * sizes of one adjustment differ (units received of one, damaged of another).
 */
const StockChange = z.union([
  z.strictObject({ size: VariantKey, stock: StockUnits, reason: HandReason.optional() }),
  z.strictObject({
    size: VariantKey,
    delta: z.number().int().min(-STOCK_MAX).max(STOCK_MAX),
    reason: HandReason.optional(),
  }),
]);

/**
 * PUT /api/admin/products/{id}/stock: changes per size and an optional note; `reason` is every size's reason unless
 * a change gives its own, and a change without either is refused.
 */
export const SetStockBody = z
  .strictObject({
    reason: HandReason.optional(),
    note: z.string().max(300).trim().optional(),
    changes: z.array(StockChange).min(1).max(VARIANTS_PER_PRODUCT_MAX),
  })
  .refine((body) => body.reason !== undefined || body.changes.every((change) => change.reason !== undefined), {
    error: M.reasonRequired,
    path: ['reason'],
  });
export type SetStockBody = z.infer<typeof SetStockBody>;

/** One recorded stock change. */
export const StockMovement = z.object({
  id: Id,
  productId: Id,
  size: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  reason: StockReason,
  note: z.string().nullable(),
  staffName: z.string().nullable(),
  at: IsoDateTime,
});
export type StockMovement = z.infer<typeof StockMovement>;

export const StockMovementsQuery = z.strictObject({ cursor: Cursor.optional(), limit: Limit.optional() });
export const StockMovementsResponse = z.object({ items: z.array(StockMovement), nextCursor: z.string().nullable() });

/** POST /api/admin/stock/import: the CSV text; `apply: false` previews, `apply: true` applies all rows or none. */
export const StockImportBody = z.strictObject({
  csv: z.string().max(STOCK_IMPORT_CHARS_MAX),
  apply: z.boolean(),
});
export const StockImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int().min(1),
  productId: Id.nullable(),
  title: z.string().nullable(),
  size: z.string(),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  error: z.string().nullable(),
});
export const StockImportResponse = z.object({
  rows: z.array(StockImportRow).max(STOCK_IMPORT_ROWS_MAX),
  errorCount: z.number().int().min(0),
  changeCount: z.number().int().min(0),
  applied: z.boolean(),
});
export type StockImportResponse = z.infer<typeof StockImportResponse>;

/** One row of a product spreadsheet checked: what applying it does (and to which fields), or what is wrong. */
export const ProductImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int().min(1),
  handle: z.string(),
  title: z.string().nullable(),
  size: z.string().nullable(),
  action: z.enum(['create', 'change', 'unchanged', 'error']),
  /** What changes: 'New product', 'New size', or the fields ('Price', 'Stock', 'Title'…). */
  changes: z.array(z.string()),
  errors: z.array(z.string()),
  /** What the import does not do for the row and says so (a photo address it does not download…). */
  notes: z.array(z.string()),
});
export type ProductImportRow = z.infer<typeof ProductImportRow>;

/**
 * POST /api/admin/products/import/preview and …/apply: every row, the columns read past, and counts of rows by
 * action (products created, changed and left alone by the apply).
 */
export const ProductImportResponse = z.object({
  rows: z.array(ProductImportRow).max(PRODUCT_CSV_ROWS_MAX),
  ignoredColumns: z.array(z.string()),
  created: z.number().int().min(0),
  changed: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  errorCount: z.number().int().min(0),
  products: z.object({
    created: z.number().int().min(0),
    changed: z.number().int().min(0),
    unchanged: z.number().int().min(0),
  }),
  applied: z.boolean(),
});
export type ProductImportResponse = z.infer<typeof ProductImportResponse>;

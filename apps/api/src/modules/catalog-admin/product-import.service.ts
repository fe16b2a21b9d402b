import type { ProductImportResponse } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  checkProductImport,
  productImportCounts,
  readProductCsvTable,
  type ProductCsvCatalogue,
  type ProductCsvTable,
  type ProductImportCheck,
  type ProductImportPlan,
} from '@vastra/domain/back-office';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { listCategoryRows } from '../categories';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import type { ImagesService } from './images.service';
import { PhotosZipRefusal, readPhotosZip, type ZipPhoto } from './photos-zip';
import { productCsvRepository as repo, type StoredCsvAttribute, type StoredCsvProduct } from './product-csv.repository';
import { importRefused, sizeChanges, writeImport, type StoredPhoto } from './product-import-write';
import type { CatalogChanged } from './product-writes';
import { parseStockCsv } from './stock-import.service';
import { sqlState } from '../../shared/pg-errors';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The file's text, or why it is refused: UTF-8 with or without a byte order mark is read; anything else (Excel's
 * "CSV (Comma delimited)" writes Windows-1252, its "Unicode text" UTF-16) is refused whole, never guessed at —
 * a guessed encoding would write garbled titles into the catalogue (docs/decisions/095-catalogue-csv.md).
 */
export function decodeCsv(bytes: Uint8Array): { text: string } | { error: string } {
  const bom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = bom ? bytes.subarray(3) : bytes;
  if ((body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff)) {
    return { error: M.productCsvNotUtf8 };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body) };
  } catch {
    return { error: M.productCsvNotUtf8 };
  }
}

const UNIQUE_VIOLATION = '23505';

const namesOf = (photos: Map<string, ZipPhoto> | undefined) => (photos ? new Set(photos.keys()) : undefined);

/**
 * What the check reads of the database: the products the file names, the categories, the owners of its SKUs; and
 * the attributes the file's table was read with.
 */
async function catalogueOf(
  db: Db,
  table: ProductCsvTable,
  products: readonly StoredCsvProduct[],
  attributes: readonly StoredCsvAttribute[],
): Promise<ProductCsvCatalogue> {
  const byHandle = new Map(products.map((p) => [p.handle.toLowerCase(), p]));
  const skus = [...new Set(table.lines.flatMap((l) => (l.cells.sku ? [l.cells.sku.toLowerCase()] : [])))];
  const [categories, owners] = await Promise.all([listCategoryRows(db), repo.skuOwners(db, skus)]);
  const skuOwner = (sku: string) => owners.get(sku);
  return { byHandle: (handle) => byHandle.get(handle.toLowerCase()), categories, skuOwner, attributes };
}

function answer(check: ProductImportCheck, ignoredColumns: string[], applied: boolean): ProductImportResponse {
  const counts = productImportCounts(check.rows);
  const products = { created: 0, changed: 0, unchanged: 0 };
  for (const plan of check.plans) {
    const { added, changed } = sizeChanges(plan);
    if (plan.id === null) products.created += 1;
    else if (plan.fieldsChanged || added.length > 0 || changed.length > 0 || plan.photos.length > 0)
      products.changed += 1;
    else products.unchanged += 1;
  }
  return {
    rows: check.rows,
    ignoredColumns,
    created: counts.created,
    changed: counts.changed,
    unchanged: counts.unchanged,
    errorCount: counts.errors,
    products,
    applied,
  };
}

/**
 * The product spreadsheet's import: a preview answers every row (what it would create or change, or its errors);
 * an apply re-checks every row inside one transaction with the products and their sizes locked, and writes all of
 * it or nothing, in a handful of statements whatever the number of rows (docs/decisions/095-catalogue-csv.md).
 */
export function createProductImport(deps: {
  db: Db;
  clock: Clock;
  catalog: CatalogChanged;
  /** The product photo pipeline (same sizes, formats and limits as an upload), for the photos of a ZIP. */
  images: Pick<ImagesService, 'store' | 'discard'>;
}) {
  const { db, clock, catalog, images } = deps;

  /** The file's cells, or why it is refused. */
  function parse(bytes: Uint8Array): string[][] {
    const decoded = decodeCsv(bytes);
    if ('error' in decoded) throw importRefused(decoded.error);
    return parseStockCsv(decoded.text);
  }

  /**
   * The file's rows with the shop's attributes as `on` sees them (their columns are the file's too), and the
   * handles it names.
   */
  async function read(on: Db, cells: readonly string[][]) {
    const attributes = await repo.attributes(on);
    const table = readProductCsvTable(cells, attributes);
    if ('error' in table) throw importRefused(table.error);
    const handles = [...new Set(table.lines.map((l) => (l.cells.handle ?? '').toLowerCase()).filter(Boolean))];
    return { table, handles, attributes };
  }

  /** The ZIP's photos by lower-cased name (undefined when none was sent); refused whole when it cannot be used. */
  function unzip(zip: Buffer | null): Map<string, ZipPhoto> | undefined {
    if (zip === null) return undefined;
    try {
      return readPhotosZip(zip);
    } catch (error) {
      if (error instanceof PhotosZipRefusal) throw importRefused(error.message);
      throw error;
    }
  }

  /** Every photo the plans take, converted and stored before the transaction; none is kept if one fails. */
  async function storePhotos(plans: readonly ProductImportPlan[], photos: Map<string, ZipPhoto>) {
    const stored = new Map<string, StoredPhoto>();
    try {
      for (const name of new Set(plans.flatMap((p) => p.photos.map((photo) => photo.name)))) {
        const photo = photos.get(name);
        if (!photo) continue;
        try {
          stored.set(name, await images.store(photo.bytes));
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code;
          if (code === 'image_too_many_pixels') throw importRefused(M.productCsvPhotoTooManyPixels(photo.name));
          if (error instanceof AppError) throw importRefused(M.productCsvPhotoNotImage(photo.name));
          throw error;
        }
      }
    } catch (error) {
      await images.discard([...stored.values()]);
      throw error;
    }
    return stored;
  }

  return {
    /** Checks the file against the catalogue; writes nothing. */
    async preview(bytes: Uint8Array, origin: string, zip: Buffer | null = null): Promise<ProductImportResponse> {
      const { table, handles, attributes } = await read(db, parse(bytes));
      const photos = unzip(zip);
      const existing = await repo.named(db, handles, origin, false);
      return answer(
        checkProductImport(table, await catalogueOf(db, table, existing, attributes), namesOf(photos)),
        table.ignored,
        false,
      );
    },

    /** Checks again with the products locked, then writes every row or none (422 import_invalid with the rows). */
    async apply(
      staff: StaffUser,
      bytes: Uint8Array,
      origin: string,
      zip: Buffer | null = null,
    ): Promise<ProductImportResponse> {
      const cells = parse(bytes);
      // Read (its header checked) before the ZIP, as the preview does; again inside the transaction below.
      const outside = await read(db, cells);
      const photos = unzip(zip);
      const names = namesOf(photos);
      const at = clock.now();
      // The photos are converted and stored before the transaction (seconds each, never with rows locked); a file
      // with errors is answered before any is.
      let stored = new Map<string, StoredPhoto>();
      if (photos && photos.size > 0) {
        const { table, handles, attributes } = outside;
        const existing = await repo.named(db, handles, origin, false);
        const unlocked = checkProductImport(table, await catalogueOf(db, table, existing, attributes), names);
        const checked = answer(unlocked, table.ignored, false);
        if (checked.errorCount > 0) {
          throw new AppError('unprocessable', M.importHasErrors, { code: 'import_invalid', ...checked });
        }
        stored = await storePhotos(unlocked.plans, photos);
      }
      let result: ProductImportResponse;
      try {
        result = await db.transaction(async (tx) => {
          const { table, handles, attributes } = await read(tx, cells);
          const existing = await repo.named(tx, handles, origin, true);
          // The categories and attributes as this transaction sees them: one removed meanwhile cannot be written
          // (its key refuses).
          const check = checkProductImport(table, await catalogueOf(tx, table, existing, attributes), names);
          const checked = answer(check, table.ignored, false);
          if (checked.errorCount > 0) {
            throw new AppError('unprocessable', M.importHasErrors, { code: 'import_invalid', ...checked });
          }
          const written = await writeImport(tx, staff, check.plans, at, stored, attributes);
          await recordAudit(tx, staff, {
            action: 'products.import',
            targetType: 'product',
            targetId: null,
            after: { rows: checked.rows.length, ...checked.products, ...written },
          });
          return { ...checked, applied: true };
        });
      } catch (error) {
        // Nothing was written: the photos stored for it go too.
        await images.discard([...stored.values()]);
        // Another import created one of these handles in the same instant: its unique index keeps one.
        if (sqlState(error) === UNIQUE_VIOLATION) {
          throw new AppError('conflict', M.productCsvHandleTaken, { code: 'conflict' });
        }
        throw error;
      }
      await catalog.changed();
      return result;
    },
  };
}

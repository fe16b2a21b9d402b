import type { ProductImportResponse } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  IMAGES_PER_PRODUCT_MAX,
  checkProductImport,
  productImportCounts,
  readProductCsvTable,
  type ProductCsvCatalogue,
  type ProductCsvTable,
  variantChanges,
  type ProductImportCheck,
  type ProductImportPlan,
  type CsvVariant,
} from '@vastra/domain/back-office';
import { splitVariantKey } from '@vastra/domain/catalog';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { listCategoryRows } from '../categories';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { catalogAdminRepository as stockRepo, type MovementInput } from './catalog-admin.repository';
import { imagesOf, insertImages, syncProductImages } from './images.repository';
import { tickOptionAttributeValues } from './option-attribute-ticks';
import type { ImagesService } from './images.service';
import { PhotosZipRefusal, readPhotosZip, type ZipPhoto } from './photos-zip';
import { productCsvRepository as repo, type StoredCsvProduct } from './product-csv.repository';
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

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const UNIQUE_VIOLATION = '23505';

type StoredPhoto = Awaited<ReturnType<ImagesService['store']>>;

const namesOf = (photos: Map<string, ZipPhoto> | undefined) => (photos ? new Set(photos.keys()) : undefined);

/** Where a size the file adds to a product goes: after its own sizes (a product has at most 12). */
const ADDED_SIZE_POSITION = 100;

/** What the check reads of the database: the products the file names, the categories, the owners of its SKUs. */
async function catalogueOf(
  db: Db,
  table: ProductCsvTable,
  products: readonly StoredCsvProduct[],
): Promise<ProductCsvCatalogue> {
  const byHandle = new Map(products.map((p) => [p.handle.toLowerCase(), p]));
  const skus = [...new Set(table.lines.flatMap((l) => (l.cells.sku ? [l.cells.sku.toLowerCase()] : [])))];
  const [categories, owners] = await Promise.all([listCategoryRows(db), repo.skuOwners(db, skus)]);
  return { byHandle: (handle) => byHandle.get(handle.toLowerCase()), categories, skuOwner: (sku) => owners.get(sku) };
}

/** What changes in a plan's variants: new ones, and those with any field changed. */
function sizeChanges(plan: ProductImportPlan) {
  const added = plan.variants.filter((v) => v.before === null).map((v) => v.variant);
  const changed = plan.variants.flatMap(({ variant, before }) =>
    before !== null && variantChanges(before, variant).length > 0 ? [{ variant, before }] : [],
  );
  return { added, changed };
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

  function fileRefused(message: string): AppError {
    return new AppError('unprocessable', message, {
      code: 'import_invalid',
      rows: [],
      ignoredColumns: [],
      created: 0,
      changed: 0,
      unchanged: 0,
      errorCount: 0,
      products: { created: 0, changed: 0, unchanged: 0 },
      applied: false,
    });
  }

  function read(bytes: Uint8Array) {
    const decoded = decodeCsv(bytes);
    if ('error' in decoded) throw fileRefused(decoded.error);
    const table = readProductCsvTable(parseStockCsv(decoded.text));
    if ('error' in table) throw fileRefused(table.error);
    const handles = [...new Set(table.lines.map((l) => (l.cells.handle ?? '').toLowerCase()).filter(Boolean))];
    return { table, handles };
  }

  /** The ZIP's photos by lower-cased name (undefined when none was sent); refused whole when it cannot be used. */
  function unzip(zip: Buffer | null): Map<string, ZipPhoto> | undefined {
    if (zip === null) return undefined;
    try {
      return readPhotosZip(zip);
    } catch (error) {
      if (error instanceof PhotosZipRefusal) throw fileRefused(error.message);
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
          if (code === 'image_too_many_pixels') throw fileRefused(M.productCsvPhotoTooManyPixels(photo.name));
          if (error instanceof AppError) throw fileRefused(M.productCsvPhotoNotImage(photo.name));
          throw error;
        }
      }
    } catch (error) {
      await images.discard([...stored.values()]);
      throw error;
    }
    return stored;
  }

  /** Lists the stored photos after each product's own, in the file's order, with their alt texts. */
  async function attachPhotos(
    tx: Db,
    plans: readonly ProductImportPlan[],
    ids: ReadonlyMap<string, string>,
    stored: ReadonlyMap<string, StoredPhoto>,
  ) {
    let count = 0;
    for (const plan of plans) {
      const productId = plan.id ?? ids.get(plan.handle);
      if (!productId || plan.photos.length === 0) continue;
      const before = await imagesOf(tx, productId);
      if (before.length + plan.photos.length > IMAGES_PER_PRODUCT_MAX) throw fileRefused(M.tooManyImages);
      const added = plan.photos.flatMap(({ name, alt }) => {
        const image = stored.get(name);
        return image ? [{ ...image, alt }] : [];
      });
      await insertImages(
        tx,
        productId,
        added.map(({ id, folder, url, width, height, bytes, alt }) => ({
          id,
          storageKey: folder,
          url,
          width,
          height,
          bytes,
          alt,
        })),
        (before.at(-1)?.position ?? -1) + 1,
      );
      await syncProductImages(tx, productId, [...before.map((b) => b.url), ...added.map((a) => a.url)]);
      count += added.length;
    }
    return count;
  }

  async function write(
    tx: Db,
    staff: StaffUser,
    plans: readonly ProductImportPlan[],
    at: Date,
    stored: ReadonlyMap<string, StoredPhoto>,
  ) {
    const fresh = plans.filter((p) => p.id === null);
    const ids = new Map<string, string>();
    if (fresh.length > 0) {
      const made = rowsOf<{ id: string; handle: string }>(
        await tx.execute(sql`
          insert into products (title, handle, description, category, status, returnable, option2_name, tags, images,
                                created_at, updated_at)
          select x.title, x.handle, x.description, x.category, x.status, x.returnable, x."option2Name", x.tags,
                 '[]'::jsonb, ${at}, ${at}
            from json_to_recordset(${json(fresh.map((p) => ({ handle: p.handle, ...p.fields })))})
              as x(title text, handle text, description text, category text, status text, returnable boolean,
                   "option2Name" text, tags text[])
          returning id, handle`),
      );
      for (const row of made) ids.set(row.handle, row.id);
    }
    const photosAdded = await attachPhotos(tx, plans, ids, stored);
    const touched = plans.filter((p) => {
      if (p.id === null) return false;
      const { added, changed } = sizeChanges(p);
      return p.fieldsChanged || added.length > 0 || changed.length > 0;
    });
    if (touched.length > 0) {
      await tx.execute(sql`
        update products p
           set title = x.title, description = x.description, category = x.category, status = x.status,
               returnable = x.returnable, option2_name = x."option2Name", tags = x.tags, updated_at = ${at}
          from json_to_recordset(${json(touched.map((p) => ({ id: p.id, ...p.fields })))})
            as x(id uuid, title text, description text, category text, status text, returnable boolean,
                 "option2Name" text, tags text[])
         where p.id = x.id`);
    }
    type SizeRow = Omit<CsvVariant, 'stock'> & { productId: string; option1: string; option2: string | null };
    const insertRows: (SizeRow & { stock: number; position: number })[] = [];
    const updateRows: (SizeRow & { stock: number })[] = [];
    const movements: MovementInput[] = [];
    const movement = (productId: string, size: string, before: number, after: number): MovementInput => ({
      productId,
      size,
      before,
      after,
      reason: 'import',
      note: null,
      staffId: staff.id,
      staffName: staff.fullName,
      at,
    });
    for (const plan of plans) {
      const productId = plan.id ?? ids.get(plan.handle);
      if (!productId) throw new Error(`product ${plan.handle} not inserted`);
      const { added, changed } = sizeChanges(plan);
      // A new product's sizes in the file's order; a size added to a product goes after the sizes it has.
      added.forEach((v, i) => {
        const [option1, option2] = splitVariantKey(v.size);
        const position = plan.id === null ? i : ADDED_SIZE_POSITION + i;
        insertRows.push({ productId, ...v, option1, option2, position });
        if (v.stock > 0) movements.push(movement(productId, v.size, 0, v.stock));
      });
      for (const { variant, before } of changed) {
        const [option1, option2] = splitVariantKey(variant.size);
        updateRows.push({ productId, ...variant, option1, option2 });
        if (before.stock !== variant.stock)
          movements.push(movement(productId, variant.size, before.stock, variant.stock));
      }
    }
    if (insertRows.length > 0) {
      await tx.execute(sql`
        insert into product_variants (product_id, size, price_paise, original_price_paise, stock, position, option1,
                                      option2, sku, barcode, weight_grams)
        select x."productId", x.size, x."pricePaise", x."originalPricePaise", x.stock, x.position, x.option1,
               x.option2, x.sku, x.barcode, x."weightGrams"
          from json_to_recordset(${json(insertRows)})
            as x("productId" uuid, size text, "pricePaise" int, "originalPricePaise" int, stock int, position int,
                 option1 text, option2 text, sku text, barcode text, "weightGrams" int)`);
    }
    if (updateRows.length > 0) {
      await tx.execute(sql`
        update product_variants v
           set price_paise = x."pricePaise", original_price_paise = x."originalPricePaise", stock = x.stock,
               sku = x.sku, barcode = x.barcode, weight_grams = x."weightGrams"
          from json_to_recordset(${json(updateRows)})
            as x("productId" uuid, size text, "pricePaise" int, "originalPricePaise" int, stock int, sku text,
                 barcode text, "weightGrams" int)
         where v.product_id = x."productId" and v.size = x.size`);
    }
    await stockRepo.insertMovements(tx, movements);
    const valuesTicked = await tickOptionAttributeValues(
      tx,
      plans.map((plan) => ({
        productId: plan.id ?? ids.get(plan.handle) ?? '',
        option2Name: plan.fields.option2Name,
        values: sizeChanges(plan).added.flatMap((v) => splitVariantKey(v.size)[1] ?? []),
      })),
    );
    return {
      sizesAdded: insertRows.length,
      sizesChanged: updateRows.length,
      stockMoves: movements.length,
      photosAdded,
      valuesTicked,
    };
  }

  return {
    /** Checks the file against the catalogue; writes nothing. */
    async preview(bytes: Uint8Array, origin: string, zip: Buffer | null = null): Promise<ProductImportResponse> {
      const { table, handles } = read(bytes);
      const photos = unzip(zip);
      const existing = await repo.named(db, handles, origin, false);
      return answer(
        checkProductImport(table, await catalogueOf(db, table, existing), namesOf(photos)),
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
      const { table, handles } = read(bytes);
      const photos = unzip(zip);
      const names = namesOf(photos);
      const at = clock.now();
      // The photos are converted and stored before the transaction (seconds each, never with rows locked); a file
      // with errors is answered before any is.
      let stored = new Map<string, StoredPhoto>();
      if (photos && photos.size > 0) {
        const unlocked = checkProductImport(
          table,
          await catalogueOf(db, table, await repo.named(db, handles, origin, false)),
          names,
        );
        const checked = answer(unlocked, table.ignored, false);
        if (checked.errorCount > 0) {
          throw new AppError('unprocessable', M.importHasErrors, { code: 'import_invalid', ...checked });
        }
        stored = await storePhotos(unlocked.plans, photos);
      }
      let result: ProductImportResponse;
      try {
        result = await db.transaction(async (tx) => {
          const existing = await repo.named(tx, handles, origin, true);
          // The categories as this transaction sees them: one removed meanwhile cannot be written (its key refuses).
          const check = checkProductImport(table, await catalogueOf(tx, table, existing), names);
          const checked = answer(check, table.ignored, false);
          if (checked.errorCount > 0) {
            throw new AppError('unprocessable', M.importHasErrors, { code: 'import_invalid', ...checked });
          }
          const written = await write(tx, staff, check.plans, at, stored);
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

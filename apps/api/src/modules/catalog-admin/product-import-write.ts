import type { ProductImportResponse } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  IMAGES_PER_PRODUCT_MAX,
  variantChanges,
  type CsvVariant,
  type ProductImportPlan,
} from '@vastra/domain/back-office';
import { splitVariantKey } from '@vastra/domain/catalog';
import { sql } from 'drizzle-orm';
import { attributeTextOf } from '../../db/attribute-text';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import { catalogAdminRepository as stockRepo, type MovementInput } from './catalog-admin.repository';
import { imagesOf, insertImages, syncProductImages } from './images.repository';
import type { ImagesService } from './images.service';
import { tickOptionAttributeValues } from './option-attribute-ticks';
import type { StoredCsvAttribute } from './product-csv.repository';
import { rewriteAttributeText, writeAttributeValues } from './product-import-attributes';

// The product spreadsheet's apply (product-import.service.ts): its checked plans written inside the apply's
// transaction, in a handful of statements whatever the number of rows (docs/decisions/095-catalogue-csv.md).

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type StoredPhoto = Awaited<ReturnType<ImagesService['store']>>;

/** Where a size the file adds to a product goes: after its own sizes (a product has at most 12). */
const ADDED_SIZE_POSITION = 100;

/** A file refused whole (422 import_invalid): its message, and no rows. */
export function importRefused(message: string): AppError {
  const none: ProductImportResponse = {
    rows: [],
    ignoredColumns: [],
    created: 0,
    changed: 0,
    unchanged: 0,
    errorCount: 0,
    products: { created: 0, changed: 0, unchanged: 0 },
    applied: false,
  };
  return new AppError('unprocessable', message, { code: 'import_invalid', ...none });
}

/** What changes in a plan's variants: new ones, and those with any field changed. */
export function sizeChanges(plan: ProductImportPlan) {
  const added = plan.variants.filter((v) => v.before === null).map((v) => v.variant);
  const changed = plan.variants.flatMap(({ variant, before }) =>
    before !== null && variantChanges(before, variant).length > 0 ? [{ variant, before }] : [],
  );
  return { added, changed };
}

/** Whether the file changes some of a product's attribute values. */
const hasValues = (plan: ProductImportPlan) => Object.keys(plan.attributes).length > 0;

/** Inserts the new products; their ids by handle. */
async function insertProducts(tx: Db, plans: readonly ProductImportPlan[], at: Date): Promise<Map<string, string>> {
  const fresh = plans.filter((p) => p.id === null);
  const ids = new Map<string, string>();
  if (fresh.length === 0) return ids;
  const made = rowsOf<{ id: string; handle: string }>(
    await tx.execute(sql`
      insert into products (title, handle, description, category, status, returnable, option2_name, tags, hsn,
                            title_hi, description_hi, images, created_at, updated_at)
      select x.title, x.handle, x.description, x.category, x.status, x.returnable, x."option2Name", x.tags, x.hsn,
             x."titleHi", x."descriptionHi", '[]'::jsonb, ${at}, ${at}
        from json_to_recordset(${json(fresh.map((p) => ({ handle: p.handle, ...p.fields })))})
          as x(title text, handle text, description text, category text, status text, returnable boolean,
               "option2Name" text, tags text[], hsn text, "titleHi" text, "descriptionHi" text)
      returning id, handle`),
  );
  for (const row of made) ids.set(row.handle, row.id);
  return ids;
}

/**
 * Writes the fields of the products that exist and change (their fields or their variants: `updated_at`), and the
 * search words of those whose attribute values the file changed (written before: one row write, not two).
 */
async function updateProducts(tx: Db, plans: readonly ProductImportPlan[], at: Date): Promise<void> {
  const touched = plans.filter((p) => {
    if (p.id === null) return false;
    const { added, changed } = sizeChanges(p);
    return p.fieldsChanged || added.length > 0 || changed.length > 0;
  });
  if (touched.length === 0) return;
  await tx.execute(sql`
    update products p
       set title = x.title, description = x.description, category = x.category, status = x.status,
           returnable = x.returnable, option2_name = x."option2Name", tags = x.tags, hsn = x.hsn,
           title_hi = x."titleHi", description_hi = x."descriptionHi", updated_at = ${at},
           attribute_text = case when x.words then ${attributeTextOf(sql`p.id`)} else p.attribute_text end
      from json_to_recordset(${json(touched.map((p) => ({ id: p.id, ...p.fields, words: hasValues(p) })))})
        as x(id uuid, title text, description text, category text, status text, returnable boolean,
             "option2Name" text, tags text[], hsn text, "titleHi" text, "descriptionHi" text, words boolean)
     where p.id = x.id`);
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
    if (before.length + plan.photos.length > IMAGES_PER_PRODUCT_MAX) throw importRefused(M.tooManyImages);
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

type VariantRow = Omit<CsvVariant, 'stock'> & { productId: string; option1: string; option2: string | null };

/** The variant rows to insert and update, and the stock movements they make (reason 'import'). */
function variantRows(
  plans: readonly ProductImportPlan[],
  ids: ReadonlyMap<string, string>,
  staff: StaffUser,
  at: Date,
) {
  const inserts: (VariantRow & { stock: number; position: number })[] = [];
  const updates: (VariantRow & { stock: number })[] = [];
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
      inserts.push({ productId, ...v, option1, option2, position });
      if (v.stock > 0) movements.push(movement(productId, v.size, 0, v.stock));
    });
    for (const { variant, before } of changed) {
      const [option1, option2] = splitVariantKey(variant.size);
      updates.push({ productId, ...variant, option1, option2 });
      if (before.stock !== variant.stock)
        movements.push(movement(productId, variant.size, before.stock, variant.stock));
    }
  }
  return { inserts, updates, movements };
}

/**
 * Writes every plan: products, photos, variants, stock movements, the attribute values the file sets, then the
 * colours' values its new variants tick beside them (decision 099), and the search words of every product whose
 * values changed.
 */
export async function writeImport(
  tx: Db,
  staff: StaffUser,
  plans: readonly ProductImportPlan[],
  at: Date,
  stored: ReadonlyMap<string, StoredPhoto>,
  attributes: readonly StoredCsvAttribute[],
) {
  const ids = await insertProducts(tx, plans, at);
  const photosAdded = await attachPhotos(tx, plans, ids, stored);
  const valuesSet = await writeAttributeValues(tx, plans, ids, attributes);
  await updateProducts(tx, plans, at);
  const { inserts, updates, movements } = variantRows(plans, ids, staff, at);
  if (inserts.length > 0) {
    await tx.execute(sql`
      insert into product_variants (product_id, size, price_paise, original_price_paise, stock, position, option1,
                                    option2, sku, barcode, weight_grams)
      select x."productId", x.size, x."pricePaise", x."originalPricePaise", x.stock, x.position, x.option1,
             x.option2, x.sku, x.barcode, x."weightGrams"
        from json_to_recordset(${json(inserts)})
          as x("productId" uuid, size text, "pricePaise" int, "originalPricePaise" int, stock int, position int,
               option1 text, option2 text, sku text, barcode text, "weightGrams" int)`);
  }
  if (updates.length > 0) {
    await tx.execute(sql`
      update product_variants v
         set price_paise = x."pricePaise", original_price_paise = x."originalPricePaise", stock = x.stock,
             sku = x.sku, barcode = x.barcode, weight_grams = x."weightGrams"
        from json_to_recordset(${json(updates)})
          as x("productId" uuid, size text, "pricePaise" int, "originalPricePaise" int, stock int, sku text,
               barcode text, "weightGrams" int)
       where v.product_id = x."productId" and v.size = x.size`);
  }
  await stockRepo.insertMovements(tx, movements);
  // After the file's values, so a colour a new variant brings is ticked beside the cell's, not replaced by it.
  const added = plans.map((plan) => ({
    productId: plan.id ?? ids.get(plan.handle) ?? '',
    option2Name: plan.fields.option2Name,
    values: sizeChanges(plan).added.flatMap((v) => splitVariantKey(v.size)[1] ?? []),
  }));
  const valuesTicked = await tickOptionAttributeValues(tx, added);
  // The search words of new products with values and of products with a colour ticked (updateProducts wrote the rest).
  await rewriteAttributeText(tx, [
    ...plans.flatMap((plan) => (plan.id === null && hasValues(plan) ? (ids.get(plan.handle) ?? []) : [])),
    ...(valuesTicked > 0 ? added.filter((a) => a.values.length > 0).map((a) => a.productId) : []),
  ]);
  return {
    sizesAdded: inserts.length,
    sizesChanged: updates.length,
    stockMoves: movements.length,
    photosAdded,
    attributeValuesSet: valuesSet,
    valuesTicked,
  };
}

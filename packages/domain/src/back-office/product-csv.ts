import { splitVariantKey, VARIANT_KEY_SEPARATOR, variantKey } from '../catalog/variant-key';
import { VARIANTS_PER_PRODUCT_MAX } from '../catalog/variant-options';
import {
  IMAGE_ALT_MAX,
  IMAGES_PER_PRODUCT_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_TITLE_MAX,
  SIZES_PER_PRODUCT_MAX,
  type ProductStatus,
} from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import {
  parseBarcode,
  parseGrams,
  parseOption2Name,
  parseOptionValue,
  parseSku,
  parseTags,
  sameTags,
  type Parsed,
} from './product-csv-cells';
import { importStockValue } from './stock-import';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from './variant-messages';
import type { CsvProduct, CsvVariant, ProductCsvField } from './product-csv-columns';
import {
  DEFAULT_CSV_CATEGORIES,
  HANDLE_MAX,
  HANDLE_PATTERN,
  parseBoolean,
  parseCategory,
  parseRupees,
  parseStatus,
  type ProductCsvLine,
  type ProductCsvTable,
} from './product-csv-read';

export * from './product-csv-columns';
export { HANDLE_MAX, HANDLE_PATTERN, parseRupees, readProductCsvTable } from './product-csv-read';
export type { ProductCsvLine, ProductCsvTable } from './product-csv-read';

// The product spreadsheet (docs/decisions/095-catalogue-csv.md): checking a file's rows against the catalogue. Reading
// the file's bytes and the database are the API's; these are the rules, so a preview and the apply's re-check inside
// its transaction say the same thing about every row.

// ——— Planning ———

/** The catalogue as the import sees it: a product by its handle (or its id, for one that has none). */
export interface ProductCsvCatalogue {
  byHandle(handle: string): (CsvProduct & { hasPhoto: boolean }) | undefined;
  /** The shop's categories (slug and name) a row's Type may name; the seed's five when not given. */
  categories?: readonly { slug: string; name: string }[];
  /** The product whose variant has this SKU (lower-case), if any: a SKU is the shop's once. */
  skuOwner?(sku: string): string | undefined;
}

export type ProductImportAction = 'create' | 'change' | 'unchanged' | 'error';

/** One row checked: what applying it would do (which fields change), or what is wrong with it. */
export interface ProductImportRowResult {
  line: number;
  handle: string;
  /** The product's title: the file's, else the catalogue's (null when neither has one). */
  title: string | null;
  size: string | null;
  action: ProductImportAction;
  changes: string[];
  errors: string[];
  notes: string[];
}

/** A product the file names, as it will be after the apply. */
export interface ProductImportPlan {
  handle: string;
  /** Null: a new product. */
  id: string | null;
  fields: {
    title: string;
    description: string;
    category: string;
    status: ProductStatus;
    returnable: boolean;
    option2Name: string | null;
    tags: string[];
  };
  /** Whether a product field changes (or the product is new). */
  fieldsChanged: boolean;
  variants: { variant: CsvVariant; before: CsvVariant | null }[];
  /** Photos from the ZIP sent with the file (bare `Image Src` names, lower-cased), in the file's order. */
  photos: { name: string; alt: string }[];
}

export interface ProductImportCheck {
  rows: ProductImportRowResult[];
  plans: ProductImportPlan[];
}

interface Group {
  handle: string;
  lines: ProductCsvLine[];
}

function groupsOf(lines: readonly ProductCsvLine[]): Group[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const handle = (line.cells.handle ?? '').toLowerCase();
    const group = groups.get(handle) ?? { handle, lines: [] };
    group.lines.push(line);
    groups.set(handle, group);
  }
  return [...groups.values()];
}

/** An address's path ('/media/p/1/a.jpg' of 'https://shop.in/media/p/1/a.jpg'). */
const pathOf = (url: string): string => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');

const isUuidLike = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text);

/** Shopify's single-option products: `Option1 Name = Title`, `Option1 Value = Default Title` is one free size. */
const DEFAULT_TITLE = 'default title';
export const FREE_SIZE = 'Free';

/**
 * Every line checked against the catalogue, grouped by handle (a product's first line carries its fields, later
 * lines its other sizes and photos). Errors: a bad or missing handle, a new product without title, category or
 * price, a size twice, bad numbers, a price above the compare-at price, an unknown category or status, a cell over
 * PRODUCT_CSV_CELL_MAX, an option other than size, too many sizes, a new active product without a photo.
 * Sizes the file does not name are left as they are; photos are matched, never downloaded.
 */
/** A bare file name (`kurti-red-1.jpg`): no scheme, no folder; matched to the ZIP of photos by name. */
export const isPhotoFileName = (src: string): boolean => /^[^/\\:?#]+\.[a-z0-9]{2,5}$/i.test(src);

/**
 * `photos`: the file names in the ZIP sent with the file (lower-case, matched case-insensitively), or undefined
 * when none was sent.
 */
export function checkProductImport(
  table: ProductCsvTable,
  catalogue: ProductCsvCatalogue,
  photos?: ReadonlySet<string>,
): ProductImportCheck {
  const rows: ProductImportRowResult[] = [];
  const plans: ProductImportPlan[] = [];
  const has = (field: ProductCsvField) => table.present.has(field);
  /** The SKUs the file has given so far (lower-case): each once in the file. */
  const skusInFile = new Set<string>();

  for (const group of groupsOf(table.lines)) {
    const { handle } = group;
    const existing = handle ? catalogue.byHandle(handle) : undefined;
    const results = group.lines.map((l): ProductImportRowResult => ({
      line: l.line,
      handle: l.cells.handle ?? '',
      title: null,
      size: null,
      action: 'unchanged',
      changes: [],
      errors: [],
      notes: [],
    }));
    const [first] = results;
    const [firstLine] = group.lines;
    if (!first || !firstLine) continue;
    results.forEach((r, i) => {
      if (group.lines[i]?.tooLong) r.errors.push(M.productCsvCellTooLong);
    });

    if (!handle) first.errors.push(M.productCsvHandleRequired);
    else if (!existing && isUuidLike(handle)) first.errors.push(M.productCsvIdUnknown);
    else if (!existing && (!HANDLE_PATTERN.test(handle) || handle.length > HANDLE_MAX))
      first.errors.push(M.productCsvHandleInvalid);

    // The product's fields: its first line's cells; an absent column (or, for a product that exists, an empty
    // cell) keeps what the product has.
    const cells = firstLine.cells;
    const fieldErrors: string[] = [];
    const refused = new Set<ProductCsvField>();
    const take = <T>(field: ProductCsvField, parse: (cell: string) => Parsed<T>, keep: T | undefined) => {
      const cell = has(field) ? (cells[field] ?? '') : '';
      if (cell === '') return keep;
      const parsed = parse(cell);
      if ('error' in parsed) {
        fieldErrors.push(parsed.error);
        refused.add(field);
        return keep;
      }
      return parsed.value;
    };
    const title = take(
      'title',
      (c) => (c.length > PRODUCT_TITLE_MAX ? { error: M.titleTooLong } : { value: c }),
      existing?.title,
    );
    const description = take(
      'description',
      (c) => (c.trim().length > PRODUCT_DESCRIPTION_MAX ? { error: M.descriptionTooLong } : { value: c.trim() }),
      existing?.description,
    );
    const knownCategories = catalogue.categories ?? DEFAULT_CSV_CATEGORIES;
    const category = take('category', (cell) => parseCategory(cell, knownCategories), existing?.category);
    const published = take('published', parseBoolean, undefined);
    const status: ProductStatus | undefined =
      take('status', parseStatus, undefined) ??
      (published === undefined ? existing?.status : published ? 'active' : 'draft');
    const returnable = take('returnable', parseBoolean, existing?.returnable);
    // The second option's name: the first line of the product that names one (as Shopify, its first row).
    const nameCell = has('option2Name')
      ? group.lines.map((l) => l.cells.option2Name ?? '').find((cell) => cell !== '')
      : undefined;
    let option2Name = existing?.option2Name ?? null;
    if (nameCell !== undefined) {
      const parsed = parseOption2Name(nameCell);
      if ('error' in parsed) fieldErrors.push(parsed.error);
      else option2Name = parsed.value;
    }
    // Tags: the cell is the whole list, so an empty one (as exported for a product without tags) clears them.
    let tags: readonly string[] = existing?.tags ?? [];
    if (has('tags')) {
      const parsed = parseTags(cells.tags ?? '');
      if ('error' in parsed) fieldErrors.push(parsed.error);
      else tags = parsed.value;
    }
    for (const r of results) r.title = title ?? null;
    if (title === undefined && !refused.has('title')) fieldErrors.push(M.titleRequired);
    if (category === undefined && !refused.has('category')) fieldErrors.push(M.categoryRequired);
    first.errors.push(...fieldErrors);

    // Variants, one per line that names one (its key: the size, or "M / Red").
    const variants: ProductImportPlan['variants'] = [];
    const seen = new Set<string>();
    group.lines.forEach((line, i) => {
      const result = results[i];
      if (!result) return;
      const c = line.cells;
      const optionName = (c.optionName ?? '').toLowerCase();
      let size = c.size ?? '';
      let option2 = c.option2 ?? '';
      if (optionName === 'title' && size.toLowerCase() === DEFAULT_TITLE) size = FREE_SIZE;
      else if (optionName !== '' && optionName !== 'size' && size !== '') {
        result.errors.push(M.productCsvOptionUnknown(c.optionName ?? ''));
        return;
      }
      // An older export wrote a two-option variant's whole key in Option1 Value: split, as the product API does.
      if (option2 === '' && size.includes(VARIANT_KEY_SEPARATOR)) {
        const [first, second] = splitVariantKey(size);
        size = first;
        option2 = second ?? '';
      }
      const variantCells: ProductCsvField[] = [
        'price',
        'compareAtPrice',
        'stock',
        'option2',
        'sku',
        'barcode',
        'grams',
      ];
      if (size === '') {
        if (variantCells.some((f) => (c[f] ?? '') !== '')) result.errors.push(M.sizeRequired);
        return;
      }
      const one = parseOptionValue(size, M.productCsvSizeTooLong);
      const two = option2 === '' ? { value: null } : parseOptionValue(option2, V.optionTooLong);
      const valueErrors = [one, two].flatMap((p) => ('error' in p ? [p.error] : []));
      if (valueErrors.length > 0 || 'error' in one || 'error' in two) {
        result.errors.push(...valueErrors);
        return;
      }
      if (option2Name === null && two.value !== null) {
        result.errors.push(V.option2Unexpected);
        return;
      }
      if (option2Name !== null && two.value === null) {
        result.errors.push(V.option2Missing);
        return;
      }
      const keyText = variantKey(one.value, two.value);
      const key = keyText.toLowerCase();
      if (seen.has(key)) {
        result.size = keyText;
        result.errors.push(option2Name === null ? M.importDuplicateRow : V.pairDuplicate);
        return;
      }
      seen.add(key);
      const before = existing?.variants.find((v) => v.size.toLowerCase() === key) ?? null;
      result.size = before?.size ?? keyText;
      const errors: string[] = [];
      const price = (c.price ?? '') === '' ? undefined : parseRupees(c.price ?? '');
      let pricePaise = before?.pricePaise;
      if (price === undefined) {
        if (!before || has('price')) errors.push(M.priceRequired);
      } else if ('error' in price) errors.push(price.error);
      else pricePaise = price.value;
      let originalPricePaise = before?.originalPricePaise ?? null;
      if (has('compareAtPrice')) {
        const cell = c.compareAtPrice ?? '';
        if (cell === '') originalPricePaise = null;
        else {
          const mrp = parseRupees(cell);
          if ('error' in mrp) errors.push(`${M.productCsvCompareAt}: ${mrp.error}`);
          else originalPricePaise = mrp.value;
        }
      }
      let stock = before?.stock ?? 0;
      if (has('stock') && (c.stock ?? '') !== '') {
        const value = importStockValue(c.stock ?? '');
        if ('error' in value) errors.push(value.error);
        else stock = value.stock;
      }
      if (pricePaise !== undefined && originalPricePaise !== null && originalPricePaise < pricePaise)
        errors.push(M.productCsvPriceAboveCompareAt);
      // Codes and weight: an absent column keeps them; an empty cell is "none", as the export writes none.
      const code = <T>(field: ProductCsvField, parse: (cell: string) => Parsed<T>, keep: T): T => {
        if (!has(field)) return keep;
        const parsed = parse(c[field] ?? '');
        if ('error' in parsed) {
          errors.push(parsed.error);
          return keep;
        }
        return parsed.value;
      };
      const sku = code('sku', parseSku, before?.sku ?? null);
      const barcode = code('barcode', parseBarcode, before?.barcode ?? null);
      const weightGrams = code('grams', parseGrams, before?.weightGrams ?? null);
      if (sku !== null && has('sku')) {
        const lower = sku.toLowerCase();
        const owner = catalogue.skuOwner?.(lower);
        if (skusInFile.has(lower)) errors.push(V.skuDuplicate);
        else if (owner !== undefined && owner !== existing?.id) errors.push(V.skuTaken(sku));
        skusInFile.add(lower);
      }
      result.errors.push(...errors);
      if (errors.length > 0 || pricePaise === undefined) return;
      const variant = { size: result.size, pricePaise, originalPricePaise, stock, sku, barcode, weightGrams };
      variants.push({ variant, before });
      if (!before) {
        result.action = 'create';
        const added = option2Name === null ? M.productCsvNewSize : V.csvNewVariant;
        result.changes.push(existing ? added : M.productCsvNewProduct);
        return;
      }
      result.changes.push(...variantChanges(before, variant));
    });
    // The variants the file does not name stay as they are: they count, keep their SKUs and must fit the options.
    const kept = (existing?.variants ?? []).filter((v) => !seen.has(v.size.toLowerCase()));
    const variantCount = kept.length + seen.size;
    if (option2Name === null && variantCount > SIZES_PER_PRODUCT_MAX) first.errors.push(M.tooManySizes);
    if (option2Name !== null && variantCount > VARIANTS_PER_PRODUCT_MAX) first.errors.push(V.tooManyVariants);
    if (option2Name !== null && kept.some((v) => splitVariantKey(v.size)[1] === null))
      first.errors.push(V.option2Missing);
    const keptSkus = new Set(kept.flatMap((v) => (v.sku === null ? [] : [v.sku.toLowerCase()])));
    if (variants.some(({ variant }) => variant.sku !== null && keptSkus.has(variant.sku.toLowerCase())))
      first.errors.push(V.skuDuplicate);
    if (!existing && variants.length === 0 && first.errors.length === 0) first.errors.push(M.sizesRequired);

    // Photos: a product's own photo (by its address) stays; a bare file name is taken from the ZIP sent with the
    // file; anything else is reported, never fetched.
    const zipPhotos: ProductImportPlan['photos'] = [];
    group.lines.forEach((line, i) => {
      const src = (line.cells.imageSrc ?? '').trim();
      const result = results[i];
      if (!src || !result) return;
      const own = existing?.images.some((image) => image.url === src || pathOf(image.url) === src);
      if (own) return;
      if (!isPhotoFileName(src)) result.notes.push(M.productCsvPhotoNotImported(src));
      else if (!photos) result.notes.push(M.productCsvPhotoNoZip(src));
      else if (!photos.has(src.toLowerCase())) result.errors.push(M.productCsvPhotoMissing(src));
      else {
        result.notes.push(M.productCsvPhotoFound(src));
        result.changes.push(M.productCsvNewPhoto);
        zipPhotos.push({ name: src.toLowerCase(), alt: (line.cells.imageAlt ?? '').trim().slice(0, IMAGE_ALT_MAX) });
      }
    });
    const photoCount = (existing?.images.length ?? 0) + zipPhotos.length;
    if (zipPhotos.length > 0 && photoCount > IMAGES_PER_PRODUCT_MAX) first.errors.push(M.tooManyImages);

    // The product's fields, and what changes of them (on its first line). A product without a photo cannot be
    // active: it is saved as a draft, and the row says so.
    let fields: ProductImportPlan['fields'] | null = null;
    if (title !== undefined && category !== undefined) {
      let wanted: ProductStatus = status ?? 'draft';
      if (wanted === 'active' && !(existing?.hasPhoto ?? false) && zipPhotos.length === 0) {
        wanted = existing?.status === 'active' ? 'active' : 'draft';
        if (wanted === 'draft') first.notes.push(M.productCsvDraftNoPhoto);
      }
      fields = {
        title,
        description: description ?? '',
        category,
        status: wanted,
        returnable: returnable ?? true,
        option2Name,
        tags: [...tags],
      };
    }
    let fieldsChanged = !existing;
    if (existing && fields) {
      const named: [boolean, string][] = [
        [existing.title !== fields.title, M.productCsvChangeTitle],
        [existing.description !== fields.description, M.productCsvChangeDescription],
        [existing.category !== fields.category, M.productCsvChangeCategory],
        [existing.status !== fields.status, M.productCsvChangeStatus],
        [existing.returnable !== fields.returnable, M.productCsvChangeReturnable],
        [existing.option2Name !== fields.option2Name, V.csvChangeOption2Name],
        [!sameTags(existing.tags, fields.tags), V.csvChangeTags],
      ];
      const changed = named.filter(([yes]) => yes).map(([, label]) => label);
      fieldsChanged = changed.length > 0;
      first.changes.unshift(...changed);
    }
    if (!existing && first.errors.length === 0 && first.size === null) first.changes.push(M.productCsvNewProduct);

    for (const r of results) {
      if (r.errors.length > 0) r.action = 'error';
      else if (!existing) r.action = 'create';
      else if (r.action !== 'create') r.action = r.changes.length > 0 ? 'change' : 'unchanged';
    }
    rows.push(...results);
    if (fields && results.every((r) => r.errors.length === 0)) {
      plans.push({ handle, id: existing?.id ?? null, fields, fieldsChanged, variants, photos: zipPhotos });
    }
  }
  rows.sort((a, b) => a.line - b.line);
  return { rows, plans };
}

/** What changes of a variant the file names: its labels, in the columns' order. */
export function variantChanges(before: CsvVariant, after: CsvVariant): string[] {
  const named: [boolean, string][] = [
    [before.pricePaise !== after.pricePaise, M.productCsvChangePrice],
    [before.originalPricePaise !== after.originalPricePaise, M.productCsvChangeCompareAt],
    [before.stock !== after.stock, M.productCsvChangeStock],
    [before.sku !== after.sku, V.csvChangeSku],
    [before.barcode !== after.barcode, V.csvChangeBarcode],
    [before.weightGrams !== after.weightGrams, V.csvChangeWeight],
  ];
  return named.filter(([yes]) => yes).map(([, label]) => label);
}

/** Counts of a check, by row: what would be created, changed, left alone, and the rows with errors. */
export function productImportCounts(rows: readonly ProductImportRowResult[]) {
  const count = (action: ProductImportAction) => rows.filter((r) => r.action === action).length;
  return { created: count('create'), changed: count('change'), unchanged: count('unchanged'), errors: count('error') };
}

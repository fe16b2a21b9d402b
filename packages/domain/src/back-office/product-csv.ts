import { IMAGES_PER_PRODUCT_MAX, PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX, type ProductStatus } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import { parseOption2Name, parseTags, sameTags, type Parsed } from './product-csv-cells';
import type { ProductCsvField } from './product-csv-columns';
import { extraChanges, readExtras, type CsvExtras } from './product-csv-fields';
import { checkPhotos } from './product-csv-photos';
import type {
  CsvCatalogueProduct,
  PlannedVariant,
  ProductCsvCatalogue,
  ProductImportAction,
  ProductImportCheck,
  ProductImportPlan,
  ProductImportRowResult,
} from './product-csv-plan';
import {
  DEFAULT_CSV_CATEGORIES,
  HANDLE_MAX,
  HANDLE_PATTERN,
  parseBoolean,
  parseCategory,
  parseStatus,
  type ProductCsvLine,
  type ProductCsvTable,
} from './product-csv-read';
import { checkKeptVariants, checkVariantLine, type VariantLinesContext } from './product-csv-variants';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from './variant-messages';

export * from './product-csv-columns';
export type {
  CsvCatalogueProduct,
  PlannedVariant,
  ProductCsvCatalogue,
  ProductImportAction,
  ProductImportCheck,
  ProductImportPlan,
  ProductImportRowResult,
} from './product-csv-plan';
export { isPhotoFileName } from './product-csv-photos';
export { HANDLE_MAX, HANDLE_PATTERN, parseRupees, readProductCsvTable } from './product-csv-read';
export type { ProductCsvLine, ProductCsvTable } from './product-csv-read';
export { FREE_SIZE, variantChanges } from './product-csv-variants';

// The product spreadsheet (docs/decisions/095-catalogue-csv.md): checking a file's rows against the catalogue. Reading
// the file's bytes and the database are the API's; these are the rules, so a preview and the apply's re-check inside
// its transaction say the same thing about every row. A product's variants: product-csv-variants.ts; its photos:
// product-csv-photos.ts.

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

const isUuidLike = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text);

/** Why a product's handle cannot be used, if it cannot: missing, an id the catalogue does not have, or malformed. */
function handleError(handle: string, existing: CsvCatalogueProduct | undefined): string | null {
  if (!handle) return M.productCsvHandleRequired;
  if (existing) return null;
  if (isUuidLike(handle)) return M.productCsvIdUnknown;
  if (!HANDLE_PATTERN.test(handle) || handle.length > HANDLE_MAX) return M.productCsvHandleInvalid;
  return null;
}

/** A product's fields as its lines give them, over what it has; `errors` for its first row. */
interface ReadFields {
  title: string | undefined;
  description: string | undefined;
  category: string | undefined;
  status: ProductStatus | undefined;
  returnable: boolean | undefined;
  option2Name: string | null;
  tags: readonly string[];
  /** HSN, the texts in Hindi and the attribute values (product-csv-fields.ts). */
  extras: CsvExtras;
  errors: string[];
}

/**
 * The product's fields: its first line's cells; an absent column (or, for a product that exists, an empty cell)
 * keeps what the product has.
 */
function readFields(
  lines: readonly ProductCsvLine[],
  table: ProductCsvTable,
  existing: CsvCatalogueProduct | undefined,
  catalogue: ProductCsvCatalogue,
): ReadFields {
  const has = (field: ProductCsvField) => table.present.has(field);
  const cells = lines[0]?.cells ?? {};
  const errors: string[] = [];
  const refused = new Set<ProductCsvField>();
  const take = <T>(field: ProductCsvField, parse: (cell: string) => Parsed<T>, keep: T | undefined) => {
    const cell = has(field) ? (cells[field] ?? '') : '';
    if (cell === '') return keep;
    const parsed = parse(cell);
    if ('error' in parsed) {
      errors.push(parsed.error);
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
    ? lines.map((l) => l.cells.option2Name ?? '').find((cell) => cell !== '')
    : undefined;
  let option2Name = existing?.option2Name ?? null;
  if (nameCell !== undefined) {
    const parsed = parseOption2Name(nameCell);
    if ('error' in parsed) errors.push(parsed.error);
    else option2Name = parsed.value;
  }
  // Tags: the cell is the whole list, so an empty one (as exported for a product without tags) clears them.
  let tags: readonly string[] = existing?.tags ?? [];
  if (has('tags')) {
    const parsed = parseTags(cells.tags ?? '');
    if ('error' in parsed) errors.push(parsed.error);
    else tags = parsed.value;
  }
  const extras = readExtras(lines[0], table, existing, catalogue.attributes ?? []);
  errors.push(...extras.errors);
  if (title === undefined && !refused.has('title')) errors.push(M.titleRequired);
  if (category === undefined && !refused.has('category')) errors.push(M.categoryRequired);
  return { title, description, category, status, returnable, option2Name, tags, extras, errors };
}

/**
 * The product's fields as they will be, or null without a title or category. A product without a photo cannot be
 * active: it is saved as a draft, and its first row says so.
 */
function plannedFields(
  read: ReadFields,
  existing: CsvCatalogueProduct | undefined,
  addsPhoto: boolean,
  first: ProductImportRowResult,
): ProductImportPlan['fields'] | null {
  const { title, category } = read;
  if (title === undefined || category === undefined) return null;
  let status: ProductStatus = read.status ?? 'draft';
  if (status === 'active' && !(existing?.hasPhoto ?? false) && !addsPhoto) {
    status = existing?.status === 'active' ? 'active' : 'draft';
    if (status === 'draft') first.notes.push(M.productCsvDraftNoPhoto);
  }
  return {
    title,
    description: read.description ?? '',
    category,
    status,
    returnable: read.returnable ?? true,
    option2Name: read.option2Name,
    tags: [...read.tags],
    ...read.extras.fields,
  };
}

/** The labels of the product's fields that change, in the columns' order. */
function fieldChanges(existing: CsvCatalogueProduct, fields: ProductImportPlan['fields']): string[] {
  const named: [boolean, string][] = [
    [existing.title !== fields.title, M.productCsvChangeTitle],
    [existing.description !== fields.description, M.productCsvChangeDescription],
    [existing.category !== fields.category, M.productCsvChangeCategory],
    [existing.status !== fields.status, M.productCsvChangeStatus],
    [existing.returnable !== fields.returnable, M.productCsvChangeReturnable],
    [existing.option2Name !== fields.option2Name, V.csvChangeOption2Name],
    [!sameTags(existing.tags, fields.tags), V.csvChangeTags],
  ];
  return named.filter(([yes]) => yes).map(([, label]) => label);
}

/** What a row does once its errors and changes are known. */
function actionOf(result: ProductImportRowResult, isNew: boolean): ProductImportAction {
  if (result.errors.length > 0) return 'error';
  if (isNew) return 'create';
  if (result.action === 'create') return 'create';
  return result.changes.length > 0 ? 'change' : 'unchanged';
}

/**
 * Every line checked against the catalogue, grouped by handle (a product's first line carries its fields, later
 * lines its other sizes and photos). Errors: a bad or missing handle, a new product without title, category or
 * price, a size twice, bad numbers, a price above the compare-at price, an unknown category or status, a cell over
 * PRODUCT_CSV_CELL_MAX, an option other than size, too many sizes, a new active product without a photo.
 * Sizes the file does not name are left as they are; photos are matched, never downloaded. `photos`: the file names
 * in the ZIP sent with the file (lower-case, matched case-insensitively), or undefined when none was sent.
 */
export function checkProductImport(
  table: ProductCsvTable,
  catalogue: ProductCsvCatalogue,
  photos?: ReadonlySet<string>,
): ProductImportCheck {
  const rows: ProductImportRowResult[] = [];
  const plans: ProductImportPlan[] = [];
  const has = (field: ProductCsvField) => table.present.has(field);
  const skusInFile = new Set<string>();

  for (const { handle, lines } of groupsOf(table.lines)) {
    const existing = handle ? catalogue.byHandle(handle) : undefined;
    const results = lines.map((l): ProductImportRowResult => ({
      line: l.line,
      handle: l.cells.handle ?? '',
      title: null,
      size: null,
      action: 'unchanged',
      changes: [],
      errors: l.tooLong ? [M.productCsvCellTooLong] : [],
      notes: [],
    }));
    const [first] = results;
    if (!first) continue;
    const badHandle = handleError(handle, existing);
    if (badHandle) first.errors.push(badHandle);
    const read = readFields(lines, table, existing, catalogue);
    for (const r of results) r.title = read.title ?? null;
    first.errors.push(...read.errors);

    const ctx: VariantLinesContext = {
      has,
      existing,
      catalogue,
      option2Name: read.option2Name,
      skusInFile,
      seen: new Set(),
    };
    const variants: PlannedVariant[] = [];
    lines.forEach((line, i) => {
      const result = results[i];
      const planned = result ? checkVariantLine(line, result, ctx) : null;
      if (planned) variants.push(planned);
    });
    checkKeptVariants(first, ctx, variants);

    const zipPhotos = checkPhotos(lines, results, existing, photos);
    const photoCount = (existing?.images.length ?? 0) + zipPhotos.length;
    if (zipPhotos.length > 0 && photoCount > IMAGES_PER_PRODUCT_MAX) first.errors.push(M.tooManyImages);

    const fields = plannedFields(read, existing, zipPhotos.length > 0, first);
    let fieldsChanged = !existing;
    if (existing && fields) {
      const { attributes = [] } = catalogue;
      const changed = [...fieldChanges(existing, fields), ...extraChanges(existing, fields, read.extras, attributes)];
      fieldsChanged = changed.length > 0;
      first.changes.unshift(...changed);
    }
    if (!existing && first.errors.length === 0 && first.size === null) first.changes.push(M.productCsvNewProduct);

    for (const r of results) r.action = actionOf(r, !existing);
    rows.push(...results);
    if (fields && results.every((r) => r.errors.length === 0)) {
      const { attributes } = read.extras;
      plans.push({ handle, id: existing?.id ?? null, fields, fieldsChanged, attributes, variants, photos: zipPhotos });
    }
  }
  rows.sort((a, b) => a.line - b.line);
  return { rows, plans };
}

/** Counts of a check, by row: what would be created, changed, left alone, and the rows with errors. */
export function productImportCounts(rows: readonly ProductImportRowResult[]) {
  const count = (action: ProductImportAction) => rows.filter((r) => r.action === action).length;
  return { created: count('create'), changed: count('change'), unchanged: count('unchanged'), errors: count('error') };
}

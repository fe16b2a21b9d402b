import { CATEGORIES } from '../catalog';
import { splitVariantKey, VARIANT_KEY_SEPARATOR, variantKey } from '../catalog/variant-key';
import { VARIANTS_PER_PRODUCT_MAX } from '../catalog/variant-options';
import {
  IMAGE_ALT_MAX,
  IMAGES_PER_PRODUCT_MAX,
  PRODUCT_CSV_CELL_MAX,
  PRODUCT_CSV_ROWS_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_STATUSES,
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
  tagsCell,
  type Parsed,
} from './product-csv-cells';
import { importStockValue } from './stock-import';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from './variant-messages';

// The product spreadsheet (docs/decisions/095-catalogue-csv.md): one row per variant, Shopify's column names where the
// meaning matches. Reading the file's bytes and the database are the API's; these are the rules, so a preview and
// the apply's re-check inside its transaction say the same thing about every row.

/** What a column of the file means. Another field joins by adding a value here and a row to PRODUCT_CSV_COLUMNS. */
export type ProductCsvField =
  | 'handle'
  | 'title'
  | 'description'
  | 'category'
  | 'status'
  | 'published'
  | 'returnable'
  | 'optionName'
  | 'size'
  | 'price'
  | 'compareAtPrice'
  | 'stock'
  | 'imageSrc'
  | 'imagePosition'
  | 'imageAlt'
  | 'tags'
  | 'option2Name'
  | 'option2'
  | 'sku'
  | 'barcode'
  | 'grams';

/** A product as the export writes it and the import compares against: prices in paise, photos as absolute URLs. */
export interface CsvProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  category: string;
  status: ProductStatus;
  returnable: boolean;
  /** The second option's name ("Colour"), or null for sizes only (docs/decisions/099-variant-options.md). */
  option2Name: string | null;
  tags: readonly string[];
  variants: readonly CsvVariant[];
  images: readonly { url: string; alt: string }[];
}

export interface CsvVariant {
  /** The variant's key: the size, or "M / Red" (variantKey). */
  size: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stock: number;
  sku: string | null;
  barcode: string | null;
  weightGrams: number | null;
}

/** One row of a product in the export: the product's (on its first row), a size, a photo, each when it has one. */
export interface CsvRowSource {
  product: CsvProduct;
  first: boolean;
  variant: CsvVariant | undefined;
  image: { url: string; alt: string; position: number } | undefined;
}

/**
 * One column: the header the export writes (Shopify's legacy name), other headers the import also takes (Shopify's
 * current template), and how a row's cell is written.
 */
export interface ProductCsvColumn {
  header: string;
  aliases: readonly string[];
  field: ProductCsvField;
  format(row: CsvRowSource): string;
}

/** Paise as rupees with two decimals, no symbol and no separators ('1499.00'). */
export const csvRupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const onFirst = (value: (p: CsvProduct) => string) => (row: CsvRowSource) => (row.first ? value(row.product) : '');
const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');

/** The file's columns in the export's order. */
export const PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  { header: 'Handle', aliases: ['URL handle'], field: 'handle', format: (r) => r.product.handle },
  { header: 'Title', aliases: [], field: 'title', format: onFirst((p) => p.title) },
  { header: 'Body (HTML)', aliases: ['Description'], field: 'description', format: onFirst((p) => p.description) },
  { header: 'Type', aliases: [], field: 'category', format: onFirst((p) => p.category) },
  {
    header: 'Published',
    aliases: ['Published on online store'],
    field: 'published',
    format: onFirst((p) => bool(p.status === 'active')),
  },
  { header: 'Status', aliases: [], field: 'status', format: onFirst((p) => p.status) },
  { header: 'Returnable', aliases: [], field: 'returnable', format: onFirst((p) => bool(p.returnable)) },
  { header: 'Option1 Name', aliases: [], field: 'optionName', format: (r) => (r.variant ? 'Size' : '') },
  {
    header: 'Option1 Value',
    aliases: [],
    field: 'size',
    format: (r) => (r.variant ? splitVariantKey(r.variant.size)[0] : ''),
  },
  {
    header: 'Variant Price',
    aliases: ['Price'],
    field: 'price',
    format: (r) => (r.variant ? csvRupees(r.variant.pricePaise) : ''),
  },
  {
    header: 'Variant Compare At Price',
    aliases: ['Compare-at price'],
    field: 'compareAtPrice',
    format: (r) => (r.variant?.originalPricePaise ? csvRupees(r.variant.originalPricePaise) : ''),
  },
  {
    header: 'Variant Inventory Qty',
    aliases: ['Inventory quantity'],
    field: 'stock',
    format: (r) => (r.variant ? String(r.variant.stock) : ''),
  },
  { header: 'Image Src', aliases: ['Product image URL'], field: 'imageSrc', format: (r) => r.image?.url ?? '' },
  {
    header: 'Image Position',
    aliases: ['Image position'],
    field: 'imagePosition',
    format: (r) => (r.image ? String(r.image.position) : ''),
  },
  { header: 'Image Alt Text', aliases: ['Image alt text'], field: 'imageAlt', format: (r) => r.image?.alt ?? '' },
  // Variants with two options, codes, weight and tags: after the columns older exports had, so a script or a file
  // that reads columns by position keeps its places.
  { header: 'Tags', aliases: [], field: 'tags', format: onFirst((p) => tagsCell(p.tags)) },
  {
    header: 'Option2 Name',
    aliases: [],
    field: 'option2Name',
    format: (r) => (r.variant ? (r.product.option2Name ?? '') : ''),
  },
  {
    header: 'Option2 Value',
    aliases: [],
    field: 'option2',
    format: (r) => (r.variant ? (splitVariantKey(r.variant.size)[1] ?? '') : ''),
  },
  { header: 'Variant SKU', aliases: ['SKU'], field: 'sku', format: (r) => r.variant?.sku ?? '' },
  { header: 'Variant Barcode', aliases: ['Barcode'], field: 'barcode', format: (r) => r.variant?.barcode ?? '' },
  {
    header: 'Variant Grams',
    aliases: ['Weight value (grams)'],
    field: 'grams',
    format: (r) => (r.variant?.weightGrams == null ? '' : String(r.variant.weightGrams)),
  },
];

/** A product's rows as cells in the columns' order: as many rows as it has sizes or photos, at least one. */
export function productCsvRows(product: CsvProduct): string[][] {
  const count = Math.max(product.variants.length, product.images.length, 1);
  return Array.from({ length: count }, (_, i) => {
    const image = product.images[i];
    const source: CsvRowSource = {
      product,
      first: i === 0,
      variant: product.variants[i],
      image: image ? { ...image, position: i + 1 } : undefined,
    };
    return PRODUCT_CSV_COLUMNS.map((column) => column.format(source));
  });
}

// ——— Reading a file ———

/** A header compared without case, spaces, '_' or '-' (and '(HTML)' spelled any way). */
const headerKey = (cell: string): string => cell.toLowerCase().replace(/[\s_-]+/g, '');

const COLUMN_BY_KEY = new Map<string, ProductCsvColumn>(
  PRODUCT_CSV_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((name) => [headerKey(name), c] as const)),
);

/** One data row of the file: its line (the header is line 1) and its cells by field, trimmed. */
export interface ProductCsvLine {
  line: number;
  cells: Partial<Record<ProductCsvField, string>>;
  /** A cell longer than PRODUCT_CSV_CELL_MAX: the row is refused whole. */
  tooLong: boolean;
}

export interface ProductCsvTable {
  lines: ProductCsvLine[];
  /** The fields the file has a column for: an absent column leaves that field as it is. */
  present: ReadonlySet<ProductCsvField>;
  /** Columns read past (a Shopify export's SEO, Vendor, Tags…), as written. */
  ignored: string[];
}

const blank = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');

/**
 * The file's rows (header first) as data lines, or why the file is refused whole: no Handle column, the same column
 * twice, no rows, too many rows.
 */
export function readProductCsvTable(table: readonly (readonly string[])[]): ProductCsvTable | { error: string } {
  const headerAt = table.findIndex((row) => !blank(row));
  const header = table[headerAt];
  if (!header) return { error: M.importEmpty };
  const fields: (ProductCsvField | null)[] = [];
  const ignored: string[] = [];
  const present = new Set<ProductCsvField>();
  for (const cell of header) {
    const column = COLUMN_BY_KEY.get(headerKey(cell));
    if (!column) {
      fields.push(null);
      if (cell.trim()) ignored.push(cell.trim());
      continue;
    }
    if (present.has(column.field)) return { error: M.productCsvColumnTwice(cell.trim()) };
    present.add(column.field);
    fields.push(column.field);
  }
  if (!present.has('handle')) return { error: M.productCsvNoHandle };
  const lines: ProductCsvLine[] = [];
  for (let i = headerAt + 1; i < table.length; i++) {
    const row = table[i] ?? [];
    if (blank(row)) continue;
    if (lines.length === PRODUCT_CSV_ROWS_MAX) return { error: M.productCsvTooManyRows };
    const cells: Partial<Record<ProductCsvField, string>> = {};
    let tooLong = false;
    row.forEach((cell, at) => {
      const field = fields[at];
      if (cell.length > PRODUCT_CSV_CELL_MAX) tooLong = true;
      // The export's guard undone: `'=Formula Saree` (an apostrophe before = + - @) reads back as written.
      const text = /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
      if (field) cells[field] = field === 'description' ? text : text.trim();
    });
    lines.push({ line: i + 1, cells, tooLong });
  }
  if (lines.length === 0) return { error: M.importEmpty };
  return { lines, present, ignored };
}

// ——— Cells ———

const PAISE_MAX = 1_000_000_000;

/** A rupee amount ('799', '799.5', '₹1499.00') as paise; no sign, no thousands separators, at most 2 decimals. */
export function parseRupees(cell: string): Parsed<number> {
  const text = cell.replace(/^₹\s*/, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: M.productCsvPriceNumber };
  const [whole = '0', fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (paise <= 0) return { error: M.pricePositive };
  if (paise > PAISE_MAX) return { error: M.priceTooHigh };
  return { value: paise };
}

function parseBoolean(cell: string): Parsed<boolean> {
  const text = cell.toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return { value: true };
  if (['false', 'no', '0'].includes(text)) return { value: false };
  return { error: M.productCsvBoolean };
}

/** The seed's five, for a catalogue that does not say which categories the shop has. */
const DEFAULT_CSV_CATEGORIES = CATEGORIES.map((slug) => ({ slug, name: slug }));

/** A category by its slug or the shop's name for it, any case (docs/decisions/097-categories.md). */
function parseCategory(cell: string, known: readonly { slug: string; name: string }[]): Parsed<string> {
  const key = cell.trim().toLowerCase();
  const found = known.find((c) => c.slug === key || c.name.trim().toLowerCase() === key);
  return found
    ? { value: found.slug }
    : {
        error: M.productCsvCategoryUnknown(
          cell,
          known.map((c) => c.slug),
        ),
      };
}

function parseStatus(cell: string): Parsed<ProductStatus> {
  const key = cell.trim().toLowerCase();
  const known = PRODUCT_STATUSES.find((s) => s === key);
  return known ? { value: known } : { error: M.productCsvStatusUnknown };
}

/** A handle: lower-case letters, digits and dashes (Shopify's), or an id the export wrote for a product without one. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HANDLE_MAX = 100;

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

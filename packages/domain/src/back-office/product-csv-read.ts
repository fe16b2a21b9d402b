import { CATEGORIES } from '../catalog';
import { PRODUCT_CSV_CELL_MAX, PRODUCT_CSV_ROWS_MAX, PRODUCT_STATUSES, type ProductStatus } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import { csvAttributeColumns, csvHeaderKey, type CsvAttribute } from './product-csv-attributes';
import type { Parsed } from './product-csv-cells';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_HEADER_KEYS,
  type ProductCsvColumn,
  type ProductCsvField,
} from './product-csv-columns';

// Reading the product spreadsheet (docs/decisions/095-catalogue-csv.md): its header and rows, and the cells every
// check reads. What the rows would do to the catalogue is product-csv.ts.
// ——— Reading a file ———

const COLUMN_BY_KEY = new Map<string, ProductCsvColumn>(
  PRODUCT_CSV_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((name) => [csvHeaderKey(name), c] as const)),
);

/** Which of the file's own fields, or which attribute (by slug), a header names; undefined: read past. */
type Target = { field: ProductCsvField } | { attribute: string };

/** One data row of the file: its line (the header is line 1) and its cells by field, trimmed. */
export interface ProductCsvLine {
  line: number;
  cells: Partial<Record<ProductCsvField, string>>;
  /** Its attribute cells by attribute slug, trimmed (product-csv-attributes.ts). */
  attributes: Partial<Record<string, string>>;
  /** A cell longer than PRODUCT_CSV_CELL_MAX: the row is refused whole. */
  tooLong: boolean;
}

export interface ProductCsvTable {
  lines: ProductCsvLine[];
  /** The fields the file has a column for: an absent column leaves that field as it is. */
  present: ReadonlySet<ProductCsvField>;
  /** The attributes (slugs) the file has a column for: an absent one leaves the products' values of it alone. */
  attributes: ReadonlySet<string>;
  /** Columns read past (a Shopify export's SEO, Vendor, Tags…), as written. */
  ignored: string[];
}

/** Kept as written: the English description's check trims it; the Hindi one's (the form's) measures it untrimmed. */
const UNTRIMMED: ReadonlySet<ProductCsvField> = new Set(['description', 'descriptionHi']);

const blank = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');

/**
 * The file's rows (header first) as data lines, or why the file is refused whole: no Handle column, the same column
 * twice, no rows, too many rows. `attributes`: the shop's, whose columns the file may have (csvAttributeColumns).
 */
export function readProductCsvTable(
  table: readonly (readonly string[])[],
  attributes: readonly CsvAttribute[] = [],
): ProductCsvTable | { error: string } {
  const headerAt = table.findIndex((row) => !blank(row));
  const header = table[headerAt];
  if (!header) return { error: M.importEmpty };
  const attributeByKey = new Map(
    csvAttributeColumns(attributes, PRODUCT_CSV_HEADER_KEYS).flatMap((c) => c.keys.map((k) => [k, c.attribute.slug])),
  );
  const targets: (Target | undefined)[] = [];
  const ignored: string[] = [];
  const present = new Set<ProductCsvField>();
  const presentAttributes = new Set<string>();
  for (const cell of header) {
    const key = csvHeaderKey(cell);
    const field = COLUMN_BY_KEY.get(key)?.field;
    const attribute = attributeByKey.get(key);
    if (field === undefined && attribute === undefined) {
      targets.push(undefined);
      if (cell.trim()) ignored.push(cell.trim());
      continue;
    }
    if ((field && present.has(field)) || (attribute && presentAttributes.has(attribute)))
      return { error: M.productCsvColumnTwice(cell.trim()) };
    if (field) present.add(field);
    if (attribute) presentAttributes.add(attribute);
    targets.push(field ? { field } : attribute ? { attribute } : undefined);
  }
  if (!present.has('handle')) return { error: M.productCsvNoHandle };
  const lines: ProductCsvLine[] = [];
  for (let i = headerAt + 1; i < table.length; i++) {
    const row = table[i] ?? [];
    if (blank(row)) continue;
    if (lines.length === PRODUCT_CSV_ROWS_MAX) return { error: M.productCsvTooManyRows };
    const cells: Partial<Record<ProductCsvField, string>> = {};
    const values: Partial<Record<string, string>> = {};
    let tooLong = false;
    row.forEach((cell, at) => {
      const target = targets[at];
      if (cell.length > PRODUCT_CSV_CELL_MAX) tooLong = true;
      // The export's guard undone: `'=Formula Saree` (an apostrophe before = + - @) reads back as written.
      const text = /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
      if (!target) return;
      if ('attribute' in target) values[target.attribute] = text.trim();
      else cells[target.field] = UNTRIMMED.has(target.field) ? text : text.trim();
    });
    lines.push({ line: i + 1, cells, attributes: values, tooLong });
  }
  if (lines.length === 0) return { error: M.importEmpty };
  return { lines, present, attributes: presentAttributes, ignored };
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

export function parseBoolean(cell: string): Parsed<boolean> {
  const text = cell.toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return { value: true };
  if (['false', 'no', '0'].includes(text)) return { value: false };
  return { error: M.productCsvBoolean };
}

/** The seed's five, for a catalogue that does not say which categories the shop has. */
export const DEFAULT_CSV_CATEGORIES = CATEGORIES.map((slug) => ({ slug, name: slug }));

/** A category by its slug or the shop's name for it, any case (docs/decisions/097-categories.md). */
export function parseCategory(cell: string, known: readonly { slug: string; name: string }[]): Parsed<string> {
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

export function parseStatus(cell: string): Parsed<ProductStatus> {
  const key = cell.trim().toLowerCase();
  const known = PRODUCT_STATUSES.find((s) => s === key);
  return known ? { value: known } : { error: M.productCsvStatusUnknown };
}

/** A handle: lower-case letters, digits and dashes (Shopify's), or an id the export wrote for a product without one. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HANDLE_MAX = 100;

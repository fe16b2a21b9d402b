import type { z } from 'zod';
import { CATALOG_CATEGORY_MESSAGES as C } from '../catalog/category-messages';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import { parseAttributeCell, sameValues, type CsvAttribute } from './product-csv-attributes';
import type { Parsed } from './product-csv-cells';
import type { CsvProduct, ProductCsvField } from './product-csv-columns';
import { BACK_OFFICE_PRODUCT_CSV_MESSAGES as P } from './product-csv-messages';
import type { ProductCsvLine, ProductCsvTable } from './product-csv-read';
import { ProductDescriptionHi, ProductHsn, ProductTitleHi } from './product-fields';

// A product's HSN, texts in Hindi and attribute values in the product spreadsheet
// (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md): read from its first row with the product
// form's rules (product-fields.ts). Each cell is the whole value: an empty one is "none" (the category's HSN, no
// Hindi text, no value of that attribute), as the export writes a product without it, but only on a row that
// carries the product's title (or in a file without a Title column): the export leaves these cells empty on a
// product's other rows, so a file cut down to some of those rows keeps them. An absent column keeps them too.

/** The product's fields these columns give, as they will be. */
export interface CsvExtraFields {
  hsn: string | null;
  titleHi: string;
  descriptionHi: string;
}

/** What the columns read: the fields, the attributes whose values the file sets (slug → value slugs), the errors. */
export interface CsvExtras {
  fields: CsvExtraFields;
  attributes: Record<string, string[]>;
  errors: string[];
}

/** A cell through one of the product form's schemas: its value, or the form's refusal. */
const bySchema =
  <T>(schema: z.ZodType<T>, error: string) =>
  (cell: string): Parsed<T> => {
    const parsed = schema.safeParse(cell);
    return parsed.success ? { value: parsed.data } : { error };
  };

/** `HSN`: 4, 6 or 8 digits; empty for the category's. */
export const parseHsn = bySchema(ProductHsn, C.hsnInvalid);
/** `Title (Hindi)` and `Body (Hindi)`: at most as long as the English ones; empty for none. */
export const parseTitleHi = bySchema(ProductTitleHi, M.titleHiTooLong);
export const parseDescriptionHi = bySchema(ProductDescriptionHi, M.descriptionHiTooLong);

/**
 * The HSN, Hindi and attribute cells of a product's first line over what it has (`existing`; a new product has none).
 * `attributes`: the shop's. Only the attributes whose values change are in the answer's `attributes`.
 */
export function readExtras(
  first: ProductCsvLine | undefined,
  table: Pick<ProductCsvTable, 'present' | 'attributes'>,
  existing: CsvProduct | undefined,
  attributes: readonly CsvAttribute[],
): CsvExtras {
  const errors: string[] = [];
  const cells = first?.cells ?? {};
  // An empty cell clears only on the row with the product's title (the export's first row).
  const clears = !table.present.has('title') || (cells.title ?? '') !== '';
  const keeps = (cell: string) => cell.trim() === '' && !clears;
  const take = <T>(field: ProductCsvField, parse: (cell: string) => Parsed<T>, keep: T): T => {
    const cell = cells[field] ?? '';
    if (!table.present.has(field) || keeps(cell)) return keep;
    const parsed = parse(cell);
    if ('error' in parsed) errors.push(parsed.error);
    return 'error' in parsed ? keep : parsed.value;
  };
  const fields: CsvExtraFields = {
    hsn: take('hsn', parseHsn, existing?.hsn ?? null),
    titleHi: take('titleHi', parseTitleHi, existing?.titleHi ?? ''),
    descriptionHi: take('descriptionHi', parseDescriptionHi, existing?.descriptionHi ?? ''),
  };
  const values: Record<string, string[]> = {};
  for (const attribute of attributes) {
    const cell = first?.attributes[attribute.slug] ?? '';
    if (!table.attributes.has(attribute.slug) || keeps(cell)) continue;
    const parsed = parseAttributeCell(cell, attribute);
    if ('error' in parsed) errors.push(parsed.error);
    else if (!sameValues(parsed.value, existing?.attributes[attribute.slug])) values[attribute.slug] = parsed.value;
  }
  return { fields, attributes: values, errors };
}

/** The labels of what changes, in the columns' order: HSN, the Hindi texts, then each attribute by its name. */
export function extraChanges(
  existing: CsvProduct,
  fields: CsvExtraFields,
  extras: Pick<CsvExtras, 'attributes'>,
  attributes: readonly CsvAttribute[],
): string[] {
  return [
    ...(existing.hsn !== fields.hsn ? [P.changeHsn] : []),
    ...(existing.titleHi !== fields.titleHi ? [P.changeTitleHi] : []),
    ...(existing.descriptionHi !== fields.descriptionHi ? [P.changeDescriptionHi] : []),
    ...attributes.filter((a) => Object.hasOwn(extras.attributes, a.slug)).map((a) => P.changeAttribute(a.name)),
  ];
}

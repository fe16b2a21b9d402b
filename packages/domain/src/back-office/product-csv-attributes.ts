import { ATTRIBUTE_FILTER_VALUES_MAX } from '../catalog/attributes';
import { CATALOG_ATTRIBUTE_MESSAGES as A } from '../catalog/messages';
import type { Parsed } from './product-csv-cells';
import { BACK_OFFICE_PRODUCT_CSV_MESSAGES as P } from './product-csv-messages';

// The product spreadsheet's attribute columns (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md,
// 092-attributes.md): one per attribute of the shop, after the file's own columns, headed by the attribute's name;
// a product's values in it on its first row, by the names the owner sees, separated by commas.

/** An attribute of the shop as the spreadsheet reads and writes it; names in Hindi are '' for none. */
export interface CsvAttribute {
  slug: string;
  name: string;
  nameHi: string;
  values: readonly { slug: string; name: string; nameHi: string }[];
}

/** A header compared without case, spaces, '_' or '-' (and '(HTML)' spelled any way). */
export const csvHeaderKey = (cell: string): string => cell.toLowerCase().replace(/[\s_-]+/g, '');

/** An attribute's column: the header the export writes and every header the import takes for it. */
export interface CsvAttributeColumn {
  attribute: CsvAttribute;
  header: string;
  keys: readonly string[];
}

/**
 * The attribute columns in the shop's order. A column is headed by the attribute's name, and also read by its slug
 * and its name in Hindi; when the name is taken (one of the file's own columns, as an attribute named "Type" or
 * "Tags" would be, or an earlier attribute), it is headed "<name> (<slug>)", so no two columns share a header and the
 * file still round-trips. `taken`: the header keys of the file's own columns.
 */
export function csvAttributeColumns(
  attributes: readonly CsvAttribute[],
  taken: ReadonlySet<string>,
): CsvAttributeColumn[] {
  const used = new Set(taken);
  return attributes.map((attribute) => {
    const own = csvHeaderKey(attribute.name);
    const header = used.has(own) ? `${attribute.name} (${attribute.slug})` : attribute.name;
    const keys = [header, attribute.slug, attribute.nameHi]
      .filter((name) => name.trim() !== '')
      .map(csvHeaderKey)
      .filter((key, i, all) => !used.has(key) && all.indexOf(key) === i);
    for (const key of keys) used.add(key);
    return { attribute, header, keys };
  });
}

/**
 * A product's values of an attribute as the export writes them: their names in the attribute's order, ", " between;
 * a name with a comma in it is written as its slug (which the import also reads), so the cell splits back the same.
 */
export function attributeCell(attribute: CsvAttribute, slugs: readonly string[] | undefined): string {
  if (!slugs || slugs.length === 0) return '';
  const has = new Set(slugs);
  return attribute.values
    .filter((value) => has.has(value.slug))
    .map((value) => (value.name.includes(',') ? value.slug : value.name))
    .join(', ');
}

const same = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * An attribute cell as the product's whole list of that attribute's values (their slugs, in the attribute's order;
 * empty: none). Each comma-separated part is a value's name, slug or name in Hindi, case aside; one the attribute does
 * not have is the product form's refusal naming it and the attribute.
 */
export function parseAttributeCell(cell: string, attribute: CsvAttribute): Parsed<string[]> {
  const wanted = new Set<string>();
  for (const part of cell.split(',')) {
    const text = same(part.trim());
    if (text === '') continue;
    const value =
      attribute.values.find((v) => same(v.name) === text) ??
      attribute.values.find((v) => v.slug === text) ??
      attribute.values.find((v) => v.nameHi !== '' && same(v.nameHi) === text);
    if (!value) return { error: A.unknownValue(part.trim(), attribute.name) };
    wanted.add(value.slug);
  }
  if (wanted.size > ATTRIBUTE_FILTER_VALUES_MAX) return { error: P.attributeTooManyValues(attribute.name) };
  return { value: attribute.values.map((v) => v.slug).filter((slug) => wanted.has(slug)) };
}

/** Whether two lists of value slugs hold the same values (whatever their order). */
export function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((slug) => right.has(slug));
}

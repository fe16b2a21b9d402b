import {
  BARCODE_MAX,
  BARCODE_PATTERN,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  SKU_MAX,
  SKU_PATTERN,
  WEIGHT_GRAMS_MAX,
} from '../catalog/variant-options';
import { Tags, tagsFromCell } from '../collections/tags';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from './variant-messages';

// The product spreadsheet's cells of variants with two options and of tags (docs/decisions/095-catalogue-csv.md):
// each read with the limits the product API's contract has (docs/decisions/099-variant-options.md, 098), never a
// second copy of them.

export type Parsed<T> = { value: T } | { error: string };

/** A cell the file has a column for: empty is "none" (it clears), else checked. */
const code =
  (pattern: RegExp, max: number, error: string) =>
  (cell: string): Parsed<string | null> => {
    if (cell === '') return { value: null };
    return cell.length <= max && pattern.test(cell) ? { value: cell } : { error };
  };

/** `Variant SKU`: letters, digits, "-", "_" and "."; empty for none. */
export const parseSku = code(SKU_PATTERN, SKU_MAX, V.skuInvalid);

/** `Variant Barcode`: letters and digits; empty for none. */
export const parseBarcode = code(BARCODE_PATTERN, BARCODE_MAX, V.barcodeInvalid);

/** `Variant Grams`: whole grams (Shopify writes "0" for none), at most WEIGHT_GRAMS_MAX; empty for none. */
export function parseGrams(cell: string): Parsed<number | null> {
  if (cell === '') return { value: null };
  if (!/^\d+$/.test(cell)) return { error: V.weightInvalid };
  const grams = Number(cell);
  return grams <= WEIGHT_GRAMS_MAX ? { value: grams } : { error: V.weightInvalid };
}

/** An option's value (a size, a colour): no "/" (the key splits on it), at most OPTION_VALUE_MAX. */
export function parseOptionValue(cell: string, tooLong: string): Parsed<string> {
  if (cell.includes('/')) return { error: V.optionSlash };
  if (cell.length > OPTION_VALUE_MAX) return { error: tooLong };
  return { value: cell };
}

/** `Option2 Name`: the second option's name ("Colour"). */
export function parseOption2Name(cell: string): Parsed<string> {
  return cell.length > OPTION_NAME_MAX ? { error: V.csvOption2NameTooLong } : { value: cell };
}

/** `Tags`: comma-separated in one cell (Shopify's), each checked and normalised as the product API does. */
export function parseTags(cell: string): Parsed<string[]> {
  const parsed = Tags.safeParse(tagsFromCell(cell));
  if (parsed.success) return { value: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? V.csvChangeTags };
}

/** The tags as the export writes them: ", " between them. */
export const tagsCell = (tags: readonly string[]): string => tags.join(', ');

/** Whether two tag lists hold the same tags in the same order. */
export const sameTags = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

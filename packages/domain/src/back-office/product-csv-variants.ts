import { splitVariantKey, VARIANT_KEY_SEPARATOR, variantKey } from '../catalog/variant-key';
import { VARIANTS_PER_PRODUCT_MAX } from '../catalog/variant-options';
import { SIZES_PER_PRODUCT_MAX } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import { parseBarcode, parseGrams, parseOptionValue, parseSku, type Parsed } from './product-csv-cells';
import type { CsvVariant, ProductCsvField } from './product-csv-columns';
import type {
  CsvCatalogueProduct,
  PlannedVariant,
  ProductCsvCatalogue,
  ProductImportRowResult,
} from './product-csv-plan';
import { parseRupees, type ProductCsvLine } from './product-csv-read';
import { importStockValue } from './stock-import';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from './variant-messages';

// A product's variants in the product spreadsheet (docs/decisions/095-catalogue-csv.md): one per line that names one
// (its key: the size, or "M / Red"); the variants the file does not name stay as they are.

/** What a product's variant lines are checked against. */
export interface VariantLinesContext {
  /** Whether the file has a column for the field: an absent column keeps what the variant has. */
  has: (field: ProductCsvField) => boolean;
  existing: CsvCatalogueProduct | undefined;
  catalogue: ProductCsvCatalogue;
  /** The product's second option's name as it will be (null: sizes only). */
  option2Name: string | null;
  /** The SKUs the file has given so far (lower-case): each once in the file. */
  skusInFile: Set<string>;
  /** The product's variant keys the file has named so far (lower-case). */
  seen: Set<string>;
}

/** Shopify's single-option products: `Option1 Name = Title`, `Option1 Value = Default Title` is one free size. */
const DEFAULT_TITLE = 'default title';
export const FREE_SIZE = 'Free';

/** The cells that belong to a variant: one of them without a size is an error. */
const VARIANT_CELLS: readonly ProductCsvField[] = [
  'price',
  'compareAtPrice',
  'stock',
  'option2',
  'sku',
  'barcode',
  'grams',
];

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

/** A line's variant key ("M", "M / Red"), or null: the line names none, or its errors are on `result`. */
function variantKeyOf(cells: ProductCsvLine['cells'], result: ProductImportRowResult, option2Name: string | null) {
  const optionName = (cells.optionName ?? '').toLowerCase();
  let size = cells.size ?? '';
  let option2 = cells.option2 ?? '';
  if (optionName === 'title' && size.toLowerCase() === DEFAULT_TITLE) size = FREE_SIZE;
  else if (optionName !== '' && optionName !== 'size' && size !== '') {
    result.errors.push(M.productCsvOptionUnknown(cells.optionName ?? ''));
    return null;
  }
  // An older export wrote a two-option variant's whole key in Option1 Value: split, as the product API does.
  if (option2 === '' && size.includes(VARIANT_KEY_SEPARATOR)) {
    const [first, second] = splitVariantKey(size);
    size = first;
    option2 = second ?? '';
  }
  if (size === '') {
    if (VARIANT_CELLS.some((f) => (cells[f] ?? '') !== '')) result.errors.push(M.sizeRequired);
    return null;
  }
  const one = parseOptionValue(size, M.productCsvSizeTooLong);
  const two = option2 === '' ? { value: null } : parseOptionValue(option2, V.optionTooLong);
  if ('error' in one || 'error' in two) {
    result.errors.push(...[one, two].flatMap((p) => ('error' in p ? [p.error] : [])));
    return null;
  }
  if (option2Name === null && two.value !== null) {
    result.errors.push(V.option2Unexpected);
    return null;
  }
  if (option2Name !== null && two.value === null) {
    result.errors.push(V.option2Missing);
    return null;
  }
  return variantKey(one.value, two.value);
}

/**
 * A variant's cells read over what it was (`before`): the variant, or null with the reasons in `errors`. Price:
 * required for a new variant, and for every variant when the file has the column; an absent column or empty cell
 * keeps the rest, except codes and weight, where an empty cell is "none" (as the export writes none).
 */
function readVariant(
  cells: ProductCsvLine['cells'],
  size: string,
  before: CsvVariant | null,
  ctx: VariantLinesContext,
  errors: string[],
): CsvVariant | null {
  const { has } = ctx;
  const price = (cells.price ?? '') === '' ? undefined : parseRupees(cells.price ?? '');
  let pricePaise = before?.pricePaise;
  if (price === undefined) {
    if (!before || has('price')) errors.push(M.priceRequired);
  } else if ('error' in price) errors.push(price.error);
  else pricePaise = price.value;
  let originalPricePaise = before?.originalPricePaise ?? null;
  if (has('compareAtPrice')) {
    const cell = cells.compareAtPrice ?? '';
    if (cell === '') originalPricePaise = null;
    else {
      const mrp = parseRupees(cell);
      if ('error' in mrp) errors.push(`${M.productCsvCompareAt}: ${mrp.error}`);
      else originalPricePaise = mrp.value;
    }
  }
  let stock = before?.stock ?? 0;
  if (has('stock') && (cells.stock ?? '') !== '') {
    const value = importStockValue(cells.stock ?? '');
    if ('error' in value) errors.push(value.error);
    else stock = value.stock;
  }
  if (pricePaise !== undefined && originalPricePaise !== null && originalPricePaise < pricePaise)
    errors.push(M.productCsvPriceAboveCompareAt);
  const code = <T>(field: ProductCsvField, parse: (cell: string) => Parsed<T>, keep: T): T => {
    if (!has(field)) return keep;
    const parsed = parse(cells[field] ?? '');
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
    const owner = ctx.catalogue.skuOwner?.(lower);
    if (ctx.skusInFile.has(lower)) errors.push(V.skuDuplicate);
    else if (owner !== undefined && owner !== ctx.existing?.id) errors.push(V.skuTaken(sku));
    ctx.skusInFile.add(lower);
  }
  if (errors.length > 0 || pricePaise === undefined) return null;
  return { size, pricePaise, originalPricePaise, stock, sku, barcode, weightGrams };
}

/** One line's variant, with what it changes on `result`; null when it names none or has errors (on `result`). */
export function checkVariantLine(
  line: ProductCsvLine,
  result: ProductImportRowResult,
  ctx: VariantLinesContext,
): PlannedVariant | null {
  const { existing, option2Name } = ctx;
  const keyText = variantKeyOf(line.cells, result, option2Name);
  if (keyText === null) return null;
  const key = keyText.toLowerCase();
  if (ctx.seen.has(key)) {
    result.size = keyText;
    result.errors.push(option2Name === null ? M.importDuplicateRow : V.pairDuplicate);
    return null;
  }
  ctx.seen.add(key);
  const before = existing?.variants.find((v) => v.size.toLowerCase() === key) ?? null;
  result.size = before?.size ?? keyText;
  const errors: string[] = [];
  const variant = readVariant(line.cells, result.size, before, ctx, errors);
  result.errors.push(...errors);
  if (!variant) return null;
  if (!before) {
    result.action = 'create';
    const added = option2Name === null ? M.productCsvNewSize : V.csvNewVariant;
    result.changes.push(existing ? added : M.productCsvNewProduct);
  } else result.changes.push(...variantChanges(before, variant));
  return { variant, before };
}

/**
 * The variants the file does not name stay as they are: they count, keep their SKUs and must fit the options. Errors
 * go on the product's first row, as does a new product's lack of any variant.
 */
export function checkKeptVariants(
  first: ProductImportRowResult,
  ctx: VariantLinesContext,
  variants: readonly PlannedVariant[],
): void {
  const { existing, option2Name, seen } = ctx;
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
}

// Variants with two options (docs/decisions/099-variant-options.md): the checks of a product's variants and the
// product page's choice between them. The key itself (build, split, show) is in ./variant-key.ts, kept apart so the
// storefront's first JavaScript holds only that (the checks are the back office's, the choice a lazy chunk's).

import { splitVariantKey, variantKey } from './variant-key';

export {
  VARIANT_KEY_SEPARATOR,
  OPTION_VALUE_MAX,
  VARIANT_KEY_MAX,
  OPTION_NAME_MAX,
  VARIANTS_PER_PRODUCT_MAX,
  OPTION1_NAME,
  variantKey,
  splitVariantKey,
  variantLabel,
  secondOptionLabel,
  imagesForOption,
  photosOfOption,
} from './variant-key';

/** A variant's SKU: letters, digits, "-", "_" and "."; unique in the shop, case aside. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]+$/;
export const SKU_MAX = 64;
/** A variant's barcode (EAN, UPC or the shop's own): letters and digits. */
export const BARCODE_PATTERN = /^[A-Za-z0-9]+$/;
export const BARCODE_MAX = 32;
/** A variant's weight in whole grams. */
export const WEIGHT_GRAMS_MAX = 100_000;

/** The distinct second values of some keys, in their first order ("Red", "Blue"). */
export function option2Values(keys: readonly string[]): string[] {
  return [...new Set(keys.map((k) => splitVariantKey(k)[1]).filter((v): v is string => v !== null))];
}

/**
 * Each size (a key's first value) once, in its first order, with the stock of all its variants together: what the
 * shop's size filter and its counts read, so "M / Red" and "M / Blue" are size "M" (a one-option key is its size).
 * A negative or missing stock counts as none.
 */
export function stockPerSize(
  keys: readonly string[],
  stockBySize: Readonly<Record<string, number>>,
): { size: string; stock: number }[] {
  const bySize = new Map<string, number>();
  for (const key of keys) {
    const size = splitVariantKey(key)[0];
    const stock = Object.hasOwn(stockBySize, key) ? Math.max(0, stockBySize[key] as number) : 0;
    bySize.set(size, (bySize.get(size) ?? 0) + stock);
  }
  return [...bySize].map(([size, stock]) => ({ size, stock }));
}

/** A variant as the checks below read it. */
export interface VariantOptionInput {
  option1: string;
  option2: string | null;
  sku: string | null;
  pricePaise: number | null;
}

/** What is wrong with one variant, and where (its index and field). */
export interface VariantProblem {
  index: number;
  field: 'option1' | 'option2' | 'sku' | 'pricePaise';
  problem: 'slash' | 'option2Missing' | 'option2Unexpected' | 'duplicatePair' | 'duplicateSku' | 'priceMissing';
}

/**
 * The variants' problems as a product (with `option2Name` or without) would have them: a value with "/", a second
 * value missing (or given to a one-option product), the same pair twice (case aside), the same SKU twice (case aside),
 * a variant without a price. Empty when they are fine.
 */
export function variantProblems(option2Name: string | null, variants: readonly VariantOptionInput[]): VariantProblem[] {
  const problems: VariantProblem[] = [];
  const pairs = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((v, index) => {
    if (v.option1.includes('/')) problems.push({ index, field: 'option1', problem: 'slash' });
    if (v.option2 !== null && v.option2.includes('/')) problems.push({ index, field: 'option2', problem: 'slash' });
    if (option2Name && v.option2 === null) problems.push({ index, field: 'option2', problem: 'option2Missing' });
    if (!option2Name && v.option2 !== null) problems.push({ index, field: 'option2', problem: 'option2Unexpected' });
    const pair = variantKey(v.option1, v.option2).toLowerCase();
    if (pairs.has(pair)) problems.push({ index, field: 'option1', problem: 'duplicatePair' });
    pairs.add(pair);
    if (v.sku !== null) {
      const sku = v.sku.toLowerCase();
      if (skus.has(sku)) problems.push({ index, field: 'sku', problem: 'duplicateSku' });
      skus.add(sku);
    }
    if (v.pricePaise === null) problems.push({ index, field: 'pricePaise', problem: 'priceMissing' });
  });
  return problems;
}

/** The distinct first values (sizes) of some keys, in their first order ("S", "M"). */
export function option1Values(keys: readonly string[]): string[] {
  return [...new Set(keys.map((k) => splitVariantKey(k)[0]))];
}

/**
 * The key to show when the shopper picks a second value: the same size in it when that is in stock, else its first
 * size in stock, else the same size (shown sold out). `inStock` says whether a key has stock.
 */
export function keyForOption2(
  keys: readonly string[],
  size: string,
  option2: string,
  inStock: (key: string) => boolean,
): string {
  const same = variantKey(size, option2);
  if (inStock(same)) return same;
  return keys.find((k) => splitVariantKey(k)[1] === option2 && inStock(k)) ?? same;
}

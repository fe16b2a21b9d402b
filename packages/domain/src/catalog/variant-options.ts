// Variants with two options (docs/decisions/099-variant-options.md). A variant's KEY within its product is the
// `size` that stock, carts, orders, returns and invoices already carry: the size itself ("M") for a product with one
// option, "M / Red" for a product with a second option. Only these functions build, split and show a key.

/** Between the two values of a key; a value may not contain "/" so a key splits one way only. */
export const VARIANT_KEY_SEPARATOR = ' / ';
/** The longest option value and the longest key (two values and the separator). */
export const OPTION_VALUE_MAX = 20;
export const VARIANT_KEY_MAX = OPTION_VALUE_MAX * 2 + VARIANT_KEY_SEPARATOR.length;
/** The longest name of the second option ("Colour", "Fit"…). */
export const OPTION_NAME_MAX = 30;
/** Most variants of a product with two options (a product with one keeps SIZES_PER_PRODUCT_MAX). */
export const VARIANTS_PER_PRODUCT_MAX = 60;
/** The first option's name: the size. */
export const OPTION1_NAME = 'Size';

/** The key of a variant: its size alone, or "size / second value". */
export function variantKey(option1: string, option2: string | null | undefined): string {
  return option2 ? `${option1}${VARIANT_KEY_SEPARATOR}${option2}` : option1;
}

/** A key's two values: ["M", "Red"] for "M / Red", ["M", null] for a one-option key. */
export function splitVariantKey(key: string): [option1: string, option2: string | null] {
  const at = key.indexOf(VARIANT_KEY_SEPARATOR);
  return at < 0 ? [key, null] : [key.slice(0, at), key.slice(at + VARIANT_KEY_SEPARATOR.length)];
}

/**
 * How a line's variant is shown to people: "Size: M · Colour: Red" when the product names a second option, the key
 * as it was shown before ("M") otherwise.
 */
export function variantLabel(key: string, option2Name: string | null | undefined): string {
  const [size, option2] = splitVariantKey(key);
  if (!option2Name || option2 === null) return key;
  return `${OPTION1_NAME}: ${size} · ${option2Name}: ${option2}`;
}

/** The distinct second values of some keys, in their first order ("Red", "Blue"). */
export function option2Values(keys: readonly string[]): string[] {
  return [...new Set(keys.map((k) => splitVariantKey(k)[1]).filter((v): v is string => v !== null))];
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

/**
 * The photos to show for a picked second value: its own when the product has some for it, else all of them.
 */
export function imagesForOption(
  images: readonly string[],
  imagesByOption: Readonly<Record<string, readonly string[]>> | undefined,
  option2: string | null,
): readonly string[] {
  // Own keys only: a value named "constructor" must not find Object's.
  const own =
    option2 !== null && imagesByOption && Object.hasOwn(imagesByOption, option2) ? imagesByOption[option2] : undefined;
  return own && own.length > 0 ? own : images;
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

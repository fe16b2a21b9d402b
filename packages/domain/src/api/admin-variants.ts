import { z } from 'zod';
import {
  BACK_OFFICE_MESSAGES as M,
  SIZES_PER_PRODUCT_MAX,
  STOCK_MAX,
  BACK_OFFICE_VARIANT_MESSAGES as V,
  variantProblemMessage,
} from '../back-office';
import { RUPEES_MAX } from './common';
import {
  BARCODE_MAX,
  BARCODE_PATTERN,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  splitVariantKey,
  VARIANT_KEY_MAX,
  variantKey,
  variantProblems,
  VARIANTS_PER_PRODUCT_MAX,
  SKU_MAX,
  SKU_PATTERN,
  WEIGHT_GRAMS_MAX,
} from '../catalog/variant-options';

// A product's variants as the back office edits them (docs/decisions/099-variant-options.md). Money in paise.

/** A price in paise: a whole number above zero. */
export const PricePaise = z
  .number({ error: M.priceRequired })
  .int({ error: M.priceWhole })
  .min(1, { error: M.pricePositive })
  .max(RUPEES_MAX * 100, { error: M.priceTooHigh });

/** Units of one variant in stock. */
export const StockUnits = z
  .number({ error: M.stockWhole })
  .int({ error: M.stockWhole })
  .min(0, { error: M.stockNegative })
  .max(STOCK_MAX, { error: M.stockTooHigh });

/** A variant's key (its size, or "M / Red"), as stock calls, carts and orders name it. */
export const VariantKey = z
  .string({ error: M.sizeRequired })
  .trim()
  .min(1, { error: M.sizeRequired })
  .max(VARIANT_KEY_MAX);

const OptionValue = z
  .string({ error: M.sizeRequired })
  .trim()
  .min(1, { error: M.sizeRequired })
  .max(OPTION_VALUE_MAX, { error: V.optionTooLong })
  .refine((value) => !value.includes('/'), { error: V.optionSlash });

/** Empty text is "none": a form's empty field clears the value. */
const optionalCode = (pattern: RegExp, max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .max(max, { error })
    .refine((value) => value === '' || pattern.test(value), { error })
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

/** The name of the second option ("Colour"), or null for sizes only. */
export const Option2Name = z
  .string()
  .trim()
  .max(OPTION_NAME_MAX)
  .nullable()
  .transform((value) => (value ? value : null));

/** One variant as the back office shows it: its key (`size`), its option values and codes, prices and stock. */
export const AdminVariant = z.object({
  size: z.string(),
  option1: z.string(),
  option2: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  weightGrams: z.number().int().nullable(),
  pricePaise: PricePaise,
  originalPricePaise: PricePaise.nullable(),
  stock: StockUnits,
});
export type AdminVariant = z.infer<typeof AdminVariant>;

/**
 * One variant as the back office sends it: `size` alone for a product with sizes only (as before), or `option1` and
 * `option2` (the key is then built from them; a `size` sent beside them is ignored). Codes and weight are optional.
 */
export const AdminVariantInput = z
  .strictObject({
    size: VariantKey.optional(),
    option1: OptionValue.optional(),
    option2: OptionValue.nullable().default(null),
    sku: optionalCode(SKU_PATTERN, SKU_MAX, V.skuInvalid),
    barcode: optionalCode(BARCODE_PATTERN, BARCODE_MAX, V.barcodeInvalid),
    weightGrams: z
      .number({ error: V.weightInvalid })
      .int({ error: V.weightInvalid })
      .min(0, { error: V.weightInvalid })
      .max(WEIGHT_GRAMS_MAX, { error: V.weightInvalid })
      .nullable()
      .default(null),
    pricePaise: PricePaise,
    originalPricePaise: PricePaise.nullable(),
    stock: StockUnits,
  })
  .superRefine((v, ctx) => {
    if (v.size === undefined && v.option1 === undefined)
      ctx.addIssue({ code: 'custom', message: M.sizeRequired, path: ['size'] });
  })
  .transform(({ size, option1, option2, ...rest }): AdminVariant => {
    // `size` alone may be a whole key ("M / Red"): its parts are the options.
    const [first, second] = splitVariantKey(size ?? '');
    const one = option1 ?? first;
    const two = option1 === undefined && option2 === null ? second : option2;
    return { ...rest, size: variantKey(one, two), option1: one, option2: two };
  });
export type AdminVariantInput = z.input<typeof AdminVariantInput>;

const isTransformed = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { size?: unknown }).size === 'string' &&
  typeof (v as { option1?: unknown }).option1 === 'string';

/**
 * A product's variants: at least one, at most VARIANTS_PER_PRODUCT_MAX, no combination twice (case aside), no SKU
 * twice, no "/" in a value, and the original price at least the price.
 */
export const AdminVariants = z
  .array(AdminVariantInput)
  .min(1, { error: M.sizesRequired })
  .max(VARIANTS_PER_PRODUCT_MAX, { error: V.tooManyVariants })
  .superRefine((variants, ctx) => {
    // A variant refused by its own schema is not transformed: zod still runs this check, on the raw values.
    if (!variants.every(isTransformed)) return;
    for (const p of variantProblems(
      null,
      variants.map((v) => ({ ...v, option2: null, option1: v.size })),
    )) {
      if (p.problem === 'slash') continue; // the value schemas said it
      const pairMessage = variants[p.index]?.option2 ? V.pairDuplicate : M.sizeDuplicate;
      const message = p.problem === 'duplicatePair' ? pairMessage : V.skuDuplicate;
      ctx.addIssue({ code: 'custom', message, path: [p.index, p.problem === 'duplicatePair' ? 'size' : p.field] });
    }
    variants.forEach((v, i) => {
      if (v.originalPricePaise !== null && v.originalPricePaise < v.pricePaise)
        ctx.addIssue({ code: 'custom', message: M.originalBelowPrice, path: [i, 'originalPricePaise'] });
    });
  });

/** Photo paths per second-option value ("Red" → paths among the product's photos). */
export const ImagesByOption = z
  .record(z.string().max(OPTION_VALUE_MAX), z.array(z.string().max(500)).max(20))
  .refine((map) => Object.keys(map).length <= VARIANTS_PER_PRODUCT_MAX);

/**
 * The checks that need the product's second option's name beside its variants: each variant has a second value
 * exactly when the product names the option, and a product with sizes only keeps at most SIZES_PER_PRODUCT_MAX.
 * Empty when fine; the API runs it on the body, and on the stored name or variants when the body changes only one.
 */
export function optionIssues(
  option2Name: string | null,
  variants: readonly Pick<AdminVariant, 'option1' | 'option2' | 'sku' | 'pricePaise'>[],
): { path: (string | number)[]; message: string }[] {
  if (!variants.every(isTransformed)) return [];
  const issues = variantProblems(option2Name, variants)
    .filter((p) => p.problem === 'option2Missing' || p.problem === 'option2Unexpected')
    .map((p) => ({ path: ['variants', p.index, 'option2'], message: variantProblemMessage(p.problem) }));
  if (!option2Name && variants.length > SIZES_PER_PRODUCT_MAX)
    issues.push({ path: ['variants'], message: M.tooManySizes });
  return issues;
}

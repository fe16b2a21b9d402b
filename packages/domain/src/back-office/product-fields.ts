import { z } from 'zod';
import { CATALOG_CATEGORY_MESSAGES as C } from '../catalog/category-messages';
import { HSN_PATTERN } from '../catalog/category-rules';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';

// The product form's rules for fields the product API's contract (api/admin.ts) and the product spreadsheet
// (product-csv-fields.ts) both read, kept in one place so a file and the form refuse the same values with the same
// words (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md).

/** A product's own HSN code: 4, 6 or 8 digits, or '' / null for its category's (docs/decisions/097-categories.md). */
export const ProductHsn = z
  .string()
  .max(40)
  .trim()
  .refine((value) => value === '' || HSN_PATTERN.test(value), { error: C.hsnInvalid })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * The title and description in Hindi (docs/decisions/136-hindi-storefront.md), each optional: '' for none, and a
 * product without a Hindi title is shown in English to shoppers reading Hindi. Checked before trimming, as the English
 * description is, and kept composed (NFC) as the search reads queries, so a nukta typed either way is one word.
 */
export const ProductTitleHi = z.string().max(PRODUCT_TITLE_MAX, { error: M.titleHiTooLong }).trim().normalize('NFC');
export const ProductDescriptionHi = z
  .string()
  .max(PRODUCT_DESCRIPTION_MAX, { error: M.descriptionHiTooLong })
  .trim()
  .normalize('NFC');

import { optionIssues, type AdminProduct, type AdminVariant } from '@vastra/domain/api';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from '@vastra/domain/back-office';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { catalogAdminRepository as repo } from './catalog-admin.repository';

// The checks of variants with two options that need the database or the stored product
// (docs/decisions/099-variant-options.md); the contract checks each body on its own.

const UNIQUE_VIOLATION = '23505';
const SKU_INDEX = 'product_variants_sku_idx';

/** 409 `sku_taken` naming the SKU another product's variant has. */
export const skuTaken = (sku: string) => new AppError('conflict', V.skuTaken(sku), { code: 'sku_taken' });

const invalid = (message: string, field: string) =>
  new AppError('unprocessable', message, { code: 'variant_options_invalid', field });

/** Refuses SKUs of the variants that variants of other products have (the unique index is the last word). */
export async function checkSkusFree(tx: Db, productId: string | null, variants: readonly AdminVariant[]) {
  const skus = variants.flatMap((v) => (v.sku === null ? [] : [v.sku]));
  const [taken] = await repo.skusTakenElsewhere(tx, productId, skus);
  if (taken !== undefined) throw skuTaken(taken);
}

/**
 * The product as changed, checked whole: its variants against its second option's name, and its photos per value
 * among its photos and for values its variants have.
 */
export function checkOptions(product: Pick<AdminProduct, 'option2Name' | 'variants' | 'images' | 'imagesByOption'>) {
  const [issue] = optionIssues(product.option2Name, product.variants);
  if (issue) throw invalid(issue.message, issue.path.join('.'));
  const urls = new Set(product.images.map((i) => i.url));
  const values = new Set(product.variants.map((v) => v.option2));
  for (const [value, paths] of Object.entries(product.imagesByOption)) {
    if (!values.has(value)) throw invalid(V.imagesOptionUnknown(value), `imagesByOption.${value}`);
    if (paths.some((p) => !urls.has(p))) throw invalid(V.imageNotOfProduct, `imagesByOption.${value}`);
  }
}

/** Whether an error is the SKU index's unique violation (two products given one SKU at the same instant). */
export function isSkuRace(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, message, cause } = current as Record<string, unknown>;
    if (code === UNIQUE_VIOLATION)
      return constraint === SKU_INDEX || (typeof message === 'string' && message.includes(SKU_INDEX));
    current = cause;
  }
  return false;
}

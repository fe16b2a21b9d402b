import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import type { ProductFormValues } from './product-form-values';

const CELL = 'size|option1|option2|sku|barcode|weightGrams|pricePaise|originalPricePaise|stock';
const VARIANT_FIELD = String.raw`variants(\.\d+\.(${CELL}))?`;
const FIELD = new RegExp(`^(title|description|category|status|option2Name|${VARIANT_FIELD}|attributes\\.[a-z0-9-]+)$`);

/**
 * The form field an API field names: the first option's value is the row's Size (the API says `option1` when the
 * two values were sent apart: docs/decisions/099-variant-options.md).
 */
function formField(field: string): FieldPath<ProductFormValues> {
  if (field === 'variants') return 'variants.root' as FieldPath<ProductFormValues>;
  return field.replace(/\.option1$/, '.size') as FieldPath<ProductFormValues>;
}

/**
 * Puts a refused save's message under the field the API names (400 and 422 carry `field`, e.g.
 * `variants.1.pricePaise`); a 409 `sku_taken` under the SKU cell of the row that has the SKU it names. Returns the
 * message, and whether it found its field (else the form shows it on top).
 */
export function applyApiError(
  error: unknown,
  setError: UseFormSetError<ProductFormValues>,
  values?: ProductFormValues,
): { message: string; onField: boolean } {
  const message = error instanceof Error ? error.message : 'Could not save the product';
  if (!(error instanceof ApiError)) return { message, onField: false };
  const body = error.body as { field?: unknown; code?: unknown } | undefined;
  if (error.status === 409 && body?.code === 'sku_taken' && values) {
    const row = values.variants.findIndex((v) => v.sku.trim() !== '' && message.includes(`“${v.sku.trim()}”`));
    if (row < 0) return { message, onField: false };
    setError(`variants.${row}.sku`, { type: 'server', message }, { shouldFocus: true });
    return { message, onField: true };
  }
  if (error.status !== 400 && error.status !== 422) return { message, onField: false };
  const field = body?.field;
  if (typeof field !== 'string' || !FIELD.test(field)) return { message, onField: false };
  setError(formField(field), { type: 'server', message }, { shouldFocus: field !== 'variants' });
  return { message, onField: true };
}

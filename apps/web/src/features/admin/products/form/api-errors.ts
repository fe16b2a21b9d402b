import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import type { ProductFormValues } from './product-form-values';

const VARIANT_FIELD = String.raw`variants(\.\d+\.(size|pricePaise|originalPricePaise|stock))?`;
const FIELD = new RegExp(`^(title|description|category|status|${VARIANT_FIELD}|attributes\\.[a-z0-9-]+)$`);

/**
 * Puts a refused save's message under the field the API names (400 and 422 carry `field`, e.g.
 * `variants.1.pricePaise`). Returns the message, and whether it found its field (else the form shows it on top).
 */
export function applyApiError(
  error: unknown,
  setError: UseFormSetError<ProductFormValues>,
): { message: string; onField: boolean } {
  const message = error instanceof Error ? error.message : 'Could not save the product';
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422))
    return { message, onField: false };
  const field = (error.body as { field?: unknown } | undefined)?.field;
  if (typeof field !== 'string' || !FIELD.test(field)) return { message, onField: false };
  const name = (field === 'variants' ? 'variants.root' : field) as FieldPath<ProductFormValues>;
  setError(name, { type: 'server', message }, { shouldFocus: field !== 'variants' });
  return { message, onField: true };
}

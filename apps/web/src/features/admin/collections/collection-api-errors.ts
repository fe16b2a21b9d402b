import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';
import type { Problems } from './collection-form-values';

/**
 * The editor's fields by the API's path: the texts, the conditions and their inputs, the picked products. The Hindi
 * texts come before the English ones they begin with.
 */
const SHOWN = new RegExp(
  '^(titleHi|descriptionHi|title|slug|description|seoTitle|seoDescription|image|' +
    'rules(\\.\\d+(\\.(category|minPaise|maxPaise|attribute|values|tag|days))?)?)',
);

/**
 * Where a refused save is shown: under the field the answer's `field` names (`rules.0.category`, `slug`, a picked
 * product's `productIds.1`), else in the editor's alert. A 400's message reads "field: message"; the field shows
 * the message alone.
 */
export function problemOfRefusal(error: unknown): { problems: Problems; alert: string | null } {
  const message = adminErrorMessage(error);
  const field = error instanceof ApiError ? (error.body as { field?: unknown } | undefined)?.field : undefined;
  if (typeof field !== 'string') return { problems: {}, alert: message };
  const own = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  if (field.startsWith('productIds')) return { problems: { products: own }, alert: null };
  const shown = SHOWN.exec(field)?.[0];
  return shown ? { problems: { [shown]: own }, alert: null } : { problems: {}, alert: message };
}

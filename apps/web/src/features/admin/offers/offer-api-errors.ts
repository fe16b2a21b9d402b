import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';
import type { OfferFormValues } from './offer-form-values';

/** The refusals that name a field by their code (409s carry no `field`). */
const FIELD_OF_CODE: Partial<Record<string, FieldPath<OfferFormValues>>> = {
  offer_code_taken: 'code',
  offer_code_used: 'code',
  offer_uses_below_taken: 'totalUses',
};

/** The body's fields the form shows (a 400's `field` is one of these, e.g. `discount.percent`, `tiers.1.percent`). */
const FORM_FIELD = new RegExp(
  '^(label|code|startsAt|endsAt|minBasketPaise|maxDiscountPaise|totalUses|usesPerCustomer|buyQuantity|getQuantity|' +
    'quantity|pricePaise|percent|discount\\.(percent|amountPaise)|reward\\.percent|' +
    'tiers\\.\\d+\\.(minBasketPaise|percent)|scope\\.(categories|productIds))$',
);

/**
 * Shows a refused save where it belongs, by the answer's `code` and `field` (never its text): under the field it
 * names, else in the form's Alert. A 400's message reads "field: message"; the field shows the message alone.
 */
export function applyOfferApiError(error: unknown, setError: UseFormSetError<OfferFormValues>): void {
  const message = adminErrorMessage(error);
  if (error instanceof ApiError) {
    const byCode = error.code ? FIELD_OF_CODE[error.code] : undefined;
    if (byCode) {
      setError(byCode, { type: 'server', message }, { shouldFocus: true });
      return;
    }
    const field = (error.body as { field?: unknown } | undefined)?.field;
    if (error.status === 400 && typeof field === 'string' && FORM_FIELD.test(field)) {
      const own = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
      setError(field as FieldPath<OfferFormValues>, { type: 'server', message: own }, { shouldFocus: true });
      return;
    }
  }
  setError('root.server', { type: 'server', message });
}

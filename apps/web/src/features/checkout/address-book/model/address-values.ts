import { SavedAddressInput, type SavedAddress } from '@vastra/domain/api';
import { firstIssue } from '@vastra/domain/forms';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import type { BillingField, BillingValues } from '../../model/billing-prefill';

/** The billing form's values of a saved address (no notes). */
export function valuesOf(address: SavedAddress): BillingValues {
  const { firstName, lastName, state, city, pinCode, phone, email } = address;
  return { firstName, lastName, state, city, address: address.address, pinCode, phone, email, notes: '' };
}

export type AddressProblem = { field: BillingField | null; message: string };

/** The typed values checked by the billing form's own rules (SavedAddressInput reuses BillingForm). */
export function checkAddress(
  values: BillingValues,
  extra: { label: string; isDefault: boolean },
): { input: SavedAddressInput } | { problem: AddressProblem } {
  const { notes: _notes, ...fields } = values;
  const parsed = SavedAddressInput.safeParse({ ...fields, ...extra });
  if (parsed.success) return { input: parsed.data };
  const issue = firstIssue(parsed.error);
  const message = issue?.message ?? IDENTITY_MESSAGES.allFieldsRequired;
  const field = issue?.field && issue.field in values ? (issue.field as BillingField) : null;
  return { problem: { field, message } };
}

/** Whether the typed address is one already in the book (so checkout does not save it twice). */
export function alreadySaved(book: readonly SavedAddress[], input: SavedAddressInput): boolean {
  const keys = ['firstName', 'lastName', 'state', 'city', 'address', 'pinCode', 'phone', 'email'] as const;
  return book.some((saved) => keys.every((key) => saved[key] === input[key]));
}

/** One line of a saved address, for lists and the checkout choice. */
export function addressLine(address: SavedAddress): string {
  return `${address.address}, ${address.city}, ${address.state} ${address.pinCode}`;
}

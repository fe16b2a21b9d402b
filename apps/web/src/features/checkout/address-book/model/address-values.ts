import { ADDRESS_QUICK_LABELS, SavedAddressInput, type SavedAddress } from '@vastra/domain/api';
import { firstIssue } from '@vastra/domain/forms';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { addressLines } from '@vastra/domain/address';
import { msg, type Message, type Translator } from '../../../../lib/i18n';
import type { BillingField, BillingValues } from '../../model/billing-prefill';

type QuickLabel = (typeof ADDRESS_QUICK_LABELS)[number];

/** The labels a tap away (ADDRESS_QUICK_LABELS), marked so they are shown in the shopper's language. */
const QUICK_LABELS: Readonly<Record<QuickLabel, Message>> = { Home: msg('Home'), Work: msg('Work') };

const isQuickLabel = (label: string): label is QuickLabel =>
  (ADDRESS_QUICK_LABELS as readonly string[]).includes(label);

/**
 * An address's label as the shopper reads it: 'Home' and 'Work', saved in English whatever the language of the tap,
 * in her language; a label of her own as she typed it.
 */
export function labelText(label: string, tm: Translator['tm']): string {
  return isQuickLabel(label) ? tm(QUICK_LABELS[label]) : label;
}

/** The billing form's values of a saved address (no notes). */
export function valuesOf(address: SavedAddress): BillingValues {
  const { firstName, lastName, state, city, pinCode, phone, email, house, area, landmark, altPhone } = address;
  const details = { house, area, landmark, altPhone };
  return { firstName, lastName, state, city, address: address.address, pinCode, phone, email, notes: '', ...details };
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
  const keys = [
    'firstName',
    'lastName',
    'state',
    'city',
    'address',
    'pinCode',
    'phone',
    'email',
    'house',
    'area',
    'landmark',
    'altPhone',
  ] as const;
  return book.some((saved) => keys.every((key) => saved[key] === input[key]));
}

/** One line of a saved address, for lists and the checkout choice: its details too (a landmark as "Near …"). */
export function addressLine(address: SavedAddress): string {
  const { line1, line2 } = addressLines(address.address, address);
  return [line1, line2, address.city, `${address.state} ${address.pinCode}`].filter(Boolean).join(', ');
}

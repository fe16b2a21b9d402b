import type { Translator } from '../../../lib/i18n';
import { knownMessageText, type KnownMessage } from '../../../lib/i18n/known-message';

/**
 * The checks of an address, word for word as the domain's schemas give them (BillingForm of @vastra/domain/checkout:
 * CHECKOUT_MESSAGES' name and phone texts, ADDRESS_MESSAGES of @vastra/domain/address, IDENTITY_MESSAGES' email texts),
 * the address book's fallback, the PIN look-up's warning (lib/delivery/use-pin-lookup.ts) and the server's refusal of
 * a State that is not the PIN's; each as `t` says it. The checkout's form and the address book's dialog show them
 * (./address-message-text.test.ts checks every one of the domain's is here).
 */
export const ADDRESS_TEXTS: readonly KnownMessage[] = [
  (t) => t('Please enter your first name.'),
  (t) => t('Please enter your last name.'),
  (t) => t('Please select your state.'),
  (t) => t('Please enter your city.'),
  (t) => t('Please enter your street address.'),
  (t) => t('Please enter a valid 6-digit PIN code.'),
  (t) => t('Please enter a valid 10-digit phone number.'),
  (t) => t('Please enter your email address.'),
  (t) => t('Please enter a valid email address.'),
  (t) => t('Please enter a valid 10-digit alternate phone number, or leave it empty.'),
  (t) => t('All fields are required'),
  (t, values) => t('{label} can be at most {max} characters.', values),
  (t, values) => t('PIN {pincode} is in {pinState}, not {state}', values),
  (t, values) => t('PIN {pincode} is in {state}. Please check the state.', values),
];

/** The optional details' labels (ADDRESS_DETAIL_LABELS), as a too-long detail's message names them. */
const DETAIL_LABELS: readonly KnownMessage[] = [
  (t) => t('Flat, house no., building'),
  (t) => t('Area, locality'),
  (t) => t('Landmark'),
];

/**
 * A message of an address form in the shopper's language: the domain's checks (and the server's answer when it is one
 * of them, word for word) translated, their numbers, PIN codes and States kept; any other text as it is.
 */
export function addressMessageText(message: string, t: Translator['t']): string {
  return knownMessageText(message, ADDRESS_TEXTS, t, (value) => knownMessageText(value, DETAIL_LABELS, t));
}

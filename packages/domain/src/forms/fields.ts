import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../address';
import { INDIAN_MOBILE_PATTERN } from '../identity';
import { MESSAGES } from './messages';

/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** A required free-text field: trimmed, non-empty and at most `max` characters. */
export function requiredText(max: number, required: string, tooLong: string = required) {
  // The raw length is bounded before trimming too: megabytes of spaces are not a short text.
  return z
    .string({ error: required })
    .max(max, { error: tooLong })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });
}

/** A required email address, trimmed (ours: docs/rules/README.md#validation marks email required without a text). */
export const EmailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(EMAIL_MAX, { error: MESSAGES.invalidEmail })
  .regex(z.regexes.email, { error: MESSAGES.invalidEmail });

/** The billing phone: exactly 10 digits of an Indian mobile (docs/rules/checkout.md#validation). */
export const BillingPhoneField = z
  .string({ error: MESSAGES.invalidBillingPhone })
  .trim()
  .regex(INDIAN_MOBILE_PATTERN, { error: MESSAGES.invalidBillingPhone });

/**
 * The billing PIN code: exactly 6 digits, no leading 0 (docs/rules/checkout.md#validation,
 * docs/rules/third-parties.md#pin-codes).
 */
export const PinCodeField = z
  .string({ error: MESSAGES.invalidPinCode })
  .trim()
  .regex(PIN_CODE_PATTERN, { error: MESSAGES.invalidPinCode });

import { z } from 'zod';

/** A 10-digit Indian mobile number: first digit 6–9 (docs/rules/third-parties.md#mobile-numbers). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** The server's canonical phone form: +91 plus a 10-digit mobile number (docs/rules/sign-in.md#phone-verification). */
export const E164_INDIA_PATTERN = /^\+91[6-9]\d{9}$/;

/** India's country calling code with its plus sign (docs/rules/README.md#the-shop). */
export const INDIA_COUNTRY_CODE = '+91';

// docs/rules/third-parties.md#mobile-numbers: users type spaces, dashes, dots and brackets; they are not part of the
// number.
const SEPARATORS = /[\s\-().]/g;

/** True when the value is exactly a 10-digit Indian mobile number (no prefix, no separators). */
export function isIndianMobile(value: unknown): value is string {
  return typeof value === 'string' && INDIAN_MOBILE_PATTERN.test(value);
}

/**
 * Reads a typed phone number into its 10 digits, dropping separators and a leading +91, 91 (when
 * 12 digits) or 0 (when 11 digits), or returns null when no mobile number remains
 * (docs/rules/third-parties.md#mobile-numbers).
 */
export function normalizeIndianMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let digits = input.replace(SEPARATORS, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return isIndianMobile(digits) ? digits : null;
}

/**
 * Digits in an Indian mobile number without its country code (docs/rules/README.md#the-shop, docs/rules/constants.md
 * Phone).
 */
export const INDIAN_MOBILE_LENGTH = 10;

/**
 * What a phone field keeps of a typed or pasted value: its digits, without a leading country code
 * (+91, 91) or trunk 0 while at least 10 digits remain, then at most 10 digits. The prefix goes first
 * and the cut after: cutting '919876511060' first leaves '9198765110', a valid number of somebody else.
 */
export function phoneInputDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  while (digits.length > INDIAN_MOBILE_LENGTH) {
    if (digits.startsWith('91') && digits.length - 2 >= INDIAN_MOBILE_LENGTH) digits = digits.slice(2);
    else if (digits.startsWith('0')) digits = digits.slice(1);
    else break;
  }
  return digits.slice(0, INDIAN_MOBILE_LENGTH);
}

/**
 * Formats a 10-digit mobile number as E.164 ('+91XXXXXXXXXX'), the form sent to the backend
 * (docs/rules/api.md#endpoints).
 */
export function toE164India(tenDigits: string): string {
  return `${INDIA_COUNTRY_CODE}${tenDigits}`;
}

/** Message for a phone that is not a valid Indian mobile number (docs/rules/sign-in.md#signup). */
const INVALID_PHONE_NUMBER = 'Invalid phone number';

/** The canonical phone as the API accepts and sends it: '+91' plus 10 digits, nothing else. */
export const IndianPhone = z
  .string({ error: INVALID_PHONE_NUMBER })
  .regex(E164_INDIA_PATTERN, { error: INVALID_PHONE_NUMBER });
export type IndianPhone = z.infer<typeof IndianPhone>;

/**
 * A phone as a shopper types it, exactly 10 digits starting 6–9 (docs/rules/sign-in.md#signup, the input keeps digits
 * only).
 */
export const IndianMobileInput = z
  .string({ error: INVALID_PHONE_NUMBER })
  .trim()
  .regex(INDIAN_MOBILE_PATTERN, { error: INVALID_PHONE_NUMBER });
export type IndianMobileInput = z.infer<typeof IndianMobileInput>;

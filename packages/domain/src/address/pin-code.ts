/**
 * A PIN code: exactly 6 digits, the first 1–9 (docs/rules/README.md#the-shop, docs/rules/third-parties.md#pin-codes).
 */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Number of digits in a PIN code (docs/rules/constants.md PIN code). */
export const PIN_CODE_LENGTH = 6;

/** True when the value is exactly a valid PIN code, with no spaces. */
export function isPinCode(value: unknown): value is string {
  return typeof value === 'string' && PIN_CODE_PATTERN.test(value);
}

/**
 * Reads a typed PIN such as '560 034' into '560034', or null when no valid PIN remains
 * (docs/rules/third-parties.md#pin-codes).
 */
export function normalizePinCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const digits = input.replace(/\s/g, '');
  return isPinCode(digits) ? digits : null;
}

/**
 * What a PIN field keeps of a typed or pasted value: its digits, then at most 6. Spaces go before the
 * cut, so a pasted '560 038' stays '560038' rather than '56003'.
 */
export function pinCodeInputDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PIN_CODE_LENGTH);
}

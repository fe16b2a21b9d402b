/**
 * Keeps only the digits of a typed value, cut to `maxLength` (docs/rules/README.md#validation: phone and PIN inputs
 * take digits only).
 */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, maxLength));
}

/** Input lengths of the digits-only fields (docs/rules/checkout.md#validation, Signup, OTP). */
export const INPUT_MAX_LENGTH = { phone: 10, pinCode: 6, otp: 6 } as const;

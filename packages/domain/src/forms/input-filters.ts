/**
 * Keeps only the digits of a typed value, cut to `maxLength` (docs/rules/README.md#validation: phone and PIN inputs
 * take digits only).
 */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, maxLength));
}

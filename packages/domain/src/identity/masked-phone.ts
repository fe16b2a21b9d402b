/**
 * Where a sign-in code went, shown without the whole number: '+919000000001' → '+91 90•••••001' (the first two and
 * the last three of the ten digits). Anything that is not '+91' and ten digits keeps only its last three.
 */
export function codeDestination(phone: string): string {
  const digits = /^\+91(\d{10})$/.exec(phone)?.[1];
  if (!digits) return `•••${phone.slice(-3)}`;
  return `+91 ${digits.slice(0, 2)}•••••${digits.slice(7)}`;
}

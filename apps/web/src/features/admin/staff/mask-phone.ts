/**
 * A phone shown in part, enough to tell people apart without listing whole numbers on screen:
 * '+919876543210' → '+91 98••• ••210'. Anything that is not '+91' and ten digits is masked whole but its last 3.
 */
export function maskPhone(phone: string): string {
  const match = /^\+91(\d{10})$/.exec(phone);
  if (!match?.[1]) return `•••${phone.slice(-3)}`;
  const digits = match[1];
  return `+91 ${digits.slice(0, 2)}••• ••${digits.slice(7)}`;
}

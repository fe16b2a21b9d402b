/**
 * A support phone as the footer shows it, partly masked (docs/rules/README.md#the-shop): '+91 98XXX XXX21' from
 * '+91 98765 43221' or '9876543221'. Text that holds no 10-digit number (e.g. one already masked
 * in the configuration) is shown as configured.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return phone.trim();
  const national = digits.slice(-10);
  return `+91 ${national.slice(0, 2)}XXX XXX${national.slice(8)}`;
}

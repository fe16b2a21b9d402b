// The order's short link code in the texts' `/t/{code}` links (docs/decisions/034-order-messages.md).

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A UUID as a 22-character link code (its 128 bits, base64url) and back: `/t/{code}` fits a DLT variable. */
export function orderLinkCode(orderId: string): string {
  // 128 bits = 21 six-bit digits and 2 bits left: two zero bits pad the last digit.
  let bits = BigInt(`0x${orderId.replace(/-/g, '')}`) << 4n;
  let code = '';
  for (let i = 0; i < 22; i++) {
    code = B64[Number(bits & 63n)] + code;
    bits >>= 6n;
  }
  return code;
}

/** The order id a link code stands for, or null when it is not one. */
export function orderIdOfLinkCode(code: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  let bits = 0n;
  for (const c of code) bits = (bits << 6n) | BigInt(B64.indexOf(c));
  if ((bits & 15n) !== 0n) return null;
  const hex = (bits >> 4n).toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

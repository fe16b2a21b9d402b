/** A destination as the shopper typed it (the contract's PayoutDestinationInput). */
export type PayoutDestination =
  { kind: 'upi'; upiId: string } | { kind: 'bank'; accountName: string; accountNumber: string; ifsc: string };

/**
 * A UPI ID shown without its name: the first two characters, then stars, then the handle ('priya@okaxis' →
 * 'pr***@okaxis'). Short names keep one character.
 */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@');
  const name = upiId.slice(0, at);
  const keep = name.length > 4 ? 2 : 1;
  return `${name.slice(0, keep)}${'*'.repeat(Math.max(3, name.length - keep))}${upiId.slice(at)}`;
}

/** A bank account shown by its last four digits and the branch's IFSC ('XXXXXX4321 · HDFC0001234'). */
export function maskBankAccount(accountNumber: string, ifsc: string): string {
  return `${'X'.repeat(Math.max(4, accountNumber.length - 4))}${accountNumber.slice(-4)} · ${ifsc}`;
}

export function maskPayoutDestination(destination: PayoutDestination): string {
  return destination.kind === 'upi'
    ? maskUpiId(destination.upiId)
    : maskBankAccount(destination.accountNumber, destination.ifsc);
}

import type { PayoutDestinationInput } from '@vastra/domain/api';
import type { PayoutStatus } from '@vastra/domain/returns';

/** One payout to make: the destination opened from its seal only for this call, never stored or logged. */
export interface PayoutRequest {
  /** Ours, new per attempt (10–40 of [A-Za-z0-9_-]): the same key answers the payout it made, never a second. */
  idempotencyKey: string;
  amountPaise: number;
  destination: PayoutDestinationInput;
  /** Shown on the shopper's bank statement (our short reference of the return). */
  reference: string;
}

/** The provider's answer: paid (with the bank's reference, UTR), waiting, or refused with a reason. */
export interface PayoutResult {
  id: string;
  status: PayoutStatus;
  reference: string | null;
  failureReason: string | null;
}

/**
 * Sends a cash-on-delivery return's refund to a UPI ID or bank account (docs/decisions/041-payouts-for-cod-returns.md):
 * `sandbox` pays at once with a made-up reference, `manual` leaves it pending for staff to pay from the bank.
 * Throws only when the provider cannot be reached (the payout is then sent again with the same key).
 */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'manual';
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

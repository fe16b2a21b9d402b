import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutResult } from './payout.port';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The sandbox (PAYOUT_PROVIDER=sandbox, the local default) with a test control: refuse the next payout. */
export interface SandboxPayouts extends PayoutProvider {
  /** Makes the next payout fail with `reason` (as a bank would refuse a closed account). */
  failNext(reason: string): void;
  /** How many payouts it was asked for (each key counts once per call). */
  readonly calls: readonly { idempotencyKey: string; amountPaise: number }[];
}

/**
 * Pays at once and takes no real money: a payout id and a 12-digit reference (UTR) drawn from the key, so the same
 * key answers the same payout.
 */
export function createSandboxPayouts(): SandboxPayouts {
  const answered = new Map<string, PayoutResult>();
  const calls: { idempotencyKey: string; amountPaise: number }[] = [];
  let refuseNext: string | null = null;
  return {
    name: 'sandbox',
    calls,
    failNext(reason) {
      refuseNext = reason;
    },
    async payout({ idempotencyKey, amountPaise }) {
      calls.push({ idempotencyKey, amountPaise });
      const earlier = answered.get(idempotencyKey);
      if (earlier) return earlier;
      const hash = digest(idempotencyKey);
      const id = `pout_${hash.slice(0, 14)}`;
      const result: PayoutResult = refuseNext
        ? { id, status: 'failed', reference: null, failureReason: refuseNext }
        : {
            id,
            status: 'processed',
            reference: String(BigInt(`0x${hash.slice(0, 15)}`)).slice(0, 12),
            failureReason: null,
          };
      refuseNext = null;
      answered.set(idempotencyKey, result);
      return result;
    },
  };
}

/**
 * The honest production default (PAYOUT_PROVIDER=manual): nothing is sent; the payout waits for staff, who pay from
 * the shop's bank and record the bank's reference (PayoutsModule.markPaid).
 */
export function createManualPayouts(): PayoutProvider {
  return {
    name: 'manual',
    async payout({ idempotencyKey }) {
      return { id: `manual_${idempotencyKey}`, status: 'pending', reference: null, failureReason: null };
    },
  };
}

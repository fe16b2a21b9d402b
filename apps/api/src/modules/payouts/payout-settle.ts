import { formatRupees, paise } from '@vastra/domain/money';
import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import type { Db } from '../../db/client';
import type { returnPayouts } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import { applyMove, finishRequest, patchPayout, readForChange } from '../order-lifecycle';
import type { PayoutResult } from './payout.port';

export type PayoutRow = typeof returnPayouts.$inferSelect;
export type PayoutStaff = Pick<StaffUser, 'id' | 'fullName'>;

/** The history's words for a payout's progress (the destination only ever masked). */
export const PAYOUT_SUMMARY = {
  sent: (rupees: string, masked: string) => `Payout of ${rupees} to ${masked} sent`,
  processed: (rupees: string, masked: string, reference: string | null) =>
    `Payout of ${rupees} to ${masked} paid${reference ? ` (reference ${reference})` : ''}`,
  pending: (rupees: string, masked: string) => `Payout of ${rupees} to ${masked} waits to be paid from the bank`,
  failed: (rupees: string, masked: string, reason: string) => `Payout of ${rupees} to ${masked} failed: ${reason}`,
} as const;

export const PAYOUT_MESSAGES = {
  notFound: 'Payout not found.',
  notPending: 'This payout is not waiting to be paid.',
} as const;

/** 409 action_not_allowed: no payout of this request waits to be paid by staff. */
export const payoutNotPending = () =>
  new AppError('conflict', PAYOUT_MESSAGES.notPending, { code: 'action_not_allowed' });

/**
 * A pending payout staff pay by hand: one the manual provider answered, or (under the manual provider) one not yet
 * handed to it. Never a payout another provider may still be paying.
 */
export function waitsForStaff(row: Pick<PayoutRow, 'status' | 'providerPayoutId'>, providerName: string): boolean {
  if (row.status !== 'pending') return false;
  return row.providerPayoutId ? row.providerPayoutId.startsWith('manual_') : providerName === 'manual';
}

/**
 * Writes the provider's (or staff's) word on a payout, under its row lock in `tx`: monotonic (a processed or failed
 * payout never moves again). Once processed, the return request is refunded and its sealed destination wiped.
 */
export async function settlePayout(
  tx: Db,
  payoutId: string,
  answer: PayoutResult,
  options: { clock: Clock; staff: PayoutStaff | null },
): Promise<PayoutRow | null> {
  // Its order, then its return request, then the payout: the lock order.
  const row = (await readForChange(tx, { payout: payoutId }))?.payout;
  if (!row) return null;
  if (row.status !== 'pending') return row;
  const now = options.clock.now();
  const failureReason = answer.status === 'failed' ? (answer.failureReason ?? 'Refused by the bank') : null;
  const fields = {
    providerPayoutId: answer.id,
    reference: answer.reference,
    failureReason,
    ...(options.staff ? { staffName: options.staff.fullName } : {}),
  };
  const rupees = formatRupees(paise(row.amountPaise));
  const summary =
    answer.status === 'processed'
      ? PAYOUT_SUMMARY.processed(rupees, row.destinationMasked, answer.reference)
      : answer.status === 'failed'
        ? PAYOUT_SUMMARY.failed(rupees, row.destinationMasked, failureReason ?? '')
        : PAYOUT_SUMMARY.pending(rupees, row.destinationMasked);
  const history = {
    kind: 'refund',
    actor: options.staff ? ('staff' as const) : ('system' as const),
    staff: options.staff,
    summary,
    detail: { payoutId: row.id, returnRequestId: row.returnRequestId, status: answer.status },
  };
  const audit = options.staff
    ? {
        staff: options.staff,
        entry: {
          action: 'return.payout',
          targetType: 'return_request',
          targetId: row.returnRequestId,
          before: { payoutId: row.id, status: row.status },
          after: { payoutId: row.id, status: answer.status, reference: answer.reference },
        },
      }
    : undefined;
  if (answer.status === 'pending') {
    // The provider took it and pays later: no move, only its id and the history's line.
    const updated = await patchPayout(tx, row.id, { ...fields, updatedAt: now });
    await recordOrderEvent(tx, row.orderId, { ...history, at: now });
    if (audit) await recordAudit(tx, audit.staff, audit.entry);
    return updated ?? row;
  }
  const updated = await applyMove(tx, {
    machine: 'payout',
    id: row.id,
    to: answer.status,
    at: now,
    set: { ...fields, settledAt: now },
    history,
    ...(audit ? { audit } : {}),
  });
  if (answer.status === 'processed') {
    // Paid: the request is refunded (when still received) and its sealed destination wiped either way.
    await finishRequest(tx, row.returnRequestId, 'refunded', now, { payoutSealed: null, updatedAt: now });
  }
  return updated;
}

/**
 * Staff paid a pending payout from the bank: records the bank's reference and refunds the request. The same
 * reference again answers the payout as it is (a second click); 409 action_not_allowed for anything else.
 */
export async function markPayoutPaid(
  db: Db,
  options: { clock: Clock; providerName: string },
  payoutId: string,
  reference: string,
  staff: PayoutStaff | null,
): Promise<PayoutRow> {
  const utr = reference.trim();
  if (!utr || utr.length > 64) throw new AppError('bad-request', RETURNS_MESSAGES.bankReference);
  const { clock } = options;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = (await readForChange(tx, { payout: payoutId }))?.payout;
    if (!row) throw new AppError('not-found', PAYOUT_MESSAGES.notFound);
    if (row.status === 'processed' && row.reference === utr) return row;
    if (!waitsForStaff(row, options.providerName)) throw payoutNotPending();
    const answer: PayoutResult = {
      id: row.providerPayoutId ?? `manual_${row.idempotencyKey}`,
      status: 'processed',
      reference: utr,
      failureReason: null,
    };
    return (await settlePayout(tx, row.id, answer, { clock, staff })) ?? row;
  });
}

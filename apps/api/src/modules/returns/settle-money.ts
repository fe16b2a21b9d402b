import { formatRupees, paise } from '@vastra/domain/money';
import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import { and, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type orders, returnPayouts } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { settlePayout, type PayoutResult, type PayoutRow, type PayoutsModule } from '../payouts';
import { refundNotAllowed, type RefundRow, type RefundsService, type RefundStaff } from '../refunds';
import { payoutsOfRequest, refundableForReturn, refundsOfRequest } from './settle-refund-cap';
import {
  RETURN_MONEY_TEXTS,
  finishRequest,
  insertPayout,
  patchPayout,
  recordSettlement,
  settleReturnOfRefund,
} from '../order-lifecycle';
import { SETTLE_LEASE_MS, settleKey, type ReturnRow } from './settle-shared';

export const SETTLE_MESSAGES = {
  noDestination: 'There is no UPI ID or bank account to send this refund to.',
  refundIssued: (rupees: string) => `Return refund of ${rupees} to the original payment issued`,
  payoutIssued: (rupees: string, masked: string) => `Return refund of ${rupees} to ${masked} issued`,
  ...RETURN_MONEY_TEXTS,
  unreadableDestination: 'The refund destination could not be read.',
} as const;

/** What a return still needs after its transaction commits. */
export type MoneyStep =
  { kind: 'refund'; row: RefundRow; fresh: boolean } | { kind: 'payout'; row: PayoutRow; sealed: string } | null;

export interface MoneyDeps {
  db: Db;
  clock: Clock;
  refunds: RefundsService;
  payouts: PayoutsModule;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const rupees = (amount: number) => formatRupees(paise(amount));

/**
 * Under the order's and the request's locks: resumes a refund or payout the request already has, or writes a new
 * pending one (capped by what is left of the line; 409 refund_not_allowed when nothing is).
 */
export async function planReturnMoney(
  tx: Db,
  deps: MoneyDeps,
  order: typeof orders.$inferSelect,
  request: ReturnRow,
  staff: RefundStaff | null,
): Promise<MoneyStep> {
  const now = deps.clock.now();
  const requested = request.refundPaise ?? 0;
  if (requested === 0 && request.kind === 'return') {
    // Nothing to pay back (an offer no longer held for what was kept, as the shopper was told before asking): the
    // request is done without a refund or payout.
    const done = await finishRequest(tx, request.id, 'refunded', now);
    if (done) {
      await recordSettlement(tx, done, staff, {
        action: 'return.refunded',
        summary: RETURNS_MESSAGES.nothingToRefund,
        detail: { amountPaise: 0 },
        at: now,
      });
    }
    return null;
  }
  if (order.paymentMode === 'prepaid') {
    const earlier = await refundsOfRequest(tx, request.id);
    const live = earlier.find((r) => r.status !== 'failed');
    if (live) {
      if (live.status === 'pending' && !live.gatewayRefundId) return { kind: 'refund', row: live, fresh: false };
      // Accepted by the gateway, not processed yet: the request waits for the refund's settlement (its webhook).
      if (live.status === 'pending') return null;
      // Processed: its settlement refunded the request already, unless it was settled before that was so.
      await settleReturnOfRefund(tx, live, staff, now);
      return null;
    }
    if (!order.gatewayPaymentId) throw refundNotAllowed('not_prepaid');
    const amount = await refundableForReturn(tx, order, request.orderItemId, requested);
    if (amount === 0) throw refundNotAllowed('nothing_left');
    const row = await deps.refunds.insertPending(tx, {
      orderId: order.id,
      orderItemId: request.orderItemId,
      returnRequestId: request.id,
      gatewayPaymentId: order.gatewayPaymentId,
      amountPaise: amount,
      reason: `Return of ${request.quantity} × order line`,
      idempotencyKey: settleKey('ret', request.id, earlier.length + 1),
      staff,
    });
    await recordSettlement(tx, request, staff, {
      action: 'return.refund',
      summary: SETTLE_MESSAGES.refundIssued(rupees(amount)),
      detail: { refundId: row.id, amountPaise: amount },
      at: now,
    });
    return { kind: 'refund', row, fresh: true };
  }

  const earlier = await payoutsOfRequest(tx, request.id);
  const live = earlier.find((p) => p.status !== 'failed');
  if (live) {
    // Processed already refunded the request; pending with the provider's id waits for it (or for staff).
    if (live.status !== 'pending' || live.providerPayoutId || !request.payoutSealed) return null;
    const claimed = await patchPayout(
      tx,
      live.id,
      { updatedAt: now },
      and(
        isNull(returnPayouts.providerPayoutId),
        lte(returnPayouts.updatedAt, new Date(now.getTime() - SETTLE_LEASE_MS)),
      ),
    );
    return claimed ? { kind: 'payout', row: claimed, sealed: request.payoutSealed } : null;
  }
  const kind = request.refundDestination;
  if (!request.payoutSealed || !request.payoutMasked || (kind !== 'upi' && kind !== 'bank')) {
    throw new AppError('conflict', SETTLE_MESSAGES.noDestination);
  }
  const amount = await refundableForReturn(tx, order, request.orderItemId, requested);
  if (amount === 0) throw refundNotAllowed('nothing_left');
  const row = await insertPayout(tx, {
    returnRequestId: request.id,
    orderId: order.id,
    amountPaise: amount,
    destinationKind: kind,
    destinationMasked: request.payoutMasked,
    idempotencyKey: settleKey('pay', request.id, earlier.length + 1),
    staffName: staff?.fullName ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await recordSettlement(tx, request, staff, {
    action: 'return.payout',
    summary: SETTLE_MESSAGES.payoutIssued(rupees(amount), row.destinationMasked),
    detail: { payoutId: row.id, amountPaise: amount, destination: row.destinationMasked },
    at: now,
  });
  return { kind: 'payout', row, sealed: request.payoutSealed };
}

/** After commit: sends the refund or payout; its settlement moves the request. */
export async function sendReturnMoney(deps: MoneyDeps, step: NonNullable<MoneyStep>, staff: RefundStaff | null) {
  if (step.kind === 'refund') {
    // The refund's settlement (its answer now, or the gateway's webhook later) moves the request (the core's
    // settleReturnOfRefund).
    await deps.refunds.send(step.row, { claimed: step.fresh, staff });
    return;
  }
  const { row } = step;
  const answer = await askProvider(deps, row, step.sealed);
  if (!answer) return;
  await deps.db.transaction(async (transaction) => {
    await settlePayout(transaction, row.id, answer, { clock: deps.clock, staff });
  });
}

/** The provider's answer, a failure when the sealed destination cannot be opened, or null when unreachable. */
async function askProvider(deps: MoneyDeps, row: PayoutRow, sealed: string): Promise<PayoutResult | null> {
  let destination;
  try {
    destination = deps.payouts.seal.open(sealed);
  } catch {
    deps.log.error({ payoutId: row.id }, 'payout destination could not be opened');
    const reason = SETTLE_MESSAGES.unreadableDestination;
    return { id: `unopened_${row.id}`, status: 'failed', reference: null, failureReason: reason };
  }
  try {
    return await deps.payouts.provider.payout({
      idempotencyKey: row.idempotencyKey,
      amountPaise: row.amountPaise,
      destination,
      reference: `Refund ${row.returnRequestId.slice(0, 8).toUpperCase()}`,
    });
  } catch (error) {
    // Never the error itself: a provider's message may repeat the destination. The lease is given back.
    const name = error instanceof Error ? error.name : 'Error';
    deps.log.warn({ payoutId: row.id, error: name }, 'payout not sent to the provider; it stays pending');
    await patchPayout(
      deps.db,
      row.id,
      { updatedAt: new Date(deps.clock.now().getTime() - SETTLE_LEASE_MS) },
      isNull(returnPayouts.providerPayoutId),
    );
    return null;
  }
}

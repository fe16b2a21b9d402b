import { canMoveMoney, canMoveRefund, moneyStateOf, type RefundStatus } from '@vastra/domain/after-sale';
import { MoneyState, RefundStatus as RefundStatusSchema } from '@vastra/domain/api';
import { formatRupees, paise } from '@vastra/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type orders, refunds } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { type OrderOutbox } from '../order-history';
import type { GatewayRefund } from '../payments';
import { settlePaymentAttentionRefund } from '../order-admin';
import { applyMove, patchRefund, readForChange, settleReturnOfRefund } from '../order-lifecycle';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStaff = Pick<StaffUser, 'id' | 'fullName'>;

export interface SettleOptions {
  /** Settles this row (send's own answer) rather than the one with the gateway's refund id. */
  refundId?: string;
  /** Who caused the settlement (the staff member whose click sent the refund); null for the gateway's webhook. */
  staff?: RefundStaff | null;
}

const statusOf = (r: RefundRow): RefundStatus => RefundStatusSchema.parse(r.status);
const amountsOf = (rows: RefundRow[]) => rows.map((r) => ({ amountPaise: r.amountPaise, status: statusOf(r) }));

/** The captured amount an order's refunds are bounded by (nothing for cash on delivery or an unpaid order). */
export function capturedOf(order: Pick<typeof orders.$inferSelect, 'paymentMode' | 'paidAt' | 'totalPaise'>) {
  return order.paymentMode === 'prepaid' && order.paidAt ? order.totalPaise : 0;
}

export async function refundsOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/** Moves an order's money state to what its refunds imply, when the state machine allows it. */
export async function syncMoneyState(tx: Db, orderId: string, clock: Clock): Promise<void> {
  const order = (await readForChange(tx, { order: orderId }))?.order;
  if (!order || order.paymentMode !== 'prepaid') return;
  const rows = await refundsOfOrder(tx, orderId);
  const next = moneyStateOf(capturedOf(order), amountsOf(rows));
  const from = MoneyState.parse(order.moneyState);
  if (next === from || !canMoveMoney(from, next)) return;
  await applyMove(tx, { machine: 'money', id: orderId, to: next, at: clock.now() });
}

const SETTLED_SUMMARY = {
  processed: (rupees: string) => `Refund of ${rupees} processed by the gateway`,
  failed: (rupees: string) => `Refund of ${rupees} failed at the gateway`,
} as const;

/**
 * Settles a row with the gateway's word (send's answer or a refund webhook), monotonic: a settled row never moves
 * back, and a second processed event changes nothing. Locks the refund's order first, then (through the hook) its
 * return request, then the refund itself — the lock order of every returns step, so a settlement arriving while
 * the return's `complete` runs waits for it instead of deadlocking.
 */
export function createSettle(deps: {
  db: Db;
  clock: Clock;
  /** Runs the reactions to a processed refund (the shopper's text) once it committed. */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
}) {
  const { db, clock } = deps;
  return async function settle(answer: GatewayRefund, options: SettleOptions = {}): Promise<RefundRow | null> {
    const settled = await db.transaction(async (tx) => {
      const where = options.refundId ? eq(refunds.id, options.refundId) : eq(refunds.gatewayRefundId, answer.id);
      const [peek] = await tx.select({ id: refunds.id }).from(refunds).where(where);
      if (!peek) return null;
      // The refund's order, then its return request, then the refund: the lock order.
      const row = (await readForChange(tx, { refund: peek.id }))?.refund;
      if (!row) return null;
      const moves = canMoveRefund(statusOf(row), answer.status);
      const now = clock.now();
      if (!moves && row.gatewayRefundId === answer.id) return row;
      if (!moves) return await patchRefund(tx, row.id, { gatewayRefundId: answer.id, updatedAt: now });
      const processed = answer.status === 'processed';
      const settledHere = answer.status !== 'pending' && row.orderId !== null;
      const updated = await applyMove(tx, {
        machine: 'refund',
        id: row.id,
        to: answer.status,
        at: now,
        set: {
          gatewayRefundId: answer.id,
          settledAt: now,
          failureReason: answer.status === 'failed' ? (answer.failureReason ?? 'Refused by the gateway') : null,
        },
        ...(settledHere && answer.status !== 'pending'
          ? {
              history: {
                kind: 'refund',
                actor: 'gateway',
                summary: SETTLED_SUMMARY[answer.status](formatRupees(paise(row.amountPaise))),
                detail: { refundId: row.id, gatewayRefundId: answer.id, status: answer.status },
              },
            }
          : {}),
        events:
          processed && row.orderId
            ? [{ type: 'refund.processed', orderId: row.orderId, refundId: row.id, amountPaise: row.amountPaise }]
            : [],
      });
      if (settledHere && row.orderId) await syncMoneyState(tx, row.orderId, clock);
      if (answer.status !== 'pending') await settleReturnOfRefund(tx, updated, options.staff ?? null, now);
      // A payment that produced no order is settled once processed refunds cover what it captured.
      if (updated.paymentAttentionId && processed) {
        await settlePaymentAttentionRefund(tx, updated);
      }
      return updated;
    });
    await deps.outbox?.dispatch();
    return settled;
  };
}

import { canMoveMoney, canMoveRefund, moneyStateOf, type RefundStatus } from '@vastra/domain/after-sale';
import { MoneyState, RefundStatus as RefundStatusSchema } from '@vastra/domain/api';
import { formatRupees, paise } from '@vastra/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { emitOrderEvent, recordOrderEvent, type OrderOutbox } from '../order-history';
import type { GatewayRefund } from '../payments';
import { settlePaymentAttentionRefund } from '../order-admin';
import { lockOrder } from '../orders';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStaff = Pick<StaffUser, 'id' | 'fullName'>;

/**
 * The returns module's part in settling a refund that pays back a return request (`refunds.return_request_id`),
 * registered with `RefundsService.onReturnRefund` (the refunds module never imports the returns module).
 */
export interface ReturnRefundHook {
  /** Locks the request: after the order's lock, before the refund's (the lock order of every returns step). */
  lock(tx: Db, returnRequestId: string): Promise<void>;
  /** In the settling transaction, once the refund moved to processed or failed (never twice for one refund). */
  settled(tx: Db, refund: RefundRow, by: { staff: RefundStaff | null; at: Date }): Promise<void>;
}

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
  const order = await lockOrder(tx, orderId);
  if (!order || order.paymentMode !== 'prepaid') return;
  const rows = await refundsOfOrder(tx, orderId);
  const next = moneyStateOf(capturedOf(order), amountsOf(rows));
  const from = MoneyState.parse(order.moneyState);
  if (next === from || !canMoveMoney(from, next)) return;
  await tx.update(orders).set({ moneyState: next, updatedAt: clock.now() }).where(eq(orders.id, orderId));
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
  returnHook: () => ReturnRefundHook | null;
}) {
  const { db, clock } = deps;
  return async function settle(answer: GatewayRefund, options: SettleOptions = {}): Promise<RefundRow | null> {
    const settled = await db.transaction(async (tx) => {
      const where = options.refundId ? eq(refunds.id, options.refundId) : eq(refunds.gatewayRefundId, answer.id);
      // Its order and request never change: read without a lock to take those locks first.
      const [peek] = await tx.select().from(refunds).where(where);
      if (!peek) return null;
      if (peek.orderId) await lockOrder(tx, peek.orderId);
      const hook = peek.returnRequestId ? deps.returnHook() : null;
      if (peek.returnRequestId) await hook?.lock(tx, peek.returnRequestId);
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, peek.id)).for('update');
      if (!row) return null;
      const moves = canMoveRefund(statusOf(row), answer.status);
      const now = clock.now();
      if (!moves && row.gatewayRefundId === answer.id) return row;
      const [updated] = await tx
        .update(refunds)
        .set({
          gatewayRefundId: answer.id,
          updatedAt: now,
          ...(moves
            ? {
                status: answer.status,
                settledAt: now,
                failureReason: answer.status === 'failed' ? (answer.failureReason ?? 'Refused by the gateway') : null,
              }
            : {}),
        })
        .where(eq(refunds.id, row.id))
        .returning();
      if (moves && row.orderId && answer.status !== 'pending') {
        await syncMoneyState(tx, row.orderId, clock);
        await recordOrderEvent(tx, row.orderId, {
          kind: 'refund',
          actor: 'gateway',
          summary: SETTLED_SUMMARY[answer.status](formatRupees(paise(row.amountPaise))),
          detail: { refundId: row.id, gatewayRefundId: answer.id, status: answer.status },
          at: now,
        });
        if (answer.status === 'processed') {
          const event = { orderId: row.orderId, refundId: row.id, amountPaise: row.amountPaise };
          await emitOrderEvent(tx, now, { type: 'refund.processed', ...event });
        }
      }
      if (moves && updated && answer.status !== 'pending') {
        await hook?.settled(tx, updated, { staff: options.staff ?? null, at: now });
      }
      // A payment that produced no order is settled once processed refunds cover what it captured.
      if (moves && updated?.paymentAttentionId && answer.status === 'processed') {
        await settlePaymentAttentionRefund(tx, updated);
      }
      return updated ?? row;
    });
    await deps.outbox?.dispatch();
    return settled;
  };
}

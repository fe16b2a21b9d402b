import { AFTER_SALE_MESSAGES as M, refundablePaise, refundRefusal, type RefundStatus } from '@vastra/domain/after-sale';
import { RefundStatus as RefundStatusSchema } from '@vastra/domain/api';
import { formatRupees, paise } from '@vastra/domain/money';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orderItems, paymentAttention, refunds } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import type { OrderOutbox } from '../order-history';
import { GatewayRefusedError, type GatewayRefund, type PaymentGateway } from '../payments';
import { insertRefund, patchRefund, readForChange } from '../order-lifecycle';
import { refundNotAllowed } from './refund-messages';
import {
  capturedOf,
  createSettle,
  refundsOfOrder,
  syncMoneyState,
  type RefundRow,
  type RefundStaff,
  type SettleOptions,
} from './refund-settle';

/** A refund to write (pending) under the owner's row lock; the caller has checked it may be issued. */
export interface PendingRefund {
  orderId?: string | null;
  paymentAttentionId?: string | null;
  orderItemId?: string | null;
  /** The return request it pays back (modules/returns): at most one live refund per request. */
  returnRequestId?: string | null;
  gatewayPaymentId: string;
  amountPaise: number;
  reason: string;
  idempotencyKey: string;
  staff: RefundStaff | null;
}

/** What `issue` refunds: an order's payment (or one line of it) or a payment that produced no order. */
export interface IssueRequest {
  orderId?: string;
  paymentAttentionId?: string;
  /** Defaults to all that is left (of the line, with `orderItemId`). */
  amountPaise?: number;
  reason: string;
  /** 10–40 of [A-Za-z0-9_-]; the same key answers the refund it made (nothing twice). */
  idempotencyKey: string;
  orderItemId?: string;
  staff: RefundStaff;
  /** Runs in the refund's transaction after the row is written (e.g. to mark a payment resolved). */
  within?: (tx: Db, row: RefundRow) => Promise<void>;
}

export interface RefundsService {
  /** Writes a pending refund row inside the caller's transaction (its owner's row already locked). */
  insertPending(tx: Db, refund: PendingRefund): Promise<RefundRow>;
  /**
   * After commit: asks the gateway for a pending row's refund (with its stored key) and settles the row with the
   * answer. A gateway that cannot be reached leaves the row pending (unsent) to be sent again; a definite refusal
   * marks it failed. Never throws for the gateway.
   */
  send(row: RefundRow, options?: { claimed?: boolean; staff?: RefundStaff | null }): Promise<RefundRow>;
  /**
   * Locks the owner, refuses what cannot be refunded (409 refund_not_allowed), writes the pending row with audit and
   * history, commits, then sends it. The same idempotency key answers the row it made (re-sending it if unsent).
   */
  issue(request: IssueRequest): Promise<RefundRow>;
  /**
   * Settles a row with the gateway's word (send's answer or a refund webhook), by gateway refund id or `refundId`:
   * monotonic (a settled row never moves back), then recomputes the order's money state and writes its history;
   * a return's refund processed or failed is told to the return's hook in the same transaction.
   */
  settle(gatewayRefund: GatewayRefund, options?: SettleOptions): Promise<RefundRow | null>;
}

/** How long a sender holds an unsent refund (longer than any gateway call's timeout). */
export const SEND_LEASE_MS = 2 * 60_000;

const statusOf = (r: RefundRow): RefundStatus => RefundStatusSchema.parse(r.status);
const amountsOf = (rows: RefundRow[]) => rows.map((r) => ({ amountPaise: r.amountPaise, status: statusOf(r) }));

export function createRefunds(deps: {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Texts the shopper when a refund of an order is processed. */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
}): RefundsService {
  const { db, gateway, clock } = deps;
  const settle = createSettle({ db, clock, outbox: deps.outbox });

  async function insertPending(tx: Db, refund: PendingRefund): Promise<RefundRow> {
    const row = await insertRefund(tx, {
      orderId: refund.orderId ?? null,
      paymentAttentionId: refund.paymentAttentionId ?? null,
      orderItemId: refund.orderItemId ?? null,
      returnRequestId: refund.returnRequestId ?? null,
      gatewayPaymentId: refund.gatewayPaymentId,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      idempotencyKey: refund.idempotencyKey,
      staffId: refund.staff?.id ?? null,
      staffName: refund.staff?.fullName ?? null,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    if (!row) throw new Error('refund not inserted');
    if (row.orderId) await syncMoneyState(tx, row.orderId, clock);
    return row;
  }

  /**
   * An unsent pending row's `updated_at` is its send lease: whoever wrote the row sends it at once; anyone else
   * (a retry) sends it only once the lease has run out or was given back by a failed send, so two concurrent
   * requests never both call the gateway.
   */
  async function claim(row: RefundRow): Promise<boolean> {
    const now = clock.now();
    const claimed = await patchRefund(
      db,
      row.id,
      { updatedAt: now },
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.gatewayRefundId),
        lte(refunds.updatedAt, new Date(now.getTime() - SEND_LEASE_MS)),
      ),
    );
    return claimed !== null;
  }

  async function release(row: RefundRow) {
    await patchRefund(
      db,
      row.id,
      { updatedAt: new Date(clock.now().getTime() - SEND_LEASE_MS) },
      and(eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId)),
    );
  }

  async function send(row: RefundRow, options: { claimed?: boolean; staff?: RefundStaff | null } = {}) {
    const by = { refundId: row.id, staff: options.staff ?? null };
    if (statusOf(row) !== 'pending' || row.gatewayRefundId) return row;
    if (!options.claimed && !(await claim(row))) return row;
    let answer: GatewayRefund;
    try {
      answer = await gateway.refund({
        paymentId: row.gatewayPaymentId,
        amountPaise: row.amountPaise,
        idempotencyKey: row.idempotencyKey,
        notes: { refund_id: row.id, reason: row.reason.slice(0, 250) },
      });
    } catch (err) {
      if (err instanceof GatewayRefusedError) {
        const failed = { id: `refused_${row.id}`, paymentId: row.gatewayPaymentId, amountPaise: row.amountPaise };
        return (await settle({ ...failed, status: 'failed', failureReason: err.message }, by)) ?? row;
      }
      // Unreachable or busy: the row stays pending without a gateway id and is sent again by a retry.
      deps.log?.warn({ err, refundId: row.id }, 'refund not sent to the gateway; it stays pending');
      await release(row);
      return row;
    }
    return (await settle(answer, by)) ?? row;
  }

  async function issue(request: IssueRequest): Promise<RefundRow> {
    const { row, fresh } = await db.transaction(async (tx) => {
      // The owner's lock first: a second request (same key or not) waits here and then sees the first's row.
      const owner = await lockOwner(tx, request);
      const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
      if (earlier) return { row: earlier, fresh: false };
      const rows = owner.orderId
        ? await refundsOfOrder(tx, owner.orderId)
        : await tx.select().from(refunds).where(eq(refunds.gatewayPaymentId, owner.gatewayPaymentId));
      const amounts = amountsOf(rows);
      let left = refundablePaise(owner.capturedPaise, amounts);
      if (request.orderItemId !== undefined) {
        const linePaise = await lineTotal(tx, owner.orderId, request.orderItemId);
        const lineRefunds = amountsOf(rows.filter((r) => r.orderItemId === request.orderItemId));
        left = Math.min(left, refundablePaise(linePaise, lineRefunds));
      }
      const amount = request.amountPaise ?? Math.max(1, left);
      const refusal = left === 0 ? 'nothing_left' : refundRefusal(left, [], amount);
      if (refusal) throw refundNotAllowed(refusal, left);
      const inserted = await insertPending(tx, {
        orderId: owner.orderId,
        paymentAttentionId: owner.paymentAttentionId,
        orderItemId: request.orderItemId ?? null,
        gatewayPaymentId: owner.gatewayPaymentId,
        amountPaise: amount,
        reason: request.reason,
        idempotencyKey: request.idempotencyKey,
        staff: request.staff,
      });
      const target = owner.orderId
        ? { targetType: 'order', targetId: owner.orderId, action: 'order.refund' }
        : { targetType: 'payment', targetId: owner.paymentAttentionId, action: 'payment.refund' };
      await recordAudit(tx, request.staff, { ...target, before: null, after: auditOf(inserted) });
      if (owner.orderId) {
        await recordOrderEvent(tx, owner.orderId, {
          kind: 'refund',
          actor: 'staff',
          staff: request.staff,
          summary: `Refund of ${formatRupees(paise(amount))} issued: ${request.reason}`,
          detail: { refundId: inserted.id, amountPaise: amount, orderItemId: inserted.orderItemId },
          at: clock.now(),
        });
      }
      await request.within?.(tx, inserted);
      return { row: inserted, fresh: true };
    });
    return send(row, { claimed: fresh });
  }

  return {
    insertPending,
    send,
    issue,
    settle,
  };
}

export const auditOf = (r: RefundRow) => ({
  id: r.id,
  amountPaise: r.amountPaise,
  status: r.status,
  orderItemId: r.orderItemId,
  idempotencyKey: r.idempotencyKey,
  reason: r.reason,
});

interface Owner {
  orderId: string | null;
  paymentAttentionId: string | null;
  gatewayPaymentId: string;
  capturedPaise: number;
}

async function lockOwner(tx: Db, request: IssueRequest): Promise<Owner> {
  if (request.orderId) {
    const order = (await readForChange(tx, { order: request.orderId }))?.order;
    if (!order) throw new AppError('not-found', M.orderNotFound);
    if (order.paymentMode !== 'prepaid' || !order.gatewayPaymentId) throw refundNotAllowed('not_prepaid');
    return {
      orderId: order.id,
      paymentAttentionId: null,
      gatewayPaymentId: order.gatewayPaymentId,
      capturedPaise: capturedOf(order),
    };
  }
  if (!request.paymentAttentionId) throw new Error('issue needs an orderId or a paymentAttentionId');
  const [payment] = await tx
    .select()
    .from(paymentAttention)
    .where(eq(paymentAttention.id, request.paymentAttentionId))
    .for('update');
  if (!payment) throw new AppError('not-found', M.paymentNotFound);
  return {
    orderId: null,
    paymentAttentionId: payment.id,
    gatewayPaymentId: payment.gatewayPaymentId,
    capturedPaise: payment.amountPaise,
  };
}

async function lineTotal(tx: Db, orderId: string | null, itemId: string): Promise<number> {
  if (!orderId || !isUuid(itemId)) throw refundNotAllowed('line_unknown');
  const [line] = await tx
    .select({ unit: orderItems.unitPricePaise, quantity: orderItems.quantity, discount: orderItems.discountPaise })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  if (!line) throw refundNotAllowed('line_unknown');
  // What was paid for the line: its price less its share of the order's discount.
  return line.unit * line.quantity - line.discount;
}

import { and, eq, isNull } from 'drizzle-orm';
import { AFTER_SALE_MESSAGES as M, refundablePaise } from '@vastra/domain/after-sale';
import { RefundStatus, type QueuePayment } from '@vastra/domain/api';
import type { Db } from '../../db/client';
import { paymentAttention, refunds } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import { applyMove, insertRefund, patchRefund, readForChange } from '../order-lifecycle';
import type { PlaceOrder } from '../orders';
import type { GatewayRefund, PaymentGateway } from '../payments';
import {
  boundBasketOf,
  lockAttention,
  orderIdOfGatewayOrder,
  readQueuePayment,
  refundsOf,
  settlePaymentAttentionRefund,
  type RefundRow,
} from './payment-attention.repository';

/**
 * A refund row pending with no gateway answer is taken as still being sent for this long (a gateway call gives up
 * long before): a second press meanwhile answers the current state instead of calling the gateway again.
 */
export const REFUND_IN_FLIGHT_MS = 60_000;

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Db));

const notFound = () => new AppError('not-found', M.paymentNotFound);
const refundRefused = (message: string) => new AppError('conflict', message, { code: 'refund_not_allowed' });
const actionRefused = (message: string) => new AppError('conflict', message, { code: 'action_not_allowed' });

/** The gateway's idempotency key of a payment's refund: the first is `pay_<id>`, one after a failed one `_2`… */
export const paymentRefundKey = (attentionId: string, failedBefore: number): string =>
  `pay_${attentionId.replaceAll('-', '')}${failedBefore > 0 ? `_${failedBefore + 1}` : ''}`;

/**
 * The back office's actions on a captured payment that produced no order (`payment_attention`): refund what is
 * left of it, or make the order it was for. Each decides under the payment's row lock, is audited, and is safe to
 * press twice or by two members of staff at once.
 */
export function createPaymentActions(deps: { db: Db; gateway: PaymentGateway; placeOrder: PlaceOrder; clock: Clock }) {
  const { db, gateway, clock } = deps;

  async function current(id: string): Promise<QueuePayment> {
    const payment = await readQueuePayment(db, id);
    if (!payment) throw notFound();
    return payment;
  }

  /**
   * Decides, under the lock, which refund to send: a new row for what is left (written before the call, with its
   * idempotency key), a pending one whose last call failed or was lost (sent again with the same key), or none
   * (settled already, or another press is sending it: the current state is the answer).
   */
  function planRefund(staff: StaffUser, id: string, reason: string): Promise<RefundRow | null> {
    return inTx(db, async (tx) => {
      const row = await lockAttention(tx, id);
      if (!row) throw notFound();
      if (row.resolvedAt) {
        if (row.resolution === 'refunded') return null;
        throw refundRefused(M.paymentResolved);
      }
      if (row.resolution === 'order_created') throw refundRefused(M.paymentOrderInProgress);
      if (await orderIdOfGatewayOrder(tx, row.gatewayOrderId)) throw refundRefused(M.paymentHasOrder);
      const rows = await refundsOf(tx, id);
      const now = clock.now();
      const pending = rows.find((r) => r.status === 'pending');
      if (pending) {
        const lost = now.getTime() - pending.updatedAt.getTime() >= REFUND_IN_FLIGHT_MS;
        if (pending.gatewayRefundId !== null || (pending.failureReason === null && !lost)) return null;
        const again = await patchRefund(tx, pending.id, { failureReason: null, updatedAt: now });
        await recordAudit(tx, staff, {
          action: 'payment.refund',
          targetType: 'payment',
          targetId: id,
          before: { refundId: pending.id, failureReason: pending.failureReason },
          after: { refundId: pending.id, amountPaise: pending.amountPaise, resent: true },
        });
        return again ?? null;
      }
      const amounts = rows.map((r) => ({ amountPaise: r.amountPaise, status: RefundStatus.parse(r.status) }));
      const left = refundablePaise(row.amountPaise, amounts);
      if (left === 0) throw refundRefused(M.refundNothingLeft);
      const made = await insertRefund(tx, {
        paymentAttentionId: id,
        gatewayPaymentId: row.gatewayPaymentId,
        amountPaise: left,
        reason,
        idempotencyKey: paymentRefundKey(id, rows.filter((r) => r.status === 'failed').length),
        staffId: staff.id,
        staffName: staff.fullName,
        createdAt: now,
        updatedAt: now,
      });
      if (!made) throw new Error('refund row not inserted');
      await recordAudit(tx, staff, {
        action: 'payment.refund',
        targetType: 'payment',
        targetId: id,
        before: { refundablePaise: left },
        after: { refundId: made.id, amountPaise: left, reason, idempotencyKey: made.idempotencyKey },
      });
      return made;
    });
  }

  /** Writes the gateway's answer on the refund row (never moving a settled one back) and settles the payment. */
  function recordAnswer(id: string, refund: RefundRow, answer: GatewayRefund): Promise<QueuePayment> {
    return inTx(db, async (tx) => {
      const locked = (await readForChange(tx, { refund: refund.id }))?.refund;
      if (!locked) throw new Error('refund row vanished');
      const now = clock.now();
      const failureReason = answer.status === 'failed' ? M.paymentRefundRefused : null;
      const updated =
        locked.status !== 'pending'
          ? await patchRefund(tx, locked.id, { gatewayRefundId: locked.gatewayRefundId ?? answer.id, updatedAt: now })
          : answer.status === 'pending'
            ? await patchRefund(tx, locked.id, { gatewayRefundId: answer.id, failureReason, updatedAt: now })
            : await applyMove(tx, {
                machine: 'refund',
                id: locked.id,
                to: answer.status,
                at: now,
                set: { gatewayRefundId: answer.id, failureReason, settledAt: now },
              });
      if (updated) await settlePaymentAttentionRefund(tx, updated);
      const payment = await readQueuePayment(tx, id);
      if (!payment) throw notFound();
      return payment;
    });
  }

  /**
   * POST /api/admin/payments/{id}/refund: refunds what is left of the captured amount. The row is committed
   * pending before the gateway is called; a gateway failure leaves it pending (502) with the failure noted, and
   * the next press sends it again with the same idempotency key, so the money goes back once.
   */
  async function refund(staff: StaffUser, id: string, reason: string): Promise<QueuePayment> {
    if (!isUuid(id)) throw notFound();
    const planned = await planRefund(staff, id.toLowerCase(), reason);
    if (!planned) return current(id.toLowerCase());
    let answer: GatewayRefund;
    try {
      answer = await gateway.refund({
        paymentId: planned.gatewayPaymentId,
        amountPaise: planned.amountPaise,
        idempotencyKey: planned.idempotencyKey,
        notes: { paymentAttentionId: planned.paymentAttentionId ?? id },
      });
    } catch (error) {
      const failure = error instanceof Error ? error.message : 'The refund could not be sent';
      await patchRefund(
        db,
        planned.id,
        { failureReason: failure, updatedAt: clock.now() },
        eq(refunds.status, 'pending'),
      );
      throw error;
    }
    return recordAnswer(planned.paymentAttentionId ?? id, planned, answer);
  }

  /**
   * POST /api/admin/payments/{id}/create-order: makes the order the payment was for, from the basket bound at
   * create-order, through the webhook's placing path (prepaid with the payment's ids, so idempotent by gateway
   * order id). That path writes the order in its own statement, so the payment is first marked as an order being
   * made (refunds refuse it meanwhile), then settled right after the order, under its lock; a press after a crash
   * in between finds the order and settles. Stock gone: 409 out_of_stock and the mark is lifted.
   */
  async function createOrder(staff: StaffUser, rawId: string): Promise<{ payment: QueuePayment; orderId: string }> {
    if (!isUuid(rawId)) throw notFound();
    const id = rawId.toLowerCase();
    const claim = await inTx(db, async (tx) => {
      const row = await lockAttention(tx, id);
      if (!row) throw notFound();
      if (row.resolvedAt) {
        if (row.resolution === 'order_created' && row.orderId) return { done: true, orderId: row.orderId } as const;
        throw actionRefused(M.paymentResolved);
      }
      const rows = await refundsOf(tx, id);
      if (rows.some((r) => r.status !== 'failed')) throw actionRefused(M.paymentRefundIssued);
      const bound = await boundBasketOf(tx, row.gatewayOrderId);
      if (!bound) throw actionRefused(M.paymentNoBasket);
      if (bound.amountPaise !== row.amountPaise) throw actionRefused(M.paymentAmountDiffers);
      if (row.resolution !== 'order_created') {
        await tx.update(paymentAttention).set({ resolution: 'order_created' }).where(eq(paymentAttention.id, id));
      }
      return { done: false, row, bound } as const;
    });
    if (claim.done) return { payment: await current(id), orderId: claim.orderId };

    const { row, bound } = claim;
    let placed: Awaited<ReturnType<PlaceOrder>>;
    try {
      placed = await deps.placeOrder({
        userId: bound.userId,
        customerInfo: bound.customerInfo,
        items: bound.items,
        language: bound.language,
        payment: {
          mode: 'prepaid',
          gatewayOrderId: row.gatewayOrderId,
          gatewayPaymentId: row.gatewayPaymentId,
          amountPaise: bound.amountPaise,
          basketHash: bound.basketHash,
          // The price paid: the pricing bound with the amount, or the sales of that moment (decision 088).
          pricedAt: bound.boundAt,
          pricing: bound.pricing,
        },
      });
    } catch (error) {
      await db
        .update(paymentAttention)
        .set({ resolution: null })
        .where(and(eq(paymentAttention.id, id), isNull(paymentAttention.resolvedAt)))
        .catch(() => undefined);
      if (error instanceof AppError && error.code !== 'out_of_stock') throw actionRefused(error.message);
      throw error;
    }

    const orderId = placed.order.id;
    return inTx(db, async (tx) => {
      const locked = await lockAttention(tx, id);
      if (locked && !locked.resolvedAt) {
        const now = clock.now();
        await tx
          .update(paymentAttention)
          .set({ resolvedAt: now, resolution: 'order_created', orderId, resolvedBy: staff.fullName })
          .where(eq(paymentAttention.id, id));
        await recordAudit(tx, staff, {
          action: 'payment.create_order',
          targetType: 'payment',
          targetId: id,
          before: { resolution: null },
          after: { resolution: 'order_created', orderId, created: placed.created },
        });
        if (placed.created) {
          await recordOrderEvent(tx, orderId, {
            kind: 'created_from_payment',
            actor: 'staff',
            staff,
            summary: 'Order made by staff from its payment, which had produced no order',
            at: now,
          });
        }
      }
      const payment = await readQueuePayment(tx, id);
      if (!payment) throw notFound();
      return { payment, orderId: locked?.orderId ?? orderId };
    });
  }

  return { refund, createOrder };
}
export type PaymentActions = ReturnType<typeof createPaymentActions>;

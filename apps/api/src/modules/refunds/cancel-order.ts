import { AFTER_SALE_MESSAGES as M, cancelRefusal, refundablePaise } from '@vastra/domain/after-sale';
import { RefundStatus } from '@vastra/domain/api';
import { OrderStatus } from '@vastra/domain/orders';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { lockOrder } from '../order-admin';
import { recordOrderEvent } from '../order-history';
import type { OrderMessages } from '../order-messages';
import { ShipmentPickedUpError, ShippingProviderError, trackingRepository, type ShippingProvider } from '../shipping';
import { capturedOf, refundsOfOrder, type RefundRow, type RefundsService, type RefundStaff } from './refunds.service';

/** The refund a cancellation makes has one key per order, so it is written (and sent) once however often asked. */
export const cancelRefundKey = (orderId: string) => `cancel_${orderId.replaceAll('-', '')}`;

const NOT_CANCELLABLE = {
  with_courier: M.cancelWithCourier,
  delivered: M.cancelDelivered,
  returned: M.cancelReturned,
} as const;

const notCancellable = (message: string) => new AppError('conflict', message, { code: 'order_not_cancellable' });

/**
 * Cancels an order before it ships (docs/decisions/023-cancel-and-refund.md): the courier booking first (refused
 * once picked up), then in one transaction under the order's lock the status, stock back once, history and audit
 * and, for a paid order, the full refund's pending row; after commit the refund goes to the gateway. A retry
 * finds the order cancelled and does nothing twice (it re-sends a refund that never reached the gateway).
 */
export function createCancelOrder(deps: {
  db: Db;
  refunds: RefundsService;
  shipping: Pick<ShippingProvider, 'cancelBooking'>;
  catalog?: { changed(): unknown } | undefined;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  messages?: Pick<OrderMessages, 'notify'> | undefined;
}) {
  const { db, refunds, clock } = deps;

  async function cancelBooking(order: typeof orders.$inferSelect) {
    if (order.status !== 'placed' || order.awb === null) return;
    try {
      await deps.shipping.cancelBooking({ awb: order.awb, shipperOrderId: order.shipperOrderId });
    } catch (error) {
      if (error instanceof ShipmentPickedUpError) throw notCancellable(M.cancelWithCourier);
      if (error instanceof ShippingProviderError) throw new AppError('provider-failed', error.message);
      throw error;
    }
  }

  return async function cancelOrder(orderId: string, reason: string, staff: RefundStaff): Promise<void> {
    const [seen] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!seen) throw new AppError('not-found', M.orderNotFound);
    const refusal = cancelRefusal(OrderStatus.parse(seen.status));
    if (refusal) throw notCancellable(NOT_CANCELLABLE[refusal]);
    await cancelBooking(seen);

    const now = clock.now();
    const outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError('not-found', M.orderNotFound);
      const status = OrderStatus.parse(order.status);
      const late = cancelRefusal(status);
      // Picked up (or booked) after we looked: nothing is cancelled, the courier has the parcel.
      if (late) throw notCancellable(NOT_CANCELLABLE[late]);
      if (status === 'placed' && order.awb !== seen.awb) throw notCancellable(M.cancelWithCourier);
      let stockRestored = false;
      if (status === 'placed') {
        await tx
          .update(orders)
          .set({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, updatedAt: now })
          .where(eq(orders.id, orderId));
        stockRestored = await trackingRepository.restoreStockOnce(tx, orderId, now);
        await recordOrderEvent(tx, orderId, {
          kind: 'cancelled',
          actor: 'staff',
          staff,
          summary: `Cancelled: ${reason}`,
          detail: { from: status, reason, stockRestored },
          at: now,
        });
      }
      const refund = await refundOnCancel(tx, order, reason, staff);
      if (status === 'placed') {
        await recordAudit(tx, staff, {
          action: 'order.cancel',
          targetType: 'order',
          targetId: orderId,
          before: { status, moneyState: order.moneyState },
          after: { status: 'cancelled', reason, refund: refund.row ? { id: refund.row.id } : null },
        });
      }
      return { stockRestored, ...refund };
    });
    if (outcome.stockRestored) await deps.catalog?.changed();
    await deps.messages?.notify(orderId, 'cancelled');
    if (outcome.row) await refunds.send(outcome.row, { claimed: outcome.fresh });
  };

  /** A paid order's full refund on cancellation: written once (its key), whoever cancelled it (staff or courier). */
  async function refundOnCancel(
    tx: Db,
    order: typeof orders.$inferSelect,
    reason: string,
    staff: RefundStaff,
  ): Promise<{ row: RefundRow | null; fresh: boolean }> {
    const captured = capturedOf(order);
    if (captured === 0 || !order.gatewayPaymentId) return { row: null, fresh: false };
    const rows = await refundsOfOrder(tx, order.id);
    const key = cancelRefundKey(order.id);
    const earlier = rows.find((r) => r.idempotencyKey === key);
    if (earlier) return { row: earlier, fresh: false };
    const left = refundablePaise(
      captured,
      rows.map((r) => ({ amountPaise: r.amountPaise, status: RefundStatus.parse(r.status) })),
    );
    if (left === 0) return { row: null, fresh: false };
    const row = await refunds.insertPending(tx, {
      orderId: order.id,
      gatewayPaymentId: order.gatewayPaymentId,
      amountPaise: left,
      reason,
      idempotencyKey: key,
      staff,
    });
    return { row, fresh: true };
  }
}

export type CancelOrder = ReturnType<typeof createCancelOrder>;

import { AFTER_SALE_MESSAGES as M, cancelRefusal, refundablePaise } from '@vastra/domain/after-sale';
import { RefundStatus } from '@vastra/domain/api';
import { OrderStatus } from '@vastra/domain/orders';
import { DISPLAY_STATUS } from '@vastra/domain/tracking';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { applyMove, readForChange, restoreStockOnce } from '../order-lifecycle';
import type { OrderOutbox } from '../order-history';
import { ShipmentPickedUpError, ShippingProviderError, type ShippingProvider } from '../shipping';
import { capturedOf, refundsOfOrder, type RefundRow, type RefundStaff } from './refund-settle';
import type { RefundsService } from './refunds.service';

/** The refund a cancellation makes has one key per order, so it is written (and sent) once however often asked. */
export const cancelRefundKey = (orderId: string) => `cancel_${orderId.replaceAll('-', '')}`;

/** Why an order cannot be cancelled, in the words of whoever asked (staff are pointed to Return to origin). */
const NOT_CANCELLABLE = {
  staff: { with_courier: M.cancelWithCourier, delivered: M.cancelDelivered, returned: M.cancelReturned },
  shopper: {
    with_courier: M.shopperCancelWithCourier,
    delivered: M.shopperCancelDelivered,
    returned: M.shopperCancelReturned,
  },
} as const;
type Refusal = keyof (typeof NOT_CANCELLABLE)['staff'];

/**
 * Who cancels: a member of staff from the back office, or the shopper from her order page (only her own order: any
 * other is answered as missing).
 */
export type CancelActor = { kind: 'staff'; staff: RefundStaff } | { kind: 'shopper'; userId: string };
const staffOf = (actor: CancelActor): RefundStaff | null => (actor.kind === 'staff' ? actor.staff : null);
const notCancellable = (refusal: Refusal, actor: CancelActor) =>
  new AppError('conflict', NOT_CANCELLABLE[actor.kind][refusal], { code: 'order_not_cancellable' });

/**
 * Cancels an order before it ships (docs/decisions/023-cancel-and-refund.md), for staff and shopper alike: the
 * courier booking first (refused once picked up), then in one transaction under the order's lock the status
 * (`cancelled_by` the actor), stock back once, history and audit and, for a paid order, the full refund's pending
 * row; after commit the refund goes to the gateway. A retry finds the order cancelled and does nothing twice (it
 * re-sends a refund that never reached the gateway).
 */
export function createCancelOrder(deps: {
  db: Db;
  refunds: RefundsService;
  shipping: Pick<ShippingProvider, 'cancelBooking'>;
  catalog?: { changed(): unknown } | undefined;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Runs the reactions to the cancellation (the shopper's text) once it committed. */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
}) {
  const { db, refunds, clock } = deps;

  async function cancelBooking(order: typeof orders.$inferSelect, actor: CancelActor) {
    if (order.status !== 'placed' || order.awb === null) return;
    try {
      await deps.shipping.cancelBooking({ awb: order.awb, shipperOrderId: order.shipperOrderId });
    } catch (error) {
      if (error instanceof ShipmentPickedUpError) throw notCancellable('with_courier', actor);
      if (error instanceof ShippingProviderError) throw new AppError('provider-failed', error.message);
      throw error;
    }
  }

  const visible = (order: typeof orders.$inferSelect | undefined | null, actor: CancelActor) =>
    order && (actor.kind === 'staff' || order.userId === actor.userId) ? order : null;

  return async function cancelOrder(orderId: string, reason: string, actor: CancelActor): Promise<void> {
    const staff = staffOf(actor);
    const [found] = await db.select().from(orders).where(eq(orders.id, orderId));
    const seen = visible(found, actor);
    if (!seen) throw new AppError('not-found', M.orderNotFound);
    const refusal = cancelRefusal(OrderStatus.parse(seen.status));
    if (refusal) throw notCancellable(refusal, actor);
    await cancelBooking(seen, actor);

    const now = clock.now();
    const outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const order = visible((await readForChange(tx, { order: orderId }))?.order, actor);
      if (!order) throw new AppError('not-found', M.orderNotFound);
      const status = OrderStatus.parse(order.status);
      const late = cancelRefusal(status);
      // Picked up (or booked) after we looked: nothing is cancelled, the courier has the parcel.
      if (late) throw notCancellable(late, actor);
      if (status === 'placed' && order.awb !== seen.awb) throw notCancellable('with_courier', actor);
      let stockRestored = false;
      if (status === 'placed') {
        stockRestored = await restoreStockOnce(tx, orderId, now);
        await applyMove(tx, {
          machine: 'order',
          id: orderId,
          to: 'cancelled',
          set: {
            cancelledAt: now,
            cancellationReason: reason,
            cancelledBy: actor.kind,
            // The courier's booking was cancelled above: its status says so now, not at the next tracking poll.
            ...(order.awb ? { shipperStatus: DISPLAY_STATUS.cancelled } : {}),
          },
          at: now,
          history: {
            kind: 'cancelled',
            actor: actor.kind,
            staff,
            summary: `Cancelled: ${reason}`,
            detail: { from: status, reason, stockRestored },
          },
          events: [{ type: 'order.cancelled', orderId }],
        });
      }
      const refund = await refundOnCancel(tx, order, reason, staff);
      if (status === 'placed') {
        await recordAudit(tx, staff, {
          action: 'order.cancel',
          targetType: 'order',
          targetId: orderId,
          before: { status, moneyState: order.moneyState },
          after: {
            status: 'cancelled',
            reason,
            cancelledBy: actor.kind,
            refund: refund.row ? { id: refund.row.id } : null,
          },
        });
      }
      return { stockRestored, ...refund };
    });
    if (outcome.stockRestored) await deps.catalog?.changed();
    await deps.outbox?.dispatch();
    if (outcome.row) await refunds.send(outcome.row, { claimed: outcome.fresh });
  };

  /** A paid order's full refund on cancellation: written once (its key), whoever cancelled it (staff or courier). */
  async function refundOnCancel(
    tx: Db,
    order: typeof orders.$inferSelect,
    reason: string,
    staff: RefundStaff | null,
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

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TrackingSnapshot } from '@vastra/domain/tracking';
import type { Db } from '../../db/client';
import { orderItems, orders, productVariants } from '../../db/schema';

/** The order timestamp column each status sets when the order reaches it. */
export type StatusTimeColumn = 'shippedAt' | 'outForDeliveryAt' | 'deliveredAt' | 'cancelledAt' | 'returnedAt';

export interface TrackingUpdate {
  snapshot: TrackingSnapshot;
  shipperStatus: string | null;
  now: Date;
  /** A new order status and the timestamps it sets (kept when already set). */
  status?: { to: string; times: StatusTimeColumn[] };
  cancellationReason?: string;
  /** A failed delivery raised (`open`, its reason and time, one more attempt) or cleared (null). */
  ndr?: { state: 'open'; reason: string; reasonText: string; at: Date; attempts: number } | null;
}

/** What following tracking decides on, read with the order's row locked. */
export interface LockedTracking {
  status: string;
  cancellationReason: string | null;
  ndrState: string | null;
  ndrAt: Date | null;
  ndrAttempts: number;
}

/** Drizzle queries that follow tracking onto an order, inside the caller's transaction; no rules here. */
export const trackingRepository = {
  /** The order's status, its row locked until the transaction ends. */
  async lockStatus(tx: Db, orderId: string): Promise<LockedTracking | undefined> {
    const [row] = await tx
      .select({
        status: orders.status,
        cancellationReason: orders.cancellationReason,
        ndrState: orders.ndrState,
        ndrAt: orders.ndrAt,
        ndrAttempts: orders.ndrAttempts,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1);
    return row;
  },

  async save(tx: Db, orderId: string, update: TrackingUpdate): Promise<void> {
    const times = Object.fromEntries(
      (update.status?.times ?? []).map((column) => [
        column,
        sql`coalesce(${orders[column]}, ${update.now.toISOString()}::timestamptz)`,
      ]),
    );
    await tx
      .update(orders)
      .set({
        lastTracking: update.snapshot,
        lastTrackingAt: update.now,
        ...(update.shipperStatus ? { shipperStatus: update.shipperStatus } : {}),
        ...(update.status ? { status: update.status.to, ...times } : {}),
        ...(update.cancellationReason ? { cancellationReason: update.cancellationReason } : {}),
        ...(update.ndr === null ? { ndrState: null } : {}),
        ...(update.ndr
          ? {
              ndrState: update.ndr.state,
              ndrReason: update.ndr.reason,
              ndrReasonText: update.ndr.reasonText.slice(0, 500),
              ndrAt: update.ndr.at,
              ndrAttempts: update.ndr.attempts,
            }
          : {}),
        updatedAt: update.now,
      })
      .where(eq(orders.id, orderId));
  },

  /**
   * Puts the order's items back in stock, once ever: only the call that stamps stock_restored_at
   * adds the quantities, so racing cancellations restore at most once. True when this call did it.
   */
  async restoreStockOnce(
    tx: Db,
    orderId: string,
    now: Date,
    /** Only these lines (an RTO's lines checked `restock`); all of the order's lines when absent. */
    onlyItemIds?: readonly string[],
  ): Promise<boolean> {
    const stamped = await tx
      .update(orders)
      .set({ stockRestoredAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.stockRestoredAt)))
      .returning({ id: orders.id });
    if (stamped.length === 0) return false;
    const lines = await tx
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        size: orderItems.size,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const items = onlyItemIds ? lines.filter((line) => onlyItemIds.includes(line.id)) : lines;
    for (const item of items) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
        .where(and(eq(productVariants.productId, item.productId), eq(productVariants.size, item.size)));
    }
    return true;
  },

  /** True when the user has a delivered order with a line of the product (review eligibility). */
  async hasDeliveredOrderWith(db: Db, userId: string, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
      .limit(1);
    return row !== undefined;
  },
};

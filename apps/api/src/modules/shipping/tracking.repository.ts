import { and, eq, sql } from 'drizzle-orm';
import type { TrackingSnapshot } from '@vastra/domain/tracking';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { OrderPatch } from '../order-lifecycle';

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

/**
 * The fields a tracking update writes on its order (the status itself moves through the lifecycle core's
 * `applyMove`; its timestamps are kept when already set).
 */
export function trackingPatch(update: TrackingUpdate): OrderPatch {
  const times = Object.fromEntries(
    (update.status?.times ?? []).map((column) => [
      column,
      sql`coalesce(${orders[column]}, ${update.now.toISOString()}::timestamptz)`,
    ]),
  );
  return {
    lastTracking: update.snapshot,
    lastTrackingAt: update.now,
    ...(update.shipperStatus ? { shipperStatus: update.shipperStatus } : {}),
    ...times,
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
  };
}

/** Drizzle queries of tracking; no rules here. */
export const trackingRepository = {
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

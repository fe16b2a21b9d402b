import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, returnRequests } from '../../db/schema';
import type { RefundStaff } from '../refunds';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';

export type ReturnRow = typeof returnRequests.$inferSelect;

/** How long one settler holds a payout or an exchange booking it is sending (longer than any provider timeout). */
export const SETTLE_LEASE_MS = 2 * 60_000;

/** 'X' + the first 8 hex digits of the request id, upper case: an exchange shipment's own order reference. */
export const exchangeShipmentId = (returnRequestId: string) =>
  `X${returnRequestId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/** The gateway's or provider's idempotency key of a request's n-th attempt (10–40 of [A-Za-z0-9_-]). */
export const settleKey = (prefix: 'ret' | 'pay', returnRequestId: string, attempt: number) =>
  `${prefix}_${returnRequestId.replaceAll('-', '')}_${attempt}`;

/**
 * Locks the request's order first: every settlement step takes the order's lock before the request's (as `complete`
 * and the refunds service do). A step that locked only the request and then wrote the order's history (whose
 * foreign key share-locks the order) deadlocked with a concurrent `complete` holding the order and waiting for the
 * request (seen on PostgreSQL).
 */
export async function lockOrderOfRequest(tx: Db, requestId: string): Promise<void> {
  const [peek] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId));
  if (peek) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, peek.orderId)).for('update');
}

export async function lockRequest(tx: Db, id: string): Promise<ReturnRow | null> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row ?? null;
}

/** One line of the order's history for the settlement (and the audit log when staff did it). */
export async function recordSettlement(
  tx: Db,
  request: ReturnRow,
  staff: RefundStaff | null,
  event: { action: string; summary: string; detail: Record<string, unknown>; at: Date },
) {
  await recordOrderEvent(tx, request.orderId, {
    kind: 'return',
    actor: staff ? 'staff' : 'system',
    staff,
    summary: event.summary,
    detail: { returnRequestId: request.id, ...event.detail },
    at: event.at,
  });
  if (staff) {
    await recordAudit(tx, staff, {
      action: event.action,
      targetType: 'return_request',
      targetId: request.id,
      before: { state: request.state },
      after: event.detail,
    });
  }
}

/** Moves a received request to its final state (refunded / exchange_shipped) under its lock; false if it moved. */
export async function finishRequest(
  tx: Db,
  id: string,
  to: 'refunded' | 'exchange_shipped',
  at: Date,
  extra: Partial<typeof returnRequests.$inferInsert> = {},
): Promise<ReturnRow | null> {
  await lockOrderOfRequest(tx, id);
  const row = await lockRequest(tx, id);
  if (!row || row.state !== 'received') {
    if (row && Object.keys(extra).length) {
      await tx.update(returnRequests).set(extra).where(eq(returnRequests.id, id));
    }
    return null;
  }
  const stamp = to === 'refunded' ? { refundedAt: at } : { exchangeShippedAt: at };
  const [updated] = await tx
    .update(returnRequests)
    .set({ ...extra, ...stamp, state: to, updatedAt: at })
    .where(eq(returnRequests.id, id))
    .returning();
  return updated ?? null;
}

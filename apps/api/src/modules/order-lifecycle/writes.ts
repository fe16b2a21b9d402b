import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, productVariants, refunds, returnPayouts, returnRequests } from '../../db/schema';
import type { OrderPatch, PayoutPatch, RefundPatch, ReturnPatch } from './apply-move';
import type { OrderRow, PayoutRow, RefundRow, ReturnRow } from './locks';

/*
 * The writes of an order's life that move no state: a courier's AWB, a failed delivery's attempts, a request's
 * pickup booking, a payout's provider id. States move only through `applyMove` (apply-move.ts); the patch types
 * leave the state columns out, so a patch cannot move one by the side door.
 */

/** Writes fields of an order (its state columns excepted); `onlyIf` narrows the row (a claim, a compare-and-set). */
export async function patchOrder(tx: Db, id: string, set: OrderPatch, onlyIf?: SQL): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set(set)
    .where(onlyIf ? and(eq(orders.id, id), onlyIf) : eq(orders.id, id))
    .returning();
  return row ?? null;
}

export async function patchRequest(tx: Db, id: string, set: ReturnPatch, onlyIf?: SQL): Promise<ReturnRow | null> {
  const [row] = await tx
    .update(returnRequests)
    .set(set)
    .where(onlyIf ? and(eq(returnRequests.id, id), onlyIf) : eq(returnRequests.id, id))
    .returning();
  return row ?? null;
}

export async function patchRefund(tx: Db, id: string, set: RefundPatch, onlyIf?: SQL): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set(set)
    .where(onlyIf ? and(eq(refunds.id, id), onlyIf) : eq(refunds.id, id))
    .returning();
  return row ?? null;
}

export async function patchPayout(tx: Db, id: string, set: PayoutPatch, onlyIf?: SQL): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(returnPayouts)
    .set(set)
    .where(onlyIf ? and(eq(returnPayouts.id, id), onlyIf) : eq(returnPayouts.id, id))
    .returning();
  return row ?? null;
}

/** A new refund: it starts pending (the refund machine's first state) until the gateway settles it. */
export async function insertRefund(
  tx: Db,
  values: Omit<typeof refunds.$inferInsert, 'status'>,
  options: { onConflictDoNothing?: boolean } = {},
): Promise<RefundRow | null> {
  const insert = tx.insert(refunds).values({ ...values, status: 'pending' });
  const [row] = await (options.onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning();
  return row ?? null;
}

/** A new return or exchange request: it starts requested (the return machine's first state). */
export async function insertRequest(tx: Db, values: Omit<typeof returnRequests.$inferInsert, 'state'>) {
  const [row] = await tx
    .insert(returnRequests)
    .values({ ...values, state: 'requested' })
    .returning();
  if (!row) throw new Error('return request not inserted');
  return row;
}

/** A new payout of a cash-on-delivery return: it starts pending. */
export async function insertPayout(tx: Db, values: Omit<typeof returnPayouts.$inferInsert, 'status'>) {
  const [row] = await tx
    .insert(returnPayouts)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('payout not inserted');
  return row;
}

/**
 * Puts the order's items back in stock, once ever: only the call that stamps stock_restored_at
 * adds the quantities, so racing cancellations restore at most once. True when this call did it.
 */
export async function restoreStockOnce(
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
}

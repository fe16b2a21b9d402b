import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders, refunds, returnPayouts, returnRequests } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ReturnRow = typeof returnRequests.$inferSelect;
export type PayoutRow = typeof returnPayouts.$inferSelect;

/**
 * The lock order of an order's life (docs/decisions/081-order-lifecycle-core.md): the order, then its return or
 * exchange request, then a refund or payout. Every lock below takes the ones before it first, so a caller cannot
 * take them the wrong way round by forgetting one; taking a lower level after a higher one in the same transaction
 * is a programming error, thrown at once instead of deadlocking some day on PostgreSQL.
 */
const LEVEL = { order: 1, request: 2, money: 3 } as const;
type Level = keyof typeof LEVEL;

/**
 * What each open transaction holds: its highest level and the rows it locked (a transaction object lives as long as
 * its transaction). Locking a row again is always fine: the transaction has it already.
 */
const held = new WeakMap<object, { top: number; rows: Set<string> }>();

export class LockOrderError extends Error {
  constructor(wanted: Level, top: number) {
    super(`lock order: a ${wanted} lock taken after a level-${top} lock (order → request → refund or payout)`);
    this.name = 'LockOrderError';
  }
}

/** A transaction (it can roll back), as opposed to the pool: locks outside one are not tracked (they end at once). */
const isTransaction = (tx: Db) => typeof (tx as unknown as { rollback?: unknown }).rollback === 'function';

function take(tx: Db, level: Level, id: string | null) {
  if (!isTransaction(tx)) return;
  const mine = held.get(tx) ?? { top: 0, rows: new Set<string>() };
  held.set(tx, mine);
  if (id !== null && mine.rows.has(id)) return;
  if (mine.top > LEVEL[level]) throw new LockOrderError(level, mine.top);
  mine.top = Math.max(mine.top, LEVEL[level]);
  if (id !== null) mine.rows.add(id);
}

/**
 * Locks an order's row for the rest of the transaction (every change of an order's life takes it first).
 * `no key update` is for a writer of the order's documents, who changes no key of it (tax-documents).
 */
export async function lockOrder(
  tx: Db,
  id: string,
  strength: 'update' | 'no key update' = 'update',
): Promise<OrderRow | null> {
  take(tx, 'order', id);
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for(strength);
  return row ?? null;
}

/** Locks a return or exchange request, its order first. */
export async function lockRequest(tx: Db, id: string): Promise<ReturnRow | null> {
  // Its order never changes: read without a lock to take the order's lock first.
  const [peek] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  if (!peek) return null;
  await lockOrder(tx, peek.orderId);
  take(tx, 'request', id);
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row ?? null;
}

/** Locks a refund, its order and its return request (when it pays one back) first. */
export async function lockRefund(tx: Db, id: string): Promise<RefundRow | null> {
  const [peek] = await tx
    .select({ orderId: refunds.orderId, requestId: refunds.returnRequestId })
    .from(refunds)
    .where(eq(refunds.id, id));
  if (!peek) return null;
  if (peek.requestId) await lockRequest(tx, peek.requestId);
  else if (peek.orderId) await lockOrder(tx, peek.orderId);
  take(tx, 'money', id);
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
}

/** Locks a payout, its order and its return request first. */
export async function lockPayout(tx: Db, id: string): Promise<PayoutRow | null> {
  const [peek] = await tx
    .select({ requestId: returnPayouts.returnRequestId })
    .from(returnPayouts)
    .where(eq(returnPayouts.id, id));
  if (!peek) return null;
  await lockRequest(tx, peek.requestId);
  take(tx, 'money', id);
  const [row] = await tx.select().from(returnPayouts).where(eq(returnPayouts.id, id)).for('update');
  return row ?? null;
}

/**
 * Claims up to `limit` orders a background task is due to handle (`where`, oldest by `orderBy` first), locked
 * FOR UPDATE SKIP LOCKED: an order another process holds is skipped, so two processes never take one.
 */
export async function claimOrders(
  tx: Db,
  claim: { where: SQL | undefined; orderBy: SQL | PgColumn; limit: number },
): Promise<OrderRow[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(claim.where)
    .orderBy(claim.orderBy)
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  for (const row of rows) take(tx, 'order', row.id);
  return rows;
}

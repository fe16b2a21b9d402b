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

/** The rows of an order's life one change locked, read under their locks (null: not part of this change). */
export interface ForChange {
  order: OrderRow | null;
  request: ReturnRow | null;
  refund: RefundRow | null;
  payout: PayoutRow | null;
}

const NOTHING: ForChange = { order: null, request: null, refund: null, payout: null };

/**
 * Locks an order's row for the rest of the transaction (every change of an order's life takes it first).
 * `no key update` is for a writer of the order's documents, who changes no key of it (tax-documents).
 */
async function orderChain(tx: Db, id: string, strength: 'update' | 'no key update' = 'update'): Promise<ForChange> {
  take(tx, 'order', id);
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for(strength);
  return { ...NOTHING, order: row ?? null };
}

/** Locks a return or exchange request, its order first. Null: no such request. */
async function requestChain(tx: Db, id: string): Promise<ForChange | null> {
  // Its order never changes: read without a lock to take the order's lock first.
  const [peek] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  if (!peek) return null;
  const above = await orderChain(tx, peek.orderId);
  take(tx, 'request', id);
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row ? { ...above, request: row } : null;
}

/** Locks a refund, its order and its return request (when it pays one back) first. Null: no such refund. */
async function refundChain(tx: Db, id: string): Promise<ForChange | null> {
  const [peek] = await tx
    .select({ orderId: refunds.orderId, requestId: refunds.returnRequestId })
    .from(refunds)
    .where(eq(refunds.id, id));
  if (!peek) return null;
  const above = peek.requestId
    ? await requestChain(tx, peek.requestId)
    : peek.orderId
      ? await orderChain(tx, peek.orderId)
      : NOTHING;
  take(tx, 'money', id);
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ? { ...(above ?? NOTHING), refund: row } : null;
}

/** Locks a payout, its order and its return request first. Null: no such payout. */
async function payoutChain(tx: Db, id: string): Promise<ForChange | null> {
  const [peek] = await tx
    .select({ requestId: returnPayouts.returnRequestId })
    .from(returnPayouts)
    .where(eq(returnPayouts.id, id));
  if (!peek) return null;
  const above = await requestChain(tx, peek.requestId);
  take(tx, 'money', id);
  const [row] = await tx.select().from(returnPayouts).where(eq(returnPayouts.id, id)).for('update');
  return row ? { ...(above ?? NOTHING), payout: row } : null;
}

// The core's own lock functions (applyMove, return-settlement.ts): one row each, the rows before it locked first.
export const lockOrder = async (tx: Db, id: string, strength?: 'update' | 'no key update') =>
  (await orderChain(tx, id, strength)).order;
export const lockRequest = async (tx: Db, id: string) => (await requestChain(tx, id))?.request ?? null;
export const lockRefund = async (tx: Db, id: string) => (await refundChain(tx, id))?.refund ?? null;
export const lockPayout = async (tx: Db, id: string) => (await payoutChain(tx, id))?.payout ?? null;

/** What a change is about: an order (`no key update` for a writer of its documents), a request, a refund, a payout. */
export type ChangeTarget =
  | { order: string; strength?: 'update' | 'no key update' }
  | { request: string }
  | { refund: string }
  | { payout: string };

/** A change's rows, those named here never null. */
type With<K extends keyof ForChange> = ForChange & { [P in K]: NonNullable<ForChange[P]> };

/**
 * What a change is about, locked with what it belongs to and read: the core takes the locks in the lock order
 * (order → request → refund or payout), so a caller names what it changes and never the order of the locks. The rows
 * stay locked until the transaction ends. Null when the target row does not exist. A refund of a payment that
 * belongs to no order has neither an order nor a request; one that pays back no return has no request.
 */
export async function readForChange(
  tx: Db,
  target: { order: string; strength?: 'update' | 'no key update' },
): Promise<With<'order'> | null>;
export async function readForChange(tx: Db, target: { request: string }): Promise<With<'order' | 'request'> | null>;
export async function readForChange(tx: Db, target: { refund: string }): Promise<With<'refund'> | null>;
export async function readForChange(
  tx: Db,
  target: { payout: string },
): Promise<With<'order' | 'request' | 'payout'> | null>;
export async function readForChange(tx: Db, target: ChangeTarget): Promise<ForChange | null>;
export async function readForChange(tx: Db, target: ChangeTarget): Promise<ForChange | null> {
  const [chain, needs] =
    'order' in target
      ? [await orderChain(tx, target.order, target.strength), ['order'] as const]
      : 'request' in target
        ? [await requestChain(tx, target.request), ['order', 'request'] as const]
        : 'refund' in target
          ? [await refundChain(tx, target.refund), ['refund'] as const]
          : [await payoutChain(tx, target.payout), ['order', 'request', 'payout'] as const];
  // A request always has its order and a payout its request (their foreign keys): a row missing is no such target.
  return chain && needs.every((key) => chain[key] !== null) ? chain : null;
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

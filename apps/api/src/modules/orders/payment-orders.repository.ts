import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAttention, paymentOrders, webhookEvents } from '../../db/schema';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentAttentionRow = typeof paymentAttention.$inferSelect;

/**
 * Drizzle queries on gateway orders (amount and basket bound at create time), processed webhook events
 * and paid payments needing attention.
 */
export const paymentOrdersRepository = {
  async insert(db: Db, row: Omit<typeof paymentOrders.$inferInsert, 'currency'>) {
    await db.insert(paymentOrders).values(row);
  },

  async find(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row;
  },

  async eventSeen(db: Db, eventId: string): Promise<boolean> {
    const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, eventId));
    return Boolean(row);
  },

  /** Keeps a paid payment that could not become an order; a later delivery for the same payment adds nothing. */
  async needsAttention(db: Db, row: Omit<typeof paymentAttention.$inferInsert, 'id' | 'resolvedAt'>): Promise<void> {
    await db.insert(paymentAttention).values(row).onConflictDoNothing({ target: paymentAttention.gatewayPaymentId });
  },

  /** The payments still needing attention, oldest first (what the back office lists). */
  async openAttention(db: Db): Promise<PaymentAttentionRow[]> {
    return db
      .select()
      .from(paymentAttention)
      .where(isNull(paymentAttention.resolvedAt))
      .orderBy(asc(paymentAttention.createdAt));
  },

  /**
   * Claims up to `limit` open gateway orders due for a reconciliation check: locked with FOR UPDATE SKIP LOCKED and
   * moved to `leaseUntil` in the same transaction, so another process's run neither waits for them nor takes them.
   */
  async claimDueReconciles(db: Db, now: Date, limit: number, leaseUntil: Date): Promise<PaymentOrderRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.reconcileState, 'open'), lte(paymentOrders.nextReconcileAt, now)))
        .orderBy(asc(paymentOrders.nextReconcileAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(paymentOrders)
        .set({ nextReconcileAt: leaseUntil })
        .where(
          inArray(
            paymentOrders.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  },

  /** A reconciled gateway order: settled (its order exists, or it is in the back office's queue) or abandoned. */
  async endReconcile(db: Db, id: string, state: 'settled' | 'abandoned'): Promise<void> {
    await db
      .update(paymentOrders)
      .set({ reconcileState: state, nextReconcileAt: null, reconcileChecks: sql`${paymentOrders.reconcileChecks} + 1` })
      .where(eq(paymentOrders.id, id));
  },

  /** Nothing paid yet: one more check done, the next at `next`. */
  async reconcileLater(db: Db, id: string, checks: number, next: Date): Promise<void> {
    await db
      .update(paymentOrders)
      .set({ reconcileChecks: checks, nextReconcileAt: next })
      .where(eq(paymentOrders.id, id));
  },

  async markEventSeen(db: Db, eventId: string, at: Date): Promise<void> {
    await db.insert(webhookEvents).values({ id: eventId, receivedAt: at }).onConflictDoNothing();
  },
};

import { asc, eq, isNull } from 'drizzle-orm';
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

  async markEventSeen(db: Db, eventId: string, at: Date): Promise<void> {
    await db.insert(webhookEvents).values({ id: eventId, receivedAt: at }).onConflictDoNothing();
  },
};

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders, webhookEvents } from '../../db/schema';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Drizzle queries on gateway orders (amount bound at create time) and processed webhook events. */
export const paymentOrdersRepository = {
  async insert(db: Db, row: { id: string; amountPaise: number; userId: string | null; orderData: unknown; createdAt: Date }) {
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

  async markEventSeen(db: Db, eventId: string, at: Date): Promise<void> {
    await db.insert(webhookEvents).values({ id: eventId, receivedAt: at }).onConflictDoNothing();
  },
};

import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderMessages } from '../../db/schema';

export type OrderMessageRow = typeof orderMessages.$inferSelect;
export type NewOrderMessage = Pick<
  OrderMessageRow,
  'orderId' | 'event' | 'subject' | 'channel' | 'to' | 'variables' | 'body'
> &
  Partial<Pick<OrderMessageRow, 'language'>>;

/** Sends tried per message before it stays failed. */
export const MAX_SEND_ATTEMPTS = 5;
/**
 * When a message with n attempts made is due again, in seconds after it was written (there is no next-attempt
 * column: the back-off counts from created_at). The first retry waits 2 minutes, longer than any send (10 s
 * timeout), so the job never takes a message its inserter is still sending.
 */
export const RETRY_AFTER_SECONDS = [120, 120, 600, 1800, 7200] as const;

/** The `order_messages` rows: one per order, event, subject and channel (the unique key decides who sends). */
export const orderMessagesRepository = {
  /**
   * Writes the message once: INSERT … ON CONFLICT DO NOTHING on (order_id, event, subject, channel). The row comes
   * back only to the caller that wrote it, counted as its first attempt — that caller sends it; every other gets null.
   */
  async insertOnce(db: Db, message: NewOrderMessage, now: Date): Promise<OrderMessageRow | null> {
    const [row] = await db
      .insert(orderMessages)
      .values({ ...message, status: 'pending', attempts: 1, createdAt: now })
      .onConflictDoNothing({
        target: [orderMessages.orderId, orderMessages.event, orderMessages.subject, orderMessages.channel],
      })
      .returning();
    return row ?? null;
  },

  /**
   * Claims due retries across processes: unsent rows (pending after a crash mid-send, or failed transiently) whose
   * back-off has run out, locked FOR UPDATE SKIP LOCKED so two jobs never take one row, and counted as an attempt
   * before the lock is let go.
   */
  async claimDue(db: Db, now: Date, limit: number): Promise<OrderMessageRow[]> {
    const backoff = sql.raw(`(ARRAY[${RETRY_AFTER_SECONDS.join(',')}])`);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const due = await tx
        .select({ id: orderMessages.id })
        .from(orderMessages)
        .where(
          and(
            inArray(orderMessages.status, ['pending', 'failed']),
            lt(orderMessages.attempts, MAX_SEND_ATTEMPTS),
            sql`${orderMessages.createdAt} + ${backoff}[${orderMessages.attempts} + 1] * interval '1 second' <= ${now}`,
          ),
        )
        .orderBy(asc(orderMessages.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(orderMessages)
        .set({ attempts: sql`${orderMessages.attempts} + 1`, status: 'pending' })
        .where(
          inArray(
            orderMessages.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  },

  /** Sent; with the provider's id of the message when it gave one (its delivery reports name it). */
  async markSent(db: Db, id: string, now: Date, providerId?: string): Promise<void> {
    await db
      .update(orderMessages)
      .set({ status: 'sent', sentAt: now, lastError: null, ...(providerId ? { providerId } : {}) })
      .where(eq(orderMessages.id, id));
  },

  async findByProviderId(db: Db, providerId: string): Promise<OrderMessageRow | undefined> {
    const [row] = await db.select().from(orderMessages).where(eq(orderMessages.providerId, providerId));
    return row;
  },

  /** A failure; a permanent one is never tried again (its attempts are used up). */
  async markFailed(db: Db, id: string, reason: string, permanent: boolean): Promise<void> {
    await db
      .update(orderMessages)
      .set({
        status: 'failed',
        lastError: reason.slice(0, 500),
        ...(permanent ? { attempts: MAX_SEND_ATTEMPTS } : {}),
      })
      .where(eq(orderMessages.id, id));
  },

  async ofOrder(db: Db, orderId: string): Promise<OrderMessageRow[]> {
    return db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.orderId, orderId))
      .orderBy(asc(orderMessages.createdAt), asc(orderMessages.event));
  },
};

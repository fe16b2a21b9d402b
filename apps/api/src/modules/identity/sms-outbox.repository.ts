import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** The dev outbox of texts the console sender "sent" (never written in production). */
export function createSmsOutboxRepository(db: Db) {
  return {
    async insert(sms: { to: string; body: string; sentAt: Date }): Promise<void> {
      await db.insert(smsOutbox).values(sms);
    },

    /** Newest first; all phones when `to` is undefined. */
    async list(to: string | undefined, limit: number) {
      return db
        .select({ to: smsOutbox.to, body: smsOutbox.body, sentAt: smsOutbox.sentAt })
        .from(smsOutbox)
        .where(to === undefined ? undefined : eq(smsOutbox.to, to))
        .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;

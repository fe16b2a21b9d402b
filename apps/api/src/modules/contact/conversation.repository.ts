import type { AdminMessage, ConversationEntry } from '@vastra/domain/api';
import type { EntryChannel, EntryStatus } from '@vastra/domain/contact';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages as m, conversationEntries as e, whatsappOptIns } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';
import { recordAudit } from '../audit';
import { messageColumns, toMessage } from './messages.repository';

// A contact message's thread (docs/decisions/127-conversations.md): the message, whose it is, and its entries.

export interface ConversationRecord {
  message: AdminMessage;
  orderId: string | null;
  /** Where SMS and WhatsApp replies go: the phone kept with the message, else her account's (by her email). */
  phone: string | null;
  entries: ConversationEntry[];
}

type EntryRow = typeof e.$inferSelect;

const toEntry = (row: EntryRow): ConversationEntry => ({
  id: row.id,
  direction: row.direction as ConversationEntry['direction'],
  channel: row.channel as EntryChannel,
  text: row.body,
  author: row.author,
  status: row.status as EntryStatus,
  failure: row.failure,
  at: row.createdAt.toISOString(),
});

/** The message and its thread, oldest entry first; null when there is no such message. */
export async function readConversation(db: Db, id: string): Promise<ConversationRecord | null> {
  const [[row], entries] = await Promise.all([
    db
      .select({
        ...messageColumns,
        orderId: m.orderId,
        // Written out with the table's name (drizzle leaves an outer column unqualified inside a subquery).
        phone: sql<string | null>`coalesce(contact_messages.phone, (
          select u.phone from users u
          where lower(u.email) = lower(contact_messages.email) and u.deleted_at is null
          order by u.created_at desc, u.id limit 1))`,
      })
      .from(m)
      .where(eq(m.id, id)),
    db.select().from(e).where(eq(e.messageId, id)).orderBy(asc(e.createdAt), asc(e.id)),
  ]);
  if (!row) return null;
  const { orderId, phone, ...message } = row;
  return { message: toMessage(message), orderId, phone, entries: entries.map(toEntry) };
}

/** Whether the phone ('+91' and ten digits) agreed to WhatsApp messages and has not stopped them. */
export async function whatsappOptedIn(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: whatsappOptIns.phone })
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.phone, phone), isNull(whatsappOptIns.optedOutAt)));
  return row !== undefined;
}

/**
 * Keeps the shop's reply in the thread, in one transaction with what it means for the message: answered (read, and
 * handled by this member of staff unless it was already), its phone kept for her answers on WhatsApp, and the
 * audit log's `message.reply`. Answers the entry's id.
 */
export async function recordReply(
  db: Db,
  staff: StaffUser,
  reply: { messageId: string; channel: EntryChannel; text: string; status: EntryStatus; phone: string | null },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(e)
      .values({
        messageId: reply.messageId,
        direction: 'out',
        channel: reply.channel,
        body: reply.text,
        author: staff.fullName,
        status: reply.status,
        createdAt: now,
      })
      .returning({ id: e.id });
    if (!entry) throw new Error('conversation_entries: the insert returned no row');
    await tx
      .update(m)
      .set({
        readAt: sql`coalesce(${m.readAt}, ${now.toISOString()}::timestamptz)`,
        handledBy: sql`case when ${m.handledAt} is null then ${staff.fullName} else ${m.handledBy} end`,
        handledAt: sql`coalesce(${m.handledAt}, ${now.toISOString()}::timestamptz)`,
        ...(reply.phone === null ? {} : { phone: sql`coalesce(${m.phone}, ${reply.phone})` }),
      })
      .where(eq(m.id, reply.messageId));
    await recordAudit(tx, staff, {
      action: 'message.reply',
      targetType: 'contact_message',
      targetId: reply.messageId,
      after: { channel: reply.channel, text: reply.text },
    });
    return entry.id;
  });
}

/** How a send ended: sent (with the provider's id) or failed (with its reason). */
export async function finishReply(
  db: Db,
  entryId: string,
  outcome: { ok: true; providerId?: string | undefined } | { ok: false; reason: string },
): Promise<void> {
  await db
    .update(e)
    .set(
      outcome.ok
        ? { status: 'sent', providerId: outcome.providerId ?? null }
        : { status: 'failed', failure: outcome.reason.slice(0, 300) },
    )
    .where(eq(e.id, entryId));
}

/**
 * Her answer, and the message open and unread again for the team. One with a provider id already kept (WhatsApp
 * delivering it again) changes nothing: false.
 */
export async function recordAnswer(
  db: Db,
  answer: { messageId: string; channel: EntryChannel; text: string; providerId?: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(e)
      .values({
        messageId: answer.messageId,
        direction: 'in',
        channel: answer.channel,
        body: answer.text,
        author: null,
        status: 'received',
        providerId: answer.providerId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: e.id });
    if (inserted.length === 0) return false;
    await tx.update(m).set({ readAt: null, handledAt: null, handledBy: null }).where(eq(m.id, answer.messageId));
    return true;
  });
}

/**
 * The conversation a WhatsApp message from this phone answers: the newest message the shop replied to by WhatsApp
 * at this phone since `since`; null when none.
 */
export async function conversationAnsweredOnWhatsapp(db: Db, phone: string, since: Date): Promise<string | null> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .innerJoin(e, eq(e.messageId, m.id))
    .where(and(eq(m.phone, phone), eq(e.channel, 'whatsapp'), eq(e.direction, 'out'), gt(e.createdAt, since)))
    .orderBy(desc(e.createdAt))
    .limit(1);
  return row?.id ?? null;
}

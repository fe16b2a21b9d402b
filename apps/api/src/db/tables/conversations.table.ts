import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contactMessages } from './feedback.table';

/**
 * A contact message's thread after the message itself (docs/decisions/127-conversations.md): the shop's replies,
 * with who sent them, by which channel and how the send ended, and her answers.
 */
export const conversationEntries = pgTable(
  'conversation_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** 'out' from the shop, 'in' from her. */
    direction: text('direction').notNull(),
    /** ENTRY_CHANNELS (packages/domain/src/contact/conversation.ts). */
    channel: text('channel').notNull(),
    body: text('body').notNull(),
    /** The member of staff who sent it (a name, kept when their account goes); null for hers. */
    author: text('author'),
    /** ENTRY_STATUSES. */
    status: text('status').notNull(),
    failure: text('failure'),
    /** The provider's id of the message (a WhatsApp wamid), as its delivery reports name it. */
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversation_entries_thread_idx').on(t.messageId, t.createdAt, t.id),
    // Her WhatsApp message is kept once, however often Meta delivers it.
    uniqueIndex('conversation_entries_inbound_once')
      .on(t.providerId)
      .where(sql`${t.direction} = 'in' and ${t.providerId} is not null`),
    check('conversation_entries_direction', sql`${t.direction} in ('in', 'out')`),
    check('conversation_entries_channel', sql`${t.channel} in ('sms', 'whatsapp', 'email', 'web')`),
    check('conversation_entries_status', sql`${t.status} in ('sending', 'sent', 'failed', 'recorded', 'received')`),
  ],
);

/** Replies the team uses again and again, by title (one title once, case aside). */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by'),
  },
  (t) => [uniqueIndex('saved_replies_title_idx').on(sql`lower(${t.title})`)],
);

import type { Language } from '@vastra/domain/i18n';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who agreed to order updates on WhatsApp (docs/decisions/126-whatsapp.md): one row per phone ('+91' and ten
 * digits), the latest word kept — when and where she agreed, to which wording, and when she stopped. Her consent's
 * record under the data-protection rules as well as the switch the order messages read.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    phone: text('phone').primaryKey(),
    /** 'checkout' (the box at checkout) or 'whatsapp' (a message she sent). */
    source: text('source').notNull(),
    /** The version of the wording she agreed to (WHATSAPP_OPT_IN in packages/domain/src/notifications/whatsapp.ts). */
    wordingVersion: integer('wording_version').notNull(),
    /**
     * The language she read that wording in, 'en' or 'hi': the checkout page's
     * (docs/decisions/136-hindi-storefront.md); 'en' for an opt-in kept before it was recorded, or sent by a page that
     * does not say.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull(),
    /** Set when she asked to stop (a STOP message, or the box left unticked at a later checkout); null while in. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  },
  (t) => [
    check('whatsapp_opt_ins_source', sql`${t.source} in ('checkout', 'whatsapp')`),
    check('whatsapp_opt_ins_language', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** WhatsApp messages the sandbox sender "sent" outside production (the dev outbox, like sms_outbox). */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sandbox's message id ('wamid.sandbox.…'), as a quick-reply tap names it. */
    messageId: text('message_id').notNull().unique(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    body: text('body').notNull(),
    /** The quick-reply buttons: [{ text, payload }]. */
    buttons: jsonb('buttons').notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_outbox_to_idx').on(t.to, t.sentAt)],
);

import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog.table';
import { users } from './users.table';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by the shop: left out of the storefront at once (kept for the back office). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    /** The shop's reply, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by'),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt, t.id),
    unique('reviews_one_per_user').on(t.productId, t.userId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's inbox: first opened, handled (by whom), and a note for the team. */
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    staffNote: text('staff_note').notNull().default(''),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    // A customer's page: the messages sent from her email (docs/decisions/110-customers.md).
    index('contact_messages_email_lower_idx').on(sql`lower(${t.email})`),
    index('contact_messages_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

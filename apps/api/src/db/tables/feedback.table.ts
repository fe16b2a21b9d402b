import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog.table';
import { orders } from './orders.table';
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
    /** How it fit, when the shopper said: small, true or large (docs/decisions/113-review-photos-and-fit.md). */
    fit: text('fit'),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt, t.id),
    unique('reviews_one_per_user').on(t.productId, t.userId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_value', sql`${t.fit} is null or ${t.fit} in ('small', 'true', 'large')`),
  ],
);

/**
 * A shopper's photo for a review (docs/decisions/113-review-photos-and-fit.md): uploaded first for a product (checked
 * and re-encoded as return photos are), attached when the review is sent, shown only while its review is shown.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** Its order on the review (0, 1, 2). */
    position: smallint('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
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
    /**
     * Whose it is and what about (docs/decisions/127-conversations.md): her account when she wrote signed in, the
     * order she named when it is hers, and the phone the shop's SMS and WhatsApp replies go to.
     */
    userId: uuid('user_id').references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id),
    phone: text('phone'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('contact_messages_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    // A customer's page: the messages sent from her email (docs/decisions/110-customers.md).
    index('contact_messages_email_lower_idx').on(sql`lower(${t.email})`),
    index('contact_messages_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './back-office.table';
import { orders } from './orders.table';
import { users } from './users.table';

// Customers in the back office (docs/decisions/110-customers.md): a maintained summary per shopper, staff notes and
// tags. Migration 0032 adds the triggers that keep `customer_stats` in step with orders, refunds, payouts and returns.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per shopper, rewritten by the triggers of migration 0032 in the transaction of every change to her orders,
 * their refunds and payouts, and her return requests: what the customer list filters and sorts on.
 */
export const customerStats = pgTable(
  'customer_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderCount: integer('order_count').notNull().default(0),
    codOrderCount: integer('cod_order_count').notNull().default(0),
    /** Orders whose money came in (domain `orderMoneyReceived`). */
    paidOrderCount: integer('paid_order_count').notNull().default(0),
    /** Domain `lifetimeValuePaise`, computed in SQL by `customer_stats_refresh`. */
    lifetimePaise: bigint('lifetime_paise', { mode: 'number' }).notNull().default(0),
    /** Orders returned to origin (status 'returned'). */
    rtoCount: integer('rto_count').notNull().default(0),
    /** Return requests of kind 'return' not rejected. */
    returnCount: integer('return_count').notNull().default(0),
    lastOrderAt: ts('last_order_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The list's order, whole and per segment (each segment's own partial index, so a page never scans the others).
    index('customer_stats_last_order_idx').on(t.lastOrderAt.desc().nullsLast(), t.userId.desc()),
    index('customer_stats_new_idx')
      .on(t.lastOrderAt.desc().nullsLast(), t.userId.desc())
      .where(sql`${t.orderCount} = 1`),
    index('customer_stats_repeat_idx')
      .on(t.lastOrderAt.desc().nullsLast(), t.userId.desc())
      .where(sql`${t.orderCount} >= 2`),
    index('customer_stats_cod_only_idx')
      .on(t.lastOrderAt.desc().nullsLast(), t.userId.desc())
      .where(sql`${t.orderCount} >= 1 and ${t.codOrderCount} = ${t.orderCount}`),
    index('customer_stats_high_rto_idx')
      .on(t.lastOrderAt.desc().nullsLast(), t.userId.desc())
      .where(sql`${t.rtoCount} >= 2`),
    index('customer_stats_high_returns_idx')
      .on(t.lastOrderAt.desc().nullsLast(), t.userId.desc())
      .where(sql`${t.returnCount} >= 2`),
    check('customer_stats_counts', sql`${t.orderCount} >= ${t.codOrderCount} and ${t.lifetimePaise} >= 0`),
  ],
);

/** A staff note on a customer, or on one of her orders (`order_id`): never shown to the shopper. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_notes_user_idx').on(t.userId, t.createdAt),
    index('staff_notes_order_idx')
      .on(t.orderId, t.createdAt)
      .where(sql`${t.orderId} is not null`),
  ],
);

/** A customer's tags (domain `normalizeTag`: trimmed, lower-case, at most 30 characters; at most 20 each). */
export const customerTags = pgTable(
  'customer_tags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tag] })],
);

/** An order's internal tags, the same rules. */
export const orderTags = pgTable(
  'order_tags',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tag] })],
);

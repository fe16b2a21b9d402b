import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { staff } from './back-office.table';
import { orders, paymentOrders } from './orders.table';
import { users } from './users.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A payment link sent for an order taken by phone (docs/decisions/133-payment-links.md). Its amount, shopper, order
 * details and pricing are its `payment_orders` row (same id: the gateway's link id), which the paid webhook turns
 * into the order. The stock of `held` is taken when the link is made: 'active' holds it; 'paid' gave it to the order
 * (in the order's own transaction); 'expired' put it back, once. Only those moves, each a conditional update.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id')
      .primaryKey()
      .references(() => paymentOrders.id),
    url: text('url').notNull(),
    status: text('status').notNull().default('active'),
    /** The lines whose stock is held: [{ productId, size, quantity }]. */
    held: jsonb('held').notNull(),
    expiresAt: ts('expires_at').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Who made it; null once that member of staff is removed (the link and its order stay). */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's Idempotency-Key: the same request answers the same link. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    check('payment_links_status_known', sql`${t.status} in ('active', 'paid', 'expired')`),
    unique('payment_links_staff_key_unique').on(t.staffId, t.idempotencyKey),
    // The expiry sweep: active links by when they end.
    index('payment_links_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

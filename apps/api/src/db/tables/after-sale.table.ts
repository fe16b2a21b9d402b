import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './back-office.table';
import { orderItems, orders, paymentAttention } from './orders.table';
import { returnRequests } from './returns.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One refund of a captured payment (domain REFUND_STATUSES: pending → processed | failed), of an order or of a
 * payment that produced none. Rows are written before the gateway is called, each with its own idempotency key
 * (sent to the gateway), so a retry or a second member of staff never refunds twice; the sum of refunds not
 * failed never exceeds what was captured (checked under the order's or payment's row lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    paymentAttentionId: uuid('payment_attention_id').references(() => paymentAttention.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    /** The return request this refund pays back (modules/returns): at most one refund not failed per request. */
    returnRequestId: uuid('return_request_id').references(() => returnRequests.id),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    /** Sent as the gateway's idempotency key (Razorpay `X-Refund-Idempotency`). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id').unique(),
    failureReason: text('failure_reason'),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.gatewayPaymentId),
    // The dashboard's money sent back for returns in a period.
    index('refunds_return_created_idx')
      .on(t.createdAt)
      .where(sql`${t.returnRequestId} is not null`),
    uniqueIndex('refunds_return_request_idx')
      .on(t.returnRequestId)
      .where(sql`${t.returnRequestId} is not null and ${t.status} <> 'failed'`),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_status', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_owner', sql`${t.orderId} is not null or ${t.paymentAttentionId} is not null`),
  ],
);

/**
 * An order's history, oldest first: every status change (courier, system, shopper) and every staff action on it,
 * each with a line a person reads. Written in the transaction of the change it records.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    /** 'status', 'booked', 'booking_failed', 'cancelled', 'refund', 'ndr', 'ndr_action', 'received_back'… */
    kind: text('kind').notNull(),
    /** 'system' | 'courier' | 'gateway' | 'shopper' | 'staff'. */
    actor: text('actor').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    summary: text('summary').notNull(),
    detail: jsonb('detail'),
    /** Orders events of the same instant. */
    seq: integer('seq').notNull().default(0),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RETURN_STATES } from '@vastra/domain/returns';
import { orderItems, orders } from './orders.table';
import { users } from './users.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A shopper's request to exchange one order line for another size or return it for a refund (domain RETURN_STATES,
 * docs/decisions/038-returns-and-exchanges.md). Every change of state happens under this row's lock; the stock of
 * the size held for an exchange and of the unit received back each move exactly once (the `*_at` stamps).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'exchange' | 'return' (domain RETURN_KINDS). */
    kind: text('kind').notNull(),
    state: text('state').notNull().default('requested'),
    quantity: integer('quantity').notNull(),
    /** The size an exchange sends instead; its stock is held from the request until it ships or is released. */
    exchangeSize: text('exchange_size'),
    /** domain RETURN_REASONS, with the shopper's own words. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** What a return refunds (the line's unit price × quantity, in paise); null for an exchange. */
    refundPaise: integer('refund_paise'),
    /** 'original_payment' | 'upi' | 'bank' (domain REFUND_DESTINATIONS); null for an exchange. */
    refundDestination: text('refund_destination'),
    /** A COD return's UPI ID or bank account as shown ('ra****@okaxis', 'XXXXXX4321 · HDFC0001234'). */
    payoutMasked: text('payout_masked'),
    /** The same, encrypted (modules/payouts); wiped once the payout is processed. Never logged, never sent back. */
    payoutSealed: text('payout_sealed'),
    rejectionReason: text('rejection_reason'),
    /** The shop's check of the parcel received: 'accept' | 'reject', with a note. */
    qcResult: text('qc_result'),
    qcNote: text('qc_note'),
    /** The reverse pickup booked through the shipping port. */
    pickupAwb: text('pickup_awb'),
    pickupCourier: text('pickup_courier'),
    pickupShipmentId: text('pickup_shipment_id'),
    pickupResponse: jsonb('pickup_response'),
    lastPickupError: text('last_pickup_error'),
    /** When an approval claimed the pickup booking (its lease, SETTLE_LEASE_MS); null when none is in flight. */
    pickupBookingStartedAt: ts('pickup_booking_started_at'),
    /** An exchange's new size, sent as a forward shipment linked to the original order. */
    exchangeAwb: text('exchange_awb'),
    exchangeCourier: text('exchange_courier'),
    exchangeShipmentId: text('exchange_shipment_id'),
    exchangeResponse: jsonb('exchange_response'),
    lastExchangeError: text('last_exchange_error'),
    /** Set once when the exchange size's unit is taken from stock, and once when it is given back (rejected). */
    stockHeldAt: ts('stock_held_at'),
    holdReleasedAt: ts('hold_released_at'),
    /** Set once when the unit received back (quality check accepted) is put back into stock. */
    stockRestoredAt: ts('stock_restored_at'),
    staffName: text('staff_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    approvedAt: ts('approved_at'),
    pickupScheduledAt: ts('pickup_scheduled_at'),
    pickedUpAt: ts('picked_up_at'),
    receivedAt: ts('received_at'),
    refundedAt: ts('refunded_at'),
    exchangeShippedAt: ts('exchange_shipped_at'),
    rejectedAt: ts('rejected_at'),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_item_idx').on(t.orderItemId),
    // The back office's queue: by state, oldest first; and the dashboard's period figures.
    index('return_requests_state_created_idx').on(t.state, t.createdAt),
    index('return_requests_created_idx').on(t.createdAt),
    uniqueIndex('return_requests_pickup_awb_idx').on(t.pickupAwb),
    uniqueIndex('return_requests_exchange_awb_idx').on(t.exchangeAwb),
    check('return_requests_quantity_positive', sql`${t.quantity} > 0`),
    check('return_requests_kind', sql`${t.kind} in ('exchange', 'return')`),
    check(
      'return_requests_state',
      sql`${t.state} in (${sql.raw(RETURN_STATES.map((state) => `'${state}'`).join(', '))})`,
    ),
    check('return_requests_exchange_size', sql`(${t.kind} = 'exchange') = (${t.exchangeSize} is not null)`),
    check('return_requests_refund_not_negative', sql`${t.refundPaise} is null or ${t.refundPaise} >= 0`),
  ],
);

/** A photo a shopper attached (uploaded first, then named by the request); the file lives in the media storage. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    returnRequestId: uuid('return_request_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    /** The storage key and the URL it is served at. */
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('return_photos_request_idx').on(t.returnRequestId)],
);

/**
 * Money sent to a shopper for a cash-on-delivery return (domain PAYOUT_STATUSES: pending → processed | failed),
 * through the payouts port. Written before the provider is called, with its own idempotency key; at most one payout
 * not failed per request.
 */
export const returnPayouts = pgTable(
  'return_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** 'upi' | 'bank', and the destination as shown (never the full one). */
    destinationKind: text('destination_kind').notNull(),
    destinationMasked: text('destination_masked').notNull(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerPayoutId: text('provider_payout_id').unique(),
    /** The bank's reference (UTR) once paid, shown to the shopper. */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    staffName: text('staff_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('return_payouts_live_idx')
      .on(t.returnRequestId)
      .where(sql`${t.status} <> 'failed'`),
    index('return_payouts_created_idx').on(t.createdAt),
    check('return_payouts_amount_positive', sql`${t.amountPaise} > 0`),
    check('return_payouts_status', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('return_payouts_kind', sql`${t.destinationKind} in ('upi', 'bank')`),
  ],
);

import type { Language } from '@vastra/domain/i18n';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.table';
import { users } from './users.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An order: priced by the server, paid by card (prepaid) or cash on delivery (cod). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** placed | shipped | out_for_delivery | delivered | cancelled | returned (domain ORDER_STATUS_TRANSITIONS). */
    status: text('status').notNull().default('placed'),
    totalPaise: integer('total_paise').notNull(),
    paymentMode: text('payment_mode').notNull(),
    /** The shopper's Idempotency-Key for this order, unique per user. */
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 of the request the key was first used for (domain `orderContent`): the same key with
     * another content is refused, not answered with this order. Null for orders placed without a key.
     */
    requestHash: text('request_hash'),

    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    notes: text('notes').notNull().default(''),
    /** The address's optional details (docs/decisions/130-address-details.md); '' when not given. */
    house: text('house').notNull().default(''),
    area: text('area').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    altPhone: text('alt_phone').notNull().default(''),
    /** The shopper's language when she placed it, 'en' or 'hi': her order texts are written in it (decision 145). */
    language: text('language').$type<Language>().notNull().default('en'),

    /** Card payments: the gateway's order and payment ids (each pays for exactly one order). */
    gatewayOrderId: text('gateway_order_id').unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    paidAt: ts('paid_at'),

    awb: text('awb').unique(),
    courier: text('courier'),
    shipperOrderId: text('shipper_order_id'),
    shipperStatus: text('shipper_status'),
    removedFromShipper: boolean('removed_from_shipper').notNull().default(false),
    removedAt: ts('removed_at'),
    cancellationReason: text('cancellation_reason'),
    bookedResponse: jsonb('booked_response'),
    bookingAttempts: integer('booking_attempts').notNull().default(0),
    nextBookingAt: ts('next_booking_at'),
    lastBookingError: text('last_booking_error'),
    lastTracking: jsonb('last_tracking'),
    lastTrackingAt: ts('last_tracking_at'),
    invoicedAt: ts('invoiced_at'),

    shippedAt: ts('shipped_at'),
    outForDeliveryAt: ts('out_for_delivery_at'),
    deliveredAt: ts('delivered_at'),
    cancelledAt: ts('cancelled_at'),
    returnedAt: ts('returned_at'),
    /** Set once when a cancellation or return puts the stock back (never twice). */
    stockRestoredAt: ts('stock_restored_at'),

    /** Where the money stands (domain MONEY_STATES): 'cod' for cash on delivery, 'paid' once captured, then refunds. */
    moneyState: text('money_state').notNull().default('paid'),
    /** A failed delivery (NDR) waiting for, or answered by, the shop (domain NDR_STATES); null when none. */
    ndrState: text('ndr_state'),
    /** Our filing of the courier's reason (domain NDR_REASONS) and the courier's own words. */
    ndrReason: text('ndr_reason'),
    ndrReasonText: text('ndr_reason_text'),
    ndrAt: ts('ndr_at'),
    ndrAttempts: integer('ndr_attempts').notNull().default(0),
    /** When a parcel that came back (returned) was received at the shop, its stock restored then. */
    receivedBackAt: ts('received_back_at'),

    /** How a prepaid order was paid as the gateway reports it: 'upi' | 'card' | 'netbanking' | 'wallet' | 'emi'. */
    paymentMethod: text('payment_method'),
    /**
     * Cash on delivery confirmed by the shopper (domain COD_CONFIRMATION_STATES): 'not_required' (prepaid, or the
     * setting off) | 'awaiting' (not booked until confirmed) | 'confirmed' | 'expired' (cancelled by the job).
     */
    codConfirmation: text('cod_confirmation').notNull().default('not_required'),
    /** SHA-256 of the short link's token and of the code in the SMS; the deadline after which the job cancels. */
    codConfirmTokenHash: text('cod_confirm_token_hash').unique(),
    codConfirmCodeHash: text('cod_confirm_code_hash'),
    codConfirmDeadline: ts('cod_confirm_deadline'),
    codConfirmedAt: ts('cod_confirmed_at'),
    /** Who cancelled it: 'shopper' | 'staff' | 'system' (an unconfirmed COD order), null when not cancelled. */
    cancelledBy: text('cancelled_by'),

    /**
     * What the offers took off the goods, and the delivery and COD fees charged (all inside `total_paise`): the order's
     * pricing in columns, for lists and sums. 0 for orders placed before offers and fees.
     */
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** The coupon applied (upper-case), null when none. */
    couponCode: text('coupon_code'),
    /**
     * The pricing snapshot (domain `PricingSnapshot`, docs/decisions/083-one-pricing-function.md): the input exactly as
     * priced and the answer, per line its discount, GST and share of the fees. Invoices, credit notes and refunds read
     * it. Null for orders placed before it existed (priced at their unit prices, no offers, no fees).
     */
    pricing: jsonb('pricing'),

    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The dashboard's periods: orders placed, cancelled and returned between two instants (the last two partial:
    // most orders are never cancelled or returned). The first also holds what the figures read, so a month of
    // orders is summed from the index alone; status changes already rewrite every index (the partial ones above
    // name status), so carrying it here costs no HOT update.
    index('orders_created_idx').on(t.createdAt, t.status, t.paymentMode, t.totalPaise),
    index('orders_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
    index('orders_returned_idx')
      .on(t.returnedAt)
      .where(sql`${t.returnedAt} is not null`),
    // The dashboard's returns figures: orders delivered in a period.
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
    unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_unbooked_idx')
      .on(t.nextBookingAt)
      .where(sql`${t.awb} is null and ${t.status} = 'placed'`),
    // The tracking refresh job's query: booked shipments still on their way, least recently tracked first.
    index('orders_open_shipments_idx')
      .on(t.lastTrackingAt)
      .where(sql`${t.awb} is not null and ${t.status} in ('placed', 'shipped', 'out_for_delivery')`),
    // The back office's list: newest first by (created_at, id) keyset; search by name (trigram), phone and AWB.
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_customer_name_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    index('orders_customer_phone_idx').on(t.customerPhone),
    // The queue's failed deliveries and returns not yet received.
    index('orders_ndr_open_idx')
      .on(t.ndrAt)
      .where(sql`${t.ndrState} = 'open'`),
    index('orders_returned_pending_idx')
      .on(t.returnedAt)
      .where(sql`${t.status} = 'returned' and ${t.receivedBackAt} is null`),
    check('orders_total_positive', sql`${t.totalPaise} > 0`),
    check(
      'orders_pricing_not_negative',
      sql`${t.discountPaise} >= 0 and ${t.deliveryFeePaise} >= 0 and ${t.codFeePaise} >= 0`,
    ),
    check(
      'orders_money_state',
      sql`${t.moneyState} in ('cod', 'paid', 'refund_pending', 'partially_refunded', 'refunded', 'refund_failed')`,
    ),
    check('orders_payment_mode', sql`${t.paymentMode} in ('prepaid', 'cod')`),
    check('orders_language', sql`${t.language} in ('en', 'hi')`),
    check('orders_cod_confirmation', sql`${t.codConfirmation} in ('not_required', 'awaiting', 'confirmed', 'expired')`),
    // The dashboard's COD confirmation rate: orders confirmed in a period.
    index('orders_cod_confirmed_idx')
      .on(t.codConfirmedAt)
      .where(sql`${t.codConfirmedAt} is not null`),
    // The auto-cancel job's query: unconfirmed cash-on-delivery orders by deadline.
    index('orders_cod_awaiting_idx')
      .on(t.codConfirmDeadline)
      .where(sql`${t.codConfirmation} = 'awaiting'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    /**
     * The product's Hindi title when the order was placed, trimmed; '' when it had none (and for lines placed before
     * orders kept it, migration 0051): the shopper's order pages name the line by it on Hindi pages (decision 183).
     */
    titleHi: text('title_hi').notNull().default(''),
    image: text('image'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** The offers' share of the line (its allocated discount; the line costs unit price × quantity − this). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The line's place in the order, so items read back in the order they were bought. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_discount_within_line',
      sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.unitPricePaise}::bigint * ${t.quantity}`,
    ),
  ],
);

/** A card gateway order made at create-order: its amount is bound here, checked again at verify. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    userId: uuid('user_id').references(() => users.id),
    /** The browser's orderData, kept so a webhook can record the order if verify never comes. */
    orderData: jsonb('order_data'),
    /**
     * SHA-256 of the basket (domain `basketContent`) the payment is for: verify places no other basket.
     * Null when create-order got only {amount}: such a payment cannot become an order (decision 015).
     */
    basketHash: text('basket_hash'),
    /**
     * The pricing bound with the amount (domain `PricingSnapshot`: offers, coupon, fees as priced at create-order):
     * the order placed from this payment keeps it. Null for payments made before it existed, or from {amount} alone.
     */
    pricing: jsonb('pricing'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * The reconciliation job's view of a payment that did not end in an order (domain PAYMENT_RECONCILE_STATES):
     * 'open' while the gateway may still report it paid (UPI's late authorisation), then 'settled' (an order, or
     * the back office's queue) or 'abandoned' (nothing paid once the window passed).
     */
    reconcileState: text('reconcile_state').notNull().default('open'),
    reconcileChecks: integer('reconcile_checks').notNull().default(0),
    nextReconcileAt: ts('next_reconcile_at'),
  },
  (t) => [
    // The dashboard's card payments started in a period.
    index('payment_orders_created_idx').on(t.createdAt),
    index('payment_orders_reconcile_idx')
      .on(t.nextReconcileAt)
      .where(sql`${t.reconcileState} = 'open'`),
  ],
);

/**
 * A captured payment that a signed webhook could not turn into an order (stock gone, no order
 * details, amount differs, payment id already on another order…): acknowledged to the gateway (2xx,
 * so it stops retrying) and kept here for the back office to refund or settle. One row per payment.
 */
export const paymentAttention = pgTable('payment_attention', {
  id: uuid('id').primaryKey().defaultRandom(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  gatewayPaymentId: text('gateway_payment_id').notNull().unique(),
  /** What the gateway says was captured, in paise (bigint: the webhook's number is not ours to bound). */
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  eventId: text('event_id'),
  /** Where it was found: 'webhook' (acknowledged, kept here) or 'verify' (the browser's confirmation). */
  source: text('source').notNull().default('webhook'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Set by the back office once refunded or settled. */
  resolvedAt: ts('resolved_at'),
  /** How it was settled: 'refunded' or 'order_created' (then `orderId`), and by whom. */
  resolution: text('resolution'),
  resolvedBy: text('resolved_by'),
  orderId: uuid('order_id').references(() => orders.id),
});

/** Gateway webhook event ids already processed (at-least-once delivery → de-duplicate). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

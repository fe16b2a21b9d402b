import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who is booking an order with the shipping provider right now: one row per order while a booking
 * call is in flight, so two requests or two processes never book the same order twice. A holder
 * that died leaves a row whose lease has run out; the next claimant takes it over.
 */
export const shippingBookingClaims = pgTable('shipping_booking_claims', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  leaseUntil: ts('lease_until').notNull(),
});

/**
 * A shipment of the shipping simulator (SHIPPING_PROVIDER=simulator), kept in the database so it
 * survives restarts and every API process sees the same one. The shipment follows `route` (stage
 * keys); `stageTimes` holds when each stage up to `anchorStage` was reached, and later stages follow
 * lazily every SHIPPING_SIM_MINUTES_PER_STEP minutes after `anchorAt`.
 */
export const simulatedShipments = pgTable(
  'simulated_shipments',
  {
    awb: text('awb').primaryKey(),
    shipperOrderId: text('shipper_order_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    /** Our order id (the channel order id Shiprocket echoes back). */
    orderRef: text('order_ref').notNull(),
    courier: text('courier').notNull(),
    courierCompanyId: integer('courier_company_id').notNull(),
    origin: text('origin').notNull(),
    destinationCity: text('destination_city').notNull(),
    destinationState: text('destination_state').notNull(),
    destinationPincode: text('destination_pincode').notNull(),
    route: jsonb('route').$type<string[]>().notNull(),
    stageTimes: jsonb('stage_times').$type<string[]>().notNull(),
    anchorStage: integer('anchor_stage').notNull().default(0),
    anchorAt: ts('anchor_at').notNull(),
    bookedAt: ts('booked_at').notNull(),
  },
  (t) => [index('simulated_shipments_order_ref_idx').on(t.orderRef)],
);

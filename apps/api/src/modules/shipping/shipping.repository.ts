import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, productVariants } from '../../db/schema';
import type { ShipmentItem, ShipmentOrder } from './shipping.port';
import { isUuid } from '../../shared/uuid';

/** Order ids are UUIDs in storage; any other text names no order (and would make PostgreSQL throw). */

const shippingColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  createdAt: orders.createdAt,
  awb: orders.awb,
  courier: orders.courier,
  shipperOrderId: orders.shipperOrderId,
  shipperStatus: orders.shipperStatus,
  removedFromShipper: orders.removedFromShipper,
  cancellationReason: orders.cancellationReason,
  bookedResponse: orders.bookedResponse,
  bookingAttempts: orders.bookingAttempts,
  codConfirmation: orders.codConfirmation,
  lastTracking: orders.lastTracking,
  lastTrackingAt: orders.lastTrackingAt,
};

/** An order's shipping record as this module reads it. */
export interface ShippingRecord {
  id: string;
  userId: string;
  status: string;
  createdAt: Date;
  awb: string | null;
  courier: string | null;
  shipperOrderId: string | null;
  shipperStatus: string | null;
  removedFromShipper: boolean;
  cancellationReason: string | null;
  bookedResponse: unknown;
  bookingAttempts: number;
  /** 'awaiting' while a COD order waits for the shopper's confirmation: not booked until confirmed. */
  codConfirmation: string;
  lastTracking: unknown;
  lastTrackingAt: Date | null;
}

const OPEN_STATUSES = ['placed', 'shipped', 'out_for_delivery'];

/** Drizzle queries on orders for booking and tracking; no rules here. */
export function createShippingRepository(db: Db) {
  return {
    async findOwned(userId: string, orderId: string): Promise<ShippingRecord | undefined> {
      if (!isUuid(orderId)) return undefined;
      const [row] = await db
        .select(shippingColumns)
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .limit(1);
      return row;
    },

    /** The caller's orders among `orderIds`, plus those shipped under `awbs`. */
    findOwnedMany(userId: string, orderIds: string[], awbs: string[]): Promise<ShippingRecord[]> {
      const ids = orderIds.filter(isUuid);
      const match = [
        ...(ids.length ? [inArray(orders.id, ids)] : []),
        ...(awbs.length ? [inArray(orders.awb, awbs)] : []),
      ];
      if (match.length === 0) return Promise.resolve([]);
      return db
        .select(shippingColumns)
        .from(orders)
        .where(and(eq(orders.userId, userId), or(...match)));
    },

    async findById(orderId: string): Promise<ShippingRecord | undefined> {
      if (!isUuid(orderId)) return undefined;
      const [row] = await db.select(shippingColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    async findByAwb(awb: string): Promise<ShippingRecord | undefined> {
      const [row] = await db.select(shippingColumns).from(orders).where(eq(orders.awb, awb)).limit(1);
      return row;
    },

    /** What the provider needs to ship the order, or undefined when it does not exist. */
    async loadShipmentOrder(orderId: string): Promise<ShipmentOrder | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order) return undefined;
      const items = await shipmentItems(db, eq(orderItems.orderId, orderId));
      return {
        id: order.id,
        createdAt: order.createdAt,
        paymentMode: order.paymentMode === 'cod' ? 'cod' : 'prepaid',
        totalPaise: order.totalPaise,
        customer: {
          name: order.customerName,
          email: order.customerEmail,
          phone: order.customerPhone,
          address: order.address,
          city: order.city,
          state: order.state,
          pincode: order.pincode,
          details: { house: order.house, area: order.area, landmark: order.landmark, altPhone: order.altPhone },
        },
        items,
      };
    },

    /** Booked orders still on their way whose tracking is older than `before` (or never read). */
    async staleShipments(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            sql`${orders.awb} is not null`,
            inArray(orders.status, OPEN_STATUSES),
            or(isNull(orders.lastTrackingAt), lt(orders.lastTrackingAt, before)),
          ),
        )
        .orderBy(sql`${orders.lastTrackingAt} asc nulls first`)
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;

/**
 * Order lines as a provider gets them (`where` picks them), in the order's order, with the product's second option's
 * name and the variant's SKU as they are now (a variant removed since gives none).
 */
export async function shipmentItems(db: Db, where: SQL): Promise<ShipmentItem[]> {
  return db
    .select({
      productId: orderItems.productId,
      title: orderItems.title,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      option2Name: products.option2Name,
      sku: productVariants.sku,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, orderItems.productId), eq(productVariants.size, orderItems.size)),
    )
    .where(where)
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** A variant's second option's name and own SKU as a provider gets them (a new size sent in exchange). */
export async function variantFacts(
  db: Db,
  productId: string,
  size: string,
): Promise<Pick<ShipmentItem, 'option2Name' | 'sku'>> {
  const [row] = await db
    .select({ option2Name: products.option2Name, sku: productVariants.sku })
    .from(products)
    .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.size, size)))
    .where(eq(products.id, productId));
  return row ?? { option2Name: null, sku: null };
}

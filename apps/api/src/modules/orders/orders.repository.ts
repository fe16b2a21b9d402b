import { and, count, desc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, productVariants, refunds } from '../../db/schema';

import { writeOrder, type NewOrder, type NewOrderItem, type OrderItemRow, type OrderRow } from '../order-lifecycle';

export type { NewOrder, NewOrderItem, OrderItemRow, OrderRow };

/** An order with its lines, as the orders module reads it. */
export interface OrderWithItems {
  order: OrderRow;
  /** Each read with its product's second option's name (null: sizes only), the line's label (decision 099). */
  items: (OrderItemRow & { option2Name?: string | null })[];
  /** Its refunds, oldest first, when read for the shopper (a new order has none). */
  refunds?: RefundRow[];
}
export type RefundRow = typeof refunds.$inferSelect;

/** Drizzle queries on orders, order items and variant stock; callers pass the transaction. */
export const ordersRepository = {
  async stockOf(tx: Db, productId: string, size: string): Promise<number> {
    const [row] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
    return row?.stock ?? 0;
  },

  /** The one statement that places an order: the lifecycle core's (order-lifecycle/write-order.ts). */
  writeOrder,

  /** Current stock of each (product, size), 0 for one that does not exist: one statement. */
  async stocksOf(db: Db, lines: readonly { productId: string; size: string }[]): Promise<number[]> {
    const rows = await db
      .select({ productId: productVariants.productId, size: productVariants.size, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.productId, [...new Set(lines.map((l) => l.productId))]));
    return lines.map((l) => rows.find((r) => r.productId === l.productId && r.size === l.size)?.stock ?? 0);
  },

  async findById(db: Db, id: string): Promise<OrderWithItems | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) return undefined;
    const [items, refundRows] = await Promise.all([itemsOf(db, [row.id]), refundsOf(db, [row.id])]);
    return { order: row, items, refunds: refundRows };
  },

  async findByIdempotencyKey(db: Db, userId: string, key: string): Promise<OrderWithItems | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row ? { order: row, items: await itemsOf(db, [row.id]) } : undefined;
  },

  async findByGatewayOrderId(db: Db, gatewayOrderId: string): Promise<OrderWithItems | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
    return row ? { order: row, items: await itemsOf(db, [row.id]) } : undefined;
  },

  /** A shopper's orders, newest first, each with its lines (two queries, not one per order). */
  /** How many orders the shopper has placed that were not cancelled ("first order only" coupons). */
  async countPlacedBy(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
    return row?.n ?? 0;
  },

  async listByUser(db: Db, userId: string): Promise<OrderWithItems[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const items = await itemsOf(
      db,
      rows.map((r) => r.id),
    );
    // One more batched statement for the refunds of the orders that have any (prepaid and refunded: few).
    const refunded = rows.filter((r) => r.moneyState !== 'paid' && r.moneyState !== 'cod').map((r) => r.id);
    const refundRows = await refundsOf(db, refunded);
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    const refundsByOrder = new Map<string, RefundRow[]>();
    for (const r of refundRows)
      if (r.orderId) refundsByOrder.set(r.orderId, [...(refundsByOrder.get(r.orderId) ?? []), r]);
    return rows.map((order) => ({
      order,
      items: byOrder.get(order.id) ?? [],
      refunds: refundsByOrder.get(order.id) ?? [],
    }));
  },
};

async function refundsOf(db: Db, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.createdAt);
}

async function itemsOf(db: Db, orderIds: string[]): Promise<OrderWithItems['items']> {
  if (orderIds.length === 0) return [];
  return db
    .select({ ...getTableColumns(orderItems), option2Name: products.option2Name })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.orderId, orderItems.position);
}

/**
 * True when an order statement failed because a line's stock would go below 0 (the CHECK
 * `product_variants_stock_non_negative`, SQLSTATE 23514). Drizzle wraps driver errors in `cause`.
 */
export function isStockShortage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23514' && constraint === 'product_variants_stock_non_negative') return true;
    current = cause;
  }
  return false;
}

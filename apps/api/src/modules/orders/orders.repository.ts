import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, productVariants } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** An order with its lines, as the orders module reads it. */
export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

/** Drizzle queries on orders, order items and variant stock; callers pass the transaction. */
export const ordersRepository = {
  /**
   * Takes `quantity` units of one (product, size) if that many are left, atomically (design.md §2):
   * the stock left, or null when there is not enough. Concurrent buyers queue on the row lock and
   * re-check `stock >= q` on the committed value, so the last unit is sold once.
   */
  async takeStock(tx: Db, productId: string, size: string, quantity: number): Promise<number | null> {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size), gte(productVariants.stock, quantity)))
      .returning({ stock: productVariants.stock });
    return row ? row.stock : null;
  },

  async stockOf(tx: Db, productId: string, size: string): Promise<number> {
    const [row] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
    return row?.stock ?? 0;
  },

  async insert(tx: Db, order: NewOrder, items: NewOrderItem[]): Promise<OrderWithItems> {
    const [row] = await tx.insert(orders).values(order).returning();
    if (!row) throw new Error('insert into orders returned no row');
    const lines = await tx
      .insert(orderItems)
      .values(items.map((item) => ({ ...item, orderId: row.id })))
      .returning();
    return { order: row, items: lines };
  },

  async findById(db: Db, id: string): Promise<OrderWithItems | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ? { order: row, items: await itemsOf(db, [row.id]) } : undefined;
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
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return rows.map((order) => ({ order, items: byOrder.get(order.id) ?? [] }));
  },
};

async function itemsOf(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.orderId, orderItems.position);
}

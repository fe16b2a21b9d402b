import { and, desc, eq, getTableColumns, inArray, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, productVariants, refunds } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
/** An order line to write: the line as priced (domain `StoredOrderItem` without its id); position is its index. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'id' | 'position'>;

/** An order with its lines, as the orders module reads it. */
export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
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

  /**
   * Writes an order in ONE statement, atomic on its own (no BEGIN/COMMIT round trips): takes every
   * line's quantity from its (product, size) stock, inserts the order and inserts its lines.
   * - Too little stock for any line: the stock would go below 0, the CHECK
   *   `product_variants_stock_non_negative` fails the statement and nothing is written
   *   (see `isStockShortage`). Concurrent buyers queue on the row locks and the check applies to
   *   the committed stock, so the last unit is sold once (docs/rules/platform.md#data).
   * - Several lines lock their rows in one global (product, size) order — the sorted, locking
   *   sub-select — so two multi-line orders never deadlock.
   * - A line whose (product, size) no longer exists takes no stock and gets no quantity: the NOT
   *   NULL constraint of order_items.quantity fails the statement, so no order lacks a line.
   * Lines must be distinct (product, size) pairs.
   */
  async writeOrder(db: Db, order: NewOrder, items: readonly NewOrderItem[]): Promise<OrderWithItems> {
    const wanted = sql.join(
      items.map((i) => sql`(${i.productId}::uuid, ${i.size}::text, ${i.quantity}::integer)`),
      sql`, `,
    );
    const lines = sql.join(
      items.map(
        (i, position) =>
          sql`(${i.productId}::uuid, ${i.title}::text, ${i.image ?? null}::text, ${i.size}::text, ${i.quantity}::integer, ${i.unitPricePaise}::integer, ${position}::integer)`,
      ),
      sql`, `,
    );
    // One line needs no lock order; several are locked sorted before any is changed.
    const source =
      items.length === 1
        ? sql`(values ${wanted}) as wanted (product_id, size, quantity)`
        : sql`(select p.product_id, p.size, w.quantity
                 from product_variants as p
                 join (values ${wanted}) as w (product_id, size, quantity)
                   on p.product_id = w.product_id and p.size = w.size
                order by p.product_id, p.size
                  for update of p) as wanted`;
    const result = await db.execute(sql`
      with taken as (
        update product_variants as v
           set stock = v.stock - wanted.quantity
          from ${source}
         where v.product_id = wanted.product_id and v.size = wanted.size
        returning v.product_id, v.size
      ),
      placed as (${db.insert(orders).values(order).returning().getSQL()}),
      lines as (
        insert into order_items (order_id, product_id, title, image, size, quantity, unit_price_paise, position)
        select placed.id, l.product_id, l.title, l.image, l.size,
               case when taken.product_id is null then null else l.quantity end,
               l.unit_price_paise, l.position
          from placed
         cross join (values ${lines}) as l (product_id, title, image, size, quantity, unit_price_paise, position)
          left join taken on taken.product_id = l.product_id and taken.size = l.size
        returning *
      )
      select (select row_to_json(placed) from placed) as "order",
             (select json_agg(lines order by lines.position) from lines) as items`);
    // Both drivers answer { rows } and parse json; Drizzle types execute() loosely.
    const [row] = (result as { rows: { order: Record<string, unknown>; items: Record<string, unknown>[] }[] }).rows;
    if (!row) throw new Error('the order statement returned no row');
    return {
      order: fromJson<OrderRow>(orders, row.order),
      items: row.items.map((item) => fromJson<OrderItemRow>(orderItems, item)),
    };
  },

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

async function itemsOf(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
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

/** A row as row_to_json wrote it (column names, JSON values) in Drizzle's shape (keys, Dates, numbers). */
function fromJson<T>(table: Table, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, orderItems, orders } from '../../db/schema';
import { couponUseSql } from '../offers';
import { orderEventJobs } from '../order-history';
import type { OrderRow } from './locks';

export type OrderItemRow = typeof orderItems.$inferSelect;
/** An order to write: its id and time are given, so its `order.placed` event is written in the same statement. */
export type NewOrder = typeof orders.$inferInsert & { id: string; createdAt: Date };
/** An order line to write: the line as priced (domain `StoredOrderItem` without its id); position is its index. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'id' | 'position'>;

/**
 * Writes an order in ONE statement, atomic on its own (no BEGIN/COMMIT round trips): takes every
 * line's quantity from its (product, size) stock, inserts the order and inserts its lines.
 * - Too little stock for any line: the stock would go below 0, the CHECK
 *   `product_variants_stock_non_negative` fails the statement and nothing is written
 *   (the orders module's `isStockShortage`). Concurrent buyers queue on the row locks and the check applies to
 *   the committed stock, so the last unit is sold once (docs/rules/platform.md#data).
 * - Several lines lock their rows in one global (product, size) order — the sorted, locking
 *   sub-select — so two multi-line orders never deadlock.
 * - A line whose (product, size) no longer exists takes no stock and gets no quantity: the NOT
 *   NULL constraint of order_items.quantity fails the statement, so no order lacks a line.
 * - The order's `order.placed` event goes to the outbox in the same statement
 *   (docs/decisions/082-order-event-outbox.md): the placed text is sent exactly when the order exists, even if the
 *   process dies right after the commit.
 * Lines must be distinct (product, size) pairs.
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  items: readonly NewOrderItem[],
  /**
   * A coupon the order uses: its use is taken in the same statement (the ledger's `couponUseSql`), so the coupon's
   * CHECKs refuse the whole order, and its row is held for no extra round trip
   * (docs/decisions/088-checkout-with-offers.md).
   */
  couponUse?: { offerId: string; userId: string; discountPaise: number },
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const wanted = sql.join(
    items.map((i) => sql`(${i.productId}::uuid, ${i.size}::text, ${i.quantity}::integer)`),
    sql`, `,
  );
  const lines = sql.join(
    items.map(
      (i, position) =>
        sql`(${i.productId}::uuid, ${i.title}::text, ${i.titleHi ?? ''}::text, ${i.image ?? null}::text, ${i.size}::text, ${i.quantity}::integer, ${i.unitPricePaise}::integer, ${i.discountPaise ?? 0}::integer, ${position}::integer)`,
    ),
    sql`, `,
  );
  const placedEvent = orderEventJobs(order.createdAt, { type: 'order.placed', orderId: order.id });
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
    queued as (${db.insert(jobs).values(placedEvent).onConflictDoNothing().getSQL()}),
    ${couponUse ? sql`${couponUseSql({ ...couponUse, at: order.createdAt }, sql`(select id from placed)`)},` : sql``}
    lines as (
      insert into order_items
             (order_id, product_id, title, title_hi, image, size, quantity, unit_price_paise, discount_paise, position)
      select placed.id, l.product_id, l.title, l.title_hi, l.image, l.size,
             case when taken.product_id is null then null else l.quantity end,
             l.unit_price_paise, l.discount_paise, l.position
        from placed
       cross join (values ${lines})
               as l (product_id, title, title_hi, image, size, quantity, unit_price_paise, discount_paise, position)
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

import { LOW_STOCK_THRESHOLD } from '@vastra/domain/back-office';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ndrOpenWhere, paymentsWhere, returnsWhere, unbookedWhere } from '../order-admin';
import type { SummaryPeriods } from './summary-periods';

/** One period's figures as the database computes them. */
export interface PeriodFigures {
  revenuePaise: number;
  orders: number;
  averageOrderPaise: number;
  codShare: number;
}

export interface PlacedFigures {
  current: PeriodFigures;
  previous: PeriodFigures;
  /** The current period's orders and revenue per IST day that had any orders placed ('YYYY-MM-DD' → figures). */
  daily: Map<string, { orders: number; revenuePaise: number }>;
}

export interface EventCounts {
  cancellations: { current: number; previous: number };
  /** Money sent back in each period (refunds and payouts not failed) on orders that count as sold. */
  refundsPaise: { current: number; previous: number };
  returnsToOrigin: { current: number; previous: number };
  unbookedOrders: number;
  unpaidCardAttempts: number;
  /** What needs a hand now (the queue's and inbox's counts), whatever the period. */
  failedDeliveries: number;
  returnsToReceive: number;
  paymentsWithoutOrder: number;
  unreadMessages: number;
  /** COD orders confirmed and expired (cancelled unconfirmed) in the current period, and awaiting now. */
  codConfirmation: { confirmed: number; expired: number; awaiting: number };
}

export interface LowStockRow {
  productId: string;
  title: string;
  size: string;
  stock: number;
}

// Both drivers answer { rows }; Drizzle types execute() loosely. Every number is cast to int or float8 in SQL so
// that both drivers hand back JavaScript numbers (int8 and numeric would come back as strings from one of them).
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** An order that counts as sold: neither cancelled before shipping nor come back to us (RTO). */
const KEPT = sql`o.status not in ('cancelled', 'returned')`;

const ZERO: PeriodFigures = { revenuePaise: 0, orders: 0, averageOrderPaise: 0, codShare: 0 };

interface DayRow {
  current: boolean;
  /** Days since the current period's first IST midnight; null on a period's total. */
  day: number | null;
  orders: number;
  revenuePaise: number;
  averageOrderPaise: number;
  codShare: number;
}

export const summaryRepository = {
  /**
   * Orders placed in either period, per day: each day numbered from the current period's first IST midnight
   * (previous period's days negative) and read by one range scan of orders_created_idx, which holds every column
   * read here, so the table itself is not visited. Days are 24 hours, never `interval '1 day'` (which follows the
   * session's time zone across daylight saving). Joining on a handful of day spans, rather than computing a day
   * per order, lets the planner see a handful of groups and hash them instead of sorting a month of orders; the
   * periods' figures are then totalled from the days.
   */
  async placed(db: Db, periods: SummaryPeriods): Promise<PlacedFigures> {
    const { current, previous } = periods;
    const days = periods.days.length;
    const rows = rowsOf<DayRow>(
      await db.execute(sql`
        with spans as (
          select i as day,
                 ${at(current.from)} + i * interval '24 hours' as starts,
                 least(${at(current.from)} + (i + 1) * interval '24 hours',
                       case when i < 0 then ${at(previous.to)} else ${at(current.to)} end) as ends
            from generate_series(${-days}::int, ${days - 1}::int) as i
        ),
        days as (
          select s.day,
                 count(*) filter (where ${KEPT}) as orders,
                 coalesce(sum(o.total_paise) filter (where ${KEPT}), 0) as revenue,
                 count(*) filter (where ${KEPT} and o.payment_mode = 'cod') as cod
            from spans as s
            join orders as o on o.created_at >= s.starts and o.created_at < s.ends
           group by s.day
        )
        select day >= 0 as current, null::int as day,
               sum(orders)::int as "orders",
               sum(revenue)::float8 as "revenuePaise",
               coalesce(round(sum(revenue)::numeric / nullif(sum(orders), 0)), 0)::float8 as "averageOrderPaise",
               coalesce(sum(cod)::float8 / nullif(sum(orders), 0), 0) as "codShare"
          from days
         group by day >= 0
        union all
        select true, day, orders::int, revenue::float8, 0, 0 from days where day >= 0`),
    );
    const figures = (r: DayRow): PeriodFigures => ({
      revenuePaise: r.revenuePaise,
      orders: r.orders,
      averageOrderPaise: r.averageOrderPaise,
      codShare: r.codShare,
    });
    const total = (isCurrent: boolean) => rows.find((r) => r.current === isCurrent && r.day === null);
    const totalNow = total(true);
    const totalBefore = total(false);
    const daily = new Map<string, { orders: number; revenuePaise: number }>();
    for (const r of rows) {
      const date = r.current && r.day !== null ? periods.days[r.day] : undefined;
      if (date) daily.set(date, { orders: r.orders, revenuePaise: r.revenuePaise });
    }
    return {
      current: totalNow ? figures(totalNow) : ZERO,
      previous: totalBefore ? figures(totalBefore) : ZERO,
      daily,
    };
  },

  /**
   * Cancellations and returns by the moment they happened (partial indexes on cancelled_at and returned_at), the
   * queue's sections as GET /api/admin/queue defines them (order-admin/queue-sections.ts; unbooked within
   * orders_unbooked_idx's predicate) and the current period's card payments
   * that never became an order (payment_orders_created_idx, then the unique gateway_order_id): one statement.
   */
  async events(db: Db, periods: SummaryPeriods, now: Date): Promise<EventCounts> {
    const { current: c, previous: p } = periods;
    const between = (column: 'cancelled_at' | 'returned_at', span: { from: Date; to: Date }) => {
      const moment = sql.raw(column);
      return sql`(select count(*) from orders where ${moment} >= ${at(span.from)} and ${moment} < ${at(span.to)})::int`;
    };
    // Refunds of orders neither cancelled nor returned to origin: those orders are already out of gross sales.
    const refunded = (span: { from: Date; to: Date }) => sql`(
      (select coalesce(sum(r.amount_paise), 0) from refunds as r join orders as o on o.id = r.order_id
        where r.status <> 'failed' and ${KEPT} and r.created_at >= ${at(span.from)} and r.created_at < ${at(span.to)})
      + (select coalesce(sum(rp.amount_paise), 0) from return_payouts as rp join orders as o on o.id = rp.order_id
        where rp.status <> 'failed' and ${KEPT}
          and rp.created_at >= ${at(span.from)} and rp.created_at < ${at(span.to)}))::float8`;
    const [row] = rowsOf<{
      cancelled: number;
      cancelledBefore: number;
      refunded: number;
      refundedBefore: number;
      returned: number;
      returnedBefore: number;
      unbooked: number;
      unpaid: number;
      ndr: number;
      returns: number;
      payments: number;
      unread: number;
      codConfirmed: number;
      codExpired: number;
      codAwaiting: number;
    }>(
      await db.execute(sql`
        select ${between('cancelled_at', c)} as "cancelled",
               ${between('cancelled_at', p)} as "cancelledBefore",
               ${refunded(c)} as "refunded",
               ${refunded(p)} as "refundedBefore",
               ${between('returned_at', c)} as "returned",
               ${between('returned_at', p)} as "returnedBefore",
               (select count(*) from orders where ${unbookedWhere(now)})::int as "unbooked",
               (select count(*) from payment_orders as po
                 where po.created_at >= ${at(c.from)} and po.created_at < ${at(c.to)}
                   and not exists (select 1 from orders as o where o.gateway_order_id = po.id))::int as "unpaid",
               (select count(*) from orders where ${ndrOpenWhere})::int as "ndr",
               (select count(*) from orders where ${returnsWhere})::int as "returns",
               (select count(*) from payment_attention where ${paymentsWhere})::int as "payments",
               (select count(*) from contact_messages where read_at is null)::int as "unread",
               (select count(*) from orders
                 where cod_confirmed_at >= ${at(c.from)} and cod_confirmed_at < ${at(c.to)})::int as "codConfirmed",
               (select count(*) from orders
                 where cancelled_at >= ${at(c.from)} and cancelled_at < ${at(c.to)}
                   and cod_confirmation = 'expired')::int as "codExpired",
               (select count(*) from orders where cod_confirmation = 'awaiting')::int as "codAwaiting"`),
    );
    if (!row) throw new Error('the summary statement returned no row');
    return {
      cancellations: { current: row.cancelled, previous: row.cancelledBefore },
      refundsPaise: { current: row.refunded, previous: row.refundedBefore },
      returnsToOrigin: { current: row.returned, previous: row.returnedBefore },
      unbookedOrders: row.unbooked,
      unpaidCardAttempts: row.unpaid,
      failedDeliveries: row.ndr,
      returnsToReceive: row.returns,
      paymentsWithoutOrder: row.payments,
      unreadMessages: row.unread,
      codConfirmation: { confirmed: row.codConfirmed, expired: row.codExpired, awaiting: row.codAwaiting },
    };
  },

  /**
   * Sizes of active products with LOW_STOCK_THRESHOLD units or fewer, fewest first (ties: title in byte order, so
   * both databases agree whatever their collation; then product and the size's place): at most `limit` sold out and
   * `limit` running low, so a shop with many sold-out sizes still sees those about to sell out
   * (docs/decisions/101-back-office-polish.md). Both read the partial index product_variants_low_stock_idx; the
   * threshold is written into the statement as a literal: a bound parameter would not let the planner prove the
   * query's rows lie inside the index's `stock <= 3`.
   */
  async lowStock(db: Db, limit: number): Promise<LowStockRow[]> {
    const group = (where: SQL) => sql`
        (select v.product_id as "productId", p.title, v.size, v.stock, v.position
           from product_variants as v
           join products as p on p.id = v.product_id
          where p.status = 'active' and ${where}
          order by v.stock, p.title collate "C", v.product_id, v.position
          limit ${limit})`;
    const threshold = sql.raw(String(LOW_STOCK_THRESHOLD));
    return rowsOf<LowStockRow>(
      await db.execute(sql`
        select "productId", title, size, stock from (
          ${group(sql`v.stock <= 0`)}
          union all
          ${group(sql`v.stock between 1 and ${threshold}`)}
        ) as low
        order by stock, title collate "C", "productId", position`),
    );
  },
};

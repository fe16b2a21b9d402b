import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  /** The current period's orders and revenue per IST day that had any ('YYYY-MM-DD' → figures). */
  daily: Map<string, { orders: number; revenuePaise: number }>;
}

export interface EventCounts {
  cancellations: { current: number; previous: number };
  returnsToOrigin: { current: number; previous: number };
  unbookedOrders: number;
  unpaidCardAttempts: number;
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
const KEPT = sql`status not in ('cancelled', 'returned')`;

const ZERO: PeriodFigures = { revenuePaise: 0, orders: 0, averageOrderPaise: 0, codShare: 0 };

interface PlacedRow extends PeriodFigures {
  current: boolean;
  day: string | null;
}

export const summaryRepository = {
  /**
   * Orders placed in either period (one range scan of orders_created_idx from the previous period's start to
   * now), totalled per period and, for the current one, per IST day (grouping sets: day null = the period).
   */
  async placed(db: Db, periods: SummaryPeriods): Promise<PlacedFigures> {
    const { current, previous } = periods;
    const rows = rowsOf<PlacedRow>(
      await db.execute(sql`
        with placed as (
          select created_at >= ${at(current.from)} as current,
                 to_char((created_at at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD') as day,
                 ${KEPT} as kept,
                 payment_mode = 'cod' as cod,
                 total_paise
            from orders
           where created_at >= ${at(previous.from)} and created_at < ${at(current.to)}
             and (created_at >= ${at(current.from)} or created_at < ${at(previous.to)})
        )
        select current, day,
               count(*) filter (where kept)::int as "orders",
               coalesce(sum(total_paise) filter (where kept), 0)::float8 as "revenuePaise",
               coalesce(round(sum(total_paise) filter (where kept)::numeric
                              / nullif(count(*) filter (where kept), 0)), 0)::float8 as "averageOrderPaise",
               coalesce((count(*) filter (where kept and cod))::float8
                        / nullif(count(*) filter (where kept), 0), 0) as "codShare"
          from placed
         group by grouping sets ((current), (current, day))`),
    );
    const figures = (r: PlacedRow): PeriodFigures => ({
      revenuePaise: r.revenuePaise,
      orders: r.orders,
      averageOrderPaise: r.averageOrderPaise,
      codShare: r.codShare,
    });
    const total = (isCurrent: boolean) => rows.find((r) => r.current === isCurrent && r.day === null);
    const totalNow = total(true);
    const totalBefore = total(false);
    return {
      current: totalNow ? figures(totalNow) : ZERO,
      previous: totalBefore ? figures(totalBefore) : ZERO,
      daily: new Map(
        rows
          .filter((r) => r.current && r.day !== null)
          .map((r) => [r.day ?? '', { orders: r.orders, revenuePaise: r.revenuePaise }]),
      ),
    };
  },

  /**
   * Cancellations and returns by the moment they happened (partial indexes on cancelled_at and returned_at), the
   * orders still waiting for an AWB (orders_unbooked_idx's own predicate) and the current period's card payments
   * that never became an order (payment_orders_created_idx, then the unique gateway_order_id): one statement.
   */
  async events(db: Db, periods: SummaryPeriods): Promise<EventCounts> {
    const { current: c, previous: p } = periods;
    const between = (column: 'cancelled_at' | 'returned_at', span: { from: Date; to: Date }) => {
      const moment = sql.raw(column);
      return sql`(select count(*) from orders where ${moment} >= ${at(span.from)} and ${moment} < ${at(span.to)})::int`;
    };
    const [row] = rowsOf<{
      cancelled: number;
      cancelledBefore: number;
      returned: number;
      returnedBefore: number;
      unbooked: number;
      unpaid: number;
    }>(
      await db.execute(sql`
        select ${between('cancelled_at', c)} as "cancelled",
               ${between('cancelled_at', p)} as "cancelledBefore",
               ${between('returned_at', c)} as "returned",
               ${between('returned_at', p)} as "returnedBefore",
               (select count(*) from orders where awb is null and status = 'placed')::int as "unbooked",
               (select count(*) from payment_orders as po
                 where po.created_at >= ${at(c.from)} and po.created_at < ${at(c.to)}
                   and not exists (select 1 from orders as o where o.gateway_order_id = po.id))::int as "unpaid"`),
    );
    if (!row) throw new Error('the summary statement returned no row');
    return {
      cancellations: { current: row.cancelled, previous: row.cancelledBefore },
      returnsToOrigin: { current: row.returned, previous: row.returnedBefore },
      unbookedOrders: row.unbooked,
      unpaidCardAttempts: row.unpaid,
    };
  },

  /**
   * Sizes of active products with `threshold` units or fewer, fewest first (ties: title in byte order, so both
   * databases agree whatever their collation; then product and the size's place). No index on stock on purpose:
   * one would make every order's stock update a non-HOT update (docs/decisions/021-dashboard-figures.md).
   */
  async lowStock(db: Db, threshold: number, limit: number): Promise<LowStockRow[]> {
    return rowsOf<LowStockRow>(
      await db.execute(sql`
        select v.product_id as "productId", p.title, v.size, v.stock
          from product_variants as v
          join products as p on p.id = v.product_id
         where p.status = 'active' and v.stock <= ${threshold}
         order by v.stock, p.title collate "C", v.product_id, v.position
         limit ${limit}`),
    );
  },
};

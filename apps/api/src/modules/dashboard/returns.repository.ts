import { RETURN_REASONS } from '@vastra/domain/returns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Units delivered and sent back, and the rates, of one group of order lines (all, one category or one size). */
export interface RateRow {
  /** 'all', 'category' or 'size': which grouping the row belongs to. */
  grouping: 'all' | 'category' | 'size';
  category: string | null;
  size: string | null;
  deliveredUnits: number;
  returnedUnits: number;
  exchangedUnits: number;
  returnRate: number;
  exchangeRate: number;
}

export interface MoneyAndQueue {
  gatewayPaise: number;
  payoutPaise: number;
  waiting: number;
}

export interface ReasonRow {
  reason: string;
  count: number;
}

type Span = { from: Date; to: Date };

// As in summary.repository.ts: both drivers answer { rows }, and every number is cast to int or float8 in SQL.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const inSpan = (column: string, span: Span) =>
  sql`${sql.raw(column)} >= ${at(span.from)} and ${sql.raw(column)} < ${at(span.to)}`;

/** A share of units as a percentage with one decimal (half away from zero), 0 when nothing was delivered. */
const percent = (part: string) =>
  sql`coalesce(round(100.0 * sum(${sql.raw(part)}) / nullif(sum(quantity), 0), 1), 0)::float8`;

/** The reasons in the order the shopper's form lists them: ties of the top reasons keep that order. */
const REASON_ORDER = sql`array[${sql.join(
  RETURN_REASONS.map((reason) => sql`${reason}`),
  sql`, `,
)}]::text[]`;

export const returnsRepository = {
  /**
   * Order lines of the orders delivered in the span (orders.delivered_at; no index: a scan of orders, see
   * docs/decisions/021-dashboard-figures.md), each with the units of its requests not rejected, by kind (through
   * return_requests_item_idx); totalled overall, per category and per size in one pass (grouping sets).
   */
  async rates(db: Db, span: Span): Promise<RateRow[]> {
    return rowsOf<RateRow>(
      await db.execute(sql`
        with lines as (
          select p.category, oi.size, oi.quantity,
                 coalesce(sent.returned, 0) as returned,
                 coalesce(sent.exchanged, 0) as exchanged
            from orders as o
            join order_items as oi on oi.order_id = o.id
            join products as p on p.id = oi.product_id
            left join lateral (
              select sum(r.quantity) filter (where r.kind = 'return') as returned,
                     sum(r.quantity) filter (where r.kind = 'exchange') as exchanged
                from return_requests as r
               where r.order_item_id = oi.id and r.state <> 'rejected'
            ) as sent on true
           where ${inSpan('o.delivered_at', span)}
        )
        select case when grouping(category) = 0 then 'category'
                    when grouping(size) = 0 then 'size'
                    else 'all' end as "grouping",
               category, size,
               coalesce(sum(quantity), 0)::int as "deliveredUnits",
               coalesce(sum(returned), 0)::int as "returnedUnits",
               coalesce(sum(exchanged), 0)::int as "exchangedUnits",
               ${percent('returned')} as "returnRate",
               ${percent('exchanged')} as "exchangeRate"
          from lines
         group by grouping sets ((), (category), (size))
         order by "grouping", category collate "C", size collate "C"`),
    );
  },

  /**
   * Money sent back for returns in the span, by when it was asked for (created_at): refunds to the original payment
   * not failed (no index on refunds.created_at: a scan of refunds), payouts not failed (return_payouts_created_idx);
   * and the requests waiting for staff now (return_requests_state_created_idx). One statement.
   */
  async moneyAndQueue(db: Db, span: Span): Promise<MoneyAndQueue> {
    const [row] = rowsOf<MoneyAndQueue>(
      await db.execute(sql`
        select (select coalesce(sum(amount_paise), 0) from refunds
                 where return_request_id is not null and status <> 'failed'
                   and ${inSpan('created_at', span)})::float8 as "gatewayPaise",
               (select coalesce(sum(amount_paise), 0) from return_payouts
                 where status <> 'failed' and ${inSpan('created_at', span)})::float8 as "payoutPaise",
               (select count(*) from return_requests where state in ('requested', 'received'))::int as "waiting"`),
    );
    if (!row) throw new Error('the returns statement returned no row');
    return row;
  },

  /** Requests made in the span (return_requests_created_idx), by reason: most first, ties in the form's order. */
  async topReasons(db: Db, span: Span, limit: number): Promise<ReasonRow[]> {
    return rowsOf<ReasonRow>(
      await db.execute(sql`
        select reason, count(*)::int as "count"
          from return_requests
         where ${inSpan('created_at', span)}
         group by reason
         order by count(*) desc, array_position(${REASON_ORDER}, reason) nulls last, reason collate "C"
         limit ${limit}`),
    );
  },
};

import type { AdminOrderRow, AdminOrdersFilter, AdminOrdersResponse } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@vastra/domain/back-office';
import { shortOrderId } from '@vastra/domain/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readTimeCursor, timeCursor, type TimeCursor } from '../../shared/list-query';
import { readOrderBadges } from '../orders';
import { filterCondition } from './order-filter';

/** Where a page ended: the last row's created_at in microseconds since 1970 (exact) and its id. */
export type OrderCursor = TimeCursor;

/** Reads a client's cursor strictly: anything else is a 400 naming `cursor`, never a SQL error. */
export const readOrderCursor = (cursor: string): OrderCursor => readTimeCursor(cursor, M.ordersCursorInvalid);

/** An order as the list and the CSV export read it. */
export interface OrderListRow extends AdminOrderRow {
  codAwaitingNow?: boolean;
  customerEmail: string;
  address: string;
  pincode: string;
  micros: string;
}

type RawRow = Omit<OrderListRow, 'shortId'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Up to `limit` orders matching the filter, newest first, after `cursor`: one statement. The inner query walks
 * orders_created_id_idx backwards (or a search's index, then sorts what it found) and stops at the limit; the
 * item counts are summed for the page's rows only (order_items_order_idx).
 */
export async function selectOrders(
  db: Db,
  filter: AdminOrdersFilter,
  cursor: OrderCursor | undefined,
  limit: number,
): Promise<OrderListRow[]> {
  const after = cursor
    ? sql`and (o.created_at, o.id)
            < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select p.*, coalesce((select sum(i.quantity) from order_items i where i.order_id = p.id), 0)::int as "itemCount"
      from (
        select o.id, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
               ((extract(epoch from o.created_at) * 1000000)::bigint)::text as micros,
               o.status, o.payment_mode as "paymentMode",
               o.cod_confirmation = 'awaiting' as "codAwaitingNow", o.money_state as "moneyState",
               o.total_paise as "totalPaise",
               o.customer_name as "customerName", o.customer_phone as "customerPhone",
               o.customer_email as "customerEmail", o.address, o.city, o.state, o.pincode, o.awb, o.courier,
               o.ndr_state as "ndrState"
          from orders o
         where ${filterCondition(filter)} ${after}
         order by o.created_at desc, o.id desc
         limit ${limit}
      ) p
     order by p.micros::bigint desc, p.id desc`);
  return rowsOf<RawRow>(result).map((r) => ({
    ...r,
    shortId: shortOrderId(r.id),
    totalPaise: Number(r.totalPaise),
    itemCount: Number(r.itemCount),
  }));
}

const toAdminRow = (r: OrderListRow, badges: AdminOrderRow['badges']): AdminOrderRow => ({
  id: r.id,
  shortId: r.shortId,
  createdAt: r.createdAt,
  status: r.status,
  paymentMode: r.paymentMode,
  moneyState: r.moneyState,
  totalPaise: r.totalPaise,
  customerName: r.customerName,
  customerPhone: r.customerPhone,
  city: r.city,
  state: r.state,
  itemCount: r.itemCount,
  awb: r.awb,
  courier: r.courier,
  ndrState: r.ndrState,
  ...(r.codAwaitingNow ? { codAwaiting: true as const } : {}),
  badges,
});

/** One page of the back office's order list (no total: counting 100,000 rows on every page is not worth it). */
export async function listAdminOrders(
  db: Db,
  filter: AdminOrdersFilter,
  page: { cursor?: OrderCursor | undefined; limit?: number | undefined },
): Promise<AdminOrdersResponse> {
  const limit = page.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
  const rows = await selectOrders(db, filter, page.cursor, limit + 1);
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  const badges = await readOrderBadges(
    db,
    pageRows.map((r) => r.id),
  );
  return {
    items: pageRows.map((r) => toAdminRow(r, badges.get(r.id) ?? [])),
    nextCursor: more && last ? timeCursor({ micros: last.micros, id: last.id }) : null,
  };
}

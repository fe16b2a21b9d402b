import type { AdminOrdersFilter } from '@vastra/domain/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CSV_BOM, rupees, textCell } from '../../shared/csv-cell';
import { formatIst } from '../shipping';
import { selectOrders, type OrderCursor, type OrderListRow } from './order-list.repository';

/** Rows read per statement: memory stays flat however many orders match. */
export const CSV_BATCH = 1000;

export const CSV_HEADER = [
  'Order id',
  'Short id',
  'Placed (IST)',
  'Status',
  'Payment',
  'Money state',
  'Total (INR)',
  'Items',
  'Customer',
  'Phone',
  'Email',
  'Address',
  'City',
  'State',
  'PIN',
  'AWB',
  'Courier',
  'Refunded (INR)',
];

const BOM = CSV_BOM;

// The cells are the shared ones (apps/api/src/shared/csv-cell.ts): the catalogue's files write them too.
export { rupees, textCell };

/**
 * Money sent back per order of a batch: refunds to the original payment and payouts of cash-on-delivery returns,
 * not failed (pending ones included: the money is on its way). Orders with none are absent.
 */
export async function refundedPaise(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select order_id as "orderId", sum(amount_paise)::float8 as "paise"
      from (select order_id, amount_paise from refunds where status <> 'failed' and order_id in (${ids})
            union all
            select order_id, amount_paise from return_payouts where status <> 'failed' and order_id in (${ids})) as m
     group by order_id`);
  const rows = (result as { rows: { orderId: string; paise: number }[] }).rows;
  return new Map(rows.map((r) => [r.orderId, r.paise]));
}

/** One order as a CSV line, CRLF included, with what was refunded of it (paise). */
export function csvLine(r: OrderListRow, refundedPaise = 0): string {
  const cells = [
    textCell(r.id),
    textCell(r.shortId),
    textCell(formatIst(new Date(r.createdAt), false)),
    textCell(r.status),
    textCell(r.paymentMode),
    textCell(r.moneyState),
    rupees(r.totalPaise),
    String(r.itemCount),
    textCell(r.customerName),
    textCell(r.customerPhone),
    textCell(r.customerEmail),
    textCell(r.address),
    textCell(r.city),
    textCell(r.state),
    textCell(r.pincode),
    textCell(r.awb),
    textCell(r.courier),
    rupees(refundedPaise),
  ];
  return `${cells.join(',')}\r\n`;
}

/** The export's file, piece by piece: the header, then one chunk per batch of orders read by keyset. */
export async function* ordersCsv(db: Db, filter: AdminOrdersFilter): AsyncGenerator<string> {
  yield `${BOM}${CSV_HEADER.map(textCell).join(',')}\r\n`;
  let cursor: OrderCursor | undefined;
  for (;;) {
    const rows = await selectOrders(db, filter, cursor, CSV_BATCH);
    if (rows.length > 0) {
      const refunded = await refundedPaise(
        db,
        rows.map((r) => r.id),
      );
      yield rows.map((r) => csvLine(r, refunded.get(r.id) ?? 0)).join('');
    }
    const last = rows[rows.length - 1];
    if (rows.length < CSV_BATCH || !last) return;
    cursor = { micros: last.micros, id: last.id };
  }
}

/** The file's name: the shop's day (IST) it was made. */
export const csvFileName = (now: Date): string => `orders-${formatIst(now, false).slice(0, 10)}.csv`;

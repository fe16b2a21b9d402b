import type { AdminOrdersFilter } from '@vastra/domain/api';
import { splitVariantKey } from '@vastra/domain/catalog';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products, taxDocuments } from '../../db/schema';
import { formatIst } from '../shipping';
import type { DocumentLine } from '../tax-documents';
import { CSV_BATCH, rupees, textCell } from './order-csv';
import { selectOrders, type OrderCursor, type OrderListRow } from './order-list.repository';

/**
 * The per-line export (docs/decisions/076-invoice-at-dispatch-and-net-sales.md): one row per order line. Its tax
 * figures are the tax documents' own, never computed again: the invoice line's taxable value and GST split minus
 * those of the credit notes' lines for the same order line (both drawn by the domain's taxLine / taxAt when issued),
 * so the file's totals are the invoices' minus the credit notes'. A line not invoiced yet has them empty.
 */
export const LINES_CSV_HEADER = [
  'Order id',
  'Short id',
  'Placed (IST)',
  'Customer state',
  'Product',
  'Size',
  'Second option',
  'HSN',
  'Quantity',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Invoice number',
  'Credit notes',
  'Refunded (INR)',
];

const BOM = '\uFEFF';

interface LineTaxes {
  hsn: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

interface LineFacts {
  invoiceNumber: string | null;
  taxes: LineTaxes | null;
  creditNotes: string[];
}

/** Each order line's net taxes, invoice and credit-note numbers, from the orders' tax documents. */
async function documentFacts(db: Db, orderIds: string[]): Promise<Map<string, LineFacts>> {
  const documents = await db
    .select({ kind: taxDocuments.kind, number: taxDocuments.number, lines: taxDocuments.lines })
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, orderIds))
    .orderBy(desc(taxDocuments.kind), asc(taxDocuments.sequence));
  const facts = new Map<string, LineFacts>();
  const factsOf = (itemId: string) => {
    const known = facts.get(itemId);
    if (known) return known;
    const fresh: LineFacts = { invoiceNumber: null, taxes: null, creditNotes: [] };
    facts.set(itemId, fresh);
    return fresh;
  };
  // The invoice first ('invoice' sorts after 'credit_note', hence descending), then credit notes by number.
  for (const document of documents) {
    for (const line of document.lines as DocumentLine[]) {
      const f = factsOf(line.orderItemId);
      if (document.kind === 'invoice') {
        f.invoiceNumber = document.number;
        f.taxes = {
          hsn: line.hsn,
          taxablePaise: line.taxablePaise,
          cgstPaise: line.cgstPaise,
          sgstPaise: line.sgstPaise,
          igstPaise: line.igstPaise,
        };
        continue;
      }
      if (!f.creditNotes.includes(document.number)) f.creditNotes.push(document.number);
      if (f.taxes) {
        f.taxes.taxablePaise -= line.taxablePaise;
        f.taxes.cgstPaise -= line.cgstPaise;
        f.taxes.sgstPaise -= line.sgstPaise;
        f.taxes.igstPaise -= line.igstPaise;
      }
    }
  }
  return facts;
}

/**
 * Money sent back per order line (not failed, pending included, as the per-order export): a refund of a line or
 * a refund or payout of a return counts on that line; one tied to no line (a cancellation, a partial refund of the
 * order) on the order's first line. Keys are order item ids.
 */
async function refundedByLine(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select coalesce(m.order_item_id, rr.order_item_id,
                    (select i.id from order_items i where i.order_id = m.order_id
                      order by i.position, i.id limit 1)) as "itemId",
           sum(m.amount_paise)::float8 as "paise"
      from (select order_id, order_item_id, return_request_id, amount_paise from refunds
             where status <> 'failed' and order_id in (${ids})
            union all
            select order_id, null::uuid, return_request_id, amount_paise from return_payouts
             where status <> 'failed' and order_id in (${ids})) as m
      left join return_requests rr on rr.id = m.return_request_id
     group by 1`);
  const rows = (result as { rows: { itemId: string; paise: number }[] }).rows;
  return new Map(rows.map((r) => [r.itemId, r.paise]));
}

type Item = { id: string; orderId: string; title: string; size: string; quantity: number; option2Name: string | null };

/** The line's second option as "Colour: Red", or null for a product with sizes only. */
function secondOption(item: Item): string | null {
  const [, value] = splitVariantKey(item.size);
  return item.option2Name && value !== null ? `${item.option2Name}: ${value}` : null;
}

/** One order line as a CSV line, CRLF included. */
export function lineCsv(order: OrderListRow, item: Item, facts: LineFacts | undefined, refundedPaise: number) {
  const taxes = facts?.taxes ?? null;
  const second = secondOption(item);
  const money = (paise: number | undefined) => (paise === undefined ? '' : rupees(paise));
  const cells = [
    textCell(order.id),
    textCell(order.shortId),
    textCell(formatIst(new Date(order.createdAt), false)),
    textCell(order.state),
    textCell(item.title),
    // A product with a second option: "M" and "Colour: Red" in two cells (docs/decisions/099-variant-options.md).
    textCell(second === null ? item.size : splitVariantKey(item.size)[0]),
    textCell(second),
    textCell(taxes?.hsn ?? null),
    String(item.quantity),
    money(taxes?.taxablePaise),
    money(taxes?.cgstPaise),
    money(taxes?.sgstPaise),
    money(taxes?.igstPaise),
    textCell(facts?.invoiceNumber ?? null),
    textCell(facts?.creditNotes.join(' ') ?? null),
    rupees(refundedPaise),
  ];
  return `${cells.join(',')}\r\n`;
}

/** The per-line file, piece by piece: the header, then one chunk per batch of orders read by keyset. */
export async function* orderLinesCsv(db: Db, filter: AdminOrdersFilter): AsyncGenerator<string> {
  yield `${BOM}${LINES_CSV_HEADER.map(textCell).join(',')}\r\n`;
  let cursor: OrderCursor | undefined;
  for (;;) {
    const rows = await selectOrders(db, filter, cursor, CSV_BATCH);
    if (rows.length > 0) {
      const ids = rows.map((r) => r.id);
      const items = await db
        .select({
          id: orderItems.id,
          orderId: orderItems.orderId,
          title: orderItems.title,
          size: orderItems.size,
          quantity: orderItems.quantity,
          option2Name: products.option2Name,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.position), asc(orderItems.id));
      const facts = await documentFacts(db, ids);
      const refunded = await refundedByLine(db, ids);
      const byOrder = new Map<string, Item[]>();
      for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
      yield rows
        .flatMap((order) =>
          (byOrder.get(order.id) ?? []).map((item) =>
            lineCsv(order, item, facts.get(item.id), refunded.get(item.id) ?? 0),
          ),
        )
        .join('');
    }
    const last = rows[rows.length - 1];
    if (rows.length < CSV_BATCH || !last) return;
    cursor = { micros: last.micros, id: last.id };
  }
}

/** The file's name: the shop's day (IST) it was made. */
export const linesCsvFileName = (now: Date): string => `order-lines-${formatIst(now, false).slice(0, 10)}.csv`;

import { istCalendarDay } from '@vastra/domain/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CSV_BOM, textCell } from '../../shared/csv-cell';

/** Products read per statement: memory stays flat however large the catalogue. */
export const CATALOGUE_CSV_BATCH = 1000;

/** The stock export's header: the stock import's own columns (packages/domain/src/back-office/stock-import.ts). */
export const STOCK_CSV_HEADER = ['productId', 'title', 'size', 'stock'];

interface StockRow {
  id: string;
  title: string;
  size: string | null;
  stock: number | null;
}

/**
 * The whole catalogue's stock, piece by piece: the header, then every product's sizes in their order, products
 * read by keyset on their id, CATALOGUE_CSV_BATCH per statement. The file goes back through the stock import
 * unchanged (a round trip).
 */
export async function* stockCsv(db: Db): AsyncGenerator<string> {
  yield `${CSV_BOM}${STOCK_CSV_HEADER.join(',')}\r\n`;
  let after: string | null = null;
  for (;;) {
    const result: unknown = await db.execute(sql`
      with batch as (
        select id, title from products
         where ${after === null ? sql`true` : sql`id > ${after}::uuid`}
         order by id
         limit ${CATALOGUE_CSV_BATCH})
      select b.id, b.title, v.size, v.stock
        from batch b
        left join product_variants v on v.product_id = b.id
       order by b.id, v.position, v.size`);
    const rows: StockRow[] = (result as { rows: StockRow[] }).rows;
    const lines: string[] = [];
    const products = new Set<string>();
    for (const r of rows) {
      products.add(r.id);
      if (r.size !== null && r.stock !== null) {
        lines.push(`${r.id},${textCell(r.title)},${textCell(r.size)},${Number(r.stock)}\r\n`);
      }
    }
    if (lines.length > 0) yield lines.join('');
    const last: StockRow | undefined = rows[rows.length - 1];
    if (products.size < CATALOGUE_CSV_BATCH || !last) return;
    after = last.id;
  }
}

/** The file's name: the shop's day (IST) it was made. */
export const stockCsvFileName = (now: Date): string => `stock-${istCalendarDay(now) ?? 'today'}.csv`;

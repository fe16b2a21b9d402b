import { productCsvHeader, productCsvRows } from '@vastra/domain/back-office';
import { istCalendarDay } from '@vastra/domain/time';
import type { Db } from '../../db/client';
import { CSV_BOM, textCell } from '../../shared/csv-cell';
import { productCsvRepository as repo } from './product-csv.repository';

/** Products read per batch (four statements): memory stays flat however large the catalogue. */
export const PRODUCT_CSV_BATCH = 500;

/**
 * The whole catalogue as the product spreadsheet, piece by piece: the header, then each batch of products (by
 * keyset on their id) as rows, one per size (a product's first row with its fields), photos as absolute URLs, then
 * a column per attribute of the shop (read once, at the start). Every cell goes through textCell: quoted when it
 * must be, a leading = + - @ made text.
 */
export async function* productsCsv(db: Db, origin: string): AsyncGenerator<string> {
  const attributes = await repo.attributes(db);
  yield `${CSV_BOM}${productCsvHeader(attributes).map(textCell).join(',')}\r\n`;
  let after: string | null = null;
  for (;;) {
    const products = await repo.page(db, after, PRODUCT_CSV_BATCH, origin);
    if (products.length > 0) {
      yield products
        .flatMap((p) => productCsvRows(p, attributes).map((cells) => `${cells.map(textCell).join(',')}\r\n`))
        .join('');
    }
    const last = products[products.length - 1];
    if (products.length < PRODUCT_CSV_BATCH || !last) return;
    after = last.id;
  }
}

/** The file's name: the shop's day (IST) it was made. */
export const productsCsvFileName = (now: Date): string => `products-${istCalendarDay(now) ?? 'today'}.csv`;

import { count, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { products } from '../db/schema';
import type { TestApp } from './build-test-app';

// The product spreadsheet's requests as the back office sends them (docs/decisions/095-catalogue-csv.md), for the
// catalog-admin module's route tests: one copy of the multipart upload and the file's reading and writing.

/** The export and the import's two steps, signed in with `headers` (a staff session's). */
export function productCsvRequests(app: () => TestApp, headers: () => Record<string, string>) {
  return {
    /** GET /api/admin/products.csv. */
    download: () => app().app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: headers() }),

    /**
     * POST /api/admin/products/import/{step}: the CSV in `file` and, when given, the ZIP in `photos`, as a
     * multipart/form-data body a browser's FormData makes.
     */
    async upload(step: 'preview' | 'apply', csv: string | Uint8Array, zip?: Uint8Array) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
      if (zip) form.append('photos', new Blob([zip], { type: 'application/zip' }), 'photos.zip');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return app().app.inject({
        method: 'POST',
        url: `/api/admin/products/import/${step}`,
        headers: { ...headers(), 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    },
  };
}

/** Rows as a CSV file with Windows line ends, as the export writes it. */
export const csvOf = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });

/** An exported file's rows, its byte-order mark skipped. */
export const parsedCsv = (body: string) => Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;

/**
 * The header row the export writes with the default attributes
 * (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md).
 */
export const PRODUCT_CSV_HEADER =
  'Handle,Title,Body (HTML),Type,Published,Status,Returnable,Option1 Name,Option1 Value,Variant Price,' +
  'Variant Compare At Price,Variant Inventory Qty,Image Src,Image Position,Image Alt Text,Tags,Option2 Name,' +
  'Option2 Value,Variant SKU,Variant Barcode,Variant Grams,HSN,Title (Hindi),Body (Hindi),Fabric,Colour,Occasion,' +
  'Pattern,Sleeve,Neck,Fit,Wash care';

/** Every product and size, as the tables hold them: the "nothing else changed" check. */
export async function catalogueRows(t: TestApp): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select p.id, p.title, p.description, p.category, p.status, p.returnable, v.size, v.price_paise as price,
           v.original_price_paise as mrp, v.stock
      from products p left join product_variants v on v.product_id = p.id
     order by p.id, v.size`);
  return (result as { rows: Record<string, unknown>[] }).rows.map((r) => JSON.stringify(r));
}

/** How many products the shop has. */
export async function productCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

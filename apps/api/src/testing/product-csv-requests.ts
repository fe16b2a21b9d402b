import Papa from 'papaparse';
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

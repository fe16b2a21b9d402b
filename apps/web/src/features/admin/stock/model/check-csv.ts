import { BACK_OFFICE_MESSAGES as M, STOCK_IMPORT_CHARS_MAX, STOCK_IMPORT_ROWS_MAX } from '@vastra/domain/back-office';
import Papa from 'papaparse';

/** The largest CSV the screen sends (the contract takes at most STOCK_IMPORT_CHARS_MAX characters). */
export const CSV_MAX_BYTES = STOCK_IMPORT_CHARS_MAX;

export type CsvCheck = { ok: true; rows: number } | { ok: false; message: string };

/**
 * A quick look before sending: an empty file, a wrong header or too many rows are told at once. Everything
 * else (products, sizes, numbers) is the server's to decide, in the preview.
 */
export function checkCsv(text: string): CsvCheck {
  if (new TextEncoder().encode(text).length > CSV_MAX_BYTES) return { ok: false, message: M.importFileTooLarge };
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = data;
  if (!header) return { ok: false, message: M.importEmpty };
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const named = (column: string) => columns.includes(column);
  if (!(named('productid') || named('title')) || !named('size') || !named('stock'))
    return { ok: false, message: M.importHeader };
  if (rows.length === 0) return { ok: false, message: M.importEmpty };
  if (rows.length > STOCK_IMPORT_ROWS_MAX) return { ok: false, message: M.importTooManyRows };
  return { ok: true, rows: rows.length };
}

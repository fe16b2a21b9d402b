import { STOCK_IMPORT_ROWS_MAX, STOCK_MAX } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';

// The rules of a stock CSV, apart from reading the file (the API parses it with papaparse) and from
// the database (the caller hands in the products the rows name). The same rules answer a preview
// and re-check an import inside its transaction, so both say the same thing about every row.

/** One data row of the file, as written (trimmed): the first column may hold a product's id or its title. */
export interface StockImportLine {
  /** The row's line in the file: the header is line 1. */
  line: number;
  key: string;
  size: string;
  stock: string;
}

/** A product as an import sees it: its sizes with their current stock. */
export interface ImportProduct {
  id: string;
  title: string;
  sizes: readonly { size: string; stock: number }[];
}

/** How the rows find their products: by id, and by title (every product with that title, case aside). */
export interface ImportCatalogue {
  byId(id: string): ImportProduct | undefined;
  byTitle(title: string): readonly ImportProduct[];
}

/** One row checked: the product and size it names, the stock before and after, or what is wrong with it. */
export interface StockImportRowResult {
  line: number;
  productId: string | null;
  title: string | null;
  size: string;
  before: number | null;
  after: number | null;
  error: string | null;
}

const HEADER_FIRST = new Set(['productid', 'title']);

/**
 * The headers a stock file may have: `productId` or `title` first, then size and stock; or `productId, title,
 * size, stock` as the stock export writes it (the title there is for the reader, the id names the product).
 */
function columnsOf(words: readonly string[]): { size: number; stock: number } | null {
  const [first, second] = words;
  if (!first || !HEADER_FIRST.has(first)) return null;
  const at = first === 'productid' && second === 'title' ? 2 : 1;
  if (words[at] !== 'size' || words[at + 1] !== 'stock' || words.slice(at + 2).some(Boolean)) return null;
  return { size: at, stock: at + 1 };
}

/** A header cell compared without case, spaces, '_' or '-': `Product ID`, `product_id` and `productId` agree. */
const headerWord = (cell: string | undefined): string => (cell ?? '').toLowerCase().replace(/[\s_-]+/g, '');

const blank = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');

/**
 * The file's rows (header first, as a CSV parser hands them over) as data lines, or why the file is
 * refused as a whole: a wrong header, no rows, too many rows. Blank lines are skipped but still count
 * for line numbers.
 */
export function readStockImportTable(
  table: readonly (readonly string[])[],
): { lines: StockImportLine[] } | { error: string } {
  const headerAt = table.findIndex((row) => !blank(row));
  const header = table[headerAt];
  if (!header) return { error: M.importEmpty };
  const columns = columnsOf(header.map(headerWord));
  if (!columns) return { error: M.importHeader };
  const lines: StockImportLine[] = [];
  for (let i = headerAt + 1; i < table.length; i++) {
    const row = table[i] ?? [];
    if (blank(row)) continue;
    if (lines.length === STOCK_IMPORT_ROWS_MAX) return { error: M.importTooManyRows };
    lines.push({
      line: i + 1,
      key: (row[0] ?? '').trim(),
      size: (row[columns.size] ?? '').trim(),
      stock: (row[columns.stock] ?? '').trim(),
    });
  }
  if (lines.length === 0) return { error: M.importEmpty };
  return { lines };
}

/**
 * A stock cell as a number of units, or the message saying why it is not one: digits only (no sign,
 * decimals, spaces inside or formulas: `=1+1` is text, never evaluated), at most STOCK_MAX.
 */
export function importStockValue(cell: string): { stock: number } | { error: string } {
  const text = cell.trim();
  if (/^-\s*\d+(\.0*)?$/.test(text)) return { error: M.stockNegative };
  if (!/^\+?\d+$/.test(text)) return { error: M.stockWhole };
  const stock = Number(text);
  if (stock > STOCK_MAX) return { error: M.stockTooHigh };
  return { stock };
}

/** The product a row's first column names: an id first, else a title that only one product has. */
function productOf(key: string, catalogue: ImportCatalogue): { product: ImportProduct } | { error: string } {
  if (key === '') return { error: M.importProductUnknown };
  const byId = catalogue.byId(key.toLowerCase());
  if (byId) return { product: byId };
  const byTitle = catalogue.byTitle(key);
  if (byTitle.length > 1) return { error: M.importTitleAmbiguous };
  const [only] = byTitle;
  return only ? { product: only } : { error: M.importProductUnknown };
}

/**
 * Every line checked against the catalogue: unknown product, a title more than one product has,
 * unknown size (sizes compare without case), a stock that is not a whole number from 0 to STOCK_MAX,
 * a product and size already named by an earlier line. The first problem of a line is its error.
 */
export function checkStockImport(
  lines: readonly StockImportLine[],
  catalogue: ImportCatalogue,
): StockImportRowResult[] {
  const seen = new Set<string>();
  return lines.map(({ line, key, size, stock }): StockImportRowResult => {
    const row: StockImportRowResult = {
      line,
      productId: null,
      title: null,
      size,
      before: null,
      after: null,
      error: null,
    };
    const found = productOf(key, catalogue);
    if ('error' in found) return { ...row, title: key || null, error: found.error };
    const { product } = found;
    const named = { ...row, productId: product.id, title: product.title };
    if (size === '') return { ...named, error: M.sizeRequired };
    const variant = product.sizes.find((s) => s.size.toLowerCase() === size.toLowerCase());
    if (!variant) return { ...named, error: M.sizeUnknown };
    const sized = { ...named, size: variant.size, before: variant.stock };
    const pair = `${product.id}\u0000${variant.size}`;
    if (seen.has(pair)) return { ...sized, error: M.importDuplicateRow };
    seen.add(pair);
    const value = importStockValue(stock);
    if ('error' in value) return { ...sized, error: value.error };
    return { ...sized, after: value.stock };
  });
}

/** A catalogue over a list of products: ids as given (lower-case uuids), titles compared trimmed and without case. */
export function importCatalogueOf(products: readonly ImportProduct[]): ImportCatalogue {
  const byId = new Map(products.map((p) => [p.id.toLowerCase(), p]));
  const byTitle = new Map<string, ImportProduct[]>();
  for (const p of products) {
    const key = p.title.trim().toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), p]);
  }
  return {
    byId: (id) => byId.get(id.toLowerCase()),
    byTitle: (title) => byTitle.get(title.trim().toLowerCase()) ?? [],
  };
}

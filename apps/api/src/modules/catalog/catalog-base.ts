import type { ProductResponse } from '@vastra/domain/api';
import { saleNamesProduct, type SalePrice } from '@vastra/domain/pricing';
import type { CatalogSnapshot } from './catalog-cache';
import type { CatalogRepository, ProductRow } from './catalog.repository';
import { toProductResponse } from './product-response';
import { toSalePrices } from './sale-rows';

// One read of the catalogue from the database, before it is priced for a moment (catalog-cache.ts): the products at
// their regular prices, the sales not over and, where reloads are periodic, the tables' fingerprint
// (docs/decisions/011-catalog-cache.md, 012, 138).

/**
 * What one database read gives: the products at their regular prices, and the sales not over when it was read. The
 * prices shown are worked out from both for each stretch of time between two sale boundaries (a start or an end),
 * so a cached answer never outlives a sale's start or end (docs/decisions/086-sale-prices-on-a-schedule.md).
 */
export interface CatalogBase {
  readonly dbVersion: number;
  /**
   * Per product (as `regular`), its row where a sale in `sales` names it or its category, to price it while that sale
   * is live; else null: its regular answer is its only one, and the row is not kept (at 50,000 products the rows were
   * ~47 MB of the heap's old generation, which every young collection walks;
   * docs/decisions/195-catalogue-kept-small.md).
   */
  readonly rows: readonly (ProductRow | null)[];
  readonly regular: readonly (ProductResponse | null)[];
  readonly sales: readonly SalePrice[];
  /** The starts and ends of the sales not paused, in ms, ascending. */
  readonly boundaries: readonly number[];
  /** The snapshot priced for one stretch [from, until) of the app's time. */
  priced: { from: number; until: number; snapshot: CatalogSnapshot } | null;
  /**
   * The catalogue tables' fingerprint read no later than this base's rows (where reloads are periodic): while the
   * database's is the same, a reload would read the same rows (docs/decisions/106-search-at-scale.md, 138).
   */
  fingerprint?: string;
}

/** A row as the sale rules name products. */
export const productOf = (row: ProductRow) => ({ productId: row.id, category: row.category });

export type LoadingRepository = Pick<CatalogRepository, 'loadCatalog' | 'loadCatalogWithFingerprint' | 'loadSales'>;

async function readCatalogue(repo: LoadingRepository, at: Date, fingerprinted: boolean) {
  if (!fingerprinted) {
    const [stored, saleRows] = await Promise.all([repo.loadCatalog(), repo.loadSales(at)]);
    return { stored, saleRows, fingerprint: undefined };
  }
  const { rows: stored, fingerprint } = await repo.loadCatalogWithFingerprint();
  return { stored, saleRows: await repo.loadSales(at), fingerprint };
}

/**
 * A base read from the database. `fingerprinted` (where reloads are periodic) reads the catalogue tables' fingerprint
 * with the products, in their statement, and the sales after it: every row is then at least as new as the fingerprint,
 * so the first periodic reload keeps the base when nothing changed (docs/decisions/138-fingerprint-with-the-load.md).
 */
export async function loadBase(
  dbVersion: number,
  repo: LoadingRepository,
  at: Date,
  fingerprinted: boolean,
  photoUrl?: (path: string) => string,
): Promise<CatalogBase> {
  const { stored, saleRows, fingerprint } = await readCatalogue(repo, at, fingerprinted);
  const rows = photoUrl ? stored.map((row) => withPhotoUrls(row, photoUrl)) : stored;
  const sales = toSalePrices(saleRows);
  const boundaries = [
    ...new Set(
      sales.filter((sale) => !sale.paused).flatMap((sale) => [sale.startsAt.getTime(), sale.endsAt.getTime()]),
    ),
  ].sort((a, b) => a - b);
  return {
    dbVersion,
    rows: rows.map((row) => (sales.some((sale) => saleNamesProduct(sale, productOf(row))) ? row : null)),
    regular: rows.map((row) => toProductResponse(row)),
    sales,
    boundaries,
    priced: null,
    ...(fingerprint === undefined ? {} : { fingerprint }),
  };
}

/** A row whose photo paths (and each option value's, which name paths among them) are the URLs shoppers get. */
function withPhotoUrls(row: ProductRow, photoUrl: (path: string) => string): ProductRow {
  if (row.images.length === 0) return row;
  const byOption = row.imagesByOption;
  return {
    ...row,
    images: row.images.map(photoUrl),
    ...(byOption
      ? { imagesByOption: Object.fromEntries(Object.entries(byOption).map(([k, paths]) => [k, paths.map(photoUrl)])) }
      : {}),
  };
}

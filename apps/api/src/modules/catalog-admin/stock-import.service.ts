import type { StockImportResponse } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  checkStockImport,
  importCatalogueOf,
  readStockImportTable,
  type StockImportLine,
  type StockImportRowResult,
} from '@vastra/domain/back-office';
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { catalogAdminRepository as repo } from './catalog-admin.repository';
import type { CatalogChanged } from './product-writes';

/**
 * The CSV as rows of text cells. Every cell stays text: nothing is typed or evaluated, so a cell like
 * `=1+1` is a title or a stock that is not a number, never a formula.
 */
export function parseStockCsv(csv: string): string[][] {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, dynamicTyping: false });
  return parsed.data.map((row) => (Array.isArray(row) ? row.map((cell) => String(cell)) : []));
}

/** The keys the rows name: ids (lower-case uuids) and titles (trimmed, lower-case), each once. */
function keysOf(lines: readonly StockImportLine[]) {
  const ids = new Set<string>();
  const titles = new Set<string>();
  for (const { key } of lines) {
    if (isUuid(key)) ids.add(key.toLowerCase());
    if (key) titles.add(key.trim().toLowerCase());
  }
  return { ids: [...ids], titles: [...titles] };
}

const counts = (rows: readonly StockImportRowResult[]) => ({
  errorCount: rows.filter((r) => r.error !== null).length,
  changeCount: rows.filter((r) => r.error === null && r.after !== r.before).length,
});

/**
 * Stock from a CSV: a preview answers every row with its product, before, after or error; an apply
 * re-checks every row inside one transaction with the sizes locked, and changes all of them or none.
 */
export function createStockImport(deps: { db: Db; clock: Clock; catalog: CatalogChanged }) {
  const { db, clock, catalog } = deps;

  function fileRefused(message: string): AppError {
    return new AppError('unprocessable', message, {
      code: 'import_invalid',
      rows: [],
      errorCount: 0,
      changeCount: 0,
      applied: false,
    });
  }

  async function check(tx: Db, lines: readonly StockImportLine[], lock: boolean) {
    const products = await repo.importProducts(tx, keysOf(lines), lock);
    return checkStockImport(lines, importCatalogueOf(products));
  }

  return {
    async run(staff: StaffUser, body: { csv: string; apply: boolean }): Promise<StockImportResponse> {
      const table = readStockImportTable(parseStockCsv(body.csv));
      if ('error' in table) throw fileRefused(table.error);
      const { lines } = table;
      if (!body.apply) {
        const rows = await check(db, lines, false);
        return { rows, ...counts(rows), applied: false };
      }
      const at = clock.now();
      const rows = await db.transaction(async (tx) => {
        const checked = await check(tx, lines, true);
        const { errorCount, changeCount } = counts(checked);
        if (errorCount > 0) {
          throw new AppError('unprocessable', M.importHasErrors, {
            code: 'import_invalid',
            rows: checked,
            errorCount,
            changeCount,
            applied: false,
          });
        }
        const changes = checked.flatMap((r) =>
          r.productId !== null && r.before !== null && r.after !== null && r.after !== r.before
            ? [{ productId: r.productId, size: r.size, before: r.before, after: r.after }]
            : [],
        );
        await repo.setStocks(
          tx,
          changes.map((c) => ({ productId: c.productId, size: c.size, stock: c.after })),
        );
        await repo.touchProducts(tx, [...new Set(changes.map((c) => c.productId))], at);
        await repo.insertMovements(
          tx,
          changes.map((c) => ({
            ...c,
            reason: 'import' as const,
            note: null,
            staffId: staff.id,
            staffName: staff.fullName,
            at,
          })),
        );
        await recordAudit(tx, staff, {
          action: 'stock.import',
          targetType: 'stock',
          targetId: null,
          after: {
            rows: checked.length,
            changes: changes.length,
            products: new Set(changes.map((c) => c.productId)).size,
          },
        });
        return checked;
      });
      await catalog.changed();
      return { rows, ...counts(rows), applied: true };
    },
  };
}

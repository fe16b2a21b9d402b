import { ENDPOINTS, type StockImportResponse } from '@vastra/domain/api';
import { ApiError } from '../../../../lib/api-client';
import { adminCall } from '../../api/admin-api';

/** What the server said about a file: its rows, and for a refused apply the reason. */
export type ImportReport = StockImportResponse & { message?: string };

/** POST /api/admin/stock/import: `apply: false` previews, `apply: true` applies every row or none. */
export function importStock(csv: string, apply: boolean): Promise<StockImportResponse> {
  return adminCall(ENDPOINTS.adminStockImport, { body: { csv, apply } });
}

/** A refused apply (422 `import_invalid`) carries its rows like a preview; anything else is null. */
export function refusedImport(error: unknown): ImportReport | null {
  if (!(error instanceof ApiError) || error.code !== 'import_invalid') return null;
  const parsed = ENDPOINTS.adminStockImport.answers[422].safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

import { ENDPOINTS, type ProductImportResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { ApiError } from '../../../lib/api-client';
import { downloadAsStaff } from '../api/download-as-staff';
import { endStaffSession, STAFF_REQUEST_HEADERS, staffSessionGeneration } from '../api/staff-session-state';

/** What the server said about a file: its rows and counts, and for a refused file or apply the reason. */
export type ProductImportReport = ProductImportResponse & { message?: string };

/** The whole catalogue as the product spreadsheet (named by the server, else products.csv). */
export function downloadProductsCsv(): Promise<void> {
  return downloadAsStaff(ENDPOINTS.adminProductsCsv.path, 'products.csv');
}

/**
 * Sends the CSV as multipart/form-data (field `file`, and the optional ZIP of photos in `photos`) to the preview or
 * the apply; the answer is every row. A
 * refused file or apply (422 `import_invalid`) is an ApiError whose body `refusedImport` reads.
 */
export async function sendProductsCsv(
  step: 'preview' | 'apply',
  file: File,
  photos: File | null = null,
): Promise<ProductImportResponse> {
  const endpoint = step === 'preview' ? ENDPOINTS.adminProductImportPreview : ENDPOINTS.adminProductImportApply;
  const since = staffSessionGeneration();
  const form = new FormData();
  form.append('file', file, file.name);
  if (photos) form.append('photos', photos, photos.name);
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: endpoint.method,
      headers: { accept: 'application/json', ...STAFF_REQUEST_HEADERS },
      body: form,
    });
  } catch (cause) {
    throw new ApiError(0, 'No response from server', cause);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = endpoint.response.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new ApiError(response.status, 'Unexpected response from server', parsed.error);
  }
  if (response.status === 401) endStaffSession(since);
  const { message } = (body ?? {}) as { message?: unknown };
  throw new ApiError(response.status, typeof message === 'string' ? message : M.importFailed, body);
}

/** A refused file or apply (422 `import_invalid`) carries its rows like a preview; anything else is null. */
export function refusedImport(error: unknown): ProductImportReport | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = ENDPOINTS.adminProductImportApply.answers[422].safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

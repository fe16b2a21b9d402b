import { ENDPOINTS } from '@vastra/domain/api';
import { ApiError } from '../../../../lib/api-client';
import { endStaffSession, readStaffToken } from '../../api/staff-token';

/** The file name a Content-Disposition header gives ('attachment; filename="orders.csv"'), else orders.csv. */
export function csvFileName(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : 'orders.csv';
}

/**
 * Downloads the filtered orders as CSV. The export needs the staff token, which a plain link cannot send,
 * so it is fetched with the token, kept as a Blob and saved through a temporary link to an object URL.
 */
export async function downloadOrdersCsv(search: URLSearchParams): Promise<void> {
  const path = search.size ? `${ENDPOINTS.adminOrdersCsv.path}?${search.toString()}` : ENDPOINTS.adminOrdersCsv.path;
  const token = readStaffToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    // As adminCall does: a refused token ends the session for every screen.
    if (response.status === 401 && token !== null && readStaffToken() === token) endStaffSession();
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : response.statusText;
    throw new ApiError(response.status, message, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

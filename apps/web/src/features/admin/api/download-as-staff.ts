import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { endStaffSession, STAFF_REQUEST_HEADERS, staffSessionGeneration } from './staff-session-state';

/**
 * Saves a file of the admin API (a tax document's PDF, the orders CSV) with the staff session's cookie and header;
 * a refused session ends it for every screen, as adminCall does.
 */
export async function downloadAsStaff(path: string, fallbackName: string): Promise<void> {
  const since = staffSessionGeneration();
  try {
    await downloadFile(path, { headers: STAFF_REQUEST_HEADERS, fallbackName });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endStaffSession(since);
    throw error;
  }
}

import { ENDPOINTS } from '@vastra/domain/api';
import { downloadAsStaff } from '../../api/download-as-staff';

/** Downloads the filtered orders as CSV (named by the server's Content-Disposition, else orders.csv). */
export async function downloadOrdersCsv(search: URLSearchParams): Promise<void> {
  const path = search.size ? `${ENDPOINTS.adminOrdersCsv.path}?${search.toString()}` : ENDPOINTS.adminOrdersCsv.path;
  await downloadAsStaff(path, 'orders.csv');
}

import { ENDPOINTS } from '@vastra/domain/api';
import { downloadAsStaff } from '../../api/download-as-staff';

/** Downloads the filtered orders as CSV (named by the server's Content-Disposition, else orders.csv). */
export async function downloadOrdersCsv(search: URLSearchParams): Promise<void> {
  const path = search.size ? `${ENDPOINTS.adminOrdersCsv.path}?${search.toString()}` : ENDPOINTS.adminOrdersCsv.path;
  await downloadAsStaff(path, 'orders.csv');
}

/**
 * Downloads the filtered orders one row per order line, with HSN, GST split (invoice minus credit notes), document
 * numbers and refunds (named by the server, else order-lines.csv).
 */
export async function downloadOrderLinesCsv(search: URLSearchParams): Promise<void> {
  const { path } = ENDPOINTS.adminOrderLinesCsv;
  await downloadAsStaff(search.size ? `${path}?${search.toString()}` : path, 'order-lines.csv');
}

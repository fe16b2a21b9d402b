import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@vastra/domain/api';
import type { SummaryRange } from '@vastra/domain/back-office';
import { adminCall } from '../../api/admin-api';

/** Query keys of the dashboard, built here and nowhere else. */
export const summaryKeys = {
  all: ['admin', 'summary'] as const,
  range: (range: SummaryRange) => [...summaryKeys.all, range] as const,
};

/**
 * GET /api/admin/summary for one period. While another period loads, the last figures stay on screen
 * (marked as updating) instead of flashing back to skeletons.
 */
export function summaryQueryOptions(range: SummaryRange) {
  return queryOptions({
    queryKey: summaryKeys.range(range),
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminSummary, { query: { range }, signal }),
    placeholderData: keepPreviousData,
  });
}

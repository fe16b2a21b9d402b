import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type ReturnsDashboardResponse } from '@vastra/domain/api';
import { adminCall } from '../../api/admin-api';

export type ReturnsPeriod = ReturnsDashboardResponse['period'];

/** The returns panel's own period: a month unless staff choose another. */
export const DEFAULT_RETURNS_PERIOD: ReturnsPeriod = '30d';

export const returnsDashboardKeys = {
  all: ['admin', 'dashboard', 'returns'] as const,
  period: (period: ReturnsPeriod) => [...returnsDashboardKeys.all, period] as const,
};

/** GET /api/admin/dashboard/returns for one period; the last figures stay (marked updating) while another loads. */
export function returnsDashboardQueryOptions(period: ReturnsPeriod) {
  return queryOptions({
    queryKey: returnsDashboardKeys.period(period),
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminReturnsDashboard, { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}

import { ReturnsDashboardResponse } from '@vastra/domain/api';

const rate = (deliveredUnits: number, returnedUnits: number, exchangedUnits: number, r: number, x: number) => ({
  deliveredUnits,
  returnedUnits,
  exchangedUnits,
  returnRate: r,
  exchangeRate: x,
});

/** What GET /api/admin/dashboard/returns answers for a period with nothing delivered (parsed by the contract). */
export function emptyReturnsDashboard(period: ReturnsDashboardResponse['period'] = '30d'): ReturnsDashboardResponse {
  return ReturnsDashboardResponse.parse({
    period,
    from: '2026-10-22T18:30:00.000Z',
    to: '2026-11-21T10:00:00.000Z',
    overall: rate(0, 0, 0, 0, 0),
    byCategory: [],
    bySize: [],
    refunds: { gatewayPaise: 0, payoutPaise: 0, totalPaise: 0 },
    topReasons: [],
    waiting: 0,
  });
}

/** A month with 64 units delivered: 8 returned (12.5 %), 3 exchanged (4.7 %), by category and by size. */
export function returnsDashboardFixture(over: Partial<ReturnsDashboardResponse> = {}): ReturnsDashboardResponse {
  return ReturnsDashboardResponse.parse({
    ...emptyReturnsDashboard(),
    overall: rate(64, 8, 3, 12.5, 4.7),
    byCategory: [
      { category: 'kurti', ...rate(40, 6, 3, 15, 7.5) },
      { category: 't-shirt', ...rate(24, 2, 0, 8.3, 0) },
    ],
    bySize: [
      { size: 'M', ...rate(30, 2, 1, 6.7, 3.3) },
      { size: 'L', ...rate(20, 5, 0, 25, 0) },
      { size: 'XXL', ...rate(14, 1, 2, 7.1, 14.3) },
    ],
    refunds: { gatewayPaise: 239_700, payoutPaise: 79_900, totalPaise: 319_600 },
    topReasons: [
      { reason: 'too_small', label: 'Size too small', count: 5 },
      { reason: 'damaged', label: 'Damaged', count: 2 },
    ],
    waiting: 4,
    ...over,
  });
}

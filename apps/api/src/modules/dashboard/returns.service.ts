import type { ReturnsDashboardResponse } from '@vastra/domain/api';
import { CATEGORIES, sizesInPreferredOrder } from '@vastra/domain/catalog';
import { RETURN_REASON_LABELS, type ReturnReason } from '@vastra/domain/returns';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { returnsRepository, type RateRow } from './returns.repository';
import { lastIstDays } from './summary-periods';

export type ReturnsPeriod = ReturnsDashboardResponse['period'];

const PERIOD_DAYS: Record<ReturnsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The top reasons stay a glance: the five most common. */
export const TOP_REASONS = 5;

const rate = (r: RateRow) => ({
  deliveredUnits: r.deliveredUnits,
  returnedUnits: r.returnedUnits,
  exchangedUnits: r.exchangedUnits,
  returnRate: r.returnRate,
  exchangeRate: r.exchangeRate,
});

const NOTHING = { deliveredUnits: 0, returnedUnits: 0, exchangedUnits: 0, returnRate: 0, exchangeRate: 0 };

/** The shop's categories in its own order (domain CATEGORIES), any other after them in byte order. */
const categoryPlace = (category: string) => {
  const place = (CATEGORIES as readonly string[]).indexOf(category);
  return place === -1 ? CATEGORIES.length : place;
};

const reasonLabel = (reason: string) => RETURN_REASON_LABELS[reason as ReturnReason] ?? reason;

/**
 * How much of what was delivered in the last 7, 30 or 90 IST days came back, and why, at the clock's now: three
 * statements, run side by side (what each figure counts: docs/decisions/021-dashboard-figures.md).
 */
export async function returnsDashboard(
  db: Db,
  clock: Clock,
  period: ReturnsPeriod = '30d',
): Promise<ReturnsDashboardResponse> {
  const span = lastIstDays(PERIOD_DAYS[period], clock.now());
  const [rates, money, reasons] = await Promise.all([
    returnsRepository.rates(db, span),
    returnsRepository.moneyAndQueue(db, span),
    returnsRepository.topReasons(db, span, TOP_REASONS),
  ]);
  const overall = rates.find((r) => r.grouping === 'all');
  // Byte order from SQL, then the shop's own order of categories (a stable sort keeps byte order among the rest).
  const byCategory = rates
    .filter((r) => r.grouping === 'category')
    .map((r) => ({ category: r.category ?? '', ...rate(r) }))
    .sort((a, b) => categoryPlace(a.category) - categoryPlace(b.category));
  const sizes = new Map(rates.filter((r) => r.grouping === 'size').map((r) => [r.size ?? '', rate(r)]));
  const bySize = sizesInPreferredOrder([...sizes.keys()]).map((size) => ({ size, ...(sizes.get(size) ?? NOTHING) }));
  return {
    period,
    from: span.from.toISOString(),
    to: span.to.toISOString(),
    overall: overall ? rate(overall) : NOTHING,
    byCategory,
    bySize,
    refunds: {
      gatewayPaise: money.gatewayPaise,
      payoutPaise: money.payoutPaise,
      totalPaise: money.gatewayPaise + money.payoutPaise,
    },
    topReasons: reasons.map((r) => ({ reason: r.reason, label: reasonLabel(r.reason), count: r.count })),
    waiting: money.waiting,
  };
}

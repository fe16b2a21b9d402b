import type { SummaryResponse } from '@vastra/domain/api';
import type { SummaryRange } from '@vastra/domain/back-office';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { summaryPeriods } from './summary-periods';
import { summaryRepository } from './summary.repository';

/** Confirmed ÷ (confirmed + expired), or null when no cash-on-delivery order was settled either way. */
export function confirmationRate({ confirmed, expired }: { confirmed: number; expired: number }): number | null {
  const settled = confirmed + expired;
  return settled === 0 ? null : confirmed / settled;
}

/** Gross sales, refunds and net sales (gross − refunds) of one period. */
export function money(grossSalesPaise: number, refundsPaise: number) {
  return { grossSalesPaise, refundsPaise, netSalesPaise: grossSalesPaise - refundsPaise };
}

/** The low-stock list stays a glance: the 10 emptiest sizes sold out and the 10 emptiest running low. */
export const LOW_STOCK_ROWS = 10;

/**
 * The shop at a glance for a range, at the clock's now: three statements, run side by side (what each figure
 * counts: docs/decisions/021-dashboard-figures.md).
 */
export async function shopSummary(db: Db, clock: Clock, range: SummaryRange): Promise<SummaryResponse> {
  const now = clock.now();
  const periods = summaryPeriods(range, now);
  const [placed, events, lowStock] = await Promise.all([
    summaryRepository.placed(db, periods),
    summaryRepository.events(db, periods, now),
    summaryRepository.lowStock(db, LOW_STOCK_ROWS),
  ]);
  return {
    range,
    from: periods.current.from.toISOString(),
    to: periods.current.to.toISOString(),
    current: {
      ...placed.current,
      ...money(placed.current.revenuePaise, events.refundsPaise.current),
      cancellations: events.cancellations.current,
      returnsToOrigin: events.returnsToOrigin.current,
    },
    previous: {
      ...placed.previous,
      ...money(placed.previous.revenuePaise, events.refundsPaise.previous),
      cancellations: events.cancellations.previous,
      returnsToOrigin: events.returnsToOrigin.previous,
    },
    daily: periods.days.map((date) => ({ date, ...(placed.daily.get(date) ?? { orders: 0, revenuePaise: 0 }) })),
    lowStock,
    codConfirmation: { ...events.codConfirmation, rate: confirmationRate(events.codConfirmation) },
    attention: {
      unbookedOrders: events.unbookedOrders,
      unpaidCardAttempts: events.unpaidCardAttempts,
      failedDeliveries: events.failedDeliveries,
      returnsToReceive: events.returnsToReceive,
      paymentsWithoutOrder: events.paymentsWithoutOrder,
      unreadMessages: events.unreadMessages,
    },
  };
}

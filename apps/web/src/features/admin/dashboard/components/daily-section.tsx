import type { SummaryResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { lazy, Suspense, useId } from 'react';
import { formatCount, formatDay, formatWholeRupees } from '../model/format';
import { Skeleton } from '../../../../components/ui/skeleton';

// uPlot (about 20 KB) is fetched only when there is a chart to draw: a one-day period shows none.
const DailyChart = lazy(() => import('./daily-chart').then((module) => ({ default: module.DailyChart })));

/** The chart of orders and gross sales per day, with the same days as a table for those who cannot see it. */
export function DailySection({ daily }: { daily: SummaryResponse['daily'] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-card border border-line bg-white p-4 shadow-xs">
      <h2 id={titleId} className="mb-3 text-base font-semibold text-ink">
        {M.chartTitle}
      </h2>
      {/* One point is not a line: today's figures are on the cards and in the table. */}
      {daily.length > 1 ? (
        <Suspense fallback={<Skeleton className="h-60 w-full" />}>
          <DailyChart daily={daily} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted">{M.chartOneDay}</p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-ink">{M.chartTableToggle}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{M.chartTitle}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {M.chartDay}
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  {M.figureOrders}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {M.figureGrossSales}
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date} className="border-t border-line">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatDay(day.date)}
                  </th>
                  <td className="py-1 pr-4 text-right">{formatCount(day.orders)}</td>
                  <td className="py-1 text-right">{formatWholeRupees(day.revenuePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

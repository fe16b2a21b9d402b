import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import { useQuery } from '@tanstack/react-query';
import { ReturnsDashboardResponse } from '@vastra/domain/api';
import { RETURNS_DASHBOARD_MESSAGES as R } from '@vastra/domain/returns';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { DEFAULT_RETURNS_PERIOD, returnsDashboardQueryOptions, type ReturnsPeriod } from '../api/get-returns-dashboard';
import { ReturnsTables, ReturnsTiles, TopReasons } from './returns-figures';

const PERIODS = ReturnsDashboardResponse.shape.period.options;
const PERIOD_LABELS: Record<ReturnsPeriod, string> = {
  '7d': B.dashboardRange7d,
  '30d': B.dashboardRange30d,
  '90d': R.range90d,
};
const isPeriod = (value: string): value is ReturnsPeriod => (PERIODS as readonly string[]).includes(value);

/**
 * How much of what was delivered came back, and why: its own period and its own request, so it loads beside the
 * summary's figures and never holds them up.
 */
export function ReturnsPanel() {
  const titleId = useId();
  const [period, setPeriod] = useState<ReturnsPeriod>(DEFAULT_RETURNS_PERIOD);
  const figures = useQuery(returnsDashboardQueryOptions(period));
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-white p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-ink">
          {R.title}
        </h2>
        <div className="flex items-end gap-3">
          {figures.isPlaceholderData && <Spinner size="sm" label={R.updating} />}
          <SelectField
            label={R.period}
            value={period}
            onChange={(event) => {
              if (isPeriod(event.target.value)) setPeriod(event.target.value);
            }}
            controlClassName="py-2"
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {figures.isPending ? (
        <div className="flex flex-col gap-3" data-testid="returns-skeleton">
          <Skeleton className="h-24 w-full rounded-card" />
          <Skeleton className="h-40 w-full rounded-card" />
        </div>
      ) : figures.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-medium text-ink">{R.failed}</p>
          <Button variant="secondary" onClick={() => void figures.refetch()} loading={figures.isFetching}>
            {B.dashboardRetry}
          </Button>
        </div>
      ) : (
        <div aria-busy={figures.isPlaceholderData || undefined} className="flex flex-col gap-4">
          {figures.data.overall.deliveredUnits === 0 && <p className="text-sm text-muted">{R.noDeliveries}</p>}
          <ReturnsTiles figures={figures.data} />
          {figures.data.overall.deliveredUnits > 0 && <ReturnsTables figures={figures.data} />}
          <TopReasons reasons={figures.data.topReasons} />
        </div>
      )}
    </section>
  );
}

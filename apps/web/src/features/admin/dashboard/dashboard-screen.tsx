import { useQuery } from '@tanstack/react-query';
import { BACK_OFFICE_MESSAGES as M, type SummaryRange } from '@vastra/domain/back-office';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminMe } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { summaryQueryOptions } from './api/get-summary';
import { AttentionPanel } from './components/attention-panel';
import { DashboardBody, DashboardSkeleton } from './components/dashboard-body';
import { RangeSwitch } from './components/range-switch';
import { parseRange, RANGE_PARAM } from './model/summary-range';

// The returns panel is its own chunk and its own request: the summary's figures never wait for it.
const ReturnsPanel = lazy(() => import('./components/returns-panel').then((m) => ({ default: m.ReturnsPanel })));

/** The back office's home: the shop's figures for a period against the period before. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const range = parseRange(params.get(RANGE_PARAM));
  const summary = useQuery(summaryQueryOptions(range));
  // The jobs that gave up wait for whoever may fix the shop's set-up: the owner (`settings`).
  const seesJobs = useAdminMe().data?.permissions.includes('settings') ?? false;

  function chooseRange(next: SummaryRange) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      // Today is the default, so /admin stays /admin.
      if (next === 'today') updated.delete(RANGE_PARAM);
      else updated.set(RANGE_PARAM, next);
      return updated;
    });
  }

  return (
    <AdminPage
      title={M.dashboardTitle}
      actions={
        <>
          {summary.isPlaceholderData && <Spinner size="sm" label={M.dashboardUpdating} />}
          <RangeSwitch value={range} onChange={chooseRange} />
        </>
      }
    >
      {seesJobs && <AttentionPanel />}
      {summary.isPending ? (
        <DashboardSkeleton />
      ) : summary.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-line bg-white p-6">
          <p className="font-medium text-ink">{M.dashboardFailed}</p>
          <Button variant="secondary" onClick={() => void summary.refetch()} loading={summary.isFetching}>
            {M.dashboardRetry}
          </Button>
        </div>
      ) : (
        <div aria-busy={summary.isPlaceholderData || undefined}>
          <DashboardBody summary={summary.data} />
        </div>
      )}
      <div className="mt-6">
        <Suspense fallback={null}>
          <ReturnsPanel />
        </Suspense>
      </div>
    </AdminPage>
  );
}

import type { SummaryResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { Skeleton } from '../../../../components/ui/skeleton';
import { relativeChange, shareChange } from '../model/figure-change';
import { formatCount, formatShare, formatWholeRupees } from '../model/format';
import { DailySection } from './daily-section';
import { FigureCard, type FigureCardProps } from './figure-card';
import { AttentionPanel, CodConfirmationPanel, LowStockPanel } from './side-panels';

const CARDS = 'grid grid-cols-2 gap-3 lg:grid-cols-3';

function figureCards({ current, previous }: SummaryResponse): FigureCardProps[] {
  return [
    {
      title: M.figureGrossSales,
      note: M.figureGrossSalesNote,
      value: formatWholeRupees(current.grossSalesPaise),
      previous: formatWholeRupees(previous.grossSalesPaise),
      change: relativeChange(current.grossSalesPaise, previous.grossSalesPaise, 'rise-is-good'),
    },
    {
      title: M.figureRefunds,
      note: M.figureRefundsNote,
      value: formatWholeRupees(current.refundsPaise),
      previous: formatWholeRupees(previous.refundsPaise),
      change: relativeChange(current.refundsPaise, previous.refundsPaise, 'rise-is-bad'),
    },
    {
      title: M.figureNetSales,
      note: M.figureNetSalesNote,
      value: formatWholeRupees(current.netSalesPaise),
      previous: formatWholeRupees(previous.netSalesPaise),
      change: relativeChange(current.netSalesPaise, previous.netSalesPaise, 'rise-is-good'),
    },
    {
      title: M.figureOrders,
      value: formatCount(current.orders),
      previous: formatCount(previous.orders),
      change: relativeChange(current.orders, previous.orders, 'rise-is-good'),
    },
    {
      title: M.figureAverageOrder,
      value: formatWholeRupees(current.averageOrderPaise),
      previous: formatWholeRupees(previous.averageOrderPaise),
      change: relativeChange(current.averageOrderPaise, previous.averageOrderPaise, 'rise-is-good'),
    },
    {
      // More cash on delivery means more orders that may come back unpaid.
      title: M.figureCodShare,
      value: formatShare(current.codShare),
      previous: formatShare(previous.codShare),
      change: shareChange(current.codShare, previous.codShare, 'rise-is-bad'),
    },
    {
      title: M.figureCancellations,
      value: formatCount(current.cancellations),
      previous: formatCount(previous.cancellations),
      change: relativeChange(current.cancellations, previous.cancellations, 'rise-is-bad'),
    },
    {
      title: M.figureReturnsToOrigin,
      value: formatCount(current.returnsToOrigin),
      previous: formatCount(previous.returnsToOrigin),
      change: relativeChange(current.returnsToOrigin, previous.returnsToOrigin, 'rise-is-bad'),
    },
  ];
}

/** The figures, the chart and the two lists of one period. */
export function DashboardBody({ summary }: { summary: SummaryResponse }) {
  return (
    <div className="flex flex-col gap-6">
      <div role="list" aria-label={M.dashboardFigures} className={CARDS}>
        {figureCards(summary).map((card) => (
          <div role="listitem" key={card.title} className="min-w-0">
            <FigureCard {...card} />
          </div>
        ))}
      </div>
      <DailySection daily={summary.daily} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LowStockPanel items={summary.lowStock} />
        <AttentionPanel attention={summary.attention} />
        <CodConfirmationPanel cod={summary.codConfirmation} />
      </div>
    </div>
  );
}

/** The layout of the body in grey blocks while the first figures load. */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="dashboard-skeleton">
      <div className={CARDS}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-card border border-line bg-white p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-card" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    </div>
  );
}

import type { SummaryResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { PAISE_PER_RUPEE } from '@vastra/domain/money';
import { DISPLAY_TIME_ZONE } from '@vastra/domain/time';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  dayToUnixSeconds,
  formatCompactRupees,
  formatCount,
  formatDaySeconds,
  formatWholeRupees,
} from '../model/format';

type Day = SummaryResponse['daily'][number];

const HEIGHT = 240;
const DAY_SECONDS = 86_400;
// The storefront's colours (apps/web/src/index.css): orders in ink, gross sales in the accent.
const INK = '#1f1a17';
const ACCENT = '#a8431f';
const MUTED = '#6b625b';
const LINE = '#e4dcd2';

/** From zero to a round number above the largest value, so the highest point is drawn inside the plot. */
const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax =>
  uPlot.rangeNum(0, Math.max(1, max), 0.1, true);

function chartOptions(width: number): uPlot.Options {
  const axisFont = '12px system-ui, sans-serif';
  return {
    width,
    height: HEIGHT,
    // Days are IST calendar days whatever the browser's time zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), DISPLAY_TIME_ZONE),
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      orders: { range: fromZero },
      rupees: { range: fromZero },
    },
    series: [
      { label: M.chartDay, value: (_u, seconds) => (seconds == null ? '–' : formatDaySeconds(seconds)) },
      {
        label: M.figureOrders,
        scale: 'orders',
        stroke: INK,
        width: 2,
        points: { show: true, size: 5 },
        value: (_u, count) => (count == null ? '–' : formatCount(count)),
      },
      {
        label: M.figureGrossSales,
        scale: 'rupees',
        stroke: ACCENT,
        width: 2,
        points: { show: true, size: 5 },
        value: (_u, rupees) => (rupees == null ? '–' : formatWholeRupees(rupees * PAISE_PER_RUPEE)),
      },
    ],
    axes: [
      {
        stroke: MUTED,
        font: axisFont,
        grid: { stroke: LINE },
        ticks: { stroke: LINE },
        incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS],
        values: (_u, splits) => splits.map((seconds) => formatDaySeconds(seconds)),
      },
      {
        scale: 'orders',
        stroke: MUTED,
        font: axisFont,
        size: 44,
        grid: { stroke: LINE },
        ticks: { stroke: LINE },
        // Orders are whole: no 0.5-order ticks.
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
        values: (_u, splits) => splits.map((count) => formatCount(count)),
      },
      {
        scale: 'rupees',
        side: 1,
        stroke: ACCENT,
        font: axisFont,
        size: 64,
        grid: { show: false },
        ticks: { stroke: LINE },
        values: (_u, splits) => splits.map((rupees) => formatCompactRupees(rupees)),
      },
    ],
  };
}

/** The container's width for the plot; never zero, so the first draw (or a hidden container) still works. */
function widthOf(element: HTMLElement): number {
  return Math.max(260, Math.floor(element.clientWidth));
}

/**
 * Orders (left axis) and gross sales in rupees (right axis) per IST day, drawn by uPlot. uPlot needs an explicit
 * size, so the plot follows its container's width through a ResizeObserver. A canvas says nothing to a screen
 * reader: the caller shows the same days as a table.
 */
export function DailyChart({ daily }: { daily: readonly Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo<uPlot.AlignedData>(
    () => [
      daily.map((day) => dayToUnixSeconds(day.date)),
      daily.map((day) => day.orders),
      daily.map((day) => day.revenuePaise / PAISE_PER_RUPEE),
    ],
    [daily],
  );

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(chartOptions(widthOf(element)), data, element);
    const observer = new ResizeObserver(() => {
      const width = widthOf(element);
      if (width !== plot.width) plot.setSize({ width, height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [data]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={M.chartLabel}
      data-testid="daily-chart"
      className="w-full min-w-0 overflow-hidden"
    />
  );
}

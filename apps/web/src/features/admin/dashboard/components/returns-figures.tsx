import { AFTER_SALE_MESSAGES as A } from '@vastra/domain/after-sale';
import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import type { ReturnsDashboardResponse } from '@vastra/domain/api';
import { categoryLabel } from '@vastra/domain/catalog';
import { RETURNS_DASHBOARD_MESSAGES as R } from '@vastra/domain/returns';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { formatCount, formatRate, formatWholeRupees } from '../model/format';

type Rate = ReturnsDashboardResponse['overall'];

function Tile({ title, value, children }: { title: ReactNode; value: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-1 rounded-card border border-line p-4">
      <h3 id={titleId} className="text-sm font-medium text-muted">
        {title}
      </h3>
      <p className="text-lg font-semibold break-words text-ink tabular-nums sm:text-2xl">{value}</p>
      {children}
    </section>
  );
}

const Note = ({ children }: { children: ReactNode }) => <p className="text-xs text-muted">{children}</p>;

/** Return rate, exchange rate, money sent back and the requests waiting for staff. */
export function ReturnsTiles({ figures }: { figures: ReturnsDashboardResponse }) {
  const { overall, refunds } = figures;
  const delivered = overall.deliveredUnits > 0;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {delivered && (
        <>
          <Tile title={R.returnRate} value={formatRate(overall.returnRate)}>
            <Note>{R.unitsOf(overall.returnedUnits, overall.deliveredUnits)}</Note>
          </Tile>
          <Tile title={R.exchangeRate} value={formatRate(overall.exchangeRate)}>
            <Note>{R.unitsOf(overall.exchangedUnits, overall.deliveredUnits)}</Note>
          </Tile>
        </>
      )}
      <Tile title={A.moneyStateLabels.refunded} value={formatWholeRupees(refunds.totalPaise)}>
        <Note>{R.toOriginalPayments(formatWholeRupees(refunds.gatewayPaise))}</Note>
        <Note>{R.byPayout(formatWholeRupees(refunds.payoutPaise))}</Note>
      </Tile>
      <Tile
        title={
          <Link to={adminPaths.returns.getHref()} className="underline underline-offset-2 hover:text-ink">
            {R.waiting}
          </Link>
        }
        value={formatCount(figures.waiting)}
      />
    </div>
  );
}

const CELL = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/** Whether a box's content is wider than the box (it scrolls sideways), checked again whenever the box resizes. */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/**
 * One grouping's rates as a table, in a region that scrolls sideways on its own on a narrow screen (focusable, so
 * the keyboard can scroll it too), so the page never does.
 */
export function RatesTable<Row extends Rate>({
  caption,
  heading,
  rows,
  name,
}: {
  caption: string;
  heading: string;
  rows: Row[];
  name: (row: Row) => string;
}) {
  const captionId = useId();
  const hintId = useId();
  const { ref: scrollBox, scrolls } = useScrollsSideways();
  return (
    <div className="min-w-0">
      <div
        ref={scrollBox}
        role="region"
        aria-labelledby={captionId}
        aria-describedby={scrolls ? hintId : undefined}
        // A region that scrolls must be reachable by the keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={
          'min-w-0 overflow-x-auto rounded-card border border-line focus-visible:outline-2 ' +
          'focus-visible:outline-accent'
        }
      >
        <table className="w-full text-sm">
          <caption id={captionId} className="px-3 pt-3 text-left font-semibold text-ink">
            {caption}
          </caption>
          <thead className="text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {heading}
              </th>
              {[
                A.orderStatusLabels.delivered,
                A.orderStatusLabels.returned,
                R.exchanged,
                R.returnRate,
                R.exchangeRate,
              ].map((title) => (
                <th key={title} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line text-ink">
            {rows.map((row) => (
              <tr key={name(row)}>
                <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                  {name(row)}
                </th>
                <td className={CELL}>{formatCount(row.deliveredUnits)}</td>
                <td className={CELL}>{formatCount(row.returnedUnits)}</td>
                <td className={CELL}>{formatCount(row.exchangedUnits)}</td>
                <td className={CELL}>{formatRate(row.returnRate)}</td>
                <td className={CELL}>{formatRate(row.exchangeRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* A table wider than its box says so: on a phone its last columns are out of sight. */}
      {scrolls && (
        <p id={hintId} className="mt-1 text-right text-xs text-muted">
          {R.scrollHint}
        </p>
      )}
    </div>
  );
}

/** The rates by category and by size. */
export function ReturnsTables({ figures }: { figures: ReturnsDashboardResponse }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <RatesTable
        caption={R.byCategory}
        heading={R.category}
        rows={figures.byCategory}
        name={(row) => categoryLabel(row.category)}
      />
      <RatesTable caption={R.bySize} heading={B.importSize} rows={figures.bySize} name={(row) => row.size} />
    </div>
  );
}

/** The most common reasons of the period's requests, most first. */
export function TopReasons({ reasons }: { reasons: ReturnsDashboardResponse['topReasons'] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-ink">
        {R.topReasons}
      </h3>
      {reasons.length === 0 ? (
        <p className="text-sm text-muted">{R.noReasons}</p>
      ) : (
        <ol className="divide-y divide-line text-sm">
          {reasons.map((r) => (
            <li key={r.reason} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0 break-words text-ink">{r.label}</span>
              <span className="shrink-0 font-semibold text-ink tabular-nums">{formatCount(r.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

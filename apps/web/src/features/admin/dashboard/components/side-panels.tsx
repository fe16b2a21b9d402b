import type { SummaryResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { formatCount } from '../model/format';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-card border border-line bg-white p-4 shadow-xs">
      <h2 id={titleId} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Sizes with few units left, each linking to its product. */
export function LowStockPanel({ items }: { items: SummaryResponse['lowStock'] }) {
  return (
    <Panel title={M.lowStockTitle}>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{M.lowStockNone}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {items.map((item) => (
            <li key={`${item.productId}:${item.size}`} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <Link
                  to={adminPaths.product.getHref(item.productId)}
                  className="font-medium break-words text-ink underline-offset-2 hover:underline"
                >
                  {item.title}
                </Link>
                <span className="text-muted"> · {M.lowStockSize(item.size)}</span>
              </span>
              <span className="shrink-0 font-semibold text-danger tabular-nums">{M.lowStockLeft(item.stock)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * Counts of orders someone should look at. Their own screens come later, so these are counts with a note,
 * not links to nowhere.
 */
export function AttentionPanel({ attention }: { attention: SummaryResponse['attention'] }) {
  const rows = [
    { label: M.attentionUnbooked, note: M.attentionUnbookedNote, count: attention.unbookedOrders },
    { label: M.attentionUnpaid, note: M.attentionUnpaidNote, count: attention.unpaidCardAttempts },
  ];
  return (
    <Panel title={M.attentionTitle}>
      <ul className="divide-y divide-line text-sm">
        {rows.map((row) => (
          <li key={row.label} className="py-2">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-ink">{row.label}</span>
              <span className="text-lg font-semibold text-ink tabular-nums">{formatCount(row.count)}</span>
            </p>
            <p className="text-xs text-muted">{row.note}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">{M.attentionLater}</p>
    </Panel>
  );
}

import type { SummaryResponse } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as A } from '@vastra/domain/after-sale';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { formatCount, formatShare } from '../model/format';

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

/**
 * Cash on delivery held for the shopper's confirmation (the owner's setting): the period's confirmation rate and how
 * many orders wait now.
 */
export function CodConfirmationPanel({ cod }: { cod: SummaryResponse['codConfirmation'] }) {
  const settled = cod.confirmed + cod.expired;
  return (
    <Panel title={M.codConfirmationTitle}>
      <p className="text-sm text-ink">
        {cod.rate === null
          ? M.codConfirmationNone
          : M.codConfirmationRate(formatShare(cod.rate), cod.confirmed, settled)}
      </p>
      <p className="mt-1 text-sm text-muted">{M.codConfirmationAwaiting(cod.awaiting)}</p>
    </Panel>
  );
}

type LowStockItem = SummaryResponse['lowStock'][number];

/** A group of sizes (sold out, or running low), fewest units first, with a link to the products list so filtered. */
function StockGroup(props: { title: string; items: LowStockItem[]; more: string; stock: 'out' | 'low' }) {
  const titleId = useId();
  if (props.items.length === 0) return null;
  const items = [...props.items].sort((a, b) => a.stock - b.stock);
  return (
    <section aria-labelledby={titleId} className="mt-3 first:mt-0">
      <h3 id={titleId} className="text-sm font-semibold text-ink">
        {props.title}
      </h3>
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
            <span className="shrink-0 font-semibold text-danger tabular-nums">
              {item.stock === 0 ? M.soldOutTitle : M.lowStockLeft(item.stock)}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={adminPaths.products.getHref(new URLSearchParams({ status: 'active', stock: props.stock }))}
        className="text-sm text-accent underline underline-offset-2"
      >
        {props.more}
      </Link>
    </section>
  );
}

/**
 * Sizes with few units left, the most urgent first: sold-out sizes apart from those running low, each linking to its
 * product, and each group to the products list filtered the same way.
 */
export function LowStockPanel({ items }: { items: SummaryResponse['lowStock'] }) {
  return (
    <Panel title={M.lowStockTitle}>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{M.lowStockNone}</p>
      ) : (
        <>
          <StockGroup
            title={M.soldOutTitle}
            items={items.filter((item) => item.stock <= 0)}
            more={M.soldOutMore}
            stock="out"
          />
          <StockGroup
            title={M.runningLowTitle}
            items={items.filter((item) => item.stock > 0)}
            more={M.runningLowMore}
            stock="low"
          />
        </>
      )}
    </Panel>
  );
}

/**
 * What needs a hand now: each count links to the screen that acts on it (the queue, or the messages);
 * unpaid card attempts are a figure of the period, with a note.
 */
export function AttentionPanel({ attention }: { attention: SummaryResponse['attention'] }) {
  const queue = adminPaths.queue.getHref();
  const rows: { label: string; count: number; href: string; note?: string }[] = [
    { label: M.attentionUnbooked, note: M.attentionUnbookedNote, count: attention.unbookedOrders, href: queue },
    { label: A.queueNdr, count: attention.failedDeliveries, href: queue },
    { label: A.queueReturns, count: attention.returnsToReceive, href: queue },
    { label: A.queuePayments, count: attention.paymentsWithoutOrder, href: queue },
    { label: A.attentionUnread, count: attention.unreadMessages, href: adminPaths.messages.getHref() },
  ];
  return (
    <Panel title={M.attentionTitle}>
      <ul className="divide-y divide-line text-sm">
        {rows.map((row) => (
          <li key={row.label} className="py-2">
            <p className="flex items-baseline justify-between gap-3">
              <Link to={row.href} className="font-medium text-ink underline-offset-2 hover:underline">
                {row.label}
              </Link>
              <span className="text-lg font-semibold text-ink tabular-nums">{formatCount(row.count)}</span>
            </p>
            {row.note && <p className="text-xs text-muted">{row.note}</p>}
          </li>
        ))}
        <li className="py-2">
          <p className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-ink">{M.attentionUnpaid}</span>
            <span className="text-lg font-semibold text-ink tabular-nums">
              {formatCount(attention.unpaidCardAttempts)}
            </span>
          </p>
          <p className="text-xs text-muted">{M.attentionUnpaidNote}</p>
        </li>
      </ul>
    </Panel>
  );
}

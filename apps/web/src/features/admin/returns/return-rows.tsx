import type { AdminReturnRequest } from '@vastra/domain/api';
import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';
import { LinkRowTable, linkRowColumns } from '../components/link-row-table';
import { CARD_LINK, ROW_LINK } from '../components/row-link';
import { formatIst } from '../orders/order-format';
import { itemLabel, kindLabel } from './returns-format';
import { ReturnStateBadge } from './return-state-badge';

const column = linkRowColumns<AdminReturnRequest>();

const columns = column.columns([
  column.accessor('orderShortId', {
    header: 'Order',
    cell: (c) => (
      <Link to={adminPaths.return.getHref(c.row.original._id)} className={ROW_LINK}>
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('customerName', {
    header: 'Customer',
    cell: (c) => <span className="break-words">{c.getValue()}</span>,
  }),
  column.display({
    id: 'item',
    header: 'Item',
    cell: (c) => <span className="break-words">{itemLabel(c.row.original)}</span>,
  }),
  column.display({
    id: 'kind',
    header: 'Kind',
    cell: (c) => <span className="whitespace-nowrap">{kindLabel(c.row.original)}</span>,
  }),
  column.accessor('state', {
    header: 'State',
    cell: (c) => <ReturnStateBadge state={c.getValue()} />,
  }),
  column.display({
    id: 'requested',
    header: 'Requested',
    cell: (c) => <span className="whitespace-nowrap text-muted">{formatIst(c.row.original.times.requested)}</span>,
  }),
]);

/** The wide queue (from 768 px): one row per request; the order's short id is the row's link, the row opens it. */
export function ReturnTable({ rows }: { rows: AdminReturnRequest[] }) {
  return (
    <LinkRowTable
      rows={rows}
      columns={columns}
      rowId={(row) => row._id}
      href={(row) => adminPaths.return.getHref(row._id)}
      align="top"
    />
  );
}

/** The narrow queue (below 768 px): a card per request, nothing scrolls sideways. */
export function ReturnCards({ rows }: { rows: AdminReturnRequest[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={row._id}
          className="relative flex flex-col gap-1.5 rounded-2xl border border-line bg-white p-3 text-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={adminPaths.return.getHref(row._id)}
              // The link's box covers the card, so the whole card opens the request.
              className={`font-semibold text-ink ${CARD_LINK}`}
            >
              {row.orderShortId}
            </Link>
            <ReturnStateBadge state={row.state} />
          </div>
          <p className="break-words text-ink">{row.customerName}</p>
          <p className="break-words">{itemLabel(row)}</p>
          <p className="font-medium">{kindLabel(row)}</p>
          <span className="text-xs text-muted">{formatIst(row.times.requested)} IST</span>
        </li>
      ))}
    </ul>
  );
}

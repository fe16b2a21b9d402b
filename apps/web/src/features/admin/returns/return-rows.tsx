import type { AdminReturnRequest } from '@vastra/domain/api';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { adminPaths } from '../admin-paths';
import { formatIst } from '../orders/order-format';
import { itemLabel, kindLabel } from './returns-format';
import { ReturnStateBadge } from './return-state-badge';

const LINK =
  'font-medium text-ink underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

// The queue is filtered and paged by the API, so the table needs no client-side features.
const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminReturnRequest>();

const columns = column.columns([
  column.accessor('orderShortId', {
    header: 'Order',
    cell: (c) => (
      <Link to={adminPaths.return.getHref(c.row.original._id)} className={LINK}>
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
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row._id });
  const navigate = useNavigate();
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className="px-3 py-2 font-semibold">
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            // The mouse can use the whole row; keyboards and screen readers use the order's link.
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a,button')) return;
              void navigate(adminPaths.return.getHref(row.original._id));
            }}
            className="cursor-pointer border-b border-line align-top hover:bg-sand/50"
          >
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className="px-3 py-2">
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
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
              className={
                'font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl ' +
                'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent'
              }
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

import type { AdminProductRow } from '@vastra/domain/api';
import { categoryLabel } from '@vastra/domain/catalog';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { formatIstDateTime, formatPriceRange } from '../product-format';
import { StatusBadge, StockSummary } from './product-cells';
import { ProductThumb } from './product-thumb';

// The list is sorted and filtered by the API (keyset pages), so the table needs no client-side features.
const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminProductRow>();

const columns = column.columns([
  column.accessor('image', {
    header: () => <span className="sr-only">Photo</span>,
    cell: (c) => <ProductThumb src={c.getValue()} />,
  }),
  column.accessor('title', {
    header: 'Title',
    cell: (c) => (
      <Link
        to={adminPaths.product.getHref(c.row.original.id)}
        className={
          'font-medium text-ink underline-offset-2 hover:underline ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'
        }
      >
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('category', { header: 'Category', cell: (c) => categoryLabel(c.getValue()) }),
  column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
  column.display({
    id: 'price',
    header: 'Price',
    cell: (c) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatPriceRange(c.row.original.minPricePaise, c.row.original.maxPricePaise)}
      </span>
    ),
  }),
  column.display({ id: 'stock', header: 'Stock', cell: (c) => <StockSummary row={c.row.original} /> }),
  column.accessor('updatedAt', {
    header: 'Updated',
    cell: (c) => <span className="whitespace-nowrap text-muted">{formatIstDateTime(c.getValue())}</span>,
  }),
]);

/** The wide list (from 768 px): one row per product; the title is the row's link, a click anywhere opens it too. */
export function ProductTable({ rows }: { rows: AdminProductRow[] }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });
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
            // The mouse can use the whole row; keyboards and screen readers use the title's link.
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a,button')) return;
              void navigate(adminPaths.product.getHref(row.original.id));
            }}
            className="cursor-pointer border-b border-line align-middle hover:bg-sand/50"
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

/** The narrow list (below 768 px): a card per product, no sideways scrolling. */
export function ProductCards({ rows }: { rows: AdminProductRow[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="relative flex gap-3 rounded-2xl border border-line bg-white p-3">
          <ProductThumb src={row.image} />
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <Link
              to={adminPaths.product.getHref(row.id)}
              // The link's box covers the card, so the whole card opens the product.
              className={
                'truncate font-medium text-ink after:absolute after:inset-0 after:rounded-2xl ' +
                'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent'
              }
            >
              {row.title}
            </Link>
            <div className="flex flex-wrap items-center gap-2 text-muted">
              <span>{categoryLabel(row.category)}</span>
              <StatusBadge status={row.status} />
              <span className="tabular-nums text-ink">{formatPriceRange(row.minPricePaise, row.maxPricePaise)}</span>
            </div>
            <StockSummary row={row} />
            <span className="text-xs text-muted">Updated {formatIstDateTime(row.updatedAt)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

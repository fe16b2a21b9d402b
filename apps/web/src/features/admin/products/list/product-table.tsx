import type { AdminProductRow } from '@vastra/domain/api';
import { categoryLabel } from '@vastra/domain/catalog';
import { formatDateTimeIN } from '@vastra/domain/time';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { LinkRowTable, linkRowColumns } from '../../components/link-row-table';
import { CARD_LINK, ROW_LINK } from '../../components/row-link';
import { formatPriceRange } from '../product-format';
import { StatusBadge, StockSummary } from './product-cells';
import { ProductThumb } from './product-thumb';

const column = linkRowColumns<AdminProductRow>();

const columns = column.columns([
  column.accessor('image', {
    header: () => <span className="sr-only">Photo</span>,
    cell: (c) => <ProductThumb src={c.getValue()} />,
  }),
  column.accessor('title', {
    header: 'Title',
    cell: (c) => (
      <Link to={adminPaths.product.getHref(c.row.original.id)} className={ROW_LINK}>
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
    cell: (c) => <span className="whitespace-nowrap text-muted">{formatDateTimeIN(c.getValue())}</span>,
  }),
]);

/** The wide list (from 768 px): one row per product; the title is the row's link, a click anywhere opens it too. */
export function ProductTable({ rows }: { rows: AdminProductRow[] }) {
  return (
    <LinkRowTable
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      href={(row) => adminPaths.product.getHref(row.id)}
      align="middle"
    />
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
              className={`truncate font-medium text-ink ${CARD_LINK}`}
            >
              {row.title}
            </Link>
            <div className="flex flex-wrap items-center gap-2 text-muted">
              <span>{categoryLabel(row.category)}</span>
              <StatusBadge status={row.status} />
              <span className="tabular-nums text-ink">{formatPriceRange(row.minPricePaise, row.maxPricePaise)}</span>
            </div>
            <StockSummary row={row} />
            <span className="text-xs text-muted">Updated {formatDateTimeIN(row.updatedAt)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

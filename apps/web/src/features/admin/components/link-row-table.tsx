import { createColumnHelper, tableFeatures, useTable, type RowData, type TableOptions } from '@tanstack/react-table';
import { useNavigate } from 'react-router';

// Back-office lists are filtered, sorted and paged by the API, so their tables need no client-side features.
const features = tableFeatures({});

/** The column helper for a LinkRowTable's columns. */
export function linkRowColumns<Row extends RowData>() {
  return createColumnHelper<typeof features, Row>();
}

const ALIGN = { top: 'align-top', middle: 'align-middle' } as const;

interface LinkRowTableProps<Row extends RowData> {
  rows: Row[];
  columns: TableOptions<typeof features, Row>['columns'];
  rowId: (row: Row) => string;
  /** The page a row opens: the same as its link's. */
  href: (row: Row) => string;
  align: keyof typeof ALIGN;
}

/**
 * A wide back-office list (from 768 px): one row per item. A link in one of its cells is the row's link; the mouse
 * can use the whole row, keyboards and screen readers use that link.
 */
export function LinkRowTable<Row extends RowData>({ rows, columns, rowId, href, align }: LinkRowTableProps<Row>) {
  const table = useTable({ features, columns, data: rows, getRowId: rowId });
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
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a,button')) return;
              void navigate(href(row.original));
            }}
            className={`cursor-pointer border-b border-line ${ALIGN[align]} hover:bg-sand/50`}
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

import type { AdminCustomerRow } from '@vastra/domain/api';
import { CUSTOMER_SEGMENT_LABELS } from '@vastra/domain/customers';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { adminPaths } from '../admin-paths';
import { CARD_LINK, ROW_LINK } from '../components/row-link';
import { formatIst, formatPaise } from '../orders/order-format';
import { CUSTOMER_TEXTS as T } from './customer-texts';

const lastOrder = (row: AdminCustomerRow) => (row.lastOrderAt ? formatIst(row.lastOrderAt) : T.noOrderYet);

function Segments({ row }: { row: AdminCustomerRow }) {
  if (row.segments.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {row.segments.map((segment) => (
        <Badge key={segment} tone={segment.startsWith('high') ? 'danger' : 'neutral'}>
          {CUSTOMER_SEGMENT_LABELS[segment]}
        </Badge>
      ))}
    </span>
  );
}

/** The wide list (from 768 px): the name links to her page. */
export function CustomerTable({ rows }: { rows: AdminCustomerRow[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
        <tr>
          {T.columns.map((header) => (
            <th key={header} scope="col" className="px-3 py-2 font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-line align-top hover:bg-sand/50">
            <td className="px-3 py-2">
              <Link to={adminPaths.customer.getHref(row.id)} className={`break-words ${ROW_LINK}`}>
                {row.name}
              </Link>
              <Segments row={row} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.phone}</td>
            <td className="px-3 py-2 tabular-nums">{row.orderCount}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatPaise(row.lifetimeValuePaise)}</td>
            <td className="px-3 py-2 text-muted">{lastOrder(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The narrow list (below 768 px): a card per customer, the whole card opens her page. */
export function CustomerCards({ rows }: { rows: AdminCustomerRow[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="relative flex flex-col gap-1 rounded-2xl border border-line bg-white p-3 text-sm">
          <Link to={adminPaths.customer.getHref(row.id)} className={`break-words font-semibold text-ink ${CARD_LINK}`}>
            {row.name}
          </Link>
          <span className="tabular-nums text-ink">{row.phone}</span>
          <span className="flex flex-wrap gap-x-3">
            <span>{T.orderCount(row.orderCount)}</span>
            <span className="tabular-nums font-medium">{formatPaise(row.lifetimeValuePaise)}</span>
          </span>
          <span className="text-xs text-muted">{lastOrder(row)}</span>
          <Segments row={row} />
        </li>
      ))}
    </ul>
  );
}

import type { AdminOrderRow } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { CARD_LINK, ROW_LINK } from '../../components/row-link';
import { formatIst, formatPaise, OrderStatusBadges, PaymentCell } from '../order-format';

/** The AWB and courier, or 'Not booked'; an AWB is one long word, so it may break anywhere. */
export function Shipment({ row }: { row: Pick<AdminOrderRow, 'awb' | 'courier'> }) {
  if (!row.awb) return <span className="text-muted">{M.notBooked}</span>;
  return (
    <span className="flex flex-col">
      <span className="break-all tabular-nums">{row.awb}</span>
      {row.courier && <span className="text-xs text-muted">{row.courier}</span>}
    </span>
  );
}

/** '26 Nov 2026, 7:00 pm' that may break only after the comma (the other spaces do not break). */
function Placed({ at }: { at: string }) {
  const [date = '', time = ''] = formatIst(at).split(', ');
  const keep = (part: string) => part.replace(/ /g, '\u00a0');
  return <>{time ? `${keep(date)}, ${keep(time)}` : keep(date)}</>;
}

const HEADERS = ['Order', 'Placed (IST)', 'Customer', 'Items', 'Total', 'Payment', 'Status', 'Shipment'];

/** The wide list (from 768 px): one row per order, the short id links to its page. */
export function OrderTable({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
        <tr>
          {HEADERS.map((header) => (
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
              <Link to={adminPaths.order.getHref(row.id)} className={ROW_LINK}>
                {row.shortId}
              </Link>
            </td>
            <td className="px-3 py-2 text-muted">
              <Placed at={row.createdAt} />
            </td>
            <td className="px-3 py-2">
              <span className="block break-words">{row.customerName}</span>
              <span className="block text-xs text-muted">{row.city}</span>
            </td>
            <td className="px-3 py-2 tabular-nums">{row.itemCount}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatPaise(row.totalPaise)}</td>
            <td className="px-3 py-2">
              <PaymentCell mode={row.paymentMode} state={row.moneyState} codAwaiting={row.codAwaiting} />
            </td>
            <td className="px-3 py-2">
              <OrderStatusBadges status={row.status} badges={row.badges} />
            </td>
            {/* One line each: an AWB broken mid-number is hard to read out to a courier. */}
            <td className="px-3 py-2 whitespace-nowrap">
              <Shipment row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The narrow list (below 768 px): a card per order, nothing scrolls sideways. */
export function OrderCards({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="relative flex flex-col gap-1.5 rounded-2xl border border-line bg-white p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={adminPaths.order.getHref(row.id)}
              // The link's box covers the card, so the whole card opens the order.
              className={`font-semibold text-ink ${CARD_LINK}`}
            >
              {row.shortId}
            </Link>
            <OrderStatusBadges status={row.status} badges={row.badges} />
          </div>
          <p className="break-words text-ink">
            {row.customerName} <span className="text-muted">· {row.city}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="tabular-nums font-medium">{formatPaise(row.totalPaise)}</span>
            <span className="text-muted">{M.itemCount(row.itemCount)}</span>
            <PaymentCell mode={row.paymentMode} state={row.moneyState} codAwaiting={row.codAwaiting} />
          </p>
          <Shipment row={row} />
          <span className="text-xs text-muted">{formatIst(row.createdAt)} IST</span>
        </li>
      ))}
    </ul>
  );
}

import { addressLines } from '@vastra/domain/address';
import type { AdminCustomerDetail, AdminCustomerOrder } from '@vastra/domain/api';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { adminPaths } from '../admin-paths';
import { Facts } from '../orders/detail/order-sections';
import { formatIst, formatPaise, OrderStatusBadge, PaymentCell } from '../orders/order-format';
import { CUSTOMER_TEXTS as T } from './customer-texts';

/** Her figures: lifetime value (paid orders minus refunds), average order, orders, returns and RTOs. */
export function CustomerFigures({ stats }: { stats: AdminCustomerDetail['stats'] }) {
  return (
    <Facts
      rows={[
        [
          T.lifetimeValue,
          <span key="ltv">
            <span className="font-semibold tabular-nums" data-testid="lifetime-value">
              {formatPaise(stats.lifetimeValuePaise)}
            </span>{' '}
            <span className="text-xs break-normal text-muted">({T.lifetimeValueHint})</span>
          </span>,
        ],
        [
          T.averageOrder,
          <span key="aov" className="tabular-nums">
            {formatPaise(stats.averageOrderPaise)}
          </span>,
        ],
        [T.orders, stats.orderCount],
        [T.returns, stats.returnCount],
        [
          T.rtos,
          <span key="rto" data-testid="rto-count">
            {stats.rtoCount}
          </span>,
        ],
      ]}
    />
  );
}

/** Her orders, each linking to its page. */
export function CustomerOrders({
  orders,
  empty,
  testId,
}: {
  orders: AdminCustomerOrder[];
  empty: string;
  testId: string;
}) {
  if (orders.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line text-sm" data-testid={testId}>
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="flex flex-col">
            <Link
              to={adminPaths.order.getHref(order.id)}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              {order.shortId}
            </Link>
            <span className="text-xs text-muted">{formatIst(order.createdAt)} IST</span>
          </span>
          <span className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums">{formatPaise(order.totalPaise)}</span>
            <PaymentCell mode={order.paymentMode} state={order.moneyState} />
            <OrderStatusBadge status={order.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A saved address in one line with its details (docs/decisions/130-address-details.md): house, street, area, near… */
function addressText(fields: AdminCustomerDetail['addresses'][number]['fields']): string {
  const { line1, line2 } = addressLines(fields.address, fields);
  return [line1, line2, fields.city, `${fields.state} ${fields.pincode}`].filter(Boolean).join(', ');
}

export function CustomerAddresses({ addresses }: { addresses: AdminCustomerDetail['addresses'] }) {
  if (addresses.length === 0) return <p className="text-sm text-muted">{T.noAddresses}</p>;
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {addresses.map((a) => (
        <li key={a.id} className="break-words">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {a.label || a.name}
            {a.isDefault && <Badge tone="neutral">{T.defaultAddress}</Badge>}
          </p>
          {a.label && <p className="text-ink">{a.name}</p>}
          <p className="text-muted">{addressText(a.fields)}</p>
          <p className="text-muted tabular-nums">{a.fields.altPhone ? `${a.phone} · ${a.fields.altPhone}` : a.phone}</p>
        </li>
      ))}
    </ul>
  );
}

export function CustomerMessages({ messages }: { messages: AdminCustomerDetail['messages'] }) {
  if (messages.length === 0) return <p className="text-sm text-muted">{T.noMessages}</p>;
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {messages.map((m) => (
        <li key={m.id} className="break-words">
          <p className="whitespace-pre-wrap text-ink">{m.message}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
            {formatIst(m.createdAt)} IST
            <Badge tone={m.handled ? 'success' : 'accent'}>{m.handled ? T.handled : T.open}</Badge>
            <Link to={adminPaths.messages.getHref()} className="text-accent underline-offset-2 hover:underline">
              {T.messagesHeading}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

import { ADDRESS_DETAIL_LABELS, addressLines } from '@vastra/domain/address';
import { secondOptionLabel } from '@vastra/domain/catalog';
import { PAYMENT_INSTRUMENT_LABELS } from '@vastra/domain/orders';
import type { AdminOrderDetail, AdminOrderPayout } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M, NDR_REASON_LABELS } from '@vastra/domain/after-sale';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { Badge } from '../../../../components/ui/badge';
import { ProductThumb } from '../../products/list/product-thumb';
import { formatIst, formatPaise, MoneyStateBadge, RefundStatusBadge } from '../order-format';

/** A titled card of the order page. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-2xl border border-line bg-white p-4 ${className ?? ''}`}>
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label / value pairs; values may be long ids, so they break anywhere rather than push the page wide. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ItemsSection({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title={M.sectionItems}>
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-2 text-sm">
            <ProductThumb src={item.image} />
            <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{item.title}</p>
                <p className="text-muted">
                  {secondOptionLabel(item.size, item.option2Name) ?? M.sizeOf(item.size)} ·{' '}
                  {M.lineOf(item.quantity, formatPaise(item.unitPricePaise))}
                </p>
              </div>
              <p className="font-medium tabular-nums">{formatPaise(item.linePaise)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-line pt-2 font-semibold">
        <span>{M.orderTotal}</span>
        <span className="tabular-nums">{formatPaise(order.totalPaise)}</span>
      </p>
    </Section>
  );
}

export function CustomerSection({ customer }: { customer: AdminOrderDetail['customer'] }) {
  return (
    <Section title={M.sectionCustomer}>
      <div className="flex flex-col gap-1 text-sm break-words">
        <Link
          to={adminPaths.customer.getHref(customer.userId)}
          className="w-fit font-medium text-accent underline-offset-2 hover:underline"
        >
          {customer.name}
        </Link>
        <a href={`tel:${customer.phone}`} className="w-fit text-accent underline-offset-2 hover:underline">
          {customer.phone}
        </a>
        <p className="break-all text-muted">{customer.email}</p>
        <AddressBlock customer={customer} />
        {customer.notes && (
          <p className="text-muted">
            {M.customerNotes}: {customer.notes}
          </p>
        )}
        {customer.language === 'hi' && <p className="text-muted">{M.textsInHindi}</p>}
      </div>
    </Section>
  );
}

/**
 * The delivery address as the courier's label has it: the flat or house and the street, the area and landmark, the
 * city, state and PIN, and a second phone when she gave one (docs/decisions/130-address-details.md).
 */
function AddressBlock({ customer }: { customer: AdminOrderDetail['customer'] }) {
  const { line1, line2 } = addressLines(customer.address, customer.details ?? {});
  const alternate = customer.details?.altPhone;
  return (
    <>
      <p className="text-ink">{line1}</p>
      {line2 ? <p className="text-ink">{line2}</p> : null}
      <p className="text-ink">
        {customer.city}, {customer.state} {customer.pincode}
      </p>
      {alternate ? (
        <p className="text-ink">
          {ADDRESS_DETAIL_LABELS.altPhone}:{' '}
          <a href={`tel:${alternate}`} className="text-accent underline-offset-2 hover:underline">
            {alternate}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** A COD return's payout: amount, state, where it went, the bank's reference. */
export function PayoutLine({ payout }: { payout: AdminOrderPayout }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium tabular-nums">{formatPaise(payout.amountPaise)}</span>
        <Badge tone={payout.status === 'processed' ? 'success' : payout.status === 'failed' ? 'danger' : 'accent'}>
          {M.refundStatusLabels[payout.status]}
        </Badge>
        <span className="text-muted">{formatIst(payout.settledAt ?? payout.createdAt)}</span>
      </p>
      <p className="break-words text-muted">{M.payoutLine(payout.destinationMasked)}</p>
      {payout.reference && <p className="break-all text-xs text-muted">{M.payoutReference(payout.reference)}</p>}
    </li>
  );
}

export function PaymentSection({ order }: { order: AdminOrderDetail }) {
  const { payment } = order;
  // A cash-on-delivery return's money goes back as a payout (UPI or bank), listed as its refunds.
  const payouts = payment.mode === 'cod' ? (order.requests ?? []).flatMap((request) => request.payouts) : [];
  const lineTitle = (itemId: string | null) => order.items.find((item) => item.id === itemId)?.title;
  const rows: [string, ReactNode][] = [
    [
      M.paymentMode,
      payment.instrument
        ? `${M.paymentModeLabels[payment.mode]} · Paid by ${PAYMENT_INSTRUMENT_LABELS[payment.instrument]}`
        : M.paymentModeLabels[payment.mode],
    ],
    [M.moneyState, <MoneyStateBadge key="state" state={payment.state} />],
  ];
  if (payment.gatewayOrderId) rows.push([M.gatewayOrder, payment.gatewayOrderId]);
  if (payment.gatewayPaymentId) rows.push([M.gatewayPayment, payment.gatewayPaymentId]);
  if (payment.mode === 'prepaid') {
    rows.push([M.captured, formatPaise(payment.capturedPaise)]);
    rows.push([M.refundable, formatPaise(payment.refundablePaise)]);
  }
  return (
    <Section title={M.filterPayment}>
      <Facts rows={rows} />
      {payment.mode === 'prepaid' && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">{M.refundsTitle}</h3>
          {payment.refunds.length === 0 ? (
            <p className="text-sm text-muted">{M.refundsNone}</p>
          ) : (
            <ul aria-label={M.refundsTitle} className="divide-y divide-line text-sm">
              {payment.refunds.map((refund) => (
                <li key={refund.id} className="flex flex-col gap-0.5 py-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium tabular-nums">{formatPaise(refund.amountPaise)}</span>
                    <RefundStatusBadge status={refund.status} />
                    <span className="text-muted">{formatIst(refund.createdAt)}</span>
                  </p>
                  <p className="break-words text-muted">
                    {[lineTitle(refund.orderItemId), refund.reason, refund.staffName].filter(Boolean).join(' · ')}
                  </p>
                  {refund.gatewayRefundId && <p className="break-all text-xs text-muted">{refund.gatewayRefundId}</p>}
                  {refund.failureReason && <p className="text-danger">{refund.failureReason}</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {payouts.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">{M.refundsTitle}</h3>
          <ul aria-label={M.refundsTitle} className="divide-y divide-line text-sm">
            {payouts.map((payout) => (
              <PayoutLine key={payout.id} payout={payout} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export function ShipmentFacts({ shipment }: { shipment: AdminOrderDetail['shipment'] }) {
  const rows: [string, ReactNode][] = [
    [M.awb, shipment.awb ?? M.notBooked],
    [M.actorLabels.courier, shipment.courier ?? '—'],
  ];
  if (shipment.shipperStatus) rows.push([M.shipperStatus, shipment.shipperStatus]);
  if (shipment.bookingAttempts > 0) rows.push([M.bookingAttempts, String(shipment.bookingAttempts)]);
  if (shipment.lastBookingError)
    rows.push([M.lastBookingError, <span className="text-danger">{shipment.lastBookingError}</span>]);
  if (shipment.receivedBackAt) rows.push([M.receivedBackAt, `${formatIst(shipment.receivedBackAt)} IST`]);
  if (shipment.cancellationReason) rows.push([M.cancellationReason, shipment.cancellationReason]);
  return <Facts rows={rows} />;
}

/** The failed delivery: why, how many attempts, and what the shop asked (its buttons come as children). */
export function NdrBox({
  ndr,
  children,
}: {
  ndr: NonNullable<AdminOrderDetail['shipment']['ndr']>;
  children?: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={M.ndrTitle}
      className="mt-4 rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm"
    >
      <p className="font-semibold text-danger">{M.ndrTitle}</p>
      <p className="text-ink">
        {NDR_REASON_LABELS[ndr.reason]} · {M.ndrAttempts(ndr.attempts)} · {M.ndrState[ndr.state]}
      </p>
      {ndr.reasonText && <p className="break-words text-muted">{ndr.reasonText}</p>}
      <p className="text-xs text-muted">{formatIst(ndr.at)} IST</p>
      {children}
    </div>
  );
}

export function Timeline({ timeline }: { timeline: AdminOrderDetail['shipment']['timeline'] }) {
  return (
    <>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">{M.sectionTimeline}</h3>
      {timeline.length === 0 ? (
        <p className="text-sm text-muted">{M.timelineNone}</p>
      ) : (
        <ol aria-label={M.sectionTimeline} className="flex flex-col gap-2 border-l border-line pl-3 text-sm">
          {timeline.map((entry, index) => (
            <li key={`${entry.timestamp ?? ''}-${index}`}>
              <p className="font-medium break-words text-ink">{entry.statusText || entry.status}</p>
              <p className="text-xs break-words text-muted">
                {[entry.timestamp ? `${formatIst(entry.timestamp)} IST` : null, entry.location, entry.description]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function HistorySection({ history, className }: { history: AdminOrderDetail['history']; className?: string }) {
  return (
    <Section title={M.sectionHistory} className={className}>
      <ol aria-label={M.sectionHistory} className="divide-y divide-line text-sm">
        {history.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
            <time dateTime={entry.at} className="shrink-0 text-muted sm:w-44">
              {formatIst(entry.at)}
            </time>
            <span className="shrink-0 font-medium text-ink sm:w-32">
              {entry.actor === 'staff' && entry.staffName ? entry.staffName : M.actorLabels[entry.actor]}
            </span>
            <span className="min-w-0 break-words text-ink">{entry.summary}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

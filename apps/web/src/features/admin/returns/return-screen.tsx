import { variantLabel } from '@vastra/domain/catalog';
import type { AdminReturnRequest } from '@vastra/domain/api';
import { RETURN_REASON_LABELS, RETURN_STATE_LABELS, type ReturnState } from '@vastra/domain/returns';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { AdminPage } from '../components/admin-page';
import { formatIst, formatPaise } from '../orders/order-format';
import { ReturnActions } from './return-actions';
import { ReturnStateBadge } from './return-state-badge';
import { useReturn } from './returns-api';
import { destinationLabel, kindLabel, RETURNS_ADMIN_TEXTS as T } from './returns-format';

/** One exchange or return request: the line, why, the photos, the money, the pickup, its steps and what to do. */
export function Component() {
  const { id = '' } = useParams();
  const request = useReturn(id);
  if (request.isPending) {
    return (
      <AdminPage title={T.title}>
        <Spinner label={T.loading} size="lg" />
      </AdminPage>
    );
  }
  if (request.isError) {
    return (
      <AdminPage title={T.title}>
        <FormMessage message={adminErrorMessage(request.error)} />
      </AdminPage>
    );
  }
  return <ReturnDetail request={request.data} />;
}

const LINK =
  'font-medium text-ink underline underline-offset-2 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-white p-4 text-sm">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted">{label}:</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function ReturnDetail({ request }: { request: AdminReturnRequest }) {
  const isExchange = request.kind === 'exchange';
  return (
    <AdminPage title={isExchange ? T.exchangeTitle : T.returnTitle}>
      <div className="mb-5 flex flex-wrap items-center gap-3 text-sm">
        <span>
          <span className="text-muted">Order </span>
          <Link to={adminPaths.order.getHref(request.orderId)} className={LINK}>
            {request.orderShortId}
          </Link>
        </span>
        <span aria-live="polite">
          <ReturnStateBadge state={request.state} />
        </span>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <Card title="Item">
            <div className="flex gap-3">
              {request.image && (
                <img src={request.image} alt="" className="h-24 w-20 shrink-0 rounded-lg object-cover" />
              )}
              <dl className="flex min-w-0 flex-col gap-1">
                <Row label="Item">{request.title}</Row>
                <Row label={request.option2Name ? 'Variant' : 'Size'}>
                  {variantLabel(request.size, request.option2Name)}
                </Row>
                <Row label="Quantity">{request.quantity}</Row>
                <Row label="Kind">{kindLabel(request)}</Row>
              </dl>
            </div>
          </Card>
          <Card title="Why">
            <dl className="flex flex-col gap-1">
              <Row label="Reason">{RETURN_REASON_LABELS[request.reason]}</Row>
              {request.note && <Row label="Shopper's note">{request.note}</Row>}
            </dl>
            <Photos request={request} />
          </Card>
          <Card title="What to do">
            <ReturnActions request={request} />
            <Outcome request={request} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Card title="Customer">
            <dl className="flex flex-col gap-1">
              <Row label="Name">
                {request.customerId ? (
                  <Link
                    to={adminPaths.customer.getHref(request.customerId)}
                    className="text-accent underline-offset-2 hover:underline"
                  >
                    {request.customerName}
                  </Link>
                ) : (
                  request.customerName
                )}
              </Row>
              <Row label="Phone">{request.customerPhone}</Row>
            </dl>
          </Card>
          <Card title={T.pickupAddress}>
            <PickupAddress address={request.pickupAddress} />
          </Card>
          {!isExchange && (
            <Card title="Refund">
              <dl className="flex flex-col gap-1">
                <Row label="Amount">{request.refundPaise === null ? '—' : formatPaise(request.refundPaise)}</Row>
                <Row label="To">{destinationLabel(request)}</Row>
                {request.refund && <Row label="Status">{T.refundStatus[request.refund.status]}</Row>}
                {request.refund?.reference && <Row label="Reference">{request.refund.reference}</Row>}
                {request.refund?.failureReason && <Row label="Failed">{request.refund.failureReason}</Row>}
              </dl>
            </Card>
          )}
          <Card title="Pickup">
            <Shipment {...request.pickup} />
          </Card>
          {isExchange && (
            <Card title={`New size ${variantLabel(request.exchangeSize ?? '', request.option2Name)}`.trim()}>
              <Shipment {...request.exchangeShipment} />
            </Card>
          )}
          <Card title="Progress">
            <Steps request={request} />
          </Card>
        </div>
      </div>
    </AdminPage>
  );
}

/** Where the courier collects the parcel: the order's delivery address. */
function PickupAddress({ address }: { address: AdminReturnRequest['pickupAddress'] }) {
  return (
    <address className="flex flex-col break-words not-italic text-ink">
      <span className="font-medium">{address.name}</span>
      <span className="whitespace-pre-line">{address.line}</span>
      <span>
        {address.city}, {address.state} {address.pincode}
      </span>
      <span className="tabular-nums">{address.phone}</span>
    </address>
  );
}

function Photos({ request }: { request: AdminReturnRequest }) {
  if (request.photos.length === 0) return <p className="text-muted">No photos.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Photos">
      {request.photos.map((photo, index) => (
        <li key={photo._id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-2">
            <img
              src={photo.url}
              alt={`Shopper's upload ${index + 1} of ${request.photos.length}, opens full size`}
              className="size-20 rounded-lg object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Shipment({ awb, courier, error }: { awb: string | null; courier: string | null; error: string | null }) {
  return (
    <>
      <dl className="flex flex-col gap-1">
        <Row label="AWB">{awb ? <span className="break-all tabular-nums">{awb}</span> : 'Not booked'}</Row>
        {courier && <Row label="Courier">{courier}</Row>}
      </dl>
      {error && <FormMessage message={error} />}
    </>
  );
}

function Outcome({ request }: { request: AdminReturnRequest }) {
  const lines: string[] = [];
  if (request.qcResult) lines.push(`Quality check: ${request.qcResult === 'accept' ? 'accepted' : 'rejected'}`);
  if (request.qcNote) lines.push(`Check note: ${request.qcNote}`);
  if (request.rejectionReason) lines.push(`Rejected: ${request.rejectionReason}`);
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-ink">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The steps of the request's life, each with when it was reached. */
function Steps({ request }: { request: AdminReturnRequest }) {
  const last: ReturnState = request.kind === 'exchange' ? 'exchange_shipped' : 'refunded';
  const path: ReturnState[] = ['requested', 'approved', 'pickup_scheduled', 'picked_up', 'received', last];
  const steps = request.times.rejected ? [...path.filter((s) => request.times[s]), 'rejected' as const] : path;
  return (
    <ol className="flex flex-col gap-1.5">
      {steps.map((step) => {
        const at = request.times[step];
        return (
          <li key={step} className="flex flex-wrap gap-x-2" aria-current={step === request.state ? 'step' : undefined}>
            <span aria-hidden="true">{at ? '●' : '○'}</span>
            <span className={at ? 'font-medium text-ink' : 'text-muted'}>{RETURN_STATE_LABELS[step]}</span>
            {at && <span className="text-muted">{formatIst(at)}</span>}
          </li>
        );
      })}
    </ol>
  );
}

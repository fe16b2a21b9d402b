import { ENDPOINTS, type NdrActionBody, type QueueOrder, type QueuePayment } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { adminPaths } from '../admin-paths';
import { adminCall } from '../api/admin-api';
import { FormMessage } from '../auth/auth-card';
import { NdrChoice } from '../orders/detail/ndr-choice';
import { useReason } from '../orders/detail/use-reason';
import { formatIst, formatPaise, RefundStatusBadge } from '../orders/order-format';
import { Shipment } from '../orders/list/order-rows';
import { ConfirmDialog } from '../products/confirm-dialog';
import { useQueueAction } from './queue-api';

const ROW = 'flex flex-col gap-2 p-4 text-sm';

/** An order in the queue: its link, who and where, the money, the shipment and why it is here. */
function OrderSummary({ order }: { order: QueueOrder }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link
          to={adminPaths.order.getHref(order.id)}
          className="font-semibold text-ink underline-offset-2 hover:underline"
        >
          {order.shortId}
        </Link>
        <span className="break-words text-ink">
          {order.customerName} <span className="text-muted">· {order.city}</span>
        </span>
        <span className="tabular-nums">{formatPaise(order.totalPaise)}</span>
        <span className="text-muted">{M.paymentModeLabels[order.paymentMode]}</span>
      </p>
      <Shipment row={order} />
      {order.detail && <p className="break-words text-danger">{order.detail}</p>}
      <p className="text-xs text-muted">{M.queueSince(formatIst(order.since))}</p>
    </div>
  );
}

export function UnbookedRow({ order }: { order: QueueOrder }) {
  const book = useQueueAction(() => adminCall(ENDPOINTS.adminBookOrder, { params: { id: order.id } }), M.booked);
  return (
    <li className={ROW}>
      <OrderSummary order={order} />
      <div>
        <Button size="sm" loading={book.isPending} onClick={() => book.mutate(undefined)}>
          {M.queueRetry}
        </Button>
      </div>
      <FormMessage message={book.errorMessage} />
    </li>
  );
}

export function NdrRow({ order }: { order: QueueOrder }) {
  const [confirming, setConfirming] = useState(false);
  const ndr = useQueueAction(
    (body: NdrActionBody) => adminCall(ENDPOINTS.adminNdrAction, { params: { id: order.id }, body }),
    (body) => (body.action === 'return' ? M.returnAsked : M.reattemptAsked),
  );
  return (
    <li className={ROW}>
      <OrderSummary order={order} />
      {/* Staff call the customer before choosing. */}
      <p>
        <a href={`tel:${order.customerPhone}`} className="text-accent underline underline-offset-2">
          {M.queueCall(order.customerPhone)}
        </a>
      </p>
      <NdrChoice
        pending={ndr.isPending}
        reattempting={!confirming}
        error={ndr.errorMessage}
        confirming={confirming}
        onConfirming={setConfirming}
        onSend={(body, sent) =>
          ndr.mutate(body, {
            onSuccess: () => {
              setConfirming(false);
              sent();
            },
          })
        }
        onReset={() => ndr.reset()}
      />
    </li>
  );
}

/** A parcel back at origin: it is received on the order's page, where each line is checked (restock / damaged). */
export function ReturnRow({ order }: { order: QueueOrder }) {
  return (
    <li className={ROW}>
      <OrderSummary order={order} />
      <div>
        <Link
          to={adminPaths.order.getHref(order.id)}
          className="inline-flex min-h-9 items-center rounded-full bg-ink px-4 text-sm font-medium text-paper"
        >
          {M.receivedBackCheck}
        </Link>
      </div>
    </li>
  );
}

export function PaymentRow({ payment }: { payment: QueuePayment }) {
  const [refunding, setRefunding] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(payment.orderId);
  const refund = useQueueAction(
    (reason: string) => adminCall(ENDPOINTS.adminRefundPayment, { params: { id: payment.id }, body: { reason } }),
    M.paymentRefunded,
  );
  const create = useQueueAction(
    () => adminCall(ENDPOINTS.adminCreateOrderFromPayment, { params: { id: payment.id } }),
    M.orderCreated,
  );
  const settled = payment.resolution !== null || createdId !== null;
  return (
    <li className={ROW}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold tabular-nums">{formatPaise(payment.amountPaise)}</span>
        <span className="text-muted">{M.paymentSource[payment.source]}</span>
        <span className="text-xs text-muted">{formatIst(payment.createdAt)} IST</span>
      </p>
      <p className="break-all text-muted">
        {M.gatewayOrder}: {payment.gatewayOrderId}
      </p>
      <p className="break-all text-muted">
        {M.gatewayPayment}: {payment.gatewayPaymentId}
      </p>
      <p className="break-words text-ink">{payment.reason}</p>
      {payment.refunds.map((item) => (
        <p key={item.id} className="flex flex-wrap items-center gap-2">
          <span className="tabular-nums">{formatPaise(item.amountPaise)}</span>
          <RefundStatusBadge status={item.status} />
        </p>
      ))}
      {createdId ? (
        <Link to={adminPaths.order.getHref(createdId)} className="w-fit font-medium text-accent hover:underline">
          {M.openNewOrder}
        </Link>
      ) : (
        !settled && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" disabled={create.isPending} onClick={() => setRefunding(true)}>
              {M.refund}
            </Button>
            {payment.canCreateOrder && (
              <Button
                size="sm"
                loading={create.isPending}
                onClick={() => create.mutate(undefined, { onSuccess: (answer) => setCreatedId(answer.orderId) })}
              >
                {M.createOrder}
              </Button>
            )}
          </div>
        )
      )}
      <FormMessage message={create.errorMessage} />
      {refunding && <RefundPaymentDialog payment={payment} action={refund} onClose={() => setRefunding(false)} />}
    </li>
  );
}

function RefundPaymentDialog({
  payment,
  action,
  onClose,
}: {
  payment: QueuePayment;
  action: ReturnType<typeof useQueueAction<string, QueuePayment>>;
  onClose: () => void;
}) {
  const reason = useReason();
  return (
    <ConfirmDialog
      open
      title={M.refundPaymentTitle}
      description={M.refundPaymentText(formatPaise(payment.amountPaise))}
      confirmLabel={M.refundIssue}
      busy={action.isPending}
      error={action.errorMessage}
      onConfirm={() => {
        const text = reason.check();
        if (text) action.mutate(text, { onSuccess: onClose });
      }}
      onClose={() => {
        action.reset();
        onClose();
      }}
    >
      {reason.field}
    </ConfirmDialog>
  );
}

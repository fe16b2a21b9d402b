import { ENDPOINTS, type AdminOrderDetail, type NdrActionBody } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { adminCall } from '../../api/admin-api';
import { FormMessage } from '../../auth/auth-card';
import { useCan } from '../../auth/staff-session';
import { ConfirmDialog } from '../../products/confirm-dialog';
import { useOrderAction } from '../api/orders-api';
import { NdrChoice } from './ndr-choice';
import { formatPaise } from '../order-format';
import { ReceivedBackDialog } from './received-back-dialog';
import { RefundDialog } from './refund-dialog';
import { useReason } from './use-reason';

/** The order's actions, only those `actions` allows; each shows the server's refusal under the buttons. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { id } = order;
  const book = useOrderAction(id, () => adminCall(ENDPOINTS.adminBookOrder, { params: { id } }), M.booked);
  const [dialog, setDialog] = useState<'cancel' | 'refund' | 'receivedBack' | null>(null);
  // Refunds and cancellations need the Refunds permission: a member without it does not see their buttons.
  const mayRefund = useCan('refunds');
  const actions = {
    ...order.actions,
    refund: order.actions.refund && mayRefund,
    cancel: order.actions.cancel && mayRefund,
  };
  if (!actions.book && !actions.cancel && !actions.refund && !actions.receivedBack) return null;
  return (
    <div className="mb-5">
      <div className="flex flex-wrap gap-2">
        {actions.book && (
          <Button size="sm" loading={book.isPending} onClick={() => book.mutate(undefined)}>
            {order.shipment.bookingAttempts > 0 ? M.retryBooking : M.bookNow}
          </Button>
        )}
        {actions.receivedBack && (
          <Button size="sm" onClick={() => setDialog('receivedBack')}>
            {M.receivedBack}
          </Button>
        )}
        {actions.refund && (
          <Button size="sm" variant="secondary" onClick={() => setDialog('refund')}>
            {M.refund}
          </Button>
        )}
        {actions.cancel && (
          <Button size="sm" variant="secondary" onClick={() => setDialog('cancel')}>
            {M.cancelOrder}
          </Button>
        )}
      </div>
      <FormMessage message={book.errorMessage} />
      {dialog === 'cancel' && <CancelDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <RefundDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'receivedBack' && <ReceivedBackDialog order={order} onClose={() => setDialog(null)} />}
    </div>
  );
}

function CancelDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { id } = order;
  const reason = useReason();
  const cancel = useOrderAction(
    id,
    (text: string) => adminCall(ENDPOINTS.adminCancelOrder, { params: { id }, body: { reason: text } }),
    M.cancelled,
  );
  const refunds = order.payment.mode === 'prepaid' && order.payment.refundablePaise > 0;
  return (
    <ConfirmDialog
      open
      title={M.cancelTitle}
      description={
        <>
          {M.cancelText}
          {refunds && ` ${M.cancelRefundText(formatPaise(order.payment.refundablePaise))}`}
        </>
      }
      confirmLabel={M.cancelOrder}
      cancelLabel={M.keepOrder}
      busy={cancel.isPending}
      error={cancel.errorMessage}
      onConfirm={() => {
        const text = reason.check();
        if (text) cancel.mutate(text, { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      {reason.field}
    </ConfirmDialog>
  );
}

/** The failed delivery's answers: re-attempt at once, return to origin after a warning (it cannot be undone). */
export function NdrActions({ id }: { id: string }) {
  const [confirming, setConfirming] = useState(false);
  const ndr = useOrderAction(
    id,
    (body: NdrActionBody) => adminCall(ENDPOINTS.adminNdrAction, { params: { id }, body }),
    (body) => (body.action === 'return' ? M.returnAsked : M.reattemptAsked),
  );
  return (
    <div className="mt-3">
      <NdrChoice
        pending={ndr.isPending}
        reattempting={ndr.variables?.action === 'reattempt'}
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
    </div>
  );
}

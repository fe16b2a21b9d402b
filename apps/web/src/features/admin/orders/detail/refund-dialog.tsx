import { variantLabel } from '@vastra/domain/catalog';
import { ENDPOINTS, type AdminOrderDetail, type RefundOrderBody } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { parseRupeesInput } from '@vastra/domain/money';
import { useId, useState } from 'react';
import { TextField } from '../../../../components/ui/field';
import { adminCall } from '../../api/admin-api';
import { ConfirmDialog } from '../../products/confirm-dialog';
import { useOrderAction } from '../api/orders-api';
import { formatPaise } from '../order-format';
import { useReason } from './use-reason';

const OTHER = 'other';

/** Refunds one line's refundable amount, or an amount typed in rupees; a reason is required. */
export function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { id } = order;
  const lines = order.items.filter((item) => item.refundablePaise > 0);
  const [choice, setChoice] = useState<string>(lines[0]?.id ?? OTHER);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const reason = useReason();
  const name = useId();
  const refund = useOrderAction(
    id,
    (body: RefundOrderBody) => adminCall(ENDPOINTS.adminRefundOrder, { params: { id }, body }),
    M.refundIssued,
  );

  const submit = () => {
    let target: Pick<RefundOrderBody, 'itemId' | 'amountPaise'> = { itemId: choice };
    if (choice === OTHER) {
      const paise = parseRupeesInput(amount);
      if (paise === null || paise <= 0) setAmountError(M.refundAmountInvalid);
      target = paise === null || paise <= 0 ? {} : { amountPaise: paise };
    }
    const text = reason.check();
    if (!text || (choice === OTHER && !target.amountPaise)) return;
    refund.mutate({ reason: text, ...target }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open
      title={M.refundTitle}
      description={`${M.refundable}: ${formatPaise(order.payment.refundablePaise)}`}
      confirmLabel={M.refundIssue}
      busy={refund.isPending}
      error={refund.errorMessage}
      onConfirm={submit}
      onClose={onClose}
    >
      <fieldset className="mt-4 flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium text-ink">{M.refundWhat}</legend>
        {[
          ...lines.map((item) => ({
            value: item.id,
            label: M.refundLineOption(
              item.title,
              variantLabel(item.size, item.option2Name),
              formatPaise(item.refundablePaise),
            ),
          })),
          { value: OTHER, label: M.refundOther },
        ].map((option) => (
          <label key={option.value} className="flex items-start gap-2 break-words">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              className="mt-1"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {choice === OTHER && (
        <TextField
          label={M.refundAmount}
          prefix="₹"
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(null);
          }}
          className="mt-3"
        />
      )}
      {reason.field}
    </ConfirmDialog>
  );
}

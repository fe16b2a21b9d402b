import { variantLabel } from '@vastra/domain/catalog';
import { ENDPOINTS, type AdminOrderDetail, type ReceivedBackBody } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M, RTO_CONDITIONS, type RtoCondition } from '@vastra/domain/after-sale';
import { useState } from 'react';
import { adminCall } from '../../api/admin-api';
import { ConfirmDialog } from '../../products/confirm-dialog';
import { useOrderAction } from '../api/orders-api';

/**
 * A parcel that came back to origin (RTO), checked line by line like a return's quality check: each line goes back
 * into stock or is damaged; nothing is sent until every line is checked.
 */
export function ReceivedBackDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { id } = order;
  const [conditions, setConditions] = useState<Record<string, RtoCondition>>({});
  const [unchecked, setUnchecked] = useState(false);
  const received = useOrderAction(
    id,
    (body: ReceivedBackBody) => adminCall(ENDPOINTS.adminReceivedBack, { params: { id }, body }),
    M.receivedBackDone,
  );
  const confirm = () => {
    const lines = order.items.flatMap((item) => {
      const condition = conditions[item.id];
      return condition ? [{ itemId: item.id, condition }] : [];
    });
    if (lines.length !== order.items.length) {
      setUnchecked(true);
      return;
    }
    received.mutate({ lines }, { onSuccess: onClose });
  };
  return (
    <ConfirmDialog
      open
      title={M.receivedBackTitle}
      description={M.receivedBackText}
      confirmLabel={M.receivedBack}
      cancelLabel={M.receivedBackNotYet}
      busy={received.isPending}
      error={received.errorMessage ?? (unchecked ? M.receivedBackLinesRequired : null)}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="mt-4 flex flex-col gap-3">
        {order.items.map((item) => (
          <fieldset key={item.id} className="min-w-0 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-medium text-ink">
              {M.requestLine(item.title, variantLabel(item.size, item.option2Name), item.quantity)}
            </legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {RTO_CONDITIONS.map((condition) => (
                <label key={condition} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name={`condition-${item.id}`}
                    value={condition}
                    checked={conditions[item.id] === condition}
                    onChange={() => {
                      setConditions((now) => ({ ...now, [item.id]: condition }));
                      setUnchecked(false);
                    }}
                    className="size-4 accent-ink"
                  />
                  {M.rtoConditionLabels[condition]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </ConfirmDialog>
  );
}

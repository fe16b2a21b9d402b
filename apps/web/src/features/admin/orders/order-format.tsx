import type { MoneyState, OrderBadge, RefundStatus } from '@vastra/domain/after-sale';
import { AFTER_SALE_MESSAGES as M, ORDER_BADGE_LABELS } from '@vastra/domain/after-sale';
import { formatRupees, paise } from '@vastra/domain/money';
import type { OrderStatus, PaymentMode } from '@vastra/domain/orders';
import { formatDateTimeIN } from '@vastra/domain/time';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** Integer paise as en-IN rupees: 129900 → '₹1,299.00'. */
export function formatPaise(amount: number): string {
  return formatRupees(paise(amount));
}

/** An instant in India time, as every back-office screen shows it: '5 Mar 2026, 2:30 pm'. */
export const formatIst = (iso: string): string => formatDateTimeIN(iso) ?? '';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  placed: 'accent',
  shipped: 'neutral',
  out_for_delivery: 'neutral',
  delivered: 'success',
  cancelled: 'dark',
  returned: 'danger',
};

const MONEY_TONES: Record<MoneyState, BadgeTone> = {
  cod: 'neutral',
  paid: 'success',
  refund_pending: 'accent',
  partially_refunded: 'neutral',
  refunded: 'dark',
  refund_failed: 'danger',
};

const REFUND_TONES: Record<RefundStatus, BadgeTone> = { pending: 'accent', processed: 'success', failed: 'danger' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{M.orderStatusLabels[status]}</Badge>;
}

const ORDER_BADGE_TONES: Record<OrderBadge, BadgeTone> = {
  partly_refunded: 'neutral',
  refunded: 'dark',
  return_requested: 'accent',
  exchange_shipped: 'success',
  failed_delivery: 'danger',
  rto_in_transit: 'accent',
  returned_to_us: 'dark',
};

/**
 * The order's status and the badges its story adds (domain orderBadges). An RTO shows "RTO in transit" or
 * "Returned to us" instead of a bare "Returned".
 */
export function OrderStatusBadges({ status, badges = [] }: { status: OrderStatus; badges?: readonly OrderBadge[] }) {
  const rto = badges.includes('rto_in_transit') || badges.includes('returned_to_us');
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {!rto && <OrderStatusBadge status={status} />}
      {badges.map((badge) => (
        <Badge key={badge} tone={ORDER_BADGE_TONES[badge]}>
          {ORDER_BADGE_LABELS[badge]}
        </Badge>
      ))}
    </span>
  );
}

export function MoneyStateBadge({ state }: { state: MoneyState }) {
  return <Badge tone={MONEY_TONES[state]}>{M.moneyStateLabels[state]}</Badge>;
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return <Badge tone={REFUND_TONES[status]}>{M.refundStatusLabels[status]}</Badge>;
}

/** 'Prepaid' / 'COD', then the money's state ('COD' alone: cash on delivery has nothing online to show). */
export function PaymentCell({
  mode,
  state,
  codAwaiting = false,
}: {
  mode: PaymentMode;
  state: MoneyState;
  /** A COD order waiting for the shopper's SMS confirmation. */
  codAwaiting?: boolean | undefined;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>{M.paymentModeLabels[mode]}</span>
      {state !== 'cod' && <MoneyStateBadge state={state} />}
      {codAwaiting && <Badge tone="neutral">Awaiting confirmation</Badge>}
    </span>
  );
}

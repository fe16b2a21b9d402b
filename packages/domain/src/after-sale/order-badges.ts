import type { OrderStatus } from '../orders';
import { RETURN_STATE_LABELS, type ReturnKind, type ReturnState } from '../returns/return-states';
import { AFTER_SALE_MESSAGES } from './messages';
import type { NdrState } from './order-actions';

/** What an order's story adds to its status, in the order the screens show them. */
export const ORDER_BADGES = [
  'partly_refunded',
  'refunded',
  'return_requested',
  'exchange_shipped',
  'failed_delivery',
  'rto_in_transit',
  'returned_to_us',
] as const;
export type OrderBadge = (typeof ORDER_BADGES)[number];

/** Each badge's text, one text per meaning: the money's and the return's labels where they say the same. */
export const ORDER_BADGE_LABELS: Record<OrderBadge, string> = {
  partly_refunded: AFTER_SALE_MESSAGES.moneyStateLabels.partially_refunded,
  refunded: AFTER_SALE_MESSAGES.moneyStateLabels.refunded,
  return_requested: AFTER_SALE_MESSAGES.badgeReturnRequested,
  exchange_shipped: RETURN_STATE_LABELS.exchange_shipped,
  failed_delivery: AFTER_SALE_MESSAGES.ndrTitle,
  rto_in_transit: AFTER_SALE_MESSAGES.badgeRtoInTransit,
  returned_to_us: AFTER_SALE_MESSAGES.badgeReturnedToUs,
};

/** The states an order's badges are read from (one derivation for the list, the order page and the shopper). */
export interface OrderStory {
  status: OrderStatus;
  totalPaise: number;
  /** Money sent back and settled: gateway refunds processed plus cash-on-delivery payouts processed. */
  refundedPaise: number;
  ndrState: NdrState | null;
  /** True once a parcel that came back (RTO) was received at the shop. */
  receivedBack: boolean;
  /** The order's return and exchange requests. */
  requests: readonly { kind: ReturnKind; state: ReturnState }[];
}

/** A return still on its way to being settled (neither refunded nor rejected). */
const OPEN_RETURN: readonly ReturnState[] = ['requested', 'approved', 'pickup_scheduled', 'picked_up', 'received'];

/**
 * The badges an order's states imply, zero or more. A cash-on-delivery order refunded by UPI is "Refunded" like a
 * prepaid one; an RTO is "RTO in transit" until the shop receives it, then "Returned to us".
 */
export function orderBadges(story: OrderStory): OrderBadge[] {
  const badges: OrderBadge[] = [];
  if (story.refundedPaise > 0) {
    badges.push(story.refundedPaise >= story.totalPaise ? 'refunded' : 'partly_refunded');
  }
  if (story.requests.some((r) => r.kind === 'return' && OPEN_RETURN.includes(r.state))) {
    badges.push('return_requested');
  }
  if (story.requests.some((r) => r.kind === 'exchange' && r.state === 'exchange_shipped')) {
    badges.push('exchange_shipped');
  }
  if (story.ndrState === 'open') badges.push('failed_delivery');
  if (story.status === 'returned') badges.push(story.receivedBack ? 'returned_to_us' : 'rto_in_transit');
  return badges;
}

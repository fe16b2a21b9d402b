import { z } from 'zod';
import { defineMachine } from '../state-machine/state-machine';
import { DISPLAY_STATUS } from '../tracking';

/** The stored lifecycle states of an order (docs/rules/orders.md#data status). */
export const ORDER_STATUSES = ['placed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned'] as const;

/** An order's stored status. */
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * Allowed moves between order statuses. Progress runs placed → shipped → out for delivery →
 * delivered, and may skip steps because tracking is polled and a courier can report several events
 * between two polls. A failed delivery attempt sends out_for_delivery back to shipped (re-attempt).
 * Before pickup an order can only be cancelled; once with the courier it can be cancelled or come
 * back as returned (RTO). delivered, cancelled and returned are final: returns after delivery are not
 * a flow of this shop (docs/rules/shipping.md#display-statuses stops polling at those statuses).
 */
export const ORDER_STATUS_TRANSITIONS = {
  placed: ['shipped', 'out_for_delivery', 'delivered', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered', 'cancelled', 'returned'],
  out_for_delivery: ['shipped', 'delivered', 'cancelled', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export const ORDER_STATUS_MACHINE = defineMachine<OrderStatus>('order', ORDER_STATUS_TRANSITIONS);

/** True when an order may move from `from` to `to`; staying put is not a transition. */
export const canTransition = ORDER_STATUS_MACHINE.can;

/** True for delivered, cancelled and returned: nothing moves an order out of them. */
export const isFinalOrderStatus = ORDER_STATUS_MACHINE.isFinal;

/**
 * The order status a tracking display status implies (docs/rules/shipping.md#display-statuses), or `current` when it
 * implies no allowed move. A 'Cancelled' display (cancel, return, RTO, rejected, removed) cancels an order not
 * yet shipped and marks a shipped one returned, since a parcel with the courier can only come back.
 */
export function nextStatusFromTracking(current: OrderStatus, displayStatus: string): OrderStatus {
  const target = targetOf(current, displayStatus);
  return target && canTransition(current, target) ? target : current;
}

function targetOf(current: OrderStatus, displayStatus: string): OrderStatus | null {
  switch (displayStatus) {
    case DISPLAY_STATUS.delivered:
      return 'delivered';
    case DISPLAY_STATUS.outForDelivery:
      return 'out_for_delivery';
    case DISPLAY_STATUS.shipped:
      return 'shipped';
    case DISPLAY_STATUS.cancelled:
      return current === 'placed' ? 'cancelled' : 'returned';
    default:
      return null;
  }
}

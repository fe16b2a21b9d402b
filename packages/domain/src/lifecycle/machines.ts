import { MONEY_STATE_MACHINE, REFUND_STATUS_MACHINE } from '../after-sale';
import { COD_CONFIRMATION_MACHINE, ORDER_STATUS_MACHINE } from '../orders';
import { PAYOUT_STATUS_MACHINE, RETURN_STATE_MACHINE } from '../returns';

/**
 * Every state machine of an order's life, in one list: the order's status (courier and cancellation), its money
 * (captured, refunds pending and settled), each refund at the gateway, each return or exchange request, each payout of
 * a cash-on-delivery return, and a cash-on-delivery order's confirmation by the shopper.
 */
export const LIFECYCLE_MACHINES = {
  order: ORDER_STATUS_MACHINE,
  money: MONEY_STATE_MACHINE,
  refund: REFUND_STATUS_MACHINE,
  return: RETURN_STATE_MACHINE,
  payout: PAYOUT_STATUS_MACHINE,
  codConfirmation: COD_CONFIRMATION_MACHINE,
} as const;

export type LifecycleMachineName = keyof typeof LIFECYCLE_MACHINES;

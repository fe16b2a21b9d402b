export {
  ORDER_STATUSES,
  OrderStatus,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUS_MACHINE,
  canTransition,
  isFinalOrderStatus,
  nextStatusFromTracking,
} from './order-status';
export {
  DEFAULT_ORDER_ITEM_SIZE,
  SHIPPING_COST,
  PAYMENT_MODES,
  PaymentMode,
  DEFAULT_PAYMENT_MODE,
  COD_PAYMENT_TYPE,
  PAYMENT_DESCRIPTION,
  PAYMENT_CURRENCY,
  orderItemSize,
} from './order-constants';
export { shortOrderId } from './short-order-id';
export { ORDERS_MESSAGES, ORDERS_COD_LIMIT_MESSAGES } from './messages';
export {
  PAYMENT_INSTRUMENTS,
  PAYMENT_INSTRUMENT_LABELS,
  paymentInstrumentOf,
  COD_CONFIRMATION_STATES,
  COD_CONFIRMATION_TRANSITIONS,
  COD_CONFIRMATION_MACHINE,
  PAYMENT_RECONCILE_STATES,
  type PaymentInstrument,
  type CodConfirmationState,
  type PaymentReconcileState,
} from './payment-after-order';
export { RECONCILE_DELAYS_MS, RECONCILE_WINDOW_MS, firstReconcileAt, nextReconcileAt } from './payment-reconcile';

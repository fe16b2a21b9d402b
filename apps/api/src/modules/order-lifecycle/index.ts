export {
  applyMove,
  illegalMoveError,
  type Move,
  type MoveEffects,
  type OrderPatch,
  type PayoutPatch,
  type RefundPatch,
  type ReturnPatch,
} from './apply-move';
// The lock functions stay inside: a caller names what it changes (readForChange), the core takes the locks.
export {
  LockOrderError,
  claimOrders,
  readForChange,
  type ChangeTarget,
  type ForChange,
  type OrderRow,
  type PayoutRow,
  type RefundRow,
  type ReturnRow,
} from './locks';
export {
  insertPayout,
  insertRefund,
  insertRequest,
  patchOrder,
  patchPayout,
  patchRefund,
  patchRequest,
  restoreStockOnce,
} from './writes';
export { writeOrder, type NewOrder, type NewOrderItem, type OrderItemRow } from './write-order';
export { RETURN_MONEY_TEXTS, finishRequest, recordSettlement, settleReturnOfRefund } from './return-settlement';

export {
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  RETURN_STATES,
  RETURN_STATE_TRANSITIONS,
  RETURN_STATE_MACHINE,
  RETURN_STATE_LABELS,
  QUALITY_CHECK_RESULTS,
  REFUND_DESTINATIONS,
  PAYOUT_STATUSES,
  PAYOUT_STATUS_TRANSITIONS,
  PAYOUT_STATUS_MACHINE,
  RETURN_PHOTOS_MAX,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_MAX_PIXELS,
  RETURN_PHOTO_MAX_ASPECT,
  RETURN_PHOTO_MAX_SIDE,
  DEFAULT_RETURN_WINDOW_DAYS,
  canMoveReturn,
} from './return-states';
export type {
  ReturnKind,
  ReturnReason,
  ReturnState,
  QualityCheckResult,
  RefundDestination,
  PayoutStatus,
} from './return-states';
export { maskUpiId, maskBankAccount, maskPayoutDestination } from './mask';
export type { PayoutDestination } from './mask';
export { RETURNS_MESSAGES } from './messages';
export { RETURNS_DASHBOARD_MESSAGES } from './dashboard-messages';
export {
  returnWindow,
  unitsLeft,
  lineRefusal,
  exchangeSizeOptions,
  returnRefundPaise,
  requestRefusal,
} from './eligibility';
export type { ReturnWindow, ReturnRequestInput } from './eligibility';
export { returnPhotoUploadSize } from './return-photo-size';
export { pickupCollected, pickupTextSaysCollected } from './pickup-tracking';

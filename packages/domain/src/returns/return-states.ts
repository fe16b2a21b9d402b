import { defineMachine } from '../state-machine/state-machine';

/**
 * After delivery a shopper may send a line back: `exchange` it for another size of the same product, or `return` it
 * for a refund (docs/decisions/038-returns-and-exchanges.md).
 */
export const RETURN_KINDS = ['exchange', 'return'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Why the shopper sends it back, in the order the form lists them. */
export const RETURN_REASONS = ['too_small', 'too_large', 'not_as_pictured', 'damaged', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Size too small',
  too_large: 'Size too large',
  not_as_pictured: 'Not as pictured',
  damaged: 'Damaged',
  other: 'Other',
};

/**
 * A request's life, as an explicit state machine: the shopper asks (`requested`); staff approve it (`approved`) and
 * the reverse pickup is booked (`pickup_scheduled`), or reject it with a reason (`rejected`); the courier collects it
 * (`picked_up`); the shop receives it and checks it (`received`, stock back once; a failed check is `rejected`);
 * then a return is refunded (`refunded`) and an exchange's new size is sent (`exchange_shipped`).
 */
export const RETURN_STATES = [
  'requested',
  'approved',
  'pickup_scheduled',
  'picked_up',
  'received',
  'refunded',
  'exchange_shipped',
  'rejected',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_STATE_TRANSITIONS = {
  requested: ['approved', 'rejected'],
  approved: ['pickup_scheduled'],
  // A parcel that fails its quality check on arrival is rejected at its receipt, from either state.
  pickup_scheduled: ['picked_up', 'received', 'rejected'],
  picked_up: ['received', 'rejected'],
  received: ['refunded', 'exchange_shipped', 'rejected'],
  refunded: [],
  exchange_shipped: [],
  rejected: [],
} as const satisfies Record<ReturnState, readonly ReturnState[]>;

export const RETURN_STATE_MACHINE = defineMachine<ReturnState>('return', RETURN_STATE_TRANSITIONS);

/** True when a request may move from `from` to `to` (staying put is not a move). */
export const canMoveReturn = RETURN_STATE_MACHINE.can;

/** What the shop's check of a received parcel found: accepted (stock back, then refund/exchange) or rejected. */
export const QUALITY_CHECK_RESULTS = ['accept', 'reject'] as const;
export type QualityCheckResult = (typeof QUALITY_CHECK_RESULTS)[number];

/**
 * Where a return's money goes: a prepaid order back to its original payment through the gateway; a cash-on-delivery
 * order to a UPI ID or bank account the shopper gives (a payout).
 */
export const REFUND_DESTINATIONS = ['original_payment', 'upi', 'bank'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** A payout to a shopper (COD returns): pending until the provider settles it as processed or failed. */
export const PAYOUT_STATUSES = ['pending', 'processed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A payout settles once: processed and failed are final (a failed one is paid again as a new payout). */
export const PAYOUT_STATUS_TRANSITIONS = {
  pending: ['processed', 'failed'],
  processed: [],
  failed: [],
} as const satisfies Record<PayoutStatus, readonly PayoutStatus[]>;

export const PAYOUT_STATUS_MACHINE = defineMachine<PayoutStatus>('payout', PAYOUT_STATUS_TRANSITIONS);

/** The most photos a shopper attaches to one request, and the largest of each. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a shopper's photo may decode to: 16 megapixels. A phone's photo is 12 MP (4000 × 3000; the 48 and
 * 50 MP sensors save 12 MP by default) and 16 MP (4608 × 3456) covers the larger Android defaults, while one decode
 * stays under 64 MB of memory (4 bytes a pixel) instead of the 160 MB a product photo's 40 MP may take. A photo is
 * kept at most 1600 px a side, so nothing above this limit adds anything the back office sees.
 */
export const RETURN_PHOTO_MAX_PIXELS = 16_000_000;
/** The longest side of a shopper's photo may be at most this many times its shortest (a panorama is 4:1). */
export const RETURN_PHOTO_MAX_ASPECT = 20;
/**
 * A shopper's photo is kept as one JPEG at most this wide or tall (apps/api/src/modules/returns/return-photos.ts);
 * the browser shrinks a larger one to it before the upload (return-photo-size.ts).
 */
export const RETURN_PHOTO_MAX_SIDE = 1600;
/** How long the shop gives by default, in days from delivery (a shop setting). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/** Each state as the order page and the back office name it. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  exchange_shipped: 'Exchange shipped',
  rejected: 'Rejected',
};

import type { OrderStatus } from '../orders';

/**
 * Why the back office cannot cancel an order in `status`, or null when it can: only before the parcel
 * is with the courier. A cancelled order answers null too (cancelling again changes nothing: retries are safe).
 */
export function cancelRefusal(status: OrderStatus): 'with_courier' | 'delivered' | 'returned' | null {
  switch (status) {
    case 'placed':
    case 'cancelled':
      return null;
    case 'shipped':
    case 'out_for_delivery':
      return 'with_courier';
    case 'delivered':
      return 'delivered';
    case 'returned':
      return 'returned';
  }
}

/** Why a courier could not deliver (an NDR, non-delivery report), as the back office files it. */
export const NDR_REASONS = ['customer_unavailable', 'address_incomplete', 'refused', 'other'] as const;
export type NdrReason = (typeof NDR_REASONS)[number];

export const NDR_REASON_LABELS: Record<NdrReason, string> = {
  customer_unavailable: 'Customer unavailable',
  address_incomplete: 'Address incomplete',
  refused: 'Refused by customer',
  other: 'Other',
};

/** Files a courier's free-text NDR reason under one of ours. */
export function ndrReasonOf(text: string): NdrReason {
  const t = text.toLowerCase();
  if (/refus|reject|not (interested|wanted)|cancel/.test(t)) return 'refused';
  if (/address|incomplete|wrong|locat|not found|untraceable/.test(t)) return 'address_incomplete';
  if (/unavailable|not available|not reachable|no response|door (locked|closed)|future delivery|absent/.test(t))
    return 'customer_unavailable';
  return 'other';
}

/**
 * A failed delivery's place in the queue: `open` waits for the shop; after its action it is
 * `reattempt_requested` or `return_requested` until the courier's next event.
 */
export const NDR_STATES = ['open', 'reattempt_requested', 'return_requested'] as const;
export type NdrState = (typeof NDR_STATES)[number];

/**
 * The shop's check of a parcel that came back to origin (RTO), line by line, like a return's quality check:
 * `restock` puts the line back into stock; `damaged` keeps it out.
 */
export const RTO_CONDITIONS = ['restock', 'damaged'] as const;
export type RtoCondition = (typeof RTO_CONDITIONS)[number];

/** What the shop may ask of the courier about a failed delivery. */
export const NDR_ACTIONS = ['reattempt', 'return'] as const;
export type NdrAction = (typeof NDR_ACTIONS)[number];

/** An unbooked order waits this long after it was placed before it counts as needing a hand. */
export const UNBOOKED_GRACE_MINUTES = 10;

/** Most characters of a cancellation or refund reason, a staff note, an NDR comment and a shop reply. */
export const REASON_MAX = 500;
export const STAFF_NOTE_MAX = 2_000;
export const REVIEW_REPLY_MAX = 1_000;

import type { OrderBadge } from '@vastra/domain/after-sale';
import { splitVariantKey } from '@vastra/domain/catalog';
import { formatRupees, paise } from '@vastra/domain/money';
import type { PaymentInstrument } from '@vastra/domain/orders';
import type { ReturnReason, ReturnState } from '@vastra/domain/returns';
import { readTimestamp } from '@vastra/domain/time';
import type { DisplayStatus, OrderDetailsLabel } from '@vastra/domain/tracking';
import { msg, type Message, type Translator } from '../../../lib/i18n';

// The labels the domain keeps in English (packages/domain), marked here so the orders screens show them in the
// shopper's language: each map says, key for key, the domain's English (../orders-in-hindi.test.tsx checks it).

/** The display statuses and the order details labels (docs/rules/shipping.md#display-statuses). */
export const STATUS_MESSAGES: Readonly<Record<DisplayStatus | OrderDetailsLabel, Message>> = {
  Ordered: msg('Ordered'),
  Invoiced: msg('Invoiced'),
  Packed: msg('Packed'),
  'Awaiting shipment': msg('Awaiting shipment'),
  Processing: msg('Processing'),
  Shipped: msg('Shipped'),
  'In Transit': msg('In Transit'),
  'Out for delivery': msg('Out for delivery'),
  Delivered: msg('Delivered'),
  Cancelled: msg('Cancelled'),
  Removed: msg('Removed'),
  Returned: msg('Returned'),
  Unknown: msg('Unknown'),
};

/**
 * Shiprocket's shipment status labels that reach a shopper as written (docs/rules/shipping.md#display-statuses shows
 * a text none of the shop's statuses classifies as it is), shown in Hindi on a Hindi page
 * (docs/decisions/187-courier-labels-in-hindi.md): keyed by the label in capitals, words single-spaced, as Shiprocket
 * writes them in several ways ("AWB Assigned", "PICKUP SCHEDULED", "Pickup_Scheduled").
 */
const COURIER_LABEL_MESSAGES: Readonly<Record<string, Message>> = {
  'AWB ASSIGNED': msg('AWB assigned'),
  'LABEL GENERATED': msg('Label generated'),
  'PICKUP SCHEDULED': msg('Pickup scheduled'),
  'PICKUP GENERATED': msg('Pickup scheduled'),
  'PICKUP SCHEDULED/GENERATED': msg('Pickup scheduled'),
  'PICKUP QUEUED': msg('Pickup queued'),
  'PICKUP BOOKED': msg('Pickup booked'),
  'PICKUP RESCHEDULED': msg('Pickup rescheduled'),
  'OUT FOR PICKUP': msg('Out for pickup'),
  'PICKUP EXCEPTION': msg('Pickup delayed'),
  'PICKUP ERROR': msg('Pickup delayed'),
  PENDING: msg('Pending'),
  UNDELIVERED: msg('Not delivered'),
  DELAYED: msg('Delayed'),
  'REACHED AT DESTINATION (HUB)': msg('Reached the destination hub'),
  'REACHED WAREHOUSE': msg('Reached the warehouse'),
  MISROUTED: msg('Misrouted'),
  LOST: msg('Lost in transit'),
  DAMAGED: msg('Damaged in transit'),
};

const courierLabelKey = (text: string) =>
  text
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toUpperCase();

/**
 * A status in the shopper's language: the shop's own, and on a Hindi page Shiprocket's common labels too; any other
 * courier text, and every courier text on an English page, as the courier wrote it.
 */
export function statusText(tm: Translator['tm'], status: string): string {
  if (Object.hasOwn(STATUS_MESSAGES, status)) return tm(STATUS_MESSAGES[status as DisplayStatus]);
  const key = courierLabelKey(status);
  const label = Object.hasOwn(COURIER_LABEL_MESSAGES, key) ? COURIER_LABEL_MESSAGES[key] : undefined;
  const shown = label === undefined ? undefined : tm(label);
  // An English page's translator gives the English back: the courier's own words stay as written.
  return shown === undefined || shown === label ? status : shown;
}

/** The domain's RETURN_STATE_LABELS. */
export const RETURN_STATE_MESSAGES: Readonly<Record<ReturnState, Message>> = {
  requested: msg('Requested'),
  approved: msg('Approved'),
  pickup_scheduled: msg('Pickup scheduled'),
  picked_up: msg('Picked up'),
  received: msg('Received'),
  refunded: msg('Refunded'),
  exchange_shipped: msg('Exchange shipped'),
  rejected: msg('Rejected'),
};

/** The domain's RETURN_REASON_LABELS. */
export const RETURN_REASON_MESSAGES: Readonly<Record<ReturnReason, Message>> = {
  too_small: msg('Size too small'),
  too_large: msg('Size too large'),
  not_as_pictured: msg('Not as pictured'),
  damaged: msg('Damaged'),
  other: msg('Other'),
};

/** The domain's ORDER_BADGE_LABELS. */
export const ORDER_BADGE_MESSAGES: Readonly<Record<OrderBadge, Message>> = {
  partly_refunded: msg('Partly refunded'),
  refunded: msg('Refunded'),
  return_requested: msg('Return requested'),
  exchange_shipped: msg('Exchange shipped'),
  failed_delivery: msg('Failed delivery'),
  rto_in_transit: msg('RTO in transit'),
  returned_to_us: msg('Returned to us'),
};

/** The domain's PAYMENT_INSTRUMENT_LABELS. */
export const PAYMENT_INSTRUMENT_MESSAGES: Readonly<Record<PaymentInstrument, Message>> = {
  upi: msg('UPI'),
  card: msg('Card'),
  netbanking: msg('Net banking'),
  wallet: msg('Wallet'),
  emi: msg('EMI'),
};

/** The last reason to cancel: the shopper gives her own words instead. */
export const OTHER_CANCEL_REASON = msg('Other');

/** The reasons a shopper picks from to cancel, sent to the shop in English whatever her language. */
export const CANCEL_REASONS = [
  msg('Ordered by mistake'),
  msg('Found a better price'),
  msg('Delivery date too late'),
  msg('Want to change size or colour'),
  OTHER_CANCEL_REASON,
] as const;

/** A cancellation's reason: one of the reasons offered in the shopper's language, her own words as she wrote them. */
export function cancelReasonText(tm: Translator['tm'], reason: string): string {
  const offered = CANCEL_REASONS.find((choice) => choice === reason);
  return offered ? tm(offered) : reason;
}

/**
 * A line's variant as the domain's variantLabel words it, in the shopper's language: "Size: M · Colour: Red" for a
 * product with a second option; null for a one-option key (each screen keeps its own text for a size).
 */
export function variantText(t: Translator['t'], key: string, option2Name: string | null | undefined): string | null {
  const [size, option2] = splitVariantKey(key);
  if (!option2Name || option2 === null) return null;
  return t('Size: {size} · {option}: {value}', { size, option: option2Name, value: option2 });
}

type Dates = Pick<Translator, 'formatDate'>;
type Moment = Date | string | number | null | undefined;

/** A moment's IST date in the shopper's language ('23 May 2023', as the domain's formatDateIN), or null. */
export function dateText({ formatDate }: Dates, value: Moment): string | null {
  const date = readTimestamp(value);
  return date === null ? null : formatDate(date, { dateStyle: 'medium' });
}

/** A moment's IST date and time ('23 May 2023, 11:43 am', as the domain's formatDateTimeIN), or null. */
export function dateTimeText({ formatDate }: Dates, value: Moment): string | null {
  const date = readTimestamp(value);
  return date === null ? null : formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "₹600" for whole rupees, "₹599.50" otherwise (as the domain's refund texts show amounts). */
export function priceTag(amountPaise: number): string {
  const text = formatRupees(paise(amountPaise));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

import { DISPLAY_STATUS, classifyTrackingStatus } from './classify-tracking-status';

/**
 * The tracking labels of the order details screen (docs/rules/shipping.md#display-statuses, after the display statuses
 * table).
 */
export const ORDER_DETAILS_LABELS = [
  'Cancelled',
  'Removed',
  'Delivered',
  'Returned',
  'In Transit',
  'Out for delivery',
  'Processing',
  'Unknown',
] as const;

/** One of the order details tracking labels. */
export type OrderDetailsLabel = (typeof ORDER_DETAILS_LABELS)[number];

/**
 * What the label is read from: the order's own status and its shipping record (docs/rules/orders.md#data, Tracking
 * response).
 */
export interface OrderDetailsLabelInput {
  orderStatus?: string | null | undefined;
  courierStatus?: string | null | undefined;
  removedFromShiprocket?: boolean | null | undefined;
  cancellationReason?: string | null | undefined;
}

// Pre-shipment states of our orders and of Shiprocket (docs/rules/third-parties.md#shiprocket-status-codes "Order
// placed" bucket).
const PROCESSING =
  /^(new|placed|pending|processing|confirmed|booked)$|\bawb assigned\b|\bpickup\b|\blabel generated\b|\bmanifest generated\b|\bready to ship\b/;

// Hub scans and hand-overs between pickup and delivery (docs/rules/third-parties.md#shiprocket-status-codes codes 6,
// 18, 38, 48).
const IN_TRANSIT = /\breached\b|\bhub\b|\bshipped\b|\bmisrouted\b|\bdelayed\b/;

const NOT_DELIVERED = /\bundelivered\b|\bnot delivered\b|\bdelivery (attempt )?failed\b|\bndr\b/;

const simplify = (text: string | null | undefined): string =>
  (text ?? '')
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The order details tracking label (docs/rules/shipping.md#display-statuses): a courier status 'new' shows Cancelled
 * when the order was removed from the shipper, is cancelled/canceled, or has a cancellation reason; otherwise
 * cancellation, removal and return come before the delivery progress the text describes.
 */
export function orderDetailsLabel(input: OrderDetailsLabelInput): OrderDetailsLabel {
  const courier = simplify(input.courierStatus);
  const order = simplify(input.orderStatus);
  const removed = input.removedFromShiprocket === true;
  const orderCancelled = order === 'cancelled' || order === 'canceled';
  const hasReason = Boolean(input.cancellationReason?.trim());

  if (courier === 'new' && (removed || orderCancelled || hasReason)) return 'Cancelled';
  if (orderCancelled || /\bcancel/.test(courier)) return 'Cancelled';
  if (removed) return 'Removed';

  const text = courier || order;
  if (text === '') return 'Unknown';
  if (/\breturn|\brto\b/.test(text)) return 'Returned';
  if (PROCESSING.test(text)) return 'Processing';
  // A failed attempt (NDR) leaves the parcel with the courier for a re-attempt: still in transit.
  if (NOT_DELIVERED.test(text)) return 'In Transit';
  if (IN_TRANSIT.test(text) && !/\bdelivered\b/.test(text)) return 'In Transit';
  switch (classifyTrackingStatus(text)) {
    case DISPLAY_STATUS.outForDelivery:
      return 'Out for delivery';
    case DISPLAY_STATUS.delivered:
      return 'Delivered';
    case DISPLAY_STATUS.shipped:
      return 'In Transit';
    case DISPLAY_STATUS.packed:
    case DISPLAY_STATUS.ordered:
    case DISPLAY_STATUS.invoiced:
      return 'Processing';
    case DISPLAY_STATUS.cancelled:
      return 'Cancelled';
    default:
      return 'Unknown';
  }
}

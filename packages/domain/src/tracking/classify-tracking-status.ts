/**
 * The display statuses of docs/rules/shipping.md#display-statuses "Shipment display statuses"; other courier text is
 * shown capitalised.
 */
export const DISPLAY_STATUS = {
  delivered: 'Delivered',
  outForDelivery: 'Out for delivery',
  shipped: 'Shipped',
  packed: 'Packed',
  cancelled: 'Cancelled',
  ordered: 'Ordered',
  invoiced: 'Invoiced',
  awaitingShipment: 'Awaiting shipment',
} as const;

/** One of the fixed display statuses (a classified status may also be other text, capitalised). */
export type DisplayStatus = (typeof DISPLAY_STATUS)[keyof typeof DISPLAY_STATUS];

// Cancellations and returns win over everything: 'RTO Delivered', 'Return delivered' and 'RTO OFD'
// describe a parcel going back to the seller, never a delivery to the shopper.
const CANCELLED = /\bcancel|\breturn|\brto\b|\breject|\bremoved\b/;

// Checked in order after the cancelled and not-delivered guards; the first match wins
// (docs/rules/shipping.md#display-statuses table).
const RULES: ReadonlyArray<readonly [RegExp, DisplayStatus]> = [
  [/\bout for delivery\b/, DISPLAY_STATUS.outForDelivery],
  [/\bdelivered\b/, DISPLAY_STATUS.delivered],
  [/\bshipped\b|\bin transit\b|\bdispatched\b|\bpicked up\b|\bmanifested\b|\bdeparted\b/, DISPLAY_STATUS.shipped],
  [/\bpacked\b|\bready for dispatch\b|\border confirmed\b|\blabel created\b/, DISPLAY_STATUS.packed],
  [/^invoiced$/, DISPLAY_STATUS.invoiced],
  [/^ordered$/, DISPLAY_STATUS.ordered],
];

// Failed deliveries mention "delivered" but are not one: 'Undelivered', 'Not delivered', 'Delivery failed'.
const NOT_DELIVERED = /\bundelivered\b|\bnot delivered\b|\bdelivery (attempt )?failed\b|\bfailed delivery\b/;

// Lower case, with separators couriers use ('IN_TRANSIT', 'RTO-OFD', 'Picked-Up') read as spaces.
function simplify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The raw text trimmed, whitespace collapsed, first letter upper case (docs/rules/shipping.md#display-statuses "Other
 * text").
 */
export function capitalise(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/**
 * True for text that carries no status: empty, or Shiprocket's 'NA' placeholder
 * (docs/rules/third-parties.md#shiprocket-tracking).
 */
export function isBlankStatusText(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  const text = value.trim();
  return text === '' || text.toUpperCase() === 'NA' || text.toUpperCase() === 'N/A';
}

/**
 * True for a courier event that reports a failed delivery attempt (an NDR): 'Undelivered: Customer Not Available',
 * 'Delivery failed'. Returns and cancellations are not (they classify as Cancelled).
 */
export function isFailedDelivery(text: unknown): boolean {
  if (typeof text !== 'string' || isBlankStatusText(text)) return false;
  const simple = simplify(text);
  return !CANCELLED.test(simple) && NOT_DELIVERED.test(simple);
}

/**
 * Classifies courier free text into a display status (docs/rules/shipping.md#display-statuses "Shipment display
 * statuses"): Cancelled before Delivered, so 'RTO Delivered' is Cancelled; 'Undelivered' keeps its own text; unknown
 * text is returned capitalised; no text is 'Awaiting shipment'.
 */
export function classifyTrackingStatus(text: unknown): string {
  if (typeof text !== 'string' || isBlankStatusText(text)) return DISPLAY_STATUS.awaitingShipment;
  const simple = simplify(text);
  if (CANCELLED.test(simple)) return DISPLAY_STATUS.cancelled;
  if (NOT_DELIVERED.test(simple)) return capitalise(text);
  for (const [pattern, status] of RULES) {
    if (pattern.test(simple)) return status;
  }
  return capitalise(text);
}

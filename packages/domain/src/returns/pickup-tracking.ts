import { readTrackingSnapshot } from '../tracking/read-tracking-snapshot';

// A reverse pickup's courier texts ('Out For Pickup', 'Picked Up', 'In Transit', 'Return Delivered'…): collected
// once it is picked up or on its way back. Texts about a pickup not made yet or failed never count.
const COLLECTED = /\bpicked up\b|\bin transit\b|\bshipped\b|\bdelivered\b|\breached\b|\bdeparted\b/;
const NOT_YET =
  /\bout for pickup\b|\bpickup (exception|failed|rescheduled|scheduled|cancelled)\b|\bnot picked\b|\bcancel/;

const simplify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** True when a courier status text says a reverse pickup's parcel has been collected. */
export function pickupTextSaysCollected(text: string | null | undefined): boolean {
  if (!text) return false;
  const s = simplify(text);
  return !NOT_YET.test(s) && COLLECTED.test(s);
}

/** True when a raw tracking answer (any shape readTrackingSnapshot reads) says the parcel was collected. */
export function pickupCollected(raw: unknown): boolean {
  const snapshot = readTrackingSnapshot(raw);
  const latest = snapshot.courierStatus ?? snapshot.timeline[0]?.statusText ?? null;
  return pickupTextSaysCollected(latest);
}

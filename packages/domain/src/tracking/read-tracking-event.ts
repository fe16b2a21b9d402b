import { readTimestamp } from '../time';
import { DISPLAY_STATUS, classifyTrackingStatus, isBlankStatusText } from './classify-tracking-status';
import type { TrackingTimelineEntry } from './tracking-snapshot';

/**
 * Keys that may carry an event's text, most descriptive first (docs/rules/shipping.md#data,
 * docs/rules/third-parties.md#shiprocket-tracking).
 */
export const STATUS_TEXT_KEYS = [
  'statusText',
  'status_text',
  'activity',
  'status',
  'current_status',
  'currentStatus',
  'sr-status-label',
  'shipment_status',
  'remarks',
  'description',
  'message',
  'scan_type',
  'event',
] as const;

/** Keys that may carry an event's time (docs/rules/shipping.md#data). */
export const TIME_KEYS = [
  'timestamp',
  'date',
  'created_at',
  'createdAt',
  'updated_at',
  'updatedAt',
  'event_time',
  'eventTime',
  'time',
  'datetime',
  'date_time',
  'scan_date_time',
  'scanDateTime',
  'activity_date',
  'current_timestamp',
] as const;

/** Keys that may carry an event's location (docs/rules/shipping.md#data). */
export const LOCATION_KEYS = [
  'location',
  'city',
  'scanned_location',
  'scan_location',
  'current_location',
  'currentLocation',
  'place',
  'hub',
  'branch',
  'area',
] as const;

const DESCRIPTION_KEYS = ['description', 'remarks', 'instructions', 'details', 'message'] as const;

type Raw = Readonly<Record<string, unknown>>;

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first usable text under `keys`: a non-blank string other than Shiprocket's 'NA'. */
export function pickText(raw: Raw, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && !isBlankStatusText(value)) return value.replace(/\s+/g, ' ').trim();
  }
  return null;
}

/** The first usable location, also when given as an object such as `{ city, state }`. */
export function pickLocation(raw: Raw): string | null {
  for (const key of LOCATION_KEYS) {
    const value = raw[key];
    const text = isRecord(value) ? pickText(value, ['name', 'city', 'location', 'state']) : pickText(raw, [key]);
    if (text) return text.slice(0, 300);
  }
  return null;
}

/**
 * The first readable time under `keys`, as ISO 8601 (10-digit numbers are seconds; docs/rules/constants.md Date
 * reading).
 */
export function pickTime(raw: Raw, keys: readonly string[]): string | null {
  for (const key of keys) {
    const date = readTimestamp(raw[key]);
    if (date) return date.toISOString();
  }
  return null;
}

const FIXED_STATUSES: ReadonlySet<string> = new Set(Object.values(DISPLAY_STATUS));

/**
 * Reads one courier event tolerantly (docs/rules/shipping.md#data): text from statusText, activity, status, remarks and
 * similar (skipping 'NA'), classified from Shiprocket's 'sr-status-label' when it names a known
 * status; or null when the event has no text.
 */
export function readTrackingEvent(raw: unknown): TrackingTimelineEntry | null {
  if (!isRecord(raw)) return null;
  const statusText = pickText(raw, STATUS_TEXT_KEYS);
  if (!statusText) return null;
  const description = pickText(raw, DESCRIPTION_KEYS);
  return {
    statusText: statusText.slice(0, 500),
    status: statusOf(raw, statusText).slice(0, 500),
    timestamp: pickTime(raw, TIME_KEYS),
    location: pickLocation(raw),
    description: description && description !== statusText ? description.slice(0, 1_000) : null,
  };
}

// A stored entry keeps its classified status; Shiprocket's label wins when it names a known status.
function statusOf(raw: Raw, statusText: string): string {
  if (typeof raw.statusText === 'string' && typeof raw.status === 'string' && !isBlankStatusText(raw.status)) {
    return raw.status;
  }
  const fromLabel = classifyTrackingStatus(raw['sr-status-label']);
  const labelKnown = FIXED_STATUSES.has(fromLabel) && fromLabel !== DISPLAY_STATUS.awaitingShipment;
  return labelKnown ? fromLabel : classifyTrackingStatus(statusText);
}

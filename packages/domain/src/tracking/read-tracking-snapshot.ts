import { isRecord, pickLocation, pickText, pickTime, readTrackingEvent } from './read-tracking-event';
import { MAX_TIMELINE_ENTRIES } from './tracking-snapshot';
import type { TrackingSnapshot, TrackingTimelineEntry } from './tracking-snapshot';

type Raw = Readonly<Record<string, unknown>>;

// Where a list of events may sit: Shiprocket's tracking_data, its webhook's scans, or our own snapshot.
const EVENT_LIST_KEYS = [
  'shipment_track_activities',
  'scans',
  'timeline',
  'activities',
  'events',
  'history',
  'tracking_history',
  'trackingHistory',
  'checkpoints',
] as const;

const COURIER_STATUS_KEYS = ['courierStatus', 'current_status', 'currentStatus', 'shipment_status', 'status'] as const;
const UPDATED_KEYS = ['lastUpdated', 'last_updated', 'updated_at', 'updatedAt', 'current_timestamp'] as const;

// Unwraps { tracking_data }, { tracking }, and the array [{ tracking_data }] of Shiprocket's
// track-by-order call (docs/rules/third-parties.md#shiprocket-tracking); a plain array is a list of events.
function unwrap(raw: unknown, depth = 0): Raw | readonly unknown[] | null {
  if (depth > 3) return null;
  if (Array.isArray(raw)) {
    const list: readonly unknown[] = raw;
    const first = list[0];
    if (isRecord(first) && isRecord(first.tracking_data)) return unwrap(first, depth + 1);
    return list;
  }
  if (!isRecord(raw)) return null;
  if (isRecord(raw.tracking_data)) return unwrap(raw.tracking_data, depth + 1);
  if (isRecord(raw.tracking) || Array.isArray(raw.tracking)) return unwrap(raw.tracking, depth + 1);
  return raw;
}

function eventsOf(data: Raw): readonly unknown[] {
  for (const key of EVENT_LIST_KEYS) {
    const value = data[key];
    if (Array.isArray(value)) return value;
  }
  return [];
}

// Newest first; events without a time keep their order after the dated ones.
function newestFirst(entries: TrackingTimelineEntry[]): TrackingTimelineEntry[] {
  const time = (entry: TrackingTimelineEntry) => (entry.timestamp ? Date.parse(entry.timestamp) : -Infinity);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(b.entry) - time(a.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The first shipment_track row of Shiprocket's tracking_data, if any (docs/rules/third-parties.md#shiprocket-tracking).
 */
function shipmentTrack(data: Raw): Raw {
  const rows = data.shipment_track;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  return isRecord(first) ? first : {};
}

/**
 * Builds a tracking snapshot from any tracking payload (docs/rules/shipping.md#data): Shiprocket's
 * `{ tracking_data }` or `[{ tracking_data }]`, a webhook body with scans, a plain array of
 * events, or a stored snapshot; unreadable input gives an empty snapshot.
 */
export function readTrackingSnapshot(raw: unknown): TrackingSnapshot {
  const data = unwrap(raw);
  const record: Raw = data && !Array.isArray(data) ? (data as Raw) : {};
  const events = Array.isArray(data) ? data : eventsOf(record);
  const timeline = newestFirst(
    events.map(readTrackingEvent).filter((entry): entry is TrackingTimelineEntry => entry !== null),
  ).slice(0, MAX_TIMELINE_ENTRIES);
  const latest = timeline[0];
  const courierStatus =
    pickText(shipmentTrack(record), ['current_status']) ??
    pickText(record, COURIER_STATUS_KEYS) ??
    latest?.statusText ??
    null;
  return {
    courierStatus: courierStatus?.slice(0, 500) ?? null,
    lastUpdated: latest?.timestamp ?? pickTime(record, UPDATED_KEYS),
    location: timeline.find((entry) => entry.location)?.location ?? pickLocation(record),
    timeline,
  };
}

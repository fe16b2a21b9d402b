import type { TrackingSnapshot, TrackingTimelineEntry } from './tracking-snapshot';

/**
 * A cached tracking answer on the orders list is fresh this long (docs/rules/constants.md Orders list tracking cache).
 */
export const TRACKING_CACHE_FRESH_MS = 120_000;

/** Non-final orders on the list are refreshed this often (docs/rules/constants.md Orders list re-refresh). */
export const ORDERS_REREFRESH_MS = 90_000;

/** One order's tracking is refreshed at most this often (docs/rules/constants.md: at most once a minute). */
export const PER_ORDER_MIN_REFRESH_MS = 60_000;

/** Revisiting the list within this long skips the refetch (docs/rules/constants.md Orders list revisit). */
export const REVISIT_SKIP_MS = 45_000;

/** Tracking fetches in flight at once (docs/rules/constants.md Tracking fetch concurrency). */
export const TRACKING_FETCH_CONCURRENCY = 2;

/** Pause between tracking fetch batches (docs/rules/constants.md). */
export const TRACKING_FETCH_PAUSE_MS = 200;

/** Most random jitter added to that pause (docs/rules/constants.md). */
export const TRACKING_FETCH_JITTER_MS = 120;

/** Refreshes in flight at once (docs/rules/constants.md Refresh concurrency). */
export const REFRESH_CONCURRENCY = 3;

/** Pause between refresh batches (docs/rules/constants.md). */
export const REFRESH_PAUSE_MS = 250;

/** Order details re-fetch interval until a final status (docs/rules/constants.md Order detail auto-refresh). */
export const ORDER_DETAIL_REFRESH_MS = 60_000;

/** Tracking entries previewed on an order card (docs/rules/constants.md Timeline preview: last 3). */
export const TIMELINE_PREVIEW = 3;

/** Product images shown per order (docs/rules/constants.md Order images shown). */
export const ORDER_IMAGES_MAX = 4;

/** Texts of the orders screens when tracking is empty (docs/rules/orders.md#orders-list, Order details). */
export const TRACKING_TEXTS = {
  noUpdates: 'No tracking updates yet.',
  shippingSoon: 'Shipping Soon!',
  noOrders: 'No orders found for your account.',
} as const;

/**
 * The pause before the next tracking batch: 200 ms plus `random` (0–1) times 120 ms of jitter
 * (docs/rules/constants.md).
 */
export function trackingFetchPauseMs(random: number): number {
  const unit = Math.min(Math.max(Number.isFinite(random) ? random : 0, 0), 1);
  return TRACKING_FETCH_PAUSE_MS + Math.round(unit * TRACKING_FETCH_JITTER_MS);
}

/** True while something fetched at `fetchedAtMs` is younger than `maxAgeMs` at `nowMs`. */
export function isFresh(fetchedAtMs: number | null | undefined, nowMs: number, maxAgeMs: number): boolean {
  return typeof fetchedAtMs === 'number' && nowMs - fetchedAtMs < maxAgeMs;
}

/** The newest events that have a location, at most `limit` (docs/rules/orders.md#orders-list: up to the last three). */
export function latestLocations(
  snapshot: Pick<TrackingSnapshot, 'timeline'> | null | undefined,
  limit: number = TIMELINE_PREVIEW,
): TrackingTimelineEntry[] {
  return (snapshot?.timeline ?? []).filter((entry) => entry.location).slice(0, Math.max(0, limit));
}

/**
 * The synthetic first timeline entry 'Ordered' at the order's creation (docs/rules/shipping.md#display-statuses display
 * statuses).
 */
export function orderedTimelineEntry(createdAtIso: string | null): TrackingTimelineEntry {
  return { statusText: 'Ordered', status: 'Ordered', timestamp: createdAtIso, location: null, description: null };
}

export {
  DISPLAY_STATUS,
  classifyTrackingStatus,
  capitalise,
  isBlankStatusText,
  isFailedDelivery,
} from './classify-tracking-status';
export type { DisplayStatus } from './classify-tracking-status';
export { ORDER_DETAILS_LABELS, orderDetailsLabel } from './order-details-label';
export type { OrderDetailsLabel, OrderDetailsLabelInput } from './order-details-label';
export { FINAL_STATUSES, isFinalStatus } from './is-final-status';
export {
  TrackingTimelineEntry,
  TrackingSnapshot,
  EMPTY_TRACKING_SNAPSHOT,
  MAX_TIMELINE_ENTRIES,
} from './tracking-snapshot';
export { readTrackingEvent, STATUS_TEXT_KEYS, TIME_KEYS, LOCATION_KEYS } from './read-tracking-event';
export { readTrackingSnapshot } from './read-tracking-snapshot';
export {
  TRACKING_CACHE_FRESH_MS,
  ORDERS_REREFRESH_MS,
  PER_ORDER_MIN_REFRESH_MS,
  REVISIT_SKIP_MS,
  TRACKING_FETCH_CONCURRENCY,
  TRACKING_FETCH_PAUSE_MS,
  TRACKING_FETCH_JITTER_MS,
  REFRESH_CONCURRENCY,
  REFRESH_PAUSE_MS,
  ORDER_DETAIL_REFRESH_MS,
  TIMELINE_PREVIEW,
  ORDER_IMAGES_MAX,
  TRACKING_TEXTS,
  trackingFetchPauseMs,
  isFresh,
  latestLocations,
  orderedTimelineEntry,
} from './orders-list-timing';

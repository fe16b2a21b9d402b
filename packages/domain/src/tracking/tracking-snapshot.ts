import { z } from 'zod';

/** Most timeline entries kept in one snapshot, so stored snapshots stay small (ours). */
export const MAX_TIMELINE_ENTRIES = 200;

/**
 * One tracking event as the shop shows it (docs/rules/shipping.md#data): the courier's text, its
 * classified display status, an ISO 8601 time, the location and an optional longer description.
 */
export const TrackingTimelineEntry = z.object({
  statusText: z.string().max(500),
  status: z.string().max(500),
  timestamp: z.iso.datetime().nullable(),
  location: z.string().max(300).nullable(),
  description: z.string().max(1_000).nullable(),
});
export type TrackingTimelineEntry = z.infer<typeof TrackingTimelineEntry>;

/** A shipment's tracking state, newest event first (docs/rules/shipping.md#data). */
export const TrackingSnapshot = z.object({
  courierStatus: z.string().max(500).nullable(),
  lastUpdated: z.iso.datetime().nullable(),
  location: z.string().max(300).nullable(),
  timeline: z.array(TrackingTimelineEntry).max(MAX_TIMELINE_ENTRIES),
});
export type TrackingSnapshot = z.infer<typeof TrackingSnapshot>;

/** A snapshot with nothing known yet ('Shipping Soon!' on order details, docs/rules/orders.md#order-details). */
export const EMPTY_TRACKING_SNAPSHOT: TrackingSnapshot = {
  courierStatus: null,
  lastUpdated: null,
  location: null,
  timeline: [],
};

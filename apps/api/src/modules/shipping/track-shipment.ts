import type { TrackingResponse } from '@vastra/domain/api';
import {
  MAX_TIMELINE_ENTRIES,
  TrackingSnapshot,
  orderedTimelineEntry,
  readTrackingSnapshot,
} from '@vastra/domain/tracking';
import type { ShippingLog } from './shipping-log';
import type { Clock } from '../../shared/clock';
import type { FollowTracking, FollowedTracking } from './follow-tracking';
import type { ShippingProvider } from './shipping.port';
import type { ShippingRecord } from './shipping.repository';

/**
 * The provider's tracking plus the synthetic 'Ordered' entry at the order's creation
 * (docs/rules/shipping.md#display-statuses).
 */
export function withOrderedEntry(snapshot: TrackingSnapshot, createdAt: Date): TrackingSnapshot {
  const ordered = orderedTimelineEntry(createdAt.toISOString());
  const timeline = [...snapshot.timeline.slice(0, MAX_TIMELINE_ENTRIES - 1), ordered];
  return { ...snapshot, lastUpdated: snapshot.lastUpdated ?? ordered.timestamp, timeline };
}

interface Cached {
  snapshot: TrackingSnapshot;
  at: number;
}

/**
 * Tracking reads (docs/rules/shipping.md#data): each shipment's answer is reused for a short time and
 * concurrent reads share one provider call, so polling browsers do not multiply provider calls;
 * every fresh answer is stored on the order and followed by its status.
 */
export function createShipmentTracker(deps: {
  provider: ShippingProvider;
  followTracking: FollowTracking;
  clock: Clock;
  cacheMs: number;
  log: ShippingLog;
}) {
  const { provider, followTracking, clock, cacheMs, log } = deps;
  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<{ snapshot: TrackingSnapshot; followed?: FollowedTracking | undefined }>>();

  async function fetchFresh(record: ShippingRecord, awb: string) {
    const raw = await provider.track(awb);
    const snapshot = withOrderedEntry(readTrackingSnapshot(raw), record.createdAt);
    const followed = await followTracking(record.id, snapshot);
    cache.set(awb, { snapshot, at: clock.now().getTime() });
    // Bounded: the oldest entry goes first (Map keeps insertion order).
    if (cache.size > 10_000) cache.delete(cache.keys().next().value ?? awb);
    return { snapshot, followed };
  }

  function stored(record: ShippingRecord): TrackingSnapshot {
    const parsed = TrackingSnapshot.safeParse(record.lastTracking);
    return parsed.success ? parsed.data : withOrderedEntry(readTrackingSnapshot(null), record.createdAt);
  }

  /** A fresh read from the provider, shared by concurrent callers; the stored snapshot if it fails. */
  async function refresh(
    record: ShippingRecord,
  ): Promise<{ snapshot: TrackingSnapshot; followed?: FollowedTracking | undefined }> {
    const awb = record.awb;
    if (!awb) return { snapshot: stored(record) };
    let pending = inFlight.get(awb);
    if (!pending) {
      pending = fetchFresh(record, awb).finally(() => inFlight.delete(awb));
      inFlight.set(awb, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // A polling browser keeps what we knew last rather than an error (docs/rules/third-parties.md#shiprocket-limits).
      log.warn({ err: error, awb }, 'tracking refresh failed; answering the stored snapshot');
      return { snapshot: stored(record) };
    }
  }

  return {
    refresh,

    /** The Tracking response of an order: cached for a short time, else read from the provider. */
    async responseFor(record: ShippingRecord): Promise<TrackingResponse> {
      const hit = record.awb ? cache.get(record.awb) : undefined;
      const fresh = hit && clock.now().getTime() - hit.at < cacheMs;
      const { snapshot, followed } = fresh ? { snapshot: hit.snapshot, followed: undefined } : await refresh(record);
      return {
        tracking: snapshot,
        awb: record.awb,
        currentStatus: followed?.shipperStatus ?? record.shipperStatus,
        removedFromShiprocket: record.removedFromShipper,
        cancellationReason: followed?.cancellationReason ?? record.cancellationReason,
      };
    },

    /** Forgets a shipment's cached answer (the simulator moved it). */
    forget(awb: string): void {
      cache.delete(awb);
    },
  };
}

export type ShipmentTracker = ReturnType<typeof createShipmentTracker>;

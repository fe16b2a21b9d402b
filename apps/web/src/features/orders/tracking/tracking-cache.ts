import type { TrackingResponse } from '@vastra/domain/api';

/** One order's fetched tracking and when it was fetched; null when the server had none for it. */
export interface CachedTracking {
  response: TrackingResponse | null;
  fetchedAt: number;
}

/** The orders list's tracking cache: it outlives the screen, so a revisit reuses it (docs/rules/constants.md). */
export interface TrackingCache {
  owner: string | null;
  entries: Map<string, CachedTracking>;
  /** When the list last fetched tracking, for the revisit rule. */
  lastFetchAt: number | null;
}

export function createTrackingCache(owner: string | null = null): TrackingCache {
  return { owner, entries: new Map(), lastFetchAt: null };
}

let shared = createTrackingCache();

/** The app-wide cache of one shopper; another shopper (or a logout) starts an empty one. */
export function trackingCacheFor(owner: string | null): TrackingCache {
  if (shared.owner !== owner) shared = createTrackingCache(owner);
  return shared;
}

/** Drops the shared cache (tests start from a first visit). */
export function forgetTrackingCache(): void {
  shared = createTrackingCache();
}

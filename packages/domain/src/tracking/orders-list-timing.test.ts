import { describe, it, expect } from 'vitest';
import {
  ORDERS_REREFRESH_MS,
  PER_ORDER_MIN_REFRESH_MS,
  REVISIT_SKIP_MS,
  TRACKING_CACHE_FRESH_MS,
  isFresh,
  latestLocations,
  orderedTimelineEntry,
  trackingFetchPauseMs,
} from './orders-list-timing';

describe('orders list constants', () => {
  it('match docs/rules/constants.md', () => {
    expect([TRACKING_CACHE_FRESH_MS, ORDERS_REREFRESH_MS, PER_ORDER_MIN_REFRESH_MS, REVISIT_SKIP_MS]).toEqual([
      120_000, 90_000, 60_000, 45_000,
    ]);
  });
});

describe('trackingFetchPauseMs', () => {
  it.each([
    [0, 200],
    [0.5, 260],
    [1, 320],
    [2, 320],
    [-1, 200],
    [Number.NaN, 200],
  ])('"200 ms pauses plus jitter up to 120 ms": random %d → %i ms', (random, ms) => {
    expect(trackingFetchPauseMs(random)).toBe(ms);
  });
});

describe('isFresh', () => {
  it.each([
    [1_000, 1_000 + 119_999, true],
    [1_000, 1_000 + 120_000, false],
    [null, 5, false],
  ])('fetched %j, now %i → %s (fresh for 120 s)', (fetchedAt, now, expected) => {
    expect(isFresh(fetchedAt, now, TRACKING_CACHE_FRESH_MS)).toBe(expected);
  });
});

describe('latestLocations', () => {
  const entry = (location: string | null) => ({
    statusText: 's',
    status: 'Shipped',
    timestamp: null,
    location,
    description: null,
  });

  it('keeps "up to the last three tracking locations"', () => {
    const timeline = [entry('A'), entry(null), entry('B'), entry('C'), entry('D')];
    expect(latestLocations({ timeline }).map((e) => e.location)).toEqual(['A', 'B', 'C']);
    expect(latestLocations(null)).toEqual([]);
  });
});

describe('orderedTimelineEntry', () => {
  it('is the synthetic "Ordered" entry', () => {
    expect(orderedTimelineEntry('2024-05-01T00:00:00.000Z')).toMatchObject({
      status: 'Ordered',
      statusText: 'Ordered',
    });
  });
});

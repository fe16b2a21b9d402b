import type { TrackingResponse } from '@vastra/domain/api';
import { isFinalStatus } from '@vastra/domain/tracking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { trackingFixture } from '../../../testing/order-fixtures';
import { createTrackingCache, type TrackingCache } from './tracking-cache';
import { createTrackingScheduler, type TrackTarget } from './tracking-scheduler';

const A: TrackTarget = { orderId: 'a', awb: 'AWB-A' };
const B: TrackTarget = { orderId: 'b', awb: null };
const inTransit = trackingFixture({ currentStatus: 'IN TRANSIT' });
const delivered = trackingFixture({ currentStatus: 'DELIVERED' });

type Answer = (target: TrackTarget) => TrackingResponse;

function setup(cache: TrackingCache = createTrackingCache(), answer: Answer = () => inTransit) {
  const batches: string[][] = [];
  const deps = {
    cache,
    fetchBatch: vi.fn(async (targets: TrackTarget[]) => {
      batches.push(targets.map((t) => t.orderId));
      return Object.fromEntries(targets.map((t) => [t.orderId, answer(t)]));
    }),
    fetchOne: vi.fn(async (target: TrackTarget) => answer(target)),
    isFinal: (_target: TrackTarget, latest: TrackingResponse | null) => isFinalStatus(latest?.currentStatus),
    onUpdate: vi.fn(),
    isFatal: (error: unknown) => error instanceof ApiError && error.status === 401,
    onFatal: vi.fn(),
    random: () => 0.5,
  };
  return { deps, batches, scheduler: createTrackingScheduler(deps) };
}

const at = (seconds: number) => vi.advanceTimersByTimeAsync(seconds * 1_000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-10T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('createTrackingScheduler (docs/rules/constants.md orders list limits)', () => {
  it('fetches every open order in ONE batch call on the first visit', async () => {
    const { scheduler, batches, deps } = setup();
    scheduler.start([A, B]);
    await at(0);
    expect(batches).toEqual([['a', 'b']]);
    expect(deps.fetchOne).not.toHaveBeenCalled();
    expect(deps.onUpdate).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('re-refreshes non-final orders every 90 s', async () => {
    const { scheduler, batches } = setup();
    scheduler.start([A, B]);
    await at(89.9);
    expect(batches).toHaveLength(1);
    await at(0.1);
    expect(batches).toHaveLength(2);
    await at(90);
    expect(batches).toEqual([
      ['a', 'b'],
      ['a', 'b'],
      ['a', 'b'],
    ]);
    scheduler.stop();
  });

  it('keeps cached tracking fresh for 120 s: a later visit asks only for what is older', async () => {
    const cache = createTrackingCache('u1');
    const first = setup(cache);
    first.scheduler.start([A]);
    await at(0);
    first.scheduler.stop();

    await at(60); // a revisit after 60 s: A is 60 s old, B was never fetched
    const second = setup(cache);
    second.scheduler.start([A, B]);
    await at(0);
    expect(second.batches).toEqual([['b']]);
    second.scheduler.stop();

    await at(60); // 120 s after A's fetch
    const third = setup(cache);
    third.scheduler.start([A, B]);
    await at(0);
    expect(third.batches).toEqual([['a']]);
    third.scheduler.stop();
  });

  it('skips the refetch on a revisit within 45 s of the last fetch', async () => {
    const cache = createTrackingCache('u1');
    const first = setup(cache);
    first.scheduler.start([A]);
    await at(0);
    first.scheduler.stop();

    await at(44);
    const revisit = setup(cache);
    revisit.scheduler.start([A, B]);
    await at(0);
    expect(revisit.batches).toEqual([]);
    expect(revisit.scheduler.polling).toBe(true);
    revisit.scheduler.stop();

    await at(2); // 46 s: B, never fetched, is asked for; A is still fresh
    const later = setup(cache);
    later.scheduler.start([A, B]);
    await at(0);
    expect(later.batches).toEqual([['b']]);
    later.scheduler.stop();
  });

  it('refreshes each order at most once a minute', async () => {
    const cache = createTrackingCache('u1');
    const { scheduler, batches } = setup(cache);
    scheduler.start([A, B]);
    await at(60);
    // B's tracking was fetched again at 60 s (e.g. by a slow fallback call): the 90 s round leaves it.
    cache.entries.set('b', { response: inTransit, fetchedAt: Date.now() });
    await at(30);
    expect(batches).toEqual([['a', 'b'], ['a']]);
    await at(90);
    expect(batches.at(-1)).toEqual(['a', 'b']);
    scheduler.stop();
  });

  it('stops polling an order once its status is final, and stops altogether when all are', async () => {
    let bDelivered = false;
    const { scheduler, batches } = setup(createTrackingCache(), (t) =>
      t.orderId === 'b' && bDelivered ? delivered : t.orderId === 'a' ? delivered : inTransit,
    );
    scheduler.start([A, B]);
    await at(0);
    expect(scheduler.polling).toBe(true);
    bDelivered = true;
    await at(90);
    expect(batches).toEqual([['a', 'b'], ['b']]);
    expect(scheduler.polling).toBe(false);
    await at(600);
    expect(batches).toHaveLength(2);
  });

  it('falls back to per-order calls, 2 at a time with 200 ms + jitter pauses', async () => {
    const { scheduler, deps } = setup();
    deps.fetchBatch.mockRejectedValue(new ApiError(502, 'Bad gateway'));
    const targets = ['1', '2', '3', '4', '5'].map((orderId) => ({ orderId, awb: null }));
    scheduler.start(targets);
    await at(0);
    expect(deps.fetchOne).toHaveBeenCalledTimes(2);
    await at(0.259); // random 0.5 → 200 + 60 ms
    expect(deps.fetchOne).toHaveBeenCalledTimes(2);
    await at(0.001);
    expect(deps.fetchOne).toHaveBeenCalledTimes(4);
    await at(0.26);
    expect(deps.fetchOne).toHaveBeenCalledTimes(5);
    scheduler.stop();
  });

  it('refreshes 3 at a time with 250 ms pauses', async () => {
    const { scheduler, deps } = setup();
    deps.fetchBatch.mockRejectedValue(new ApiError(502, 'Bad gateway'));
    const targets = ['1', '2', '3', '4', '5', '6', '7'].map((orderId) => ({ orderId, awb: null }));
    scheduler.start(targets);
    await at(5);
    deps.fetchOne.mockClear();
    await at(85); // the 90 s round

    expect(deps.fetchOne).toHaveBeenCalledTimes(3);
    await at(0.249);
    expect(deps.fetchOne).toHaveBeenCalledTimes(3);
    await at(0.001);
    expect(deps.fetchOne).toHaveBeenCalledTimes(6);
    await at(0.25);
    expect(deps.fetchOne).toHaveBeenCalledTimes(7);
    scheduler.stop();
  });

  it('ends the schedule on a 401', async () => {
    const { scheduler, deps } = setup();
    deps.fetchBatch.mockRejectedValue(new ApiError(401, 'Authentication required'));
    scheduler.start([A, B]);
    await at(0);
    expect(deps.onFatal).toHaveBeenCalledTimes(1);
    expect(deps.fetchOne).not.toHaveBeenCalled();
    expect(scheduler.polling).toBe(false);
  });
});

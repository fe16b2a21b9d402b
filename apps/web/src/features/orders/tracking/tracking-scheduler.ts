import { MAX_TRACK_AWBS, type TrackingResponse } from '@vastra/domain/api';
import {
  ORDERS_REREFRESH_MS,
  PER_ORDER_MIN_REFRESH_MS,
  REFRESH_CONCURRENCY,
  REFRESH_PAUSE_MS,
  REVISIT_SKIP_MS,
  TRACKING_CACHE_FRESH_MS,
  TRACKING_FETCH_CONCURRENCY,
  isFresh,
  trackingFetchPauseMs,
} from '@vastra/domain/tracking';
import type { TrackingCache } from './tracking-cache';

/** An order whose tracking the list shows. */
export interface TrackTarget {
  orderId: string;
  awb: string | null;
}

export interface TrackingSchedulerDeps {
  cache: TrackingCache;
  /** One batch call for many orders: their tracking keyed by order id (missing ones had none). */
  fetchBatch: (targets: TrackTarget[]) => Promise<Record<string, TrackingResponse>>;
  /** The per-order call, used only when a batch call fails. */
  fetchOne: (target: TrackTarget) => Promise<TrackingResponse>;
  /** True once the order's status is final: it is not polled any more (docs/rules/shipping.md#display-statuses). */
  isFinal: (target: TrackTarget, latest: TrackingResponse | null) => boolean;
  /** The cache changed. */
  onUpdate: () => void;
  /** A failure that ends the schedule (a 401); other failures wait for the next round. */
  isFatal: (error: unknown) => boolean;
  onFatal: (error: unknown) => void;
  now?: () => number;
  random?: () => number;
}

type Pass = { maxAgeMs: number; concurrency: number; pauseMs: () => number };

/**
 * The orders list's tracking limits (docs/rules/constants.md): a first fetch of the orders whose cached tracking is
 * older than 120 s (skipped entirely on a revisit within 45 s of the last fetch), then every 90 s a
 * refresh of the non-final orders not fetched in the last minute. Tracking is asked in batch calls;
 * only if one fails are the orders asked one by one. Fetches run 2 at a time with 200 ms pauses plus
 * up to 120 ms jitter, refreshes 3 at a time with 250 ms pauses. Polling stops once all are final.
 */
export function createTrackingScheduler(deps: TrackingSchedulerDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const { cache } = deps;
  let targets: TrackTarget[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  let running = false;
  let stopped = false;

  const fetchPass: Pass = {
    maxAgeMs: TRACKING_CACHE_FRESH_MS,
    concurrency: TRACKING_FETCH_CONCURRENCY,
    pauseMs: () => trackingFetchPauseMs(random()),
  };
  const refreshPass: Pass = {
    maxAgeMs: PER_ORDER_MIN_REFRESH_MS,
    concurrency: REFRESH_CONCURRENCY,
    pauseMs: () => REFRESH_PAUSE_MS,
  };

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const latest = (target: TrackTarget) => cache.entries.get(target.orderId)?.response ?? null;
  const open = () => targets.filter((target) => !deps.isFinal(target, latest(target)));

  function stop() {
    stopped = true;
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function fatal(error: unknown): boolean {
    if (!deps.isFatal(error)) return false;
    if (!stopped) deps.onFatal(error);
    stop();
    return true;
  }

  /** Runs `work` over `items`, `limit` at a time, each worker pausing between its calls. */
  async function pool<T>(items: T[], limit: number, pauseMs: () => number, work: (item: T) => Promise<void>) {
    let next = 0;
    const worker = async () => {
      while (!stopped && next < items.length) {
        const item = items[next++] as T;
        await work(item);
        if (!stopped && next < items.length) await sleep(pauseMs());
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  }

  async function run(pass: Pass) {
    if (stopped || running) return;
    const due = open().filter((target) => !isFresh(cache.entries.get(target.orderId)?.fetchedAt, now(), pass.maxAgeMs));
    if (due.length > 0) {
      running = true;
      cache.lastFetchAt = now();
      const batches: TrackTarget[][] = [];
      for (let i = 0; i < due.length; i += MAX_TRACK_AWBS) batches.push(due.slice(i, i + MAX_TRACK_AWBS));
      const unanswered: TrackTarget[] = [];
      try {
        await pool(batches, pass.concurrency, pass.pauseMs, async (batch) => {
          try {
            const found = await deps.fetchBatch(batch);
            for (const target of batch)
              cache.entries.set(target.orderId, { response: found[target.orderId] ?? null, fetchedAt: now() });
          } catch (error) {
            if (!fatal(error)) unanswered.push(...batch);
          }
        });
        await pool(unanswered, pass.concurrency, pass.pauseMs, async (target) => {
          try {
            cache.entries.set(target.orderId, { response: await deps.fetchOne(target), fetchedAt: now() });
          } catch (error) {
            fatal(error);
          }
        });
      } finally {
        running = false;
      }
      if (!stopped) deps.onUpdate();
    }
    if (open().length === 0) stop();
  }

  return {
    /** Starts the schedule for these orders (docs/rules/constants.md timings). */
    start(initial: TrackTarget[]) {
      targets = initial;
      stopped = false;
      timer = setInterval(() => void run(refreshPass), ORDERS_REREFRESH_MS);
      if (!isFresh(cache.lastFetchAt, now(), REVISIT_SKIP_MS)) void run(fetchPass);
      else if (open().length === 0) stop();
    },
    stop,
    /** True while the 90 s refresh is scheduled. */
    get polling() {
      return timer !== null;
    },
  };
}

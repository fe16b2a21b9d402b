import { describe, expect, it } from 'vitest';
import { firstReconcileAt, nextReconcileAt, RECONCILE_WINDOW_MS } from './payment-reconcile';

const created = new Date('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('payment reconciliation schedule', () => {
  it('first checks a gateway order 2 minutes after it was created', () => {
    expect(firstReconcileAt(created)).toEqual(at(2 * MIN));
  });

  it.each([
    [1, 2 * MIN, 12 * MIN],
    [2, 12 * MIN, 72 * MIN],
    [3, 72 * MIN, 72 * MIN + 6 * HOUR],
    [4, 7 * HOUR, 19 * HOUR],
    [9, 40 * HOUR, 52 * HOUR],
  ])('after check %i (at +%i ms) asks again at +%i ms', (checks, nowMs, nextMs) => {
    expect(nextReconcileAt(created, checks, at(nowMs))).toEqual(at(nextMs));
  });

  it('makes the last check at the end of the 3-day window, then gives up', () => {
    expect(nextReconcileAt(created, 8, at(RECONCILE_WINDOW_MS - HOUR))).toEqual(at(RECONCILE_WINDOW_MS));
    expect(nextReconcileAt(created, 9, at(RECONCILE_WINDOW_MS))).toBeNull();
    expect(nextReconcileAt(created, 9, at(RECONCILE_WINDOW_MS + MIN))).toBeNull();
  });
});

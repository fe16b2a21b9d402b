/** Time as a dependency, so limits, expiries and the shipping simulator are testable. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(
  start = new Date('2026-11-21T10:00:00Z'),
): Clock & { advance(ms: number): void; set(d: Date): void } {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (d) => {
      t = d.getTime();
    },
  };
}

/** What the development-only clock control (POST /api/dev/clock) moves: `base` plus an offset that only grows. */
export interface ShiftableClock extends Clock {
  /** Moves the clock `ms` forward (ms > 0; the route checks it). */
  advance(ms: number): void;
  /** Back to `base`'s time (offset 0). */
  reset(): void;
  /** How far ahead of `base` the clock is, in ms. */
  offsetMs(): number;
}

/**
 * The server's clock outside production: `base` (real time, or a test's manual clock) plus an offset the browser
 * journeys move with POST /api/dev/clock, so a sale that starts in an hour is seen starting without waiting an hour
 * (apps/api/src/app.ts uses it only when NODE_ENV is not production).
 */
export function shiftableClock(base: Clock = systemClock): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}

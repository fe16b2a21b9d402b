import { vi } from 'vitest';

/**
 * Fake timers that move only when the test moves them: never with the real clock, so a loaded
 * machine cannot push the app past a moment the test is about to check ("not yet at 0.7 s").
 * (`shouldAdvanceTime` let real time leak into the fake clock, and with it the machine's speed.)
 *
 * Testing Library's waits (findBy*, waitFor) drive fake timers themselves when they recognise
 * Jest's, by a global `jest`: they advance the clock in steps of their interval and give up after
 * their timeout measured on the fake clock, not the wall clock. This hands them Vitest's timers under
 * that name. Call it in beforeEach; `vi.useRealTimers()` and `vi.unstubAllGlobals()` in afterEach
 * undo it.
 */
export function useFakeClock(): void {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVersionAnnouncer } from './version-announcer';

afterEach(() => vi.useRealTimers());

describe('createVersionAnnouncer', () => {
  it('announces the changes of one wait with one bump, and a change made during a bump with the next', async () => {
    // The gathering wait is a timer: the test moves the clock past it instead of sleeping beside it.
    vi.useFakeTimers();
    let bumps = 0;
    let release: () => void = () => undefined;
    const announce = createVersionAnnouncer(async () => {
      bumps += 1;
      if (bumps === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 5);
    const first = [announce(), announce(), announce()];
    await vi.advanceTimersByTimeAsync(5);
    expect(bumps).toBe(1); // the first bump is running (held open)
    const late = announce(); // committed after that bump started: not covered by it
    release();
    await vi.advanceTimersByTimeAsync(5); // the late change's own wait
    await Promise.all([...first, late]);
    expect(bumps).toBe(2);
  });

  it('never rejects when the bump fails', async () => {
    const announce = createVersionAnnouncer(() => Promise.reject(new Error('database gone')), 1);
    await expect(announce()).resolves.toBeUndefined();
  });
});

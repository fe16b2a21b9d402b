import { describe, expect, it } from 'vitest';
import { createVersionAnnouncer } from './version-announcer';

describe('createVersionAnnouncer', () => {
  it('announces the changes of one wait with one bump, and a change made during a bump with the next', async () => {
    let bumps = 0;
    let release: () => void = () => undefined;
    const announce = createVersionAnnouncer(async () => {
      bumps += 1;
      if (bumps === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 5);
    const first = [announce(), announce(), announce()];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bumps).toBe(1); // the first bump is running (held open)
    const late = announce(); // committed after that bump started: not covered by it
    release();
    await Promise.all([...first, late]);
    expect(bumps).toBe(2);
  });

  it('never rejects when the bump fails', async () => {
    const announce = createVersionAnnouncer(() => Promise.reject(new Error('database gone')), 1);
    await expect(announce()).resolves.toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { intervalJob } from './interval-job';

afterEach(() => {
  vi.useRealTimers();
});

describe('intervalJob', () => {
  it('runs the task every interval, never two runs at once, and stop waits for a run in progress', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => undefined;
    const job = intervalJob(
      'test',
      1000,
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      { error: () => undefined },
    );
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
  });

  it('logs a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const job = intervalJob(
      'test',
      100,
      async () => {
        runs += 1;
        throw new Error('boom');
      },
      { error: (obj: unknown) => errors.push(obj) },
    );
    job.start();
    await vi.advanceTimersByTimeAsync(350);
    await job.stop();
    expect(runs).toBe(3);
    expect(errors).toHaveLength(3);
  });
});

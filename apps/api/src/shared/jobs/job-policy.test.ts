import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_JOB_POLICY, nextTry, type JobPolicy } from './job-policy';

const policy: JobPolicy = { leaseMs: 60_000, maxAttempts: 4, backoffBaseMs: 30_000, backoffMaxMs: 100_000 };

describe('backoffMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 100_000],
    [9, 100_000],
    [500, 100_000],
  ])('after %i failures waits %i ms (doubling, capped)', (attempts, wait) => {
    expect(backoffMs(attempts, policy)).toBe(wait);
  });

  it('waits 30 s, 1 min, 2 min… up to an hour by default', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => backoffMs(n, DEFAULT_JOB_POLICY))).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('nextTry', () => {
  it.each([
    ['a once task that succeeded is done', { attempts: 3, failed: false }, { state: 'done', afterMs: 0 }],
    [
      'a recurring task that succeeded runs again after its interval',
      { attempts: 3, failed: false, recurringEveryMs: 60_000 },
      { state: 'queued', afterMs: 60_000 },
    ],
    ['a first failure waits the base', { attempts: 1, failed: true }, { state: 'queued', afterMs: 30_000 }],
    ['a third failure waits the cap', { attempts: 3, failed: true }, { state: 'queued', afterMs: 100_000 }],
    ['the last attempt failed: dead', { attempts: 4, failed: true }, { state: 'dead', afterMs: 0 }],
    [
      'a recurring task dies too, after its failures in a row',
      { attempts: 4, failed: true, recurringEveryMs: 60_000 },
      { state: 'dead', afterMs: 0 },
    ],
  ] as const)('%s', (_name, run, expected) => {
    expect(nextTry(run, policy)).toEqual(expected);
  });
});

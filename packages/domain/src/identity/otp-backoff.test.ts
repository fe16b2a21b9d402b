import { describe, it, expect } from 'vitest';
import { backoffRemainingSeconds, otpBackoffSeconds, readOtpBackoffRecord, recordOtpFailure } from './otp-backoff';

describe('otpBackoffSeconds', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [1, 30],
    [2, 60],
    [3, 120],
    [4, 240],
    [5, 300],
    [6, 300],
    [1_000, 300],
  ])('"30 s doubled per consecutive failure, capped at 300 s": %i attempts → %i s', (attempts, seconds) => {
    expect(otpBackoffSeconds(attempts)).toBe(seconds);
  });
});

describe('recordOtpFailure', () => {
  const now = 1_700_000_000_000;

  it('starts a record at 1 attempt paused for 30 s', () => {
    expect(recordOtpFailure(null, now)).toEqual({ attempts: 1, until: now + 30_000 });
  });

  it('doubles the pause on the next consecutive failure', () => {
    const first = recordOtpFailure(undefined, now);
    expect(recordOtpFailure(first, now + 40_000)).toEqual({ attempts: 2, until: now + 40_000 + 60_000 });
  });

  it('does not change the record it is given', () => {
    const record = { attempts: 4, until: now };
    recordOtpFailure(record, now);
    expect(record).toEqual({ attempts: 4, until: now });
  });
});

describe('backoffRemainingSeconds', () => {
  const record = { attempts: 2, until: 100_000 };

  it.each([
    [40_000, 60],
    [99_001, 1],
    [99_999, 1],
    [100_000, 0],
    [200_000, 0],
  ])('at %i ms → %i s ("Please try again in {n}s.")', (now, seconds) => {
    expect(backoffRemainingSeconds(record, now)).toBe(seconds);
  });

  it('is 0 without a record', () => {
    expect(backoffRemainingSeconds(null, 0)).toBe(0);
  });
});

describe('readOtpBackoffRecord', () => {
  it.each([[null], ['x'], [{ attempts: 'a', until: 1 }], [{ attempts: -1, until: 1 }]])(
    'treats %j as no record',
    (value) => {
      expect(readOtpBackoffRecord(value)).toBeNull();
    },
  );

  it('keeps a valid record', () => {
    expect(readOtpBackoffRecord({ attempts: 2, until: 5 })).toEqual({ attempts: 2, until: 5 });
  });
});

import { describe, expect, it } from 'vitest';
import { averageRating, summarizeRatings } from './rating-summary';

describe('averageRating', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [12, 3, 4],
    [9, 2, 4.5],
    [13, 3, 4.3], // 4.333…
    [14, 3, 4.7], // 4.666…
    [17, 4, 4.3], // 4.25: a half rounds up
    [33, 8, 4.1], // 4.125
    [69, 16, 4.3], // 4.3125
    [7, 6, 1.2], // 1.1666…
    [1, 1, 1],
    [499_999, 100_000, 5], // 4.99999
    [449_999, 100_000, 4.5], // 4.49999
    [424_999, 100_000, 4.2], // 4.24999
  ])('the average of %i over %i reviews is %d', (sum, count, average) => {
    expect(averageRating(sum, count)).toBe(average);
  });
});

describe('summarizeRatings', () => {
  it('gives 0 and every star at 0 for no reviews', () => {
    expect(summarizeRatings({})).toEqual({
      average: 0,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it.each([
    [{ '5': 1 }, 5, 1],
    [{ '4': 1, '5': 1, '3': 1 }, 4, 3],
    [{ '1': 2, '5': 2 }, 3, 4],
    [{ '5': 3, '4': 1 }, 4.8, 4], // 4.75
    [{ '1': 1, '2': 1 }, 1.5, 2],
    [{ '2': 1, '3': 2 }, 2.7, 3], // 2.666…
  ])('summarizes %j as average %d of %i reviews', (counts, average, count) => {
    const summary = summarizeRatings(counts);
    expect(summary.average).toBe(average);
    expect(summary.count).toBe(count);
    expect(summary.distribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, ...counts });
  });
});

import { describe, expect, it } from 'vitest';
import { fitSummary, type FitCounts } from './fit';

describe('fitSummary', () => {
  it.each<[string, Partial<FitCounts>, string | null]>([
    ['no fit votes', {}, null],
    ['all zero', { small: 0, true: 0, large: 0 }, null],
    ['two votes: below the minimum', { small: 2 }, null],
    ['two votes spread: below the minimum', { small: 1, large: 1 }, null],
    ['three votes, all true', { true: 3 }, 'Fit: most say true to size (3 reviews)'],
    ['twelve, true leads', { small: 2, true: 8, large: 2 }, 'Fit: most say true to size (12 reviews)'],
    ['small leads', { small: 4, true: 1 }, 'Fit: most say it runs small (5 reviews)'],
    ['large leads without a majority', { small: 2, true: 2, large: 3 }, 'Fit: most say it runs large (7 reviews)'],
    ['a tie of two', { small: 3, true: 3 }, 'Fit: reviews are split between runs small and true to size (6 reviews)'],
    [
      'a tie of two ends',
      { small: 2, large: 2, true: 1 },
      'Fit: reviews are split between runs small and runs large (5 reviews)',
    ],
    [
      'a tie of three',
      { small: 1, true: 1, large: 1 },
      'Fit: reviews are split between runs small, true to size and runs large (3 reviews)',
    ],
    [
      'negative or fractional counts are read as whole votes',
      { small: -4, true: 3.7 },
      'Fit: most say true to size (3 reviews)',
    ],
  ])('%s', (_, counts, expected) => {
    expect(fitSummary(counts)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { relativeChange, shareChange } from './figure-change';
import { formatChangeAmount, formatDay, formatShare, formatWholeRupees } from './format';

describe('relativeChange', () => {
  it.each([
    [150, 100, 'rise-is-good', { kind: 'up', amount: 50, unit: 'percent', verdict: 'better' }],
    [80, 100, 'rise-is-good', { kind: 'down', amount: 20, unit: 'percent', verdict: 'worse' }],
    [3, 2, 'rise-is-bad', { kind: 'up', amount: 50, unit: 'percent', verdict: 'worse' }],
    [1, 2, 'rise-is-bad', { kind: 'down', amount: 50, unit: 'percent', verdict: 'better' }],
    [5, 5, 'rise-is-good', { kind: 'none' }],
    [0, 0, 'rise-is-bad', { kind: 'none' }],
    [4, 0, 'rise-is-good', { kind: 'new' }],
  ] as const)('%d against %d (%s) is %o', (current, previous, direction, expected) => {
    expect(relativeChange(current, previous, direction)).toEqual(expected);
  });
});

describe('shareChange', () => {
  it('counts percentage points, not a percent of the share', () => {
    expect(shareChange(0.5, 0.4, 'rise-is-bad')).toEqual({
      kind: 'up',
      amount: expect.closeTo(10, 9) as number,
      unit: 'points',
      verdict: 'worse',
    });
    expect(shareChange(0.3, 0.3000000001, 'rise-is-bad')).toEqual({ kind: 'none' });
  });
});

describe('dashboard formats', () => {
  it('writes whole en-IN rupees, shares, change sizes and IST days', () => {
    expect(formatWholeRupees(12_345_678)).toBe('₹1,23,457');
    expect(formatWholeRupees(0)).toBe('₹0');
    expect(formatShare(0.425)).toBe('43%');
    expect([formatChangeAmount(4.56), formatChangeAmount(38.4), formatChangeAmount(0.01)]).toEqual([
      '4.6',
      '38',
      '<0.1',
    ]);
    expect(formatDay('2026-11-23')).toBe('23 Nov');
  });
});

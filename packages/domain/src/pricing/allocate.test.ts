import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProRata } from './allocate';

describe('allocateProRata', () => {
  it.each([
    [100, [100, 100, 100], [34, 33, 33]],
    [200, [100, 100, 100], [67, 67, 66]],
    [1, [1, 1], [1, 0]],
    [99_900, [280_000, 199_800], [58_299, 41_601]],
    [10, [0, 50, 50], [0, 5, 5]],
    [0, [5, 5], [0, 0]],
    [7, [3, 2, 2], [3, 2, 2]],
  ])('spreads %i paise over %j as %j (largest remainder, earlier part on a tie)', (amount, weights, shares) => {
    expect(allocateProRata(amount, weights)).toEqual(shares);
  });

  it('stays exact above 2^53 (amount × weight)', () => {
    expect(allocateProRata(90_000_000_000, [100_000_000_000, 50_000_000_000])).toEqual([
      60_000_000_000, 30_000_000_000,
    ]);
  });

  it('refuses negative or fractional paise, and an amount over no weight', () => {
    expect(() => allocateProRata(-1, [1])).toThrow(RangeError);
    expect(() => allocateProRata(1.5, [1])).toThrow(RangeError);
    expect(() => allocateProRata(1, [0, 0])).toThrow(RangeError);
  });

  it('always adds up to the amount and never gives a part more than its weight (amount ≤ Σ weights)', () => {
    const weightsAndAmount = fc
      .array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 })
      .filter((weights) => weights.some((w) => w > 0))
      .chain((weights) =>
        fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: weights.reduce((a, b) => a + b, 0) })),
      );
    fc.assert(
      fc.property(weightsAndAmount, ([weights, amount]) => {
        const shares = allocateProRata(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
        });
      }),
    );
  });
});

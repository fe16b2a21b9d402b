/**
 * Spreads `amount` paise over parts pro rata to their weights, by largest remainder: each part gets the floor of its
 * exact share, and the paise left go one each to the largest remainders, the earlier part first on a tie. With
 * 0 ≤ amount ≤ Σ weights no part gets more than its weight (so no line goes below zero), and the parts always add
 * up to `amount` (fees may exceed the weights: then shares exceed them too). BigInt keeps amount × weight exact
 * above 2^53.
 */
export function allocateProRata(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!Number.isSafeInteger(amount) || amount < 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError(`allocateProRata needs integer paise ≥ 0 (got ${amount} over ${weights.join(', ')})`);
  }
  if (amount === 0) return weights.map(() => 0);
  if (total === 0) throw new RangeError(`cannot allocate ${amount} over weights summing to 0`);
  if (amount * Math.max(...weights) <= Number.MAX_SAFE_INTEGER) return allocateSafe(amount, weights, total);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((weight) => Number((big * BigInt(weight)) / bigTotal));
  const remainders = weights.map((weight, index) => ({ index, rest: (big * BigInt(weight)) % bigTotal }));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The same with numbers, when every amount × weight is a safe integer (every real bag). */
function allocateSafe(amount: number, weights: readonly number[], total: number): number[] {
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const order = weights.map((weight, index) => ({ index, rest: (amount * weight) % total }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (let k = 0; left > 0; k += 1, left -= 1) {
    const index = (order[k] as { index: number }).index;
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares;
}

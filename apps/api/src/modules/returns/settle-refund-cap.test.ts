import { describe, expect, it } from 'vitest';
import { returnRefundPaise } from './settle-refund-cap';

const r = (amountPaise: number, status: 'pending' | 'processed' | 'failed') => ({ amountPaise, status });

describe('returnRefundPaise: what a return refunds, never more than is left of its line or payment', () => {
  it.each([
    ['nothing taken: all asked', 79_900, 159_800, [], undefined, 79_900],
    ['staff refunded part of the line', 159_800, 159_800, [r(100_000, 'processed')], undefined, 59_800],
    ['a failed refund takes nothing', 79_900, 79_900, [r(79_900, 'failed')], undefined, 79_900],
    ['a pending refund or payout counts', 79_900, 159_800, [r(100_000, 'pending')], undefined, 59_800],
    ['the whole line taken', 79_900, 79_900, [r(79_900, 'processed')], undefined, 0],
    ['the payment has less left than the line', 79_900, 79_900, [], 50_000, 50_000],
    ['over-taken lines never go negative', 79_900, 79_900, [r(90_000, 'processed')], undefined, 0],
  ] as const)('%s', (_name, requested, line, taken, paymentLeft, expected) => {
    expect(returnRefundPaise(requested, line, [...taken], paymentLeft)).toBe(expected);
  });
});

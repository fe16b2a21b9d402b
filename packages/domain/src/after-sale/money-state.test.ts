import { describe, expect, it } from 'vitest';
import {
  MONEY_STATES,
  canMoveMoney,
  canMoveRefund,
  moneyStateOf,
  refundRefusal,
  refundablePaise,
  type RefundAmount,
} from './money-state';

const r = (amountPaise: number, status: RefundAmount['status']): RefundAmount => ({ amountPaise, status });

describe('money state machine', () => {
  it.each([
    ['paid', 'refund_pending', true],
    ['paid', 'refunded', false],
    ['refund_pending', 'refunded', true],
    ['refund_pending', 'partially_refunded', true],
    ['refund_pending', 'refund_failed', true],
    ['refund_failed', 'refund_pending', true],
    ['partially_refunded', 'refund_pending', true],
    ['refunded', 'refund_pending', false],
    ['cod', 'refund_pending', false],
    ['paid', 'paid', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveMoney(from, to)).toBe(allowed);
  });

  it('has no way out of refunded or cod', () => {
    for (const to of MONEY_STATES) {
      expect(canMoveMoney('refunded', to)).toBe(false);
      expect(canMoveMoney('cod', to)).toBe(false);
    }
  });

  it.each([
    ['pending', 'processed', true],
    ['pending', 'failed', true],
    ['processed', 'failed', false],
    ['failed', 'processed', false],
    ['processed', 'pending', false],
  ] as const)('refund %s → %s: %s', (from, to, allowed) => {
    expect(canMoveRefund(from, to)).toBe(allowed);
  });
});

describe('refundablePaise and refundRefusal', () => {
  it.each([
    [149_900, [], 149_900],
    [149_900, [r(49_900, 'processed')], 100_000],
    [149_900, [r(49_900, 'pending')], 100_000],
    [149_900, [r(49_900, 'failed')], 149_900],
    [149_900, [r(149_900, 'processed')], 0],
    [149_900, [r(100_000, 'processed'), r(49_900, 'pending')], 0],
  ])('captured %i with %j leaves %i', (captured, refunds, left) => {
    expect(refundablePaise(captured, refunds)).toBe(left);
  });

  it.each([
    [1_000, [], 1_000, null],
    [1_000, [], 1_001, 'too_large'],
    [1_000, [r(600, 'processed')], 401, 'too_large'],
    [1_000, [r(600, 'processed')], 400, null],
    [1_000, [r(1_000, 'pending')], 1, 'nothing_left'],
    [1_000, [], 0, 'not_whole'],
    [1_000, [], -5, 'not_whole'],
    [1_000, [], 10.5, 'not_whole'],
  ] as const)('captured %i, refunds %j, asking %d → %s', (captured, refunds, amount, refusal) => {
    expect(refundRefusal(captured, refunds, amount)).toBe(refusal);
  });
});

describe('moneyStateOf', () => {
  it.each([
    [[], 'paid'],
    [[r(1_000, 'pending')], 'refund_pending'],
    [[r(1_000, 'processed')], 'refunded'],
    [[r(400, 'processed')], 'partially_refunded'],
    [[r(400, 'processed'), r(600, 'pending')], 'refund_pending'],
    [[r(400, 'processed'), r(600, 'processed')], 'refunded'],
    [[r(1_000, 'failed')], 'refund_failed'],
    [[r(1_000, 'failed'), r(1_000, 'processed')], 'refunded'],
    [[r(400, 'processed'), r(600, 'failed')], 'partially_refunded'],
  ] as const)('refunds %j of 1,000 → %s', (refunds, state) => {
    expect(moneyStateOf(1_000, refunds)).toBe(state);
  });
});

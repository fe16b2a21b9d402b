import { describe, it, expect } from 'vitest';
import { canDecrease, canIncrease, isAtLimit, limitNote, stockLimit } from './stock-limit';

const line = (quantity: number, stockBySize?: Record<string, number>, selectedSize = 'M') => ({
  quantity,
  selectedSize,
  stockBySize,
});

describe('stockLimit', () => {
  it.each([
    [line(1, { M: 3 }), 3],
    [line(1, { M: 0 }), 0],
    [line(1, { L: 3 }), undefined],
    [line(1), undefined],
    [line(1, { M: 3 }, 'constructor'), undefined],
  ])('case %#: limit %s ("Missing stock data means no limit.")', (item, expected) => {
    expect(stockLimit(item)).toBe(expected);
  });
});

describe('isAtLimit / canIncrease / canDecrease / limitNote', () => {
  it.each([
    [line(3, { M: 3 }), true, false, true, 'Max available: 3'],
    [line(2, { M: 3 }), false, true, true, null],
    [line(1, { M: 3 }), false, true, false, null],
    [line(1, { M: 0 }), true, false, false, 'Max available: 0'],
    [line(50), false, true, true, null],
    [line(999), false, false, true, null],
  ])('case %#: at limit %s, plus %s, minus %s, note %j', (item, atLimit, plus, minus, note) => {
    expect(isAtLimit(item)).toBe(atLimit);
    expect(canIncrease(item)).toBe(plus);
    expect(canDecrease(item)).toBe(minus);
    expect(limitNote(item)).toBe(note);
  });
});

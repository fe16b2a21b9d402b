import { describe, it, expect } from 'vitest';
import { cantAddMoreWarning, leftInStockNote, maxAvailableNote, onlyAvailableWarning } from './cart-warnings';

describe('cart warnings (docs/rules/cart.md#validation)', () => {
  it.each([
    [onlyAvailableWarning(2), 'Only 2 items available in stock.'],
    [cantAddMoreWarning(5), "You can't add more than 5 items."],
    [leftInStockNote(2, 'Anarkali Kurti', 'M'), 'Only 2 left in stock for "Anarkali Kurti" (M)'],
    [maxAvailableNote(4), 'Max available: 4'],
  ])('builds %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

import { describe, it, expect } from 'vitest';
import { DEFAULT_ORDER_ITEM_SIZE, PaymentMode, SHIPPING_COST, orderItemSize } from './order-constants';

describe('order constants', () => {
  it('"Default order item size: M" and "Shipping cost: 0" (docs/rules/constants.md)', () => {
    expect(DEFAULT_ORDER_ITEM_SIZE).toBe('M');
    expect(SHIPPING_COST).toBe(0);
  });

  it.each([
    ['prepaid', true],
    ['cod', true],
    ['COD', false],
    ['card', false],
  ])('PaymentMode %j → %s', (mode, ok) => {
    expect(PaymentMode.safeParse(mode).success).toBe(ok);
  });
});

describe('orderItemSize', () => {
  it.each([
    ['L', 'L'],
    [' XL ', 'XL'],
    ['Free', 'Free'],
    ['default', 'M'],
    ['', 'M'],
    [null, 'M'],
    [undefined, 'M'],
  ])('"size (default M)": %j → %j', (size, expected) => {
    expect(orderItemSize(size)).toBe(expected);
  });
});

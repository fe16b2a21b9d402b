import { describe, it, expect } from 'vitest';
import { ORDER_STATUSES, canTransition, isFinalOrderStatus, nextStatusFromTracking } from './order-status';
import type { OrderStatus } from './order-status';

describe('canTransition', () => {
  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['placed', 'shipped', true],
    ['shipped', 'out_for_delivery', true],
    ['out_for_delivery', 'delivered', true],
    ['placed', 'delivered', true],
    ['shipped', 'delivered', true],
    ['out_for_delivery', 'shipped', true],
    ['placed', 'cancelled', true],
    ['shipped', 'cancelled', true],
    ['shipped', 'returned', true],
    ['out_for_delivery', 'returned', true],
    ['placed', 'returned', false],
    ['shipped', 'placed', false],
    ['delivered', 'returned', false],
    ['delivered', 'shipped', false],
    ['cancelled', 'placed', false],
    ['returned', 'delivered', false],
    ['placed', 'placed', false],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it(
    'treats exactly delivered, cancelled and returned as final ' +
      '(docs/rules/shipping.md#display-statuses polling stops)',
    () => {
      expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['delivered', 'cancelled', 'returned']);
    },
  );
});

describe('nextStatusFromTracking', () => {
  it.each<[OrderStatus, string, OrderStatus]>([
    ['placed', 'Shipped', 'shipped'],
    ['placed', 'Packed', 'placed'],
    ['placed', 'Awaiting shipment', 'placed'],
    ['placed', 'Pickup scheduled', 'placed'],
    ['shipped', 'Out for delivery', 'out_for_delivery'],
    ['out_for_delivery', 'Delivered', 'delivered'],
    ['placed', 'Delivered', 'delivered'],
    ['out_for_delivery', 'Shipped', 'shipped'],
    ['placed', 'Cancelled', 'cancelled'],
    ['shipped', 'Cancelled', 'returned'],
    ['out_for_delivery', 'Cancelled', 'returned'],
    ['delivered', 'Shipped', 'delivered'],
    ['cancelled', 'Delivered', 'cancelled'],
    ['shipped', 'Shipped', 'shipped'],
  ])('%s + %j → %s', (current, display, expected) => {
    expect(nextStatusFromTracking(current, display)).toBe(expected);
  });
});

import { describe, it, expect } from 'vitest';
import { orderDetailsLabel } from './order-details-label';

describe('orderDetailsLabel', () => {
  describe('"A courier status of \'new\' is shown as Cancelled when …"', () => {
    it.each([
      [{ courierStatus: 'NEW', removedFromShiprocket: true }, 'Cancelled'],
      [{ courierStatus: 'new', orderStatus: 'cancelled' }, 'Cancelled'],
      [{ courierStatus: 'new', orderStatus: 'Canceled' }, 'Cancelled'],
      [{ courierStatus: 'New', cancellationReason: 'Customer request' }, 'Cancelled'],
      [{ courierStatus: 'new', cancellationReason: '  ' }, 'Processing'],
      [{ courierStatus: 'new', orderStatus: 'placed' }, 'Processing'],
    ])('%j → %j', (input, expected) => {
      expect(orderDetailsLabel(input)).toBe(expected);
    });
  });

  it.each([
    [{ orderStatus: 'cancelled', courierStatus: 'In Transit' }, 'Cancelled'],
    [{ courierStatus: 'Cancellation Requested' }, 'Cancelled'],
    [{ courierStatus: 'In Transit', removedFromShiprocket: true }, 'Removed'],
    [{ courierStatus: 'Delivered' }, 'Delivered'],
    [{ orderStatus: 'delivered' }, 'Delivered'],
    [{ courierStatus: 'RTO Delivered' }, 'Returned'],
    [{ orderStatus: 'returned' }, 'Returned'],
    [{ courierStatus: 'In Transit' }, 'In Transit'],
    [{ courierStatus: 'PICKED UP' }, 'In Transit'],
    [{ orderStatus: 'shipped' }, 'In Transit'],
    [{ courierStatus: 'Out For Delivery' }, 'Out for delivery'],
    [{ orderStatus: 'out_for_delivery' }, 'Out for delivery'],
    [{ courierStatus: 'AWB Assigned' }, 'Processing'],
    [{ courierStatus: 'Pickup Scheduled/Generated' }, 'Processing'],
    [{ orderStatus: 'placed' }, 'Processing'],
    [{ courierStatus: 'Packed' }, 'Processing'],
    [{ courierStatus: 'Undelivered' }, 'In Transit'],
    [{ courierStatus: 'Lost' }, 'Unknown'],
    [{}, 'Unknown'],
  ])('%j → %j', (input, expected) => {
    expect(orderDetailsLabel(input)).toBe(expected);
  });
});

describe('orderDetailsLabel for hub scans', () => {
  it.each([
    ['REACHED AT DESTINATION HUB', 'In Transit'],
    ['Reached Warehouse', 'In Transit'],
    ['Shipped', 'In Transit'],
    ['Delayed', 'In Transit'],
  ] as const)(
    'labels %s as %s (docs/rules/third-parties.md#shiprocket-status-codes in-transit codes)',
    (courierStatus, label) => {
      expect(orderDetailsLabel({ courierStatus })).toBe(label);
    },
  );
});

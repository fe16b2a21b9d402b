import { describe, it, expect } from 'vitest';
import { classifyTrackingStatus, isFailedDelivery } from './classify-tracking-status';
import { isFinalStatus } from './is-final-status';

describe('classifyTrackingStatus', () => {
  it.each([
    // Delivered
    ['Delivered', 'Delivered'],
    ['SHIPMENT DELIVERED', 'Delivered'],
    ['Partial_Delivered', 'Delivered'],
    // Out for delivery
    ['Out for delivery', 'Out for delivery'],
    ['OUT FOR DELIVERY', 'Out for delivery'],
    ['Out_For_Delivery', 'Out for delivery'],
    // Shipped: "also in transit, dispatched, picked up, manifested, departed"
    ['Shipped', 'Shipped'],
    ['In Transit', 'Shipped'],
    ['IN_TRANSIT', 'Shipped'],
    ['Dispatched from hub', 'Shipped'],
    ['PICKED UP', 'Shipped'],
    ['Picked-up', 'Shipped'],
    ['Manifested', 'Shipped'],
    ['Departed from origin facility', 'Shipped'],
    // Packed: "also ready for dispatch, order confirmed, label created"
    ['Packed', 'Packed'],
    ['Ready for dispatch', 'Packed'],
    ['Order Confirmed', 'Packed'],
    ['Label created', 'Packed'],
    // Cancelled: "cancel, returned, rto, rejected, removed"
    ['Canceled', 'Cancelled'],
    ['Cancelled Before Dispatched', 'Cancelled'],
    ['Cancellation Requested', 'Cancelled'],
    ['Returned', 'Cancelled'],
    ['RTO Initiated', 'Cancelled'],
    ['RTO_Lock', 'Cancelled'],
    ['Rejected by customer', 'Cancelled'],
    ['Removed', 'Cancelled'],
    // Ordered, Invoiced
    ['Ordered', 'Ordered'],
    ['invoiced', 'Invoiced'],
    // Default
    ['', 'Awaiting shipment'],
    ['   ', 'Awaiting shipment'],
    ['NA', 'Awaiting shipment'],
  ])('%j → %j', (text, expected) => {
    expect(classifyTrackingStatus(text)).toBe(expected);
  });

  it.each([[null], [undefined], [7], [{}]])('non-text %j → "Awaiting shipment"', (value) => {
    expect(classifyTrackingStatus(value)).toBe('Awaiting shipment');
  });

  describe('precedence', () => {
    it.each([
      ['RTO Delivered', 'Cancelled'],
      ['Return delivered', 'Cancelled'],
      ['RTO OFD', 'Cancelled'],
      ['RTO In Transit', 'Cancelled'],
      ['Out for delivery', 'Out for delivery'],
      ['Undelivered', 'Undelivered'],
      ['UNDELIVERED', 'UNDELIVERED'],
      ['Not delivered - customer unavailable', 'Not delivered - customer unavailable'],
      ['Delivery attempt failed', 'Delivery attempt failed'],
      ['Packed and dispatched', 'Shipped'],
    ])('%j → %j', (text, expected) => {
      expect(classifyTrackingStatus(text)).toBe(expected);
    });
  });

  it.each([
    ['pickup scheduled', 'Pickup scheduled'],
    ['AWB Assigned', 'AWB Assigned'],
    ['  reached   destination hub ', 'Reached destination hub'],
    ['order placed', 'Order placed'],
  ])('shows other text "the raw text, capitalised": %j → %j', (text, expected) => {
    expect(classifyTrackingStatus(text)).toBe(expected);
  });

  it('never calls words that merely contain "rto" cancelled', () => {
    expect(classifyTrackingStatus('Reached Toronto hub')).toBe('Reached Toronto hub');
  });
});

describe('isFinalStatus', () => {
  it.each([
    ['delivered', true],
    ['Delivered', true],
    ['cancelled', true],
    ['canceled', true],
    ['CANCELLED', true],
    ['returned', true],
    [' returned ', true],
    ['Out for delivery', false],
    ['Shipped', false],
    ['RTO Delivered', false],
    ['', false],
    [null, false],
  ])('"polling stops once status is delivered, cancelled, canceled or returned": %j → %s', (status, expected) => {
    expect(isFinalStatus(status)).toBe(expected);
  });
});

describe('isFailedDelivery', () => {
  it.each([
    ['Undelivered: Customer Not Available', true],
    ['UNDELIVERED', true],
    ['Delivery attempt failed - address incomplete', true],
    ['Not delivered: consignee refused', true],
    ['Delivered to consignee', false],
    ['Out for delivery', false],
    ['RTO Undelivered', false],
    ['NA', false],
    [null, false],
  ])('%j → %s', (text, expected) => {
    expect(isFailedDelivery(text)).toBe(expected);
  });
});

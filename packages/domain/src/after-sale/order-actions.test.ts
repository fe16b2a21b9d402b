import { describe, expect, it } from 'vitest';
import { cancelRefusal, ndrReasonOf } from './order-actions';

describe('cancelRefusal', () => {
  it.each([
    ['placed', null],
    ['cancelled', null],
    ['shipped', 'with_courier'],
    ['out_for_delivery', 'with_courier'],
    ['delivered', 'delivered'],
    ['returned', 'returned'],
  ] as const)('%s → %s', (status, refusal) => {
    expect(cancelRefusal(status)).toBe(refusal);
  });
});

describe('ndrReasonOf', () => {
  it.each([
    ['Customer Not Available', 'customer_unavailable'],
    ['Consignee unavailable, door locked', 'customer_unavailable'],
    ['Customer Asked For Future Delivery', 'customer_unavailable'],
    ['Address Incomplete', 'address_incomplete'],
    ['Consignee address not found', 'address_incomplete'],
    ['Customer Refused To Accept', 'refused'],
    ['Rejected at doorstep', 'refused'],
    ['Heavy rain', 'other'],
  ] as const)('%s → %s', (text, reason) => {
    expect(ndrReasonOf(text)).toBe(reason);
  });
});

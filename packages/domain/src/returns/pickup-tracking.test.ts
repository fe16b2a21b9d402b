import { describe, expect, it } from 'vitest';
import { pickupTextSaysCollected } from './pickup-tracking';

describe('pickupTextSaysCollected', () => {
  it.each([
    ['PICKED UP', true],
    ['Picked-Up', true],
    ['IN_TRANSIT', true],
    ['Return Delivered', true],
    ['Out For Pickup', false],
    ['Pickup Exception', false],
    ['Pickup Scheduled', false],
    ['Cancelled', false],
    ['AWB Assigned', false],
    ['', false],
    [null, false],
  ])('%s → %s', (text, collected) => expect(pickupTextSaysCollected(text)).toBe(collected));
});

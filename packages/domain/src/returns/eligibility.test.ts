import { describe, expect, it } from 'vitest';
import {
  exchangeSizeOptions,
  lineRefusal,
  requestRefusal,
  returnRefundPaise,
  returnWindow,
  unitsLeft,
} from './eligibility';
import { RETURNS_MESSAGES as M } from './messages';

// Delivered Thu 3 Dec 2026 at 22:00 IST (16:30 UTC).
const delivered = new Date('2026-12-03T16:30:00Z');

describe('returnWindow', () => {
  it.each([
    ['the same evening', '2026-12-03T17:00:00Z', true],
    ['the last day at 23:59 IST', '2026-12-10T18:29:00Z', true],
    ['midnight IST after the last day', '2026-12-10T18:30:00Z', false],
    ['weeks later', '2027-01-01T00:00:00Z', false],
  ])('7 days from delivery, %s → open %s', (_, now, open) => {
    const window = returnWindow(delivered, 7, new Date(now));
    expect(window.open).toBe(open);
    expect(window.closesAt?.toISOString()).toBe('2026-12-10T18:30:00.000Z');
    expect(window.lastDay).toBe('Thu, 10 Dec');
    expect(window.message).toBe(open ? M.windowOpen('Thu, 10 Dec') : M.windowClosed('Thu, 10 Dec', 7));
  });

  it('counts the IST day of delivery, not the UTC day (delivered 00:30 IST on Fri 4 Dec)', () => {
    const window = returnWindow(new Date('2026-12-03T19:00:00Z'), 1, new Date('2026-12-03T19:01:00Z'));
    expect(window.lastDay).toBe('Sat, 5 Dec');
    expect(window.message).toBe('You can return or exchange items until Sat, 5 Dec.');
  });

  it('0 days: the shop takes no returns; undelivered: not yet', () => {
    expect(returnWindow(delivered, 0, delivered)).toMatchObject({ open: false, message: M.returnsOff });
    expect(returnWindow(null, 7, delivered)).toMatchObject({ open: false, message: M.notDelivered });
  });

  it('says "1 day" in the singular', () => {
    expect(returnWindow(delivered, 1, new Date('2027-01-01T00:00:00Z')).message).toBe(
      'Returns and exchanges closed on Fri, 4 Dec (1 day after delivery).',
    );
  });
});

describe('unitsLeft', () => {
  it.each([
    [3, [], 3],
    [3, [{ quantity: 1, state: 'requested' as const }], 2],
    [3, [{ quantity: 2, state: 'rejected' as const }], 3],
    [
      2,
      [
        { quantity: 1, state: 'refunded' as const },
        { quantity: 1, state: 'approved' as const },
      ],
      0,
    ],
  ])('line of %i with %j → %i', (quantity, requests, left) => expect(unitsLeft(quantity, requests)).toBe(left));
});

describe('lineRefusal', () => {
  const open = returnWindow(delivered, 7, delivered);
  const closed = returnWindow(delivered, 7, new Date('2027-01-01T00:00:00Z'));
  it.each([
    [open, true, 1, null],
    [closed, true, 1, M.windowClosed('Thu, 10 Dec', 7)],
    [open, false, 1, M.notReturnable],
    [open, true, 0, M.allRequested],
  ])('%#', (window, returnable, left, expected) => expect(lineRefusal({ window, returnable, left })).toBe(expected));
});

describe('exchangeSizeOptions', () => {
  it('offers the other sizes, each with whether it is in stock', () => {
    const variants = [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 4 },
      { size: 'L', stock: 2 },
    ];
    expect(exchangeSizeOptions('M', variants)).toEqual([
      { size: 'S', inStock: false },
      { size: 'L', inStock: true },
    ]);
  });
});

describe('requestRefusal', () => {
  const variants = [
    { size: 'M', stock: 3 },
    { size: 'L', stock: 1 },
    { size: 'XL', stock: 0 },
  ];
  const cod = { size: 'M', left: 2, paymentMode: 'cod' as const, variants };
  const prepaid = { ...cod, paymentMode: 'prepaid' as const };
  const upi = { kind: 'upi', upiId: 'asha@okaxis' };
  it.each([
    ['exchange for L', { kind: 'exchange', quantity: 1, exchangeSize: 'L' }, cod, null],
    ['more units than left', { kind: 'exchange', quantity: 3, exchangeSize: 'L' }, cod, M.tooManyUnits(2)],
    ['no size', { kind: 'exchange', quantity: 1 }, cod, M.sizeNeeded],
    ['the same size', { kind: 'exchange', quantity: 1, exchangeSize: 'M' }, cod, M.sameSize],
    ['a size not made', { kind: 'exchange', quantity: 1, exchangeSize: 'XXL' }, cod, M.sizeUnknown],
    ['a size out of stock', { kind: 'exchange', quantity: 1, exchangeSize: 'XL' }, cod, M.sizeUnavailable('XL')],
    ['2 of a size with 1', { kind: 'exchange', quantity: 2, exchangeSize: 'L' }, cod, M.sizeUnavailable('L')],
    [
      'an exchange with a payout',
      { kind: 'exchange', quantity: 1, exchangeSize: 'L', payout: upi },
      cod,
      M.payoutNotForExchange,
    ],
    [
      'a return naming a size',
      { kind: 'return', quantity: 1, exchangeSize: 'L', payout: upi },
      cod,
      M.sizeNotForReturn,
    ],
    ['a COD return without payout', { kind: 'return', quantity: 1 }, cod, M.payoutRequired],
    ['a COD return with payout', { kind: 'return', quantity: 1, payout: upi }, cod, null],
    ['a prepaid return with payout', { kind: 'return', quantity: 1, payout: upi }, prepaid, M.payoutNotNeeded],
    ['a prepaid return', { kind: 'return', quantity: 2 }, prepaid, null],
    ['four photos', { kind: 'return', quantity: 1, photoIds: ['a', 'b', 'c', 'd'] }, prepaid, M.tooManyPhotos],
    ['damaged without a photo', { kind: 'return', quantity: 1, reason: 'damaged' }, prepaid, M.photoNeeded],
    ['damaged, no photos', { kind: 'return', quantity: 1, reason: 'damaged', photoIds: [] }, prepaid, M.photoNeeded],
    ['damaged with a photo', { kind: 'return', quantity: 1, reason: 'damaged', photoIds: ['a'] }, prepaid, null],
    [
      'an exchange of a damaged item without a photo',
      { kind: 'exchange', quantity: 1, exchangeSize: 'L', reason: 'damaged' },
      cod,
      M.photoNeeded,
    ],
    ['too small, no photo', { kind: 'exchange', quantity: 1, exchangeSize: 'L', reason: 'too_small' }, cod, null],
  ] as const)('%s', (_, body, line, expected) => {
    expect(requestRefusal(body, line)?.message ?? null).toBe(expected);
  });

  it('marks a size out of stock as a stock refusal', () => {
    expect(requestRefusal({ kind: 'exchange', quantity: 1, exchangeSize: 'XL' }, cod)?.outOfStock).toBe(true);
    expect(requestRefusal({ kind: 'exchange', quantity: 1, exchangeSize: 'M' }, cod)?.outOfStock).toBe(false);
  });
});

it('refunds the unit price times the units sent back, in paise', () => {
  expect(returnRefundPaise(79_900, 2)).toBe(159_800);
});

import { describe, expect, it } from 'vitest';
import { deliveryWindow, dispatchDay, etdFor, formatDeliveryDate } from './etd';

// 2026-11-26 is a Thursday; 2026-11-29 a Sunday.
const ist = (local: string) => new Date(`${local}+05:30`);

describe('dispatchDay (cut-off 14:00 IST, no dispatch on Sundays)', () => {
  it.each([
    ['2026-11-26T09:00', '2026-11-26'],
    ['2026-11-26T13:59', '2026-11-26'],
    ['2026-11-26T14:00', '2026-11-27'],
    ['2026-11-26T23:59', '2026-11-27'],
    ['2026-11-28T15:00', '2026-11-30'],
    ['2026-11-29T10:00', '2026-11-30'],
    ['2026-12-31T18:00', '2027-01-01'],
  ])('an order at %s IST leaves on %s', (at, day) => expect(dispatchDay(ist(at))).toBe(day));

  it('reads the day in India, not in UTC (00:30 IST is the previous day in UTC)', () => {
    expect(dispatchDay(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-26');
  });
});

describe('etdFor', () => {
  it.each([
    ['local', '2026-11-26T10:00', { minDays: 1, maxDays: 2, from: '2026-11-27', to: '2026-11-28' }],
    ['regional', '2026-11-26T10:00', { minDays: 2, maxDays: 3, from: '2026-11-28', to: '2026-11-30' }],
    ['metro', '2026-11-26T10:00', { minDays: 2, maxDays: 4, from: '2026-11-28', to: '2026-12-01' }],
    ['rest', '2026-11-26T10:00', { minDays: 4, maxDays: 6, from: '2026-12-01', to: '2026-12-03' }],
    ['special', '2026-11-26T10:00', { minDays: 6, maxDays: 9, from: '2026-12-03', to: '2026-12-07' }],
    ['local', '2026-11-26T15:00', { minDays: 1, maxDays: 2, from: '2026-11-28', to: '2026-11-30' }],
    ['local', '2026-11-29T10:00', { minDays: 1, maxDays: 2, from: '2026-12-01', to: '2026-12-02' }],
  ] as const)('%s at %s IST', (zone, at, expected) => expect(etdFor(zone, ist(at))).toEqual(expected));

  it('gives the dispatch day itself for zero days', () => {
    expect(deliveryWindow(0, 0, ist('2026-11-26T10:00'))).toMatchObject({ from: '2026-11-26', to: '2026-11-26' });
  });
});

describe('formatDeliveryDate', () => {
  it.each([
    ['2026-11-27', 'Fri, 27 Nov'],
    ['2026-11-26', 'Thu, 26 Nov'],
    ['2026-12-01', 'Tue, 1 Dec'],
    ['2027-01-04', 'Mon, 4 Jan'],
  ])('%s → %s', (date, text) => expect(formatDeliveryDate(date)).toBe(text));

  it.each(['2026-02-30', '27-11-2026', '', '2026-11-27T00:00'])('is null for %j', (date) =>
    expect(formatDeliveryDate(date)).toBeNull(),
  );
});

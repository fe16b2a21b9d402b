import { describe, it, expect } from 'vitest';
import { formatDateIN, formatDateTimeIN, formatDayMonthIN, istCalendarDay } from './format-date';

describe('formatDateTimeIN', () => {
  it.each([
    [new Date('2023-05-23T06:13:52Z'), '23 May 2023, 11:43 am'],
    [new Date('2023-05-23T18:33:52Z'), '24 May 2023, 12:03 am'],
    ['2023-05-23 23:59:00', '23 May 2023, 11:59 pm'],
    [1684822432, '23 May 2023, 11:43 am'],
  ])('shows %j in en-IN style in IST as %j', (value, expected) => {
    expect(formatDateTimeIN(value)).toBe(expected);
  });

  it.each([null, undefined, 'soon', new Date(Number.NaN)])('returns null for %j', (value) => {
    expect(formatDateTimeIN(value)).toBeNull();
  });
});

describe('formatDateIN', () => {
  it.each([
    [new Date('2023-05-23T18:33:52Z'), '24 May 2023'],
    ['23 05 2023 11:43:52', '23 May 2023'],
    ['2024-01-05', '5 Jan 2024'],
  ])('shows %j as %j', (value, expected) => {
    expect(formatDateIN(value)).toBe(expected);
  });

  it('returns null for garbage', () => {
    expect(formatDateIN('garbage')).toBeNull();
  });
});

describe('formatDayMonthIN', () => {
  it.each([
    [new Date('2026-11-22T18:30:00Z'), '23 Nov'],
    [new Date('2026-11-23T18:29:59Z'), '23 Nov'],
    ['2026-03-05', '5 Mar'],
    [null, null],
    ['never', null],
  ])('shows %j as %j', (value, expected) => {
    expect(formatDayMonthIN(value)).toBe(expected);
  });
});

describe('istCalendarDay', () => {
  it.each([
    [new Date('2026-12-10T18:29:59.999Z'), '2026-12-10'],
    [new Date('2026-12-10T18:30:00Z'), '2026-12-11'],
    [new Date('2026-01-01T00:00:00Z'), '2026-01-01'],
    [new Date('2025-12-31T18:30:00Z'), '2026-01-01'],
    ['2026-02-28T20:00:00Z', '2026-03-01'],
    ['garbage', null],
  ])('puts %j on the IST day %j', (value, expected) => {
    expect(istCalendarDay(value)).toBe(expected);
  });
});

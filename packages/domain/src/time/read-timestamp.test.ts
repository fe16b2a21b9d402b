import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readTimestamp } from './read-timestamp';

const iso = (value: unknown) => readTimestamp(value)?.toISOString() ?? null;

describe('readTimestamp', () => {
  // docs/rules/constants.md Date reading: "10-digit numbers are seconds; 11 to 13 digits are milliseconds".
  it.each([
    [1684822432, '2023-05-23T06:13:52.000Z'],
    ['1684822432', '2023-05-23T06:13:52.000Z'],
    [1684822432.5, '2023-05-23T06:13:52.500Z'],
    [1684822432000, '2023-05-23T06:13:52.000Z'],
    ['1684822432123', '2023-05-23T06:13:52.123Z'],
    [' 1684822432 ', '2023-05-23T06:13:52.000Z'],
    [10000000000, '1970-04-26T17:46:40.000Z'],
    [1000000000, '2001-09-09T01:46:40.000Z'],
  ])('reads the number %j as %s', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it.each([
    ['2023-05-23T06:13:52.000Z', '2023-05-23T06:13:52.000Z'],
    ['2023-05-23T11:43:52+05:30', '2023-05-23T06:13:52.000Z'],
    ['2023-05-23T06:13:52-0100', '2023-05-23T07:13:52.000Z'],
    ['2023-05-23T06:13:52.123456Z', '2023-05-23T06:13:52.123Z'],
    ['2023-05-23 11:43:52', '2023-05-23T06:13:52.000Z'],
    ['2023-05-23 11:43', '2023-05-23T06:13:00.000Z'],
    ['2023-05-23T11:43:52', '2023-05-23T06:13:52.000Z'],
    ['2023-05-23', '2023-05-22T18:30:00.000Z'],
  ])('reads the date string %j (without a zone: IST) as %s', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it.each([
    ['23 05 2023 11:43:52', '2023-05-23T06:13:52.000Z'],
    ['23-05-2023 11:43', '2023-05-23T06:13:00.000Z'],
    ['23/05/2023', '2023-05-22T18:30:00.000Z'],
  ])('reads the Shiprocket webhook form %j (IST) as %s', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it('copies a valid Date', () => {
    const date = new Date('2023-05-23T06:13:52Z');
    expect(readTimestamp(date)).toEqual(date);
    expect(readTimestamp(date)).not.toBe(date);
  });

  it.each([
    ['garbage', 'not a date'],
    ['empty', ''],
    ['9 digits', 123456789],
    ['14 digits', 16848224320000],
    ['negative', -1684822432],
    ['zero', 0],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['31 February', '2023-02-31'],
    ['hour 25', '2023-05-23 25:00:00'],
    ['month 13', '23 13 2023 10:00:00'],
    ['mixed separators', '23-05/2023'],
    ['invalid Date', new Date('nope')],
    ['null', null],
    ['undefined', undefined],
    ['object', { date: '2023-05-23' }],
    ['boolean', true],
  ])('returns null for %s', (_name, value) => {
    expect(readTimestamp(value)).toBeNull();
  });

  it('reads every 10-digit number as seconds and every 13-digit number as milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e9, max: 1e10 - 1 }), (seconds) => {
        expect(readTimestamp(seconds)?.getTime()).toBe(seconds * 1000);
        expect(readTimestamp(String(seconds * 1000))?.getTime()).toBe(seconds * 1000);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const date = readTimestamp(value);
        expect(date === null || !Number.isNaN(date.getTime())).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { IndianState } from '../address';
import { deliveryZone, metroOf, ZONE_WORKING_DAYS } from './zones';

const pin = (pincode: string, city: string, state: IndianState) => ({ pincode, city, state });
const BENGALURU = pin('560034', 'Bangalore', 'Karnataka');

describe('deliveryZone from the shop in Bengaluru (560034)', () => {
  it.each([
    ['560001', 'Bangalore', 'Karnataka', 'local'],
    ['562157', 'Bangalore', 'Karnataka', 'local'],
    ['570001', 'Mysore', 'Karnataka', 'regional'],
    ['400001', 'Mumbai', 'Maharashtra', 'metro'],
    ['110001', 'Central Delhi', 'Delhi', 'metro'],
    ['122001', 'Gurgaon', 'Haryana', 'metro'],
    ['380001', 'Ahmedabad', 'Gujarat', 'metro'],
    ['411001', 'Pune', 'Maharashtra', 'metro'],
    ['302001', 'Jaipur', 'Rajasthan', 'rest'],
    ['781001', 'Guwahati', 'Assam', 'special'],
    ['737101', 'East Sikkim', 'Sikkim', 'special'],
    ['190001', 'Srinagar', 'Jammu and Kashmir', 'special'],
    ['194101', 'Leh', 'Ladakh', 'special'],
    ['744101', 'South Andaman', 'Andaman and Nicobar Islands', 'special'],
    ['682555', 'Lakshadweep', 'Lakshadweep', 'special'],
    ['171001', 'Shimla', 'Himachal Pradesh', 'rest'],
  ] as const)('%s (%s, %s) is %s', (pincode, city, state, zone) => {
    expect(deliveryZone(BENGALURU, pin(pincode, city, state))).toBe(zone);
  });
});

describe('deliveryZone between other places', () => {
  it('is local within a metro across its states (Delhi to Gurugram)', () => {
    expect(deliveryZone(pin('110001', 'Central Delhi', 'Delhi'), pin('122001', 'Gurgaon', 'Haryana'))).toBe('local');
  });
  it('is local within one town of a special state, and special from the next town', () => {
    const guwahati = pin('781001', 'Guwahati', 'Assam');
    expect(deliveryZone(guwahati, pin('781005', 'Guwahati', 'Assam'))).toBe('local');
    expect(deliveryZone(guwahati, pin('785001', 'Jorhat', 'Assam'))).toBe('special');
  });
  it('is the rest of India from a town that is not a metro to a metro', () => {
    expect(deliveryZone(pin('302001', 'Jaipur', 'Rajasthan'), pin('400001', 'Mumbai', 'Maharashtra'))).toBe('rest');
  });
});

describe('metroOf', () => {
  it.each([
    ['110036', 'Delhi NCR'],
    ['201301', 'Delhi NCR'],
    ['401107', 'Mumbai'],
    ['560034', 'Bengaluru'],
    ['600001', 'Chennai'],
    ['700001', 'Kolkata'],
    ['500001', 'Hyderabad'],
    ['411001', 'Pune'],
    ['382010', 'Ahmedabad'],
    ['302001', null],
  ])('%s → %s', (pincode, metro) => expect(metroOf(pincode)).toBe(metro));
});

describe('ZONE_WORKING_DAYS', () => {
  it('grows from local to special and never starts after it ends', () => {
    expect(Object.values(ZONE_WORKING_DAYS).map((d) => [d.minDays, d.maxDays])).toEqual([
      [1, 2],
      [2, 3],
      [2, 4],
      [4, 6],
      [6, 9],
    ]);
  });
});

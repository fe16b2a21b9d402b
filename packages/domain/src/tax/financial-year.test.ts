import { describe, expect, it } from 'vitest';
import { divideHalfUp } from './gst';
import { financialYearOf, taxDocumentDate, taxDocumentFileName, taxDocumentNumber } from './financial-year';

describe('financialYearOf (April–March, in IST)', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '2026-27'], // 31 Mar 2027 23:59:59.999 IST
    ['2027-03-31T18:30:00.000Z', '2027-28'], // 1 Apr 2027 00:00 IST
    ['2026-03-31T18:29:00.000Z', '2025-26'], // 31 Mar 2026 23:59 IST
    ['2026-03-31T18:30:00.000Z', '2026-27'], // 1 Apr 2026 00:00 IST (still 31 Mar in UTC)
    ['2026-11-26T12:00:00.000Z', '2026-27'],
    ['2026-01-01T00:00:00.000Z', '2025-26'],
    ['2100-03-31T18:30:00.000Z', '2100-01'],
    ['2099-06-01T00:00:00.000Z', '2099-00'],
  ])('%s → %s', (iso, year) => {
    expect(financialYearOf(new Date(iso))).toBe(year);
  });
});

describe('taxDocumentNumber', () => {
  it('prints the series, the short year and six digits, within 16 characters', () => {
    expect(taxDocumentNumber('invoice', '2026-27', 1)).toBe('INV/26-27/000001');
    expect(taxDocumentNumber('credit_note', '2026-27', 1)).toBe('CN/26-27/000001');
    expect(taxDocumentNumber('invoice', '2026-27', 999_999)).toBe('INV/26-27/999999');
    expect(taxDocumentNumber('invoice', '2026-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(taxDocumentNumber('invoice', '2026-27', 1)).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });

  it('refuses sequences out of range and malformed years', () => {
    expect(() => taxDocumentNumber('invoice', '2026-27', 0)).toThrow(RangeError);
    expect(() => taxDocumentNumber('invoice', '2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => taxDocumentNumber('invoice', '26-27', 1)).toThrow(RangeError);
  });

  it('names the PDF after the number', () => {
    expect(taxDocumentFileName('INV/26-27/000001')).toBe('INV-26-27-000001.pdf');
  });
});

describe('taxDocumentDate', () => {
  it('prints the IST date as DD Mon YYYY', () => {
    expect(taxDocumentDate(new Date('2027-03-31T18:30:00Z'))).toBe('01 Apr 2027');
    expect(taxDocumentDate(new Date('2026-09-05T03:00:00Z'))).toBe('05 Sep 2026');
  });
});

describe('divideHalfUp', () => {
  it.each([
    [5, 2, 3],
    [3, 2, 2],
    [1, 2, 1],
    [7, 2, 4],
    [4, 3, 1],
    [5, 3, 2],
    [0, 7, 0],
  ])('%i / %i → %i', (a, b, q) => {
    expect(divideHalfUp(a, b)).toBe(q);
  });

  it('refuses fractions and negatives', () => {
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

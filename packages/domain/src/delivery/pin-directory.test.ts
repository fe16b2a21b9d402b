import { describe, expect, it } from 'vitest';
import { buildPinDirectory, type PostOffice } from './pin-directory';
import { simulatedCoverage } from './simulator-exceptions';

const office = (o: Partial<PostOffice> & Pick<PostOffice, 'pincode'>): PostOffice => ({
  name: 'Office',
  district: 'Bangalore',
  division: 'Bangalore South',
  region: 'Bangalore HQ',
  state: 'Karnataka',
  ...o,
});

describe('buildPinDirectory', () => {
  it('keeps one record per PIN from the district and division most of its offices share', () => {
    const { records } = buildPinDirectory([
      office({
        pincode: 400001,
        name: 'Tajmahal',
        district: 'Mumbai',
        division: 'Mumbai  South',
        state: 'Maharashtra',
      }),
      office({ pincode: 400001, name: 'Elephanta', district: 'Raigarh(MH)', division: 'Mumbai  South' }),
      office({
        pincode: 400001,
        name: 'Bazargate',
        district: 'Mumbai',
        division: 'Mumbai  South',
        state: 'Maharashtra',
      }),
      office({ pincode: 560034, name: 'Agara', region: 'Bangalore  HQ' }),
    ]);
    expect(records).toEqual([
      { pincode: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra', region: 'Bangalore HQ' },
      { pincode: '560034', city: 'Bangalore', district: 'Bangalore', state: 'Karnataka', region: 'Bangalore HQ' },
    ]);
  });

  it('names the town after the division only where India Post uses it as a place of the state', () => {
    const { records } = buildPinDirectory([
      office({ pincode: 781001, name: 'Guwahati ', district: 'Kamrup', division: 'Guwahati', state: 'Assam' }),
      office({ pincode: 744101, district: 'South Andaman', division: 'A - N Islands', state: 'Andaman & Nicobar' }),
      office({ pincode: 737101, district: 'East Sikkim', division: 'Sikkim', state: 'Sikkim' }),
      office({ pincode: 396210, district: 'Daman', division: 'Valsad', state: 'Daman & Diu' }),
      office({ pincode: 396191, district: 'Valsad', division: 'Valsad', state: 'Gujarat' }),
    ]);
    expect(records.map((r) => [r.pincode, r.city, r.state])).toEqual([
      ['396191', 'Valsad', 'Gujarat'],
      ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['737101', 'East Sikkim', 'Sikkim'],
      ['744101', 'South Andaman', 'Andaman and Nicobar Islands'],
      ['781001', 'Guwahati', 'Assam'],
    ]);
  });

  it('puts 194101–194404 in Ladakh, normalises old state names and skips what names no state', () => {
    const jk = { state: 'Jammu & Kashmir', district: 'Leh', division: 'Leh' };
    const { records, skipped } = buildPinDirectory([
      office({ pincode: 194101, ...jk }),
      office({ pincode: 194404, ...jk }),
      office({ pincode: 194405, ...jk }),
      office({ pincode: 190001, ...jk, district: 'Srinagar', division: 'Srinagar' }),
      office({ pincode: 396230, state: 'Dadra & Nagar Haveli', district: 'Dadra & Nagar Haveli' }),
      office({ pincode: 491001, state: 'Chattisgarh', district: 'Durg' }),
      office({ pincode: 605001, state: 'Pondicherry', district: 'Pondicherry' }),
      office({ pincode: 999999, state: 'Atlantis' }),
    ]);
    expect(Object.fromEntries(records.map((r) => [r.pincode, r.state]))).toEqual({
      '190001': 'Jammu and Kashmir',
      '194101': 'Ladakh',
      '194404': 'Ladakh',
      '194405': 'Jammu and Kashmir',
      '396230': 'Dadra and Nagar Haveli and Daman and Diu',
      '491001': 'Chhattisgarh',
      '605001': 'Puducherry',
    });
    expect(skipped).toBe(1);
  });
});

describe('simulatedCoverage', () => {
  it.each([
    ['560034', 'Karnataka', { serviceable: true, codAvailable: true }],
    ['781001', 'Assam', { serviceable: true, codAvailable: true }],
    ['413709', 'Maharashtra', { serviceable: false, codAvailable: false }],
    ['847451', 'Bihar', { serviceable: false, codAvailable: false }],
    ['110036', 'Delhi', { serviceable: true, codAvailable: false }],
    ['682555', 'Lakshadweep', { serviceable: true, codAvailable: false }],
    ['744101', 'Andaman and Nicobar Islands', { serviceable: true, codAvailable: false }],
  ] as const)('%s (%s)', (pincode, state, coverage) => expect(simulatedCoverage({ pincode, state })).toEqual(coverage));
});

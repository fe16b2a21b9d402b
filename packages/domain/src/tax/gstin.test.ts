import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';
import { TAX_GSTIN_MESSAGES } from './messages';

describe('gstinCheckCharacter (base-36 weighted checksum of the first 14 characters)', () => {
  it.each([
    // Published GSTINs and the shop's demonstration seller.
    ['27AAPFU0939F1Z', 'V'],
    ['33AAACH7409R1Z', '8'],
    ['29AAGCB7383J1Z', '4'],
    ['07AAACI1681G1Z', 'R'],
    ['29AAJCV4821K1Z', 'U'],
    ['27AAJCV4821K1Z', 'Y'],
  ])('%s → %s', (first14, check) => {
    expect(gstinCheckCharacter(first14)).toBe(check);
  });
});

describe('gstinProblem (what is wrong with a seller GSTIN, or null)', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra'],
    ['29AAJCV4821K1ZU', 'Karnataka'],
    ['33AAACH7409R1Z8', 'Tamil Nadu'],
    ['07AAACI1681G1ZR', 'Delhi'],
  ] as const)('accepts %s for a seller in %s', (gstin, state) => {
    expect(gstinProblem(gstin, state)).toBeNull();
  });

  it.each([
    ['', TAX_GSTIN_MESSAGES.shape],
    ['29AAJCV4821K1Z', TAX_GSTIN_MESSAGES.shape], // 14 characters
    ['29AAJCV4821K1ZUU', TAX_GSTIN_MESSAGES.shape], // 16 characters
    ['29AAJCV4821K1YU', TAX_GSTIN_MESSAGES.shape], // no 'Z' at position 14
    ['29AAJC14821K1ZU', TAX_GSTIN_MESSAGES.shape], // the PAN's 5 letters, 4 digits, letter broken
    ['29AAJCV4821K0ZU', TAX_GSTIN_MESSAGES.shape], // entity number 0
    ['2AAAJCV4821K1ZU', TAX_GSTIN_MESSAGES.shape], // state code not 2 digits
    ['29aajcv4821k1zu', TAX_GSTIN_MESSAGES.shape], // callers upper-case first (the schema does)
    ['00AAJCV4821K1ZU', TAX_GSTIN_MESSAGES.unknownStateCode('00')],
    ['40AAJCV4821K1ZU', TAX_GSTIN_MESSAGES.unknownStateCode('40')],
    ['27AAJCV4821K1ZY', "GSTIN's state code 27 is Maharashtra, but the seller's state is Karnataka"],
    ['18AAJCV4821K1ZX', "GSTIN's state code 18 is Assam, but the seller's state is Karnataka"],
    ['29AAJCV4821K1Z3', "GSTIN's check digit is wrong — check for a typing mistake"],
    ['29AAJCV4812K1ZU', "GSTIN's check digit is wrong — check for a typing mistake"], // two digits swapped
  ])('refuses %j for a Karnataka seller', (gstin, problem) => {
    expect(gstinProblem(gstin, 'Karnataka')).toBe(problem);
  });

  it('names the expected shape in full', () => {
    expect(TAX_GSTIN_MESSAGES.shape).toBe(
      'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, an entity digit, Z and a check ' +
        'character, like 29AAJCV4821K1ZU',
    );
    expect(TAX_GSTIN_MESSAGES.unknownStateCode('40')).toBe("GSTIN's state code 40 is not a state's GST code");
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxAt } from '../tax';
import { taxEvenlyAt } from './even-tax';

describe('taxEvenlyAt', () => {
  it.each([
    // total, rate, taxable, cgst = sgst
    [105_000, 5, 100_000, 2_500],
    [99_900, 5, 95_142, 2_379],
    [118_000, 18, 100_000, 9_000],
    [280_000, 18, 237_288, 21_356],
    [1, 5, 1, 0],
    [0, 18, 0, 0],
  ] as const)('splits %i paise at rate %i into taxable %i, CGST = SGST = %i', (total, rate, taxable, half) => {
    expect(taxEvenlyAt(total, rate, true)).toEqual({
      rate,
      totalPaise: total,
      taxablePaise: taxable,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    });
  });

  it('charges between states the same tax as IGST', () => {
    expect(taxEvenlyAt(99_900, 5, false)).toEqual({
      rate: 5,
      totalPaise: 99_900,
      taxablePaise: 95_142,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 4_758,
    });
  });

  it('fixes what taxAt does: ₹999.00 at 5 % gives CGST ₹23.78 and SGST ₹23.79 there, ₹23.79 each here', () => {
    const old = taxAt(99_900, 5, true);
    expect([old.cgstPaise, old.sgstPaise]).toEqual([2_378, 2_379]);
    const even = taxEvenlyAt(99_900, 5, true);
    expect([even.cgstPaise, even.sgstPaise]).toEqual([2_379, 2_379]);
  });

  it('always gives CGST = SGST, taxable + tax = total, and IGST = CGST + SGST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(5 as const, 18 as const),
        (total, rate) => {
          const intra = taxEvenlyAt(total, rate, true);
          const inter = taxEvenlyAt(total, rate, false);
          expect(intra.cgstPaise).toBe(intra.sgstPaise);
          expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(total);
          expect(inter.igstPaise).toBe(intra.cgstPaise * 2);
          expect(intra.taxablePaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

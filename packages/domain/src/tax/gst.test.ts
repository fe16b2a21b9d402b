import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalog';
import { gstRateFor, inGreyBand, isIntraState, taxableOf, taxAt, taxLine, taxOrder } from './gst';

describe('gstRateFor: the rate of one piece at a tax-inclusive price (paise)', () => {
  it.each([
    // [price, rate when the grey band pays the higher rate, rate when it pays the lower]
    [89_900, 5, 5],
    [250_000, 5, 5],
    [262_500, 5, 5], // ₹2,625.00: value at 5 % is exactly ₹2,500 → lower slab
    [262_501, 18, 5], // first paisa of the grey band
    [279_900, 18, 5],
    [295_000, 18, 5], // ₹2,950.00: value at 18 % is exactly ₹2,500 → still grey
    [295_001, 18, 18], // first paisa clearly above the slab
    [299_900, 18, 18],
    [1_000_000, 18, 18],
  ])('garment at %i paise → %i %% (higher) / %i %% (lower)', (price, higher, lower) => {
    for (const category of ['kurti', 'suits', 't-shirt', 'shorts'] as const) {
      expect(gstRateFor(category, price, 'higher')).toBe(higher);
      expect(gstRateFor(category, price, 'lower')).toBe(lower);
    }
  });

  it('taxes a saree as fabric: 5 % at any price and either grey-band rule', () => {
    for (const price of [49_900, 262_501, 295_000, 299_900, 5_000_000]) {
      expect(gstRateFor('saree', price, 'higher')).toBe(5);
      expect(gstRateFor('saree', price, 'lower')).toBe(5);
    }
  });

  it('has a rate for every category', () => {
    for (const category of CATEGORIES) expect([5, 18]).toContain(gstRateFor(category, 100_000, 'higher'));
  });

  it('the grey band is exactly ₹2,625 < P ≤ ₹2,950', () => {
    expect([262_500, 262_501, 295_000, 295_001].map(inGreyBand)).toEqual([false, true, true, false]);
    // The band is where neither slab holds on its own: at 5 % above ₹2,500, at 18 % not above it.
    for (const p of [262_501, 280_000, 295_000]) {
      expect(taxableOf(p, 5)).toBeGreaterThan(250_000);
      expect(taxableOf(p, 18)).toBeLessThanOrEqual(250_000);
    }
  });
});

describe('taxAt: taxable value worked back from a tax-inclusive amount, rounded half up', () => {
  it.each([
    // [amount, rate, taxable, tax]
    [89_900, 5, 85_619, 4_281], // 85,619.047… → 85,619
    [299_900, 5, 285_619, 14_281], // saree ₹2,999
    [299_900, 18, 254_153, 45_747], // 254,152.54… → 254,153
    [105, 5, 100, 5],
    [21, 5, 20, 1], // 20.0
    [1, 5, 1, 0], // 0.952… → 1
    [2_100, 5, 2_000, 100],
    [1_077, 5, 1_026, 51], // 1,025.714… → 1,026
    [59, 18, 50, 9], // 50.0
    [177, 18, 150, 27],
    [11_859, 18, 10_050, 1_809], // 10,049.99… → 10,050
    [0, 5, 0, 0],
  ])('%i paise at %i %% → taxable %i, tax %i', (amount, rate, taxable, tax) => {
    const within = taxAt(amount, rate as 5 | 18, true);
    expect(within.taxablePaise).toBe(taxable);
    expect(within.cgstPaise + within.sgstPaise).toBe(tax);
    expect(within.igstPaise).toBe(0);
    const between = taxAt(amount, rate as 5 | 18, false);
    expect(between).toMatchObject({ taxablePaise: taxable, igstPaise: tax, cgstPaise: 0, sgstPaise: 0 });
  });

  it('never meets an exact half at 5 % or 18 % (so half-up is only the rule on paper; divideHalfUp is tested)', () => {
    for (let amount = 0; amount < 20_000; amount += 1) {
      for (const rate of [5, 18]) {
        const doubled = amount * 200; // 2 × amount × 100: a half means doubled / (100 + rate) is an odd integer
        expect(doubled % (100 + rate) === 0 && (doubled / (100 + rate)) % 2 === 1).toBe(false);
      }
    }
  });

  it('splits an odd tax with the extra paisa to SGST: cgst = floor(tax / 2)', () => {
    const t = taxAt(89_900, 5, true); // tax 4,281
    expect([t.cgstPaise, t.sgstPaise]).toEqual([2_140, 2_141]);
    const even = taxAt(2_100, 5, true); // tax 100
    expect([even.cgstPaise, even.sgstPaise]).toEqual([50, 50]);
  });

  it('always adds back up: taxable + taxes = what was paid', () => {
    for (let amount = 0; amount < 5_000; amount += 7) {
      for (const rate of [5, 18] as const) {
        for (const intra of [true, false]) {
          const t = taxAt(amount, rate, intra);
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(amount);
        }
      }
    }
  });
});

describe('intra- vs inter-state', () => {
  it('is intra-state only when the delivery state is the seller state', () => {
    expect(isIntraState('Karnataka', 'Karnataka')).toBe(true);
    expect(isIntraState('Karnataka', 'Maharashtra')).toBe(false);
  });
});

describe('taxOrder: a multi-line order', () => {
  const lines = [
    { category: 'saree' as const, unitPricePaise: 299_900, quantity: 1 },
    { category: 'kurti' as const, unitPricePaise: 89_900, quantity: 2 },
    { category: 'suits' as const, unitPricePaise: 279_900, quantity: 1 }, // grey band
  ];

  it('taxes each line at its piece rate; totals are the sums and equal what was paid', () => {
    const { lines: taxed, totals } = taxOrder(lines, { intraState: true, greyBand: 'higher' });
    expect(taxed.map((l) => l.rate)).toEqual([5, 5, 18]);
    expect(taxed[1]).toMatchObject({ totalPaise: 179_800, taxablePaise: 171_238, cgstPaise: 4_281, sgstPaise: 4_281 });
    expect(totals.totalPaise).toBe(299_900 + 179_800 + 279_900);
    expect(totals.taxablePaise).toBe(taxed.reduce((s, l) => s + l.taxablePaise, 0));
    expect(totals.cgstPaise).toBe(taxed.reduce((s, l) => s + l.cgstPaise, 0));
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
    expect(totals.igstPaise).toBe(0);
  });

  it('the grey-band setting moves only the grey-band line; inter-state puts all tax in IGST', () => {
    const { lines: taxed, totals } = taxOrder(lines, { intraState: false, greyBand: 'lower' });
    expect(taxed.map((l) => l.rate)).toEqual([5, 5, 5]);
    expect(totals.cgstPaise + totals.sgstPaise).toBe(0);
    expect(totals.taxablePaise + totals.igstPaise).toBe(759_600);
  });

  it('a line of several pieces takes the rate of one piece', () => {
    expect(
      taxLine({ category: 'kurti', unitPricePaise: 200_000, quantity: 3 }, { intraState: false, greyBand: 'higher' }),
    ).toMatchObject({ rate: 5, totalPaise: 600_000, taxablePaise: 571_429, igstPaise: 28_571 });
  });
});

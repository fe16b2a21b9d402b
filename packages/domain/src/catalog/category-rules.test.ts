import { describe, expect, it } from 'vitest';
import { isCategory } from './categories';
import { DEFAULT_CATEGORIES } from './category-defaults';
import {
  categorySlugOf,
  cmToInches,
  formatMeasurement,
  orderedSizes,
  readSizeGuideText,
  sizeGuideRows,
  sizeGuideText,
} from './category-rules';

describe('categorySlugOf', () => {
  it.each([
    ['Lehenga', 'lehenga'],
    ['Night Wear', 'night-wear'],
    ['  Co-ord sets ', 'co-ord-sets'],
    ['Lehengā Chōli', 'lehenga-choli'],
    ['Kurtas & Kurtis', 'kurtas-kurtis'],
    ['2-piece', '2-piece'],
    ['!!!', ''],
    ['लहंगा', ''],
    ['All', ''],
    ['x'.repeat(50), 'x'.repeat(40)],
    [`${'a'.repeat(39)} b`, 'a'.repeat(39)],
  ])('%j → %j', (name, slug) => {
    expect(categorySlugOf(name)).toBe(slug);
  });

  it('makes only slugs the shop can read back', () => {
    for (const name of ['Lehenga', 'Night Wear', 'T-Shirt']) expect(isCategory(categorySlugOf(name))).toBe(true);
  });
});

describe('orderedSizes', () => {
  it.each([
    [
      ['S', 'M', 'L'],
      ['S', 'M', 'L'],
    ],
    [
      [' M ', 'S', 'm', ''],
      ['M', 'S'],
    ],
    [['Free'], ['Free']],
    [
      ['28', '30', '32', '30'],
      ['28', '30', '32'],
    ],
    [[], []],
  ])("%j → %j (the owner's order, each size once)", (sizes, want) => {
    expect(orderedSizes(sizes)).toEqual(want);
  });
});

describe('cmToInches', () => {
  it.each([
    [2.54, 1],
    [96.5, 38],
    [96, 37.8],
    [101.5, 40],
    [112, 44.1],
    [0.5, 0.2],
  ])('%d cm → %d in', (cm, inches) => {
    expect(cmToInches(cm)).toBe(inches);
  });

  it.each([
    [96, 'cm', '96'],
    [96, 'in', '37.8'],
    [null, 'in', '–'],
  ] as const)('shows %j in %s as %j', (cm, unit, text) => {
    expect(formatMeasurement(cm, unit)).toBe(text);
  });
});

describe('sizeGuideRows', () => {
  const guide = {
    columns: ['Bust'],
    rows: [
      { size: 'L', cm: [101.5] },
      { size: 'XXS', cm: [76] },
      { size: 'S', cm: [91.5] },
    ],
  };
  it("orders the rows by the category's sizes, a size it no longer offers last", () => {
    expect(sizeGuideRows(guide, ['S', 'M', 'L']).map((r) => r.size)).toEqual(['S', 'L', 'XXS']);
  });
  it('answers no rows for no guide or a guide without columns', () => {
    expect(sizeGuideRows(null, ['S'])).toEqual([]);
    expect(sizeGuideRows({ columns: [], rows: [{ size: 'S', cm: [] }] }, ['S'])).toEqual([]);
  });
});

describe('DEFAULT_CATEGORIES', () => {
  it("are the seed's five with their HSN codes; a saree is free size", () => {
    expect(DEFAULT_CATEGORIES.map((c) => [c.slug, c.name, c.hsn])).toEqual([
      ['kurti', 'Kurti', '6206'],
      ['suits', 'Suits', '6204'],
      ['t-shirt', 'T-Shirt', '6109'],
      ['saree', 'Saree', '5208'],
      ['shorts', 'Shorts', '6204'],
    ]);
    expect(DEFAULT_CATEGORIES.find((c) => c.slug === 'saree')?.sizes).toEqual(['Free']);
  });
});

describe('the size guide as text', () => {
  const guide = {
    columns: ['Bust', 'Waist'],
    rows: [
      { size: 'S', cm: [86, 71] },
      { size: 'M', cm: [91.5, null] },
    ],
  };
  it('writes a guide as the back office shows it and reads it back', () => {
    const text = sizeGuideText(guide);
    expect(text).toEqual({ columns: 'Bust, Waist', rows: 'S: 86, 71\nM: 91.5, ' });
    expect(readSizeGuideText(text.columns, text.rows)).toEqual(guide);
  });
  it.each([
    ['', '', null],
    [
      ' Bust ,, Length',
      '\n L : 101.5,112 \n\n',
      { columns: ['Bust', 'Length'], rows: [{ size: 'L', cm: [101.5, 112] }] },
    ],
    ['Bust', 'M: 9x', { columns: ['Bust'], rows: [{ size: 'M', cm: [Number.NaN] }] }],
    ['Bust', 'Free', { columns: ['Bust'], rows: [{ size: 'Free', cm: [] }] }],
    ['', 'M: 96', { columns: [], rows: [{ size: 'M', cm: [96] }] }],
  ])('reads %j and %j as %j', (columns, rows, want) => {
    expect(readSizeGuideText(columns, rows)).toEqual(want);
  });
});

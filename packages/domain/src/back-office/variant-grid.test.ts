import { describe, expect, it } from 'vitest';
import {
  gridCells,
  gridValueProblem,
  gridValues,
  planVariantGrid,
  tickGridValues,
  type GridCell,
} from './variant-grid';

describe('gridValues', () => {
  it.each([
    ['S, M, L', ['S', 'M', 'L']],
    [' Red ,, Blue , ', ['Red', 'Blue']],
    ['Red, red, RED, Blue', ['Red', 'Blue']],
    ['', []],
    ['Free', ['Free']],
  ])('%j → %j', (cell, values) => {
    expect(gridValues(cell)).toEqual(values);
  });
});

describe('gridValueProblem', () => {
  it.each([
    [['S', 'M'], null],
    [['Red/Blue'], 'slash'],
    [['x'.repeat(20)], null],
    [['x'.repeat(21)], 'tooLong'],
  ] as const)('%j → %s', (values, problem) => {
    expect(gridValueProblem(values)).toBe(problem);
  });
});

describe('gridCells', () => {
  it('makes each combination size by size, in the order typed', () => {
    expect(gridCells(['S', 'M'], ['Red', 'Blue'])).toEqual([
      { option1: 'S', option2: 'Red' },
      { option1: 'S', option2: 'Blue' },
      { option1: 'M', option2: 'Red' },
      { option1: 'M', option2: 'Blue' },
    ]);
  });
  it('makes one per size for a product with sizes only', () => {
    expect(gridCells(['Free'], null)).toEqual([{ option1: 'Free', option2: null }]);
  });
});

describe('planVariantGrid', () => {
  type Row = { size: string; colour: string; price: string };
  const cellOf = (row: Row): GridCell | null =>
    row.size.trim() === '' && row.colour.trim() === '' && row.price.trim() === ''
      ? null
      : { option1: row.size, option2: row.colour || null };
  const newRow = (cell: GridCell): Row => ({ size: cell.option1, colour: cell.option2 ?? '', price: '999' });
  const grid = gridCells(['S', 'M'], ['Red', 'Blue']);

  it('replaces the empty starting row with the grid', () => {
    const plan = planVariantGrid([{ size: '', colour: '', price: '' }], cellOf, grid, newRow);
    expect(plan.rows.map((r) => `${r.size} / ${r.colour} ${r.price}`)).toEqual([
      'S / Red 999',
      'S / Blue 999',
      'M / Red 999',
      'M / Blue 999',
    ]);
    expect(plan).toMatchObject({ added: 4, kept: 0 });
  });

  it('keeps a row already there (case aside) in its place in the grid, as typed', () => {
    const typed = { size: 'm', colour: 'red', price: '1299' };
    const plan = planVariantGrid([typed], cellOf, grid, newRow);
    expect(plan.rows[2]).toBe(typed);
    expect(plan).toMatchObject({ added: 3, kept: 1 });
  });

  it('keeps rows the grid does not name after it, and a row with only a price typed', () => {
    const other = { size: 'XL', colour: 'Green', price: '999' };
    const half = { size: '', colour: '', price: '500' };
    const plan = planVariantGrid([other, half], cellOf, grid, newRow);
    expect(plan.rows.slice(4)).toEqual([other, half]);
    expect(plan).toMatchObject({ added: 4, kept: 2 });
  });

  it('adds nothing when every combination has a row', () => {
    const rows = grid.map(newRow);
    const plan = planVariantGrid(rows, cellOf, grid, newRow);
    expect(plan.rows).toEqual(rows);
    expect(plan).toMatchObject({ added: 0, kept: 4 });
  });
});

describe('tickGridValues', () => {
  const colour = {
    slug: 'colour',
    name: 'Colour',
    values: [
      { slug: 'red', name: 'Red' },
      { slug: 'blue', name: 'Blue' },
      { slug: 'green', name: 'Green' },
    ],
  };
  const fabric = { slug: 'fabric', name: 'Fabric', values: [{ slug: 'silk', name: 'Silk' }] };

  it.each([
    ['Colour', ['Blue', 'red'], {}, { colour: ['red', 'blue'] }, ['Red', 'Blue']],
    ['color', ['Red'], {}, { colour: ['red'] }, ['Red']],
    [
      'Colour',
      ['Green'],
      { colour: ['blue'], fabric: ['silk'] },
      { colour: ['blue', 'green'], fabric: ['silk'] },
      ['Green'],
    ],
    ['Colour', ['Red', 'Mustard'], { colour: ['red'] }, { colour: ['red'] }, []],
    ['Shade', ['Red'], {}, {}, []],
    ['Fabric', ['Silk'], {}, { fabric: ['silk'] }, ['Silk']],
  ])('option %s with %j, ticked %j → %j (added %j)', (name, values, ticked, expected, added) => {
    const result = tickGridValues(name, values, [fabric, colour], ticked);
    expect(result.ticked).toEqual(expected);
    expect(result.added).toEqual(added);
  });
});

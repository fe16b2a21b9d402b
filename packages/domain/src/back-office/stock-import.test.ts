import { describe, expect, it } from 'vitest';
import { STOCK_IMPORT_ROWS_MAX } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import { checkStockImport, importCatalogueOf, importStockValue, readStockImportTable } from './stock-import';

const KURTI = { id: '0b5a7d0e-1111-4c2a-9d5e-000000000001', title: 'Cotton Kurti', sizes: [{ size: 'M', stock: 4 }] };
const SAREE = { id: '0b5a7d0e-1111-4c2a-9d5e-000000000002', title: 'Silk Saree', sizes: [{ size: 'Free', stock: 0 }] };
const TWIN_A = { id: '0b5a7d0e-1111-4c2a-9d5e-000000000003', title: 'Twin Top', sizes: [{ size: 'S', stock: 1 }] };
const TWIN_B = { id: '0b5a7d0e-1111-4c2a-9d5e-000000000004', title: 'twin top', sizes: [{ size: 'S', stock: 2 }] };
const catalogue = importCatalogueOf([KURTI, SAREE, TWIN_A, TWIN_B]);

describe('readStockImportTable', () => {
  it.each([
    [['productId', 'size', 'stock']],
    [['title', 'size', 'stock']],
    [[' Product ID ', 'SIZE', ' Stock']],
    [['product_id', 'Size', 'stock', '']],
  ])('accepts the header %j', (header) => {
    expect(readStockImportTable([header, ['x', 'M', '1']])).toEqual({
      lines: [{ line: 2, key: 'x', size: 'M', stock: '1' }],
    });
  });

  it.each([
    [['id', 'size', 'stock']],
    [['productId', 'stock', 'size']],
    [['productId', 'size']],
    [['productId', 'size', 'stock', 'price']],
    [['title', 'productId', 'size', 'stock']],
    [['productId', 'title', 'size', 'stock', 'price']],
    [['x', 'M', '1']],
  ])('refuses the header %j', (header) => {
    expect(readStockImportTable([header, ['x', 'M', '1']])).toEqual({ error: M.importHeader });
  });

  it("reads the stock export's own header (productId, title, size, stock): the id names the product", () => {
    const table = [
      ['productId', 'title', 'size', 'stock'],
      ['3f2b8c1e-5d4a-4b6f-9e21-7c0d8a9b1f34', 'Cotton Kurti, Block Print', 'M', '12'],
    ];
    expect(readStockImportTable(table)).toEqual({
      lines: [{ line: 2, key: '3f2b8c1e-5d4a-4b6f-9e21-7c0d8a9b1f34', size: 'M', stock: '12' }],
    });
  });

  it('skips blank lines but keeps counting them', () => {
    const table = [
      ['title', 'size', 'stock'],
      [''],
      ['Cotton Kurti', ' M ', ' 3 '],
      ['', '', ''],
      ['Silk Saree', 'Free', '2'],
    ];
    expect(readStockImportTable(table)).toEqual({
      lines: [
        { line: 3, key: 'Cotton Kurti', size: 'M', stock: '3' },
        { line: 5, key: 'Silk Saree', size: 'Free', stock: '2' },
      ],
    });
  });

  it('refuses an empty file and a file with only a header', () => {
    expect(readStockImportTable([])).toEqual({ error: M.importEmpty });
    expect(readStockImportTable([[''], ['title', 'size', 'stock'], ['']])).toEqual({ error: M.importEmpty });
  });

  it(`takes ${STOCK_IMPORT_ROWS_MAX} rows and refuses one more`, () => {
    const rows = (n: number) => [['title', 'size', 'stock'], ...Array.from({ length: n }, () => ['a', 'M', '1'])];
    expect(readStockImportTable(rows(STOCK_IMPORT_ROWS_MAX))).toHaveProperty('lines');
    expect(readStockImportTable(rows(STOCK_IMPORT_ROWS_MAX + 1))).toEqual({ error: M.importTooManyRows });
  });
});

describe('importStockValue', () => {
  it.each([
    ['0', { stock: 0 }],
    ['12', { stock: 12 }],
    ['+5', { stock: 5 }],
    ['007', { stock: 7 }],
    ['100000', { stock: 100_000 }],
    ['100001', { error: M.stockTooHigh }],
    ['-1', { error: M.stockNegative }],
    ['-3.0', { error: M.stockNegative }],
    ['2.5', { error: M.stockWhole }],
    ['1e3', { error: M.stockWhole }],
    ['', { error: M.stockWhole }],
    ['ten', { error: M.stockWhole }],
    ['=1+1', { error: M.stockWhole }],
    ['1 000', { error: M.stockWhole }],
    ['0x10', { error: M.stockWhole }],
  ])('%j → %j', (cell, expected) => {
    expect(importStockValue(cell)).toEqual(expected);
  });
});

describe('checkStockImport', () => {
  const line = (n: number, key: string, size: string, stock: string) => ({ line: n, key, size, stock });

  it('names each row: product by id (any case) or title (any case), size without case, before and after', () => {
    expect(
      checkStockImport([line(2, KURTI.id.toUpperCase(), 'm', '9'), line(3, '  silk saree ', 'FREE', '0')], catalogue),
    ).toEqual([
      { line: 2, productId: KURTI.id, title: 'Cotton Kurti', size: 'M', before: 4, after: 9, error: null },
      { line: 3, productId: SAREE.id, title: 'Silk Saree', size: 'Free', before: 0, after: 0, error: null },
    ]);
  });

  it.each([
    ['an unknown product', line(2, 'Nope', 'M', '1'), { title: 'Nope', error: M.importProductUnknown }],
    ['a blank product', line(2, '', 'M', '1'), { title: null, error: M.importProductUnknown }],
    [
      'a formula as title',
      line(2, '=HYPERLINK("x")', 'M', '1'),
      { title: '=HYPERLINK("x")', error: M.importProductUnknown },
    ],
    ['an ambiguous title', line(2, 'TWIN TOP', 'S', '1'), { title: 'TWIN TOP', error: M.importTitleAmbiguous }],
    ['an unknown size', line(2, 'Cotton Kurti', 'XL', '1'), { productId: KURTI.id, error: M.sizeUnknown }],
    ['a blank size', line(2, 'Cotton Kurti', '', '1'), { productId: KURTI.id, error: M.sizeRequired }],
    ['a bad stock', line(2, 'Cotton Kurti', 'M', '-2'), { before: 4, after: null, error: M.stockNegative }],
  ])('refuses %s', (_, input, expected) => {
    const [row] = checkStockImport([input], catalogue);
    expect(row).toMatchObject(expected);
  });

  it('an ambiguous title still works by id', () => {
    const [row] = checkStockImport([line(2, TWIN_B.id, 'S', '5')], catalogue);
    expect(row).toMatchObject({ productId: TWIN_B.id, before: 2, after: 5, error: null });
  });

  it('refuses the second row for one product and size, however it is named', () => {
    const rows = checkStockImport(
      [line(2, 'Cotton Kurti', 'M', '1'), line(3, KURTI.id, 'm', '2'), line(4, 'Silk Saree', 'Free', '1')],
      catalogue,
    );
    expect(rows.map((r) => r.error)).toEqual([null, M.importDuplicateRow, null]);
  });
});

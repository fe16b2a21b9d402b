import { describe, expect, it } from 'vitest';
import { COLLECTIONS_MESSAGES as C } from '../collections/messages';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import { parseBarcode, parseGrams, parseOption2Name, parseOptionValue, parseSku, parseTags } from './product-csv-cells';
import { checkProductImport, readProductCsvTable, type CsvProduct, type ProductCsvTable } from './product-csv';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from './variant-messages';

describe('the variant cells of the product spreadsheet', () => {
  it.each([
    ['KR-M-01', { value: 'KR-M-01' }],
    ['', { value: null }],
    ['KR M', { error: V.skuInvalid }],
    ['K'.repeat(65), { error: V.skuInvalid }],
  ])('Variant SKU %j', (cell, expected) => expect(parseSku(cell)).toEqual(expected));

  it.each([
    ['8901234567890', { value: '8901234567890' }],
    ['', { value: null }],
    ['890-123', { error: V.barcodeInvalid }],
    ['8'.repeat(33), { error: V.barcodeInvalid }],
  ])('Variant Barcode %j', (cell, expected) => expect(parseBarcode(cell)).toEqual(expected));

  it.each([
    ['350', { value: 350 }],
    ['0', { value: 0 }],
    ['', { value: null }],
    ['1.5', { error: V.weightInvalid }],
    ['-3', { error: V.weightInvalid }],
    ['100001', { error: V.weightInvalid }],
  ])('Variant Grams %j', (cell, expected) => expect(parseGrams(cell)).toEqual(expected));

  it.each([
    ['Red', { value: 'Red' }],
    ['Red/Blue', { error: V.optionSlash }],
    ['R'.repeat(20), { value: 'R'.repeat(20) }],
    ['R'.repeat(21), { error: V.optionTooLong }],
  ])('an option value %j', (cell, expected) => expect(parseOptionValue(cell, V.optionTooLong)).toEqual(expected));

  it.each([
    ['Colour', { value: 'Colour' }],
    ['C'.repeat(31), { error: V.csvOption2NameTooLong }],
  ])('Option2 Name %j', (cell, expected) => expect(parseOption2Name(cell)).toEqual(expected));

  it.each([
    ['Diwali,  Festive Wear , diwali', { value: ['diwali', 'festive wear'] }],
    ['', { value: [] }],
    [`ok, ${'t'.repeat(41)}`, { error: C.tagLength }],
    [Array.from({ length: 21 }, (_, i) => `t${i}`).join(','), { error: C.tagsTooMany }],
  ])('Tags %j', (cell, expected) => expect(parseTags(cell)).toEqual(expected));
});

const table = (rows: string[][]): ProductCsvTable => {
  const read = readProductCsvTable(rows);
  if ('error' in read) throw new Error(read.error);
  return read;
};

const HEADER = [
  'Handle',
  'Title',
  'Type',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Price',
];

const kurti: CsvProduct & { hasPhoto: boolean } = {
  id: '00000000-0000-4000-8000-000000000001',
  handle: 'kurti',
  title: 'Kurti',
  description: '',
  category: 'kurti',
  status: 'draft',
  returnable: true,
  option2Name: null,
  tags: [],
  hsn: null,
  titleHi: '',
  descriptionHi: '',
  attributes: {},
  variants: [
    { size: 'M', pricePaise: 99_900, originalPricePaise: null, stock: 1, sku: 'K-M', barcode: null, weightGrams: null },
  ],
  images: [],
  hasPhoto: false,
};

describe('checkProductImport with two options', () => {
  it.each<[string, string[][], Record<string, string[]>]>([
    [
      'a second value on a product with sizes only',
      [['kurti', '', '', 'L', '', 'Red', '', '999']],
      { 2: [V.option2Unexpected] },
    ],
    [
      'a second option given while sizes without it stay',
      [['kurti', '', '', 'L', 'Colour', 'Red', '', '999']],
      { 2: [V.option2Missing] },
    ],
    [
      "a SKU another of the product's variants keeps",
      [['kurti', '', '', 'L', '', '', 'k-m', '999']],
      { 2: [V.skuDuplicate] },
    ],
    ['a SKU of another product', [['kurti', '', '', 'L', '', '', 'OTHER-1', '999']], { 2: [V.skuTaken('OTHER-1')] }],
    [
      'the same pair twice',
      [
        ['new-one', 'New', 'kurti', 'M', 'Colour', 'Red', '', '999'],
        ['new-one', '', '', 'M', '', 'red', '', '999'],
      ],
      { 3: [V.pairDuplicate] },
    ],
    ['a size over the limit', [['kurti', '', '', 'S'.repeat(21), '', '', '', '999']], { 2: [M.productCsvSizeTooLong] }],
  ])('%s', (_, rows, expected) => {
    const check = checkProductImport(table([HEADER, ...rows]), {
      byHandle: (handle) => (handle === 'kurti' ? kurti : undefined),
      skuOwner: (sku) => (sku === 'other-1' ? 'another-product' : sku === 'k-m' ? kurti.id : undefined),
    });
    const errors = Object.fromEntries(check.rows.filter((r) => r.errors.length > 0).map((r) => [r.line, r.errors]));
    expect(errors).toEqual(expected);
    expect(check.plans).toHaveLength(0);
  });
});

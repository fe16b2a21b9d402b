import { describe, expect, it } from 'vitest';
import { CATALOG_CATEGORY_MESSAGES as C } from '../catalog/category-messages';
import { CATALOG_ATTRIBUTE_MESSAGES as A } from '../catalog/messages';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import {
  checkProductImport,
  productCsvHeader,
  productCsvRows,
  readProductCsvTable,
  type CsvCatalogueProduct,
  type ProductCsvTable,
} from './product-csv';
import { attributeCell, csvAttributeColumns, parseAttributeCell, type CsvAttribute } from './product-csv-attributes';
import { PRODUCT_CSV_HEADER_KEYS } from './product-csv-columns';
import { parseDescriptionHi, parseHsn, parseTitleHi } from './product-csv-fields';
import { BACK_OFFICE_PRODUCT_CSV_MESSAGES as P } from './product-csv-messages';

const FABRIC: CsvAttribute = {
  slug: 'fabric',
  name: 'Fabric',
  nameHi: 'कपड़ा',
  values: [
    { slug: 'cotton', name: 'Cotton', nameHi: 'सूती' },
    { slug: 'silk', name: 'Silk', nameHi: 'रेशम' },
    { slug: 'cotton-silk', name: 'Cotton, Silk', nameHi: '' },
  ],
};
const WASH: CsvAttribute = {
  slug: 'wash-care',
  name: 'Wash care',
  nameHi: '',
  values: [{ slug: 'hand-wash', name: 'Hand wash', nameHi: '' }],
};
const TYPE: CsvAttribute = { slug: 'type', name: 'Type', nameHi: '', values: [{ slug: 'a', name: 'A', nameHi: '' }] };

describe('the HSN and Hindi cells: the product form’s rules', () => {
  it.each([
    ['6206', { value: '6206' }],
    ['620442', { value: '620442' }],
    ['62044290', { value: '62044290' }],
    ['', { value: null }],
    ['620', { error: C.hsnInvalid }],
    ['62044', { error: C.hsnInvalid }],
    ['6206.00', { error: C.hsnInvalid }],
    ['HSN6206', { error: C.hsnInvalid }],
    ['6'.repeat(41), { error: C.hsnInvalid }],
  ])('HSN %j', (cell, expected) => expect(parseHsn(cell)).toEqual(expected));

  it.each([
    ['सूती कुर्ती', { value: 'सूती कुर्ती' }],
    ['', { value: '' }],
    // Composed as the form keeps it: a nukta typed apart is one letter.
    ['सा\u095cी', { value: 'सा\u0921\u093cी' }],
    ['क'.repeat(PRODUCT_TITLE_MAX), { value: 'क'.repeat(PRODUCT_TITLE_MAX) }],
    ['क'.repeat(PRODUCT_TITLE_MAX + 1), { error: M.titleHiTooLong }],
  ])('Title (Hindi) %j', (cell, expected) => expect(parseTitleHi(cell)).toEqual(expected));

  it.each([
    ['  हाथ से छपी\nसूती  ', { value: 'हाथ से छपी\nसूती' }],
    [`${'क'.repeat(PRODUCT_DESCRIPTION_MAX)} `, { error: M.descriptionHiTooLong }],
  ])('Body (Hindi) %j', (cell, expected) => expect(parseDescriptionHi(cell)).toEqual(expected));
});

describe('the attribute cells', () => {
  it.each([
    ['Cotton', { value: ['cotton'] }],
    ['silk, COTTON', { value: ['cotton', 'silk'] }],
    ['रेशम', { value: ['silk'] }],
    ['cotton-silk', { value: ['cotton-silk'] }],
    ['Cotton, , Cotton', { value: ['cotton'] }],
    ['', { value: [] }],
    ['Cotton, Teal', { error: A.unknownValue('Teal', 'Fabric') }],
  ])('Fabric %j', (cell, expected) => expect(parseAttributeCell(cell, FABRIC)).toEqual(expected));

  it('writes names in the attribute’s order, and the slug of a name with a comma (so it splits back)', () => {
    expect(attributeCell(FABRIC, ['silk', 'cotton'])).toBe('Cotton, Silk');
    expect(attributeCell(FABRIC, ['cotton-silk'])).toBe('cotton-silk');
    expect(attributeCell(FABRIC, [])).toBe('');
    expect(parseAttributeCell(attributeCell(FABRIC, ['cotton', 'cotton-silk']), FABRIC)).toEqual({
      value: ['cotton', 'cotton-silk'],
    });
  });

  it('refuses more values than a product may have of one attribute', () => {
    const many: CsvAttribute = {
      ...FABRIC,
      values: Array.from({ length: 21 }, (_, i) => ({ slug: `f${i}`, name: `F${i}`, nameHi: '' })),
    };
    const cell = many.values.map((v) => v.name).join(',');
    expect(parseAttributeCell(cell, many)).toEqual({ error: P.attributeTooManyValues('Fabric') });
  });

  it('heads a column by the name, or "<name> (<slug>)" when one of the file’s own columns has it', () => {
    const columns = csvAttributeColumns([FABRIC, WASH, TYPE], PRODUCT_CSV_HEADER_KEYS);
    expect(columns.map((c) => [c.header, c.keys])).toEqual([
      ['Fabric', ['fabric', 'कपड़ा']],
      ['Wash care', ['washcare']],
      ['Type (type)', ['type(type)']],
    ]);
    expect(productCsvHeader([FABRIC, WASH]).slice(-5)).toEqual([
      'HSN',
      'Title (Hindi)',
      'Body (Hindi)',
      'Fabric',
      'Wash care',
    ]);
  });

  it.each([
    ['Fabric', 'New fabric'],
    ['Wash care', 'New wash care'],
    ['GSM', 'New GSM'],
  ])('a change of %s reads "%s"', (name, label) => expect(P.changeAttribute(name)).toBe(label));
});

const kurti: CsvCatalogueProduct = {
  id: '00000000-0000-4000-8000-000000000001',
  handle: 'kurti',
  title: 'Kurti',
  description: '',
  category: 'kurti',
  status: 'draft',
  returnable: true,
  option2Name: null,
  tags: [],
  hsn: '6206',
  titleHi: 'कुर्ती',
  descriptionHi: '',
  attributes: { fabric: ['cotton'], 'wash-care': ['hand-wash'] },
  variants: [
    { size: 'M', pricePaise: 99_900, originalPricePaise: null, stock: 1, sku: null, barcode: null, weightGrams: null },
  ],
  images: [],
  hasPhoto: false,
};

const ATTRIBUTES = [FABRIC, WASH];
const catalogue = { byHandle: (h: string) => (h === 'kurti' ? kurti : undefined), attributes: ATTRIBUTES };

function table(rows: string[][]): ProductCsvTable {
  const read = readProductCsvTable(rows, ATTRIBUTES);
  if ('error' in read) throw new Error(read.error);
  return read;
}

const HEADER = ['Handle', 'Option1 Value', 'HSN Code', 'Title in Hindi', 'Body (Hindi)', 'Fabric'];

describe('checkProductImport with HSN, Hindi and attributes', () => {
  it('round trip: the product’s own rows read back change nothing', () => {
    const check = checkProductImport(
      table([productCsvHeader(ATTRIBUTES), ...productCsvRows(kurti, ATTRIBUTES)]),
      catalogue,
    );
    expect(check.rows.map((r) => [r.action, r.changes, r.errors])).toEqual([['unchanged', [], []]]);
    expect(check.plans[0]).toMatchObject({ fieldsChanged: false, attributes: {} });
  });

  it.each<[string, string[], string[], Partial<Record<string, unknown>>]>([
    [
      'new values, named by slug, name or Hindi name',
      ['kurti', 'M', '620442', 'सूती कुर्ती', 'हाथ से छपी', 'रेशम, cotton'],
      [P.changeHsn, P.changeTitleHi, P.changeDescriptionHi, 'New fabric'],
      {
        fields: { hsn: '620442', titleHi: 'सूती कुर्ती', descriptionHi: 'हाथ से छपी' },
        attributes: { fabric: ['cotton', 'silk'] },
      },
    ],
    [
      'empty cells: the category’s HSN, no Hindi title, no fabric; a column not in the file keeps Wash care',
      ['kurti', 'M', '', '', '', ''],
      [P.changeHsn, P.changeTitleHi, 'New fabric'],
      { fields: { hsn: null, titleHi: '', descriptionHi: '' }, attributes: { fabric: [] } },
    ],
  ])('%s', (_, row, changes, plan) => {
    const check = checkProductImport(table([HEADER, row]), catalogue);
    expect(check.rows.map((r) => [r.action, r.changes, r.errors])).toEqual([['change', changes, []]]);
    expect(check.plans[0]).toMatchObject({ fieldsChanged: true, ...plan });
  });

  it('a file without the new columns leaves HSN, Hindi and attributes as they are', () => {
    const check = checkProductImport(
      table([
        ['Handle', 'Option1 Value'],
        ['kurti', 'M'],
      ]),
      catalogue,
    );
    expect(check.rows.map((r) => r.action)).toEqual(['unchanged']);
    expect(check.plans[0]).toMatchObject({ fields: { hsn: '6206', titleHi: 'कुर्ती' }, attributes: {} });
  });

  it('on a row without the product’s title an empty cell keeps (a file cut to some sizes); a value is read', () => {
    const check = checkProductImport(
      table([
        ['Handle', 'Title', 'Option1 Value', 'HSN', 'Title (Hindi)', 'Fabric', 'Wash care'],
        ['kurti', '', 'M', '', '', 'Silk', ''],
      ]),
      catalogue,
    );
    expect(check.rows.map((r) => [r.action, r.changes])).toEqual([['change', ['New fabric']]]);
    expect(check.plans[0]).toMatchObject({
      fields: { hsn: '6206', titleHi: 'कुर्ती' },
      attributes: { fabric: ['silk'] },
    });
  });

  it('a new product takes the values it gives, and its report says only "New product"', () => {
    const check = checkProductImport(
      table([
        ['Handle', 'Title', 'Type', 'Option1 Value', 'Variant Price', 'HSN', 'Fabric', 'Wash care'],
        ['new-kurti', 'New Kurti', 'kurti', 'M', '999', '6206', 'Silk', ''],
      ]),
      catalogue,
    );
    expect(check.rows.map((r) => [r.action, r.changes])).toEqual([['create', [M.productCsvNewProduct]]]);
    expect(check.plans[0]).toMatchObject({ fields: { hsn: '6206' }, attributes: { fabric: ['silk'] } });
  });

  it('answers each bad cell on the product’s first row and plans nothing for it', () => {
    const check = checkProductImport(
      table([HEADER, ['kurti', 'M', '620', 'क'.repeat(PRODUCT_TITLE_MAX + 1), '', 'Cotton, Teal, Velvet']]),
      catalogue,
    );
    expect(check.rows.map((r) => r.errors)).toEqual([
      [C.hsnInvalid, M.titleHiTooLong, A.unknownValue('Teal', 'Fabric')],
    ]);
    expect(check.plans).toEqual([]);
  });

  it('a cell over 10,000 characters refuses its row', () => {
    const check = checkProductImport(table([HEADER, ['kurti', 'M', '', 'क'.repeat(20_000), '', '']]), catalogue);
    expect(check.rows[0]?.errors).toContain(M.productCsvCellTooLong);
    expect(check.plans).toEqual([]);
  });

  it('refuses an attribute’s column twice, by its name and its slug', () => {
    expect(
      readProductCsvTable(
        [
          ['Handle', 'Fabric', 'fabric'],
          ['kurti', '', ''],
        ],
        ATTRIBUTES,
      ),
    ).toEqual({
      error: M.productCsvColumnTwice('fabric'),
    });
  });
});

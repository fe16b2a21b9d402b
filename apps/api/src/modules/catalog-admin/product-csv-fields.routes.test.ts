import { ENDPOINTS } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  BACK_OFFICE_PRODUCT_CSV_MESSAGES as P,
  PRODUCT_TITLE_MAX,
} from '@vastra/domain/back-office';
import { CATALOG_ATTRIBUTE_MESSAGES as A, CATALOG_CATEGORY_MESSAGES as C } from '@vastra/domain/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { csvOf, parsedCsv, productCsvRequests } from '../../testing/product-csv-requests';
import { signedInStaff } from '../../testing/factories';

// The product spreadsheet's HSN, Hindi and attribute columns: exported, imported (created, changed, left alone),
// refused per row, and round-tripped (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md).

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://vastra.example.in' });
  staff = await signedInStaff(t, { fullName: 'Imran Sheikh' });
});
afterAll(() => t.close());

const { download, upload } = productCsvRequests(
  () => t,
  () => staff.headers,
);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Row = { line: number; handle: string; action: string; changes: string[]; errors: string[] };

/** Every product with its HSN, Hindi texts, values and search words: the "nothing else changed" check. */
async function catalogue(): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select p.id, p.title, p.hsn, p.title_hi, p.description_hi, p.attribute_text, p.updated_at,
           (select string_agg(v.slug, ',' order by v.slug) from product_attribute_values pav
              join attribute_values v on v.id = pav.value_id where pav.product_id = p.id) as "values"
      from products p order by p.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => JSON.stringify(r));
}

/** A product's attribute slug → value slugs, its HSN, Hindi texts and search words. */
async function stored(id: string) {
  const [product] = rowsOf<{ hsn: string | null; titleHi: string; descriptionHi: string; words: string }>(
    await t.database.db.execute(sql`
      select hsn, title_hi as "titleHi", description_hi as "descriptionHi", attribute_text as words
        from products where id = ${id}`),
  );
  const values: Record<string, string[]> = {};
  for (const r of rowsOf<{ a: string; v: string }>(
    await t.database.db.execute(sql`
      select a.slug as a, v.slug as v from product_attribute_values pav
        join attribute_values v on v.id = pav.value_id join attributes a on a.id = v.attribute_id
       where pav.product_id = ${id} order by a.position, v.position`),
  ))
    (values[r.a] ??= []).push(r.v);
  return { ...product, values };
}

let n = 0;
/** A product made with the product form's API: its HSN, Hindi texts and attribute values. */
async function formProduct(fields: Record<string, unknown> = {}, option2Name: string | null = null): Promise<string> {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.adminCreateProduct.path,
    headers: staff.headers,
    payload: {
      title: `Field Kurti ${n}`,
      category: 'kurti',
      option2Name,
      variants: option2Name
        ? [{ option1: 'M', option2: 'Red', pricePaise: 99_900, originalPricePaise: null, stock: 2 }]
        : [{ size: 'M', pricePaise: 99_900, originalPricePaise: null, stock: 2 }],
      hsn: '6206',
      titleHi: `कुर्ती ${n}`,
      descriptionHi: 'हाथ से छपी, सूती\nठंडे पानी में धोएँ',
      attributes: { fabric: ['cotton', 'silk'], colour: ['red'] },
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** The export's rows and a cell setter by header. */
async function exported() {
  const [header = [], ...rows] = parsedCsv((await download()).body);
  const at = (name: string) => header.indexOf(name);
  return { header, rows, at, file: (edited = rows) => csvOf([header, ...edited]) };
}

describe('the export', () => {
  it('writes HSN, the Hindi texts and a column per attribute, by value names, on the first row', async () => {
    const id = await formProduct();
    const { header, rows, at } = await exported();
    expect(header.slice(21)).toEqual([
      'HSN',
      'Title (Hindi)',
      'Body (Hindi)',
      'Fabric',
      'Colour',
      'Occasion',
      'Pattern',
      'Sleeve',
      'Neck',
      'Fit',
      'Wash care',
    ]);
    const [first] = rows.filter((r) => r[0] === id);
    expect(first?.slice(at('HSN'), at('Occasion'))).toEqual([
      '6206',
      `कुर्ती ${n}`,
      'हाथ से छपी, सूती\nठंडे पानी में धोएँ',
      'Cotton, Silk',
      'Red',
    ]);
  });
});

describe('the import', () => {
  it('round trip: the export imported as it is changes nothing, formula-like Hindi texts too', async () => {
    await formProduct({ hsn: null, titleHi: '', descriptionHi: '', attributes: {} });
    // The export writes these with an apostrophe before them (a spreadsheet would run them); the import takes it off.
    await formProduct({ titleHi: '=HYPERLINK("x")', descriptionHi: '@कुर्ती, "सूती"\n+ धोएँ' });
    await formProduct({
      attributes: { fabric: ['linen'], occasion: ['festive', 'office'], 'wash-care': ['hand-wash'] },
    });
    const before = await catalogue();
    const { file } = await exported();
    const preview = await upload('preview', file());
    expect(preview.json()).toMatchObject({ errorCount: 0, created: 0, changed: 0 });
    expect((await upload('apply', file())).statusCode).toBe(200);
    expect(await catalogue()).toEqual(before);
  });

  it('changes HSN, the Hindi title and a fabric through the file; the search words follow', async () => {
    const id = await formProduct();
    const before = await catalogue();
    const { rows, at, file } = await exported();
    const first = rows.find((r) => r[0] === id) ?? [];
    first[at('HSN')] = '62044290';
    first[at('Title (Hindi)')] = 'रेशमी कुर्ती';
    first[at('Fabric')] = 'linen';
    const preview = await upload('preview', file());
    const changed = preview.json<{ rows: Row[] }>().rows.filter((r) => r.action !== 'unchanged');
    expect(changed.map((r) => [r.handle, r.action, r.changes])).toEqual([
      [id, 'change', [P.changeHsn, P.changeTitleHi, 'New fabric']],
    ]);
    expect(await catalogue()).toEqual(before);
    const applied = await upload('apply', file());
    expect(applied.json()).toMatchObject({ applied: true, products: { changed: 1 } });
    expect(await stored(id)).toMatchObject({
      hsn: '62044290',
      titleHi: 'रेशमी कुर्ती',
      values: { fabric: ['linen'], colour: ['red'] },
      // The fabric's words changed (cotton and silk out, linen in); the colour's stayed.
      words: expect.stringMatching(/^Linen\b[^C]*\bRed\b/) as unknown,
    });
    // Exported again and previewed: nothing left to do.
    expect((await upload('preview', (await exported()).file())).json()).toMatchObject({ changed: 0, created: 0 });
  });

  it('creates a product with them; empty cells are none; a column the file lacks leaves its values alone', async () => {
    const sizesOnly = await formProduct();
    const kept = await formProduct();
    const header = ['Handle', 'Title', 'Type', 'Option1 Value', 'Variant Price', 'HSN', 'Body (Hindi)', 'Fabric'];
    const file = csvOf([
      header,
      ['new-field-kurti', 'New Field Kurti', 'kurti', 'M', '999', '6206', 'सूती', 'Rayon, KHADI'],
      [kept, `Field Kurti ${n}`, '', 'M', '999', '', '', ''],
      // A row without the product's title (a file cut down to some sizes): its empty cells keep.
      [sizesOnly, '', '', 'M', '999', '', '', ''],
    ]);
    const preview = await upload('preview', file);
    expect(preview.json<{ rows: Row[] }>().rows.map((r) => [r.action, r.changes])).toEqual([
      ['create', [M.productCsvNewProduct]],
      ['change', [P.changeHsn, P.changeDescriptionHi, 'New fabric']],
      ['unchanged', []],
    ]);
    expect((await upload('apply', file)).statusCode).toBe(200);
    const [made] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from products where handle = 'new-field-kurti'`),
    );
    expect(await stored(made?.id ?? '')).toMatchObject({
      hsn: '6206',
      titleHi: '',
      descriptionHi: 'सूती',
      values: { fabric: ['rayon', 'khadi'] },
      words: expect.stringContaining('Rayon') as unknown,
    });
    expect(await stored(kept)).toMatchObject({
      hsn: null,
      titleHi: `कुर्ती ${n}`,
      descriptionHi: '',
      values: { colour: ['red'] },
    });
    expect(await stored(sizesOnly)).toMatchObject({ hsn: '6206', values: { fabric: ['cotton', 'silk'] } });
  });

  it('a file without the new columns (an older export) leaves HSN, Hindi and attributes alone', async () => {
    const id = await formProduct();
    const before = await catalogue();
    const { rows } = await exported();
    const old = [
      ['Handle', 'Title', 'Option1 Value', 'Variant Price'],
      ...rows.map((r) => [r[0] ?? '', r[1] ?? '', r[8] ?? '', r[9] ?? '']),
    ];
    const preview = await upload('preview', csvOf(old));
    expect(preview.json()).toMatchObject({ errorCount: 0, changed: 0 });
    expect((await upload('apply', csvOf(old))).statusCode).toBe(200);
    expect(await catalogue()).toEqual(before);
    expect((await stored(id)).values).toEqual({ fabric: ['cotton', 'silk'], colour: ['red'] });
  });

  it('ticks the colour of a new variant beside the Colour cell, not instead of it (decision 099)', async () => {
    const id = await formProduct({ attributes: { colour: ['red'] } }, 'Colour');
    const { header, rows, at } = await exported();
    const first = rows.find((r) => r[0] === id) ?? [];
    first[at('Colour')] = 'Red, Black';
    const added = header.map((_, i) => (i === 0 ? id : i === 8 ? 'L' : i === at('Option2 Value') ? 'Blue' : ''));
    added[at('Variant Price')] = '999';
    const applied = await upload('apply', csvOf([header, first, added]));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await stored(id)).toMatchObject({
      values: { colour: ['red', 'blue', 'black'] },
      words: expect.stringMatching(/Red.*Blue.*Black/) as unknown,
    });
  });

  it('answers bad cells on their rows, and the apply writes nothing (422 import_invalid)', async () => {
    const id = await formProduct();
    const other = await formProduct();
    const before = await catalogue();
    const { rows, at, file } = await exported();
    const first = rows.find((r) => r[0] === id) ?? [];
    const second = rows.find((r) => r[0] === other) ?? [];
    first[at('HSN')] = '620';
    first[at('Title (Hindi)')] = 'क'.repeat(PRODUCT_TITLE_MAX + 1);
    first[at('Colour')] = 'Red, Teal';
    second[at('Body (Hindi)')] = 'क'.repeat(20_000);
    const lineOf = (handle: string) => rows.findIndex((r) => r[0] === handle) + 2;
    const preview = await upload('preview', file());
    const errors = preview.json<{ rows: Row[] }>().rows.filter((r) => r.errors.length > 0);
    expect(Object.fromEntries(errors.map((r) => [r.line, r.errors]))).toEqual({
      [lineOf(id)]: [C.hsnInvalid, M.titleHiTooLong, A.unknownValue('Teal', 'Colour')],
      [lineOf(other)]: [M.productCsvCellTooLong, M.descriptionHiTooLong],
    });
    const applied = await upload('apply', file());
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toMatchObject({ code: 'import_invalid', errorCount: 2 });
    expect(await catalogue()).toEqual(before);
  });
});

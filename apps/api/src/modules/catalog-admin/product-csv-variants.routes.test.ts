import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_VARIANT_MESSAGES as V } from '@vastra/domain/back-office';
import { COLLECTIONS_MESSAGES as C } from '@vastra/domain/collections';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { csvOf, parsedCsv, productCsvRequests } from '../../testing/product-csv-requests';
import { newProduct, signedInStaff } from '../../testing/factories';

// The product spreadsheet's variant columns (docs/decisions/095-catalogue-csv.md, 099): Option2 Name / Value,
// Variant SKU, Variant Barcode, Variant Grams and Tags, exported and imported, one row per variant.

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

/** Every product and variant with every field the file carries: the "nothing else changed" check. */
async function catalogue(): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select p.id, p.title, p.description, p.category, p.status, p.returnable, p.option2_name, p.tags, v.size,
           v.option1, v.option2, v.sku, v.barcode, v.weight_grams, v.price_paise, v.original_price_paise, v.stock
      from products p left join product_variants v on v.product_id = p.id
     order by p.id, v.size`);
  return (result as { rows: Record<string, unknown>[] }).rows.map((r) => JSON.stringify(r));
}

/** The slugs of a product's values of the shop's Colour attribute. */
async function colourValues(productId: string): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select v.slug from product_attribute_values pav
      join attribute_values v on v.id = pav.value_id join attributes a on a.id = v.attribute_id
     where a.slug = 'colour' and pav.product_id = ${productId} order by v.slug`);
  return (result as { rows: { slug: string }[] }).rows.map((r) => r.slug);
}

type Row = { line: number; handle: string; size: string | null; action: string; changes: string[]; errors: string[] };

let n = 0;
/** A kurti in two colours through the product API, with codes, weights and tags. */
async function twoColourKurti(): Promise<string> {
  const prefix = `KV${++n}`;
  const variant = (option1: string, option2: string, sku: string | null, stock: number) => ({
    option1,
    option2,
    sku,
    barcode: sku === null ? null : `890${n}${stock}`,
    weightGrams: sku === null ? null : 350,
    pricePaise: 99_900,
    originalPricePaise: 149_900,
    stock,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.adminCreateProduct.path,
    headers: staff.headers,
    payload: {
      title: `Two Colour Kurti ${n}`,
      category: 'kurti',
      option2Name: 'Colour',
      tags: ['diwali', 'cotton'],
      variants: [variant('M', 'Red', `${prefix}-R-M`, 4), variant('M', 'Blue', null, 0)],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('the export', () => {
  it('writes each variant on its row: both option values, SKU, barcode, grams; the tags on the first row', async () => {
    const id = await twoColourKurti();
    const rows = parsedCsv((await download()).body);
    const [header] = rows;
    expect(header?.slice(15, 21)).toEqual([
      'Tags',
      'Option2 Name',
      'Option2 Value',
      'Variant SKU',
      'Variant Barcode',
      'Variant Grams',
    ]);
    const mine = rows.filter((r) => r[0] === id);
    expect(mine.map((r) => [r[7], r[8], ...r.slice(15, 21)])).toEqual([
      ['Size', 'M', 'diwali, cotton', 'Colour', 'Red', `KV${n}-R-M`, `890${n}4`, '350'],
      ['Size', 'M', '', 'Colour', 'Blue', '', '', ''],
    ]);
  });
});

describe('the round trip', () => {
  it('leaves every product alone unchanged, then changes exactly one price and one stock', async () => {
    const kurti = await twoColourKurti();
    const plain = await newProduct(t, 'Round Trip Saree', { Free: { pricePaise: 250_000, stock: 3 } });
    const before = await catalogue();
    const rows = parsedCsv((await download()).body);

    const same = await upload('preview', csvOf(rows));
    expect(same.statusCode).toBe(200);
    const count = (await t.database.db.select({ id: products.id }).from(products)).length;
    expect(same.json()).toMatchObject({ errorCount: 0, changed: 0, created: 0, products: { unchanged: count } });
    expect(same.json<{ rows: Row[] }>().rows.every((r) => r.action === 'unchanged')).toBe(true);

    const blue = rows.find((r) => r[0] === kurti && r[17] === 'Blue');
    const saree = rows.find((r) => r[0] === plain);
    if (!blue || !saree) throw new Error('rows missing from the export');
    blue[9] = '949.00';
    saree[11] = '9';
    const edited = csvOf(rows);
    const preview = await upload('preview', edited);
    const changes = preview.json<{ rows: Row[] }>().rows.filter((r) => r.action !== 'unchanged');
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ handle: kurti, size: 'M / Blue', action: 'change', changes: ['New price'] }),
        expect.objectContaining({ handle: plain, size: 'Free', action: 'change', changes: ['New stock'] }),
      ]),
    );
    const applied = await upload('apply', edited);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ changed: 2, products: { changed: 2, unchanged: count - 2 } });
    const after = await catalogue();
    const changed = after.filter((row) => !before.includes(row));
    expect(changed).toHaveLength(2);
    expect(changed.map((row) => JSON.parse(row) as Record<string, unknown>)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: kurti, size: 'M / Blue', price_paise: 94_900, stock: 0 }),
        expect.objectContaining({ id: plain, size: 'Free', price_paise: 250_000, stock: 9 }),
      ]),
    );
  });
});

const HEADER = [
  'Handle',
  'Title',
  'Type',
  'Tags',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Barcode',
  'Variant Grams',
  'Variant Price',
  'Variant Inventory Qty',
];

describe('the import', () => {
  it('creates a product in sizes and colours with its codes, weights and tags', async () => {
    const file = csvOf(
      [
        HEADER,
        ['bandhani-kurti', 'Bandhani Kurti', 'kurti', 'Festive, Diwali Edit', 'Size', 'M', 'Colour', 'Red'],
        ['bandhani-kurti', '', '', '', 'Size', 'L', 'Colour', 'Red'],
        ['bandhani-kurti', '', '', '', 'Size', 'M', 'Colour', 'Green'],
      ].map((r, i) => (i === 0 ? r : [...r, `BK-${i}`, `89012345${i}`, '420', '1299', String(i)])),
    );
    const preview = await upload('preview', file);
    expect(preview.json<{ rows: Row[] }>().rows.map((r) => [r.line, r.size, r.action, r.errors])).toEqual([
      [2, 'M / Red', 'create', []],
      [3, 'L / Red', 'create', []],
      [4, 'M / Green', 'create', []],
    ]);
    expect((await upload('apply', file)).statusCode).toBe(200);
    const [made] = await t.database.db.select().from(products).where(eq(products.handle, 'bandhani-kurti'));
    expect(made).toMatchObject({ option2Name: 'Colour', tags: ['festive', 'diwali edit'] });
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, made?.id ?? ''))
      .orderBy(productVariants.position);
    expect(variants.map((v) => [v.size, v.option1, v.option2, v.sku, v.barcode, v.weightGrams, v.stock])).toEqual([
      ['M / Red', 'M', 'Red', 'BK-1', '890123451', 420, 1],
      ['L / Red', 'L', 'Red', 'BK-2', '890123452', 420, 2],
      ['M / Green', 'M', 'Green', 'BK-3', '890123453', 420, 3],
    ]);
    // Its colours are ticked under the shop's Colour attribute, so the colour filter finds it.
    expect(await colourValues(made?.id ?? '')).toEqual(['green', 'red']);
    // The same file again: nothing to do.
    expect((await upload('preview', file)).json()).toMatchObject({ created: 0, changed: 0, unchanged: 3 });
  });

  it('ticks a colour added by a row beside those ticked; a colour the attribute lacks ticks nothing', async () => {
    // A product made in the back office is named in the file by its id.
    const kurti = await twoColourKurti();
    await t.database.db.execute(sql`
      insert into product_attribute_values (product_id, value_id)
      select ${kurti}, v.id from attribute_values v join attributes a on a.id = v.attribute_id
       where a.slug = 'colour' and v.slug = 'black'`);
    const file = csvOf([
      HEADER,
      [kurti, '', '', '', 'Size', 'L', 'Colour', 'Blue', '', '', '', '999', '2'],
      [kurti, '', '', '', 'Size', 'L', 'Colour', 'Teal', '', '', '', '999', '2'],
    ]);
    const applied = await upload('apply', file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await colourValues(kurti)).toEqual(['black', 'blue']);
  });

  it('answers each bad variant on its row, and the apply writes nothing', async () => {
    const other = await twoColourKurti();
    const [taken] = await t.database.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, other));
    const row = (handle: string, size: string, colour: string, sku: string, barcode = '', grams = '', tags = '') => [
      handle,
      `Title of ${handle}`,
      'kurti',
      tags,
      'Size',
      size,
      'Colour',
      colour,
      sku,
      barcode,
      grams,
      '999',
      '1',
    ];
    const many = Array.from({ length: 61 }, (_, i) => row('many-kurti', `S${i}`, 'Red', ''));
    const file = csvOf([
      HEADER,
      row('bad-kurti', 'M', 'Red', 'DUP-1'),
      row('bad-kurti', 'L', 'Red', 'dup-1'),
      row('bad-kurti', 'XL', 'Red', taken?.sku ?? ''),
      row('bad-kurti', 'S', 'Red', '', '89-01'),
      row('bad-kurti', 'XS', 'Red', '', '', '1.5'),
      row('bad-kurti', 'M', 'Red/Blue', ''),
      row('bad-kurti', 'M', 'R'.repeat(21), ''),
      row('tag-kurti', 'M', 'Red', '', '', '', 't'.repeat(41)),
      ...many,
    ]);
    const before = await catalogue();
    const preview = await upload('preview', file);
    const errors = preview.json<{ rows: Row[] }>().rows.filter((r) => r.errors.length > 0);
    expect(errors.map((r) => [r.line, r.errors])).toEqual([
      [3, [V.skuDuplicate]],
      [4, [V.skuTaken(taken?.sku ?? '')]],
      [5, [V.barcodeInvalid]],
      [6, [V.weightInvalid]],
      [7, [V.optionSlash]],
      [8, [V.optionTooLong]],
      [9, [C.tagLength]],
      [10, [V.tooManyVariants]],
    ]);
    const applied = await upload('apply', file);
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toMatchObject({ code: 'import_invalid', errorCount: 8 });
    expect(await catalogue()).toEqual(before);
  });

  it('keeps SKUs, barcodes, weights and tags when the file has no such columns (an older export)', async () => {
    const id = await twoColourKurti();
    const before = await catalogue();
    const file = csvOf([
      ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'Variant Price', 'Variant Inventory Qty'],
      // The older export wrote the whole key in Option1 Value.
      [id, '', 'Size', 'M / Red', '999.00', '4'],
      [id, '', 'Size', 'M / Blue', '999.00', '0'],
    ]);
    const preview = await upload('preview', file);
    expect(preview.json()).toMatchObject({ errorCount: 0, changed: 0, unchanged: 2 });
    expect(await catalogue()).toEqual(before);
  });
});

import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, stockMovements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  catalogueRows,
  csvOf,
  PRODUCT_CSV_HEADER,
  productCount as countProducts,
  productCsvRequests,
} from '../../testing/product-csv-requests';
import { catalogVersion, newProduct, signedInStaff } from '../../testing/factories';

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

const HEADER = PRODUCT_CSV_HEADER;
const catalogue = () => catalogueRows(t);
const productCount = () => countProducts(t);

let n = 0;
const unique = (title: string) => `${title} ${++n}`;

describe('GET /api/admin/products.csv', () => {
  it("writes a row per size, the product's fields on its first, photo URLs absolute, formulas as text", async () => {
    const title = unique('Block Print Kurti');
    const id = await newProduct(t, title, {
      M: { pricePaise: 79_900, stock: 5 },
      L: { pricePaise: 84_950, stock: 0 },
    });
    await t.database.db
      .update(products)
      .set({ description: 'Cotton, hand block printed\nDry clean' })
      .where(eq(products.id, id));
    await t.database.db
      .update(productVariants)
      .set({ originalPricePaise: 99_900 })
      .where(eq(productVariants.productId, id));
    const formula = await newProduct(t, '=HYPERLINK("x")', { Free: { pricePaise: 250_000, stock: 2 } });

    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const photo = `https://vastra.example.in/uploads/${title.toLowerCase().replace(/\W+/g, '-')}.svg`;
    expect(res.body).toContain(
      `${id},${title},"Cotton, hand block printed\nDry clean",kurti,TRUE,active,TRUE,Size,M,799.00,999.00,5,` +
        `${photo},1,,,,,,,${','.repeat(11)}\r\n${id},,,,,,,Size,L,849.50,999.00,0,,,,,,,,,${','.repeat(11)}\r\n`,
    );
    expect(res.body).toContain(`${formula},"'=HYPERLINK(""x"")",`);
  });

  it('streams a large catalogue: 1,200 products in three batches, every size once', async () => {
    await t.database.db.execute(sql`
      with made as (
        insert into products (title, category) select 'Bulk Export Top ' || n, 'kurti' from generate_series(1, 1200) n
        returning id)
      insert into product_variants (product_id, size, price_paise, stock, position)
      select made.id, s, 49900, 3, 0 from made cross join unnest(array['S', 'M']) s`);
    const res = await download();
    const [, ...rows] = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
    const [sizes] = (
      (await t.database.db.execute(sql`select count(*)::int as n from product_variants`)) as {
        rows: { n: number }[];
      }
    ).rows;
    expect(rows.filter((r) => r[8] !== '').length).toBe(sizes?.n);
    expect(rows.filter((r) => r[0]?.length && r[1]?.startsWith('Bulk Export Top')).length).toBe(1200);
  });
});

describe('POST /api/admin/products/import', () => {
  it('round trip: the export with a price and a stock edited previews just those two, and applies them', async () => {
    const kurtiTitle = unique('Round Trip Kurti');
    const kurti = await newProduct(t, kurtiTitle, {
      S: { pricePaise: 79_900, stock: 4 },
      M: { pricePaise: 79_900, stock: 7 },
    });
    const saree = await newProduct(t, unique('Round Trip Saree'), { Free: { pricePaise: 250_000, stock: 3 } });
    const before = await catalogue();
    const version = await catalogVersion(t);
    const rows = Papa.parse<string[]>((await download()).body.slice(1), { skipEmptyLines: true }).data;
    const kurtiM = rows.find((r) => r[0] === kurti && r[8] === 'M');
    const sareeFree = rows.find((r) => r[0] === saree && r[8] === 'Free');
    if (!kurtiM || !sareeFree) throw new Error('rows missing from the export');
    kurtiM[9] = '849.00';
    sareeFree[11] = '9';
    const edited = csvOf(rows);

    const preview = await upload('preview', edited);
    expect(preview.statusCode).toBe(200);
    const body = preview.json<{ rows: { handle: string; size: string; action: string; changes: string[] }[] }>();
    const changes = body.rows.filter((r) => r.action !== 'unchanged');
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          handle: kurti,
          title: kurtiTitle,
          size: 'M',
          action: 'change',
          changes: ['New price'],
        }),
        expect.objectContaining({ handle: saree, size: 'Free', action: 'change', changes: ['New stock'] }),
      ]),
    );
    expect(preview.json()).toMatchObject({ changed: 2, errorCount: 0, created: 0, ignoredColumns: [], applied: false });
    expect(await catalogue()).toEqual(before);

    const applied = await upload('apply', edited);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ changed: 2, errorCount: 0, products: { changed: 2 }, applied: true });
    const after = await catalogue();
    const changed = after.filter((row, i) => row !== before[i]);
    expect(changed).toHaveLength(2);
    expect(changed.map((r) => JSON.parse(r) as Record<string, unknown>)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: kurti, size: 'M', price: 84_900, stock: 7 }),
        expect.objectContaining({ id: saree, size: 'Free', price: 250_000, stock: 9 }),
      ]),
    );
    expect(after).toHaveLength(before.length);
    // The catalogue's version moved (once, after the commit), and the stock change is recorded as an import.
    expect(await catalogVersion(t)).toBe(version + 1);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, saree));
    expect(moves.map((m) => [m.size, m.before, m.after, m.reason, m.staffName])).toEqual([
      ['Free', 3, 9, 'import', 'Imran Sheikh'],
    ]);
    // The same file again changes nothing.
    expect((await upload('preview', edited)).json()).toMatchObject({ changed: 0, created: 0, errorCount: 0 });
  });

  it('imports a Shopify export: BOM, quoted commas and line breaks, its other columns ignored and listed', async () => {
    const handle = `shopify-kurta-${++n}`;
    const shopify = [
      [
        'Handle',
        'Title',
        'Body (HTML)',
        'Vendor',
        'Type',
        'Tags',
        'Published',
        'Option1 Name',
        'Option1 Value',
        'Variant SKU',
        'Variant Price',
        'Variant Compare At Price',
        'Variant Inventory Qty',
        'SEO Title',
        'Status',
      ],
      [
        handle,
        'Chikankari Kurta, White',
        '<p>Lucknowi work,\nsoft cotton</p>',
        'Vastra',
        'Kurti',
        'summer, white',
        'TRUE',
        'Size',
        'M',
        'CK-M',
        '1299.00',
        '1599.00',
        '6',
        'Chikankari',
        'active',
      ],
      [handle, '', '', '', '', '', '', '', 'L', 'CK-L', '1299.00', '1599.00', '2', '', ''],
      [
        `${handle}-dupatta`,
        'Mulmul Dupatta',
        '',
        'Vastra',
        'suits',
        '',
        'FALSE',
        'Title',
        'Default Title',
        'MD-1',
        '499',
        '',
        '10',
        '',
        'draft',
      ],
    ];
    const file = `\uFEFF${csvOf(shopify)}`;
    const countBefore = await productCount();

    const preview = await upload('preview', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      ignoredColumns: ['Vendor', 'SEO Title'],
      created: 3,
      errorCount: 0,
      products: { created: 2 },
    });
    const rows = preview.json<{ rows: { line: number; size: string; action: string; notes: string[] }[] }>().rows;
    expect(rows.map((r) => [r.line, r.size, r.action, r.notes])).toEqual([
      [2, 'M', 'create', [M.productCsvDraftNoPhoto]],
      [3, 'L', 'create', []],
      [4, 'Free', 'create', []],
    ]);
    expect(await productCount()).toBe(countBefore);

    const applied = await upload('apply', file);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ created: 3, products: { created: 2 }, applied: true });
    const [kurta] = await t.database.db.select().from(products).where(eq(products.handle, handle));
    expect(kurta).toMatchObject({
      title: 'Chikankari Kurta, White',
      description: '<p>Lucknowi work,\nsoft cotton</p>',
      category: 'kurti',
      status: 'draft',
      tags: ['summer', 'white'],
    });
    const sizes = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, kurta?.id ?? ''))
      .orderBy(productVariants.position);
    expect(sizes.map((v) => [v.size, v.option1, v.sku, v.pricePaise, v.originalPricePaise, v.stock])).toEqual([
      ['M', 'M', 'CK-M', 129_900, 159_900, 6],
      ['L', 'L', 'CK-L', 129_900, 159_900, 2],
    ]);
    // Imported again: found by handle, nothing to do.
    expect((await upload('preview', file)).json()).toMatchObject({ created: 0, changed: 0, unchanged: 3 });
  });
});

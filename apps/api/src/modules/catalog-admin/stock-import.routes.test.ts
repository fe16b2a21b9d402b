import { BACK_OFFICE_MESSAGES as M, STOCK_IMPORT_CHARS_MAX, STOCK_IMPORT_ROWS_MAX } from '@vastra/domain/back-office';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stockMovements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { catalogVersion, newProduct, signedInStaff, stockOf } from '../../testing/factories';
import { parseStockCsv } from './stock-import.service';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff(t, { fullName: 'Imran Sheikh' });
});
afterAll(() => t.close());

interface ImportAnswer {
  rows: {
    line: number;
    productId: string | null;
    title: string | null;
    size: string;
    before: number | null;
    after: number | null;
    error: string | null;
  }[];
  errorCount: number;
  changeCount: number;
  applied: boolean;
  message?: string;
  code?: string;
}

const send = (csv: string, apply: boolean) =>
  t.app.inject({ method: 'POST', url: '/api/admin/stock/import', headers: staff.headers, payload: { csv, apply } });

let n = 0;
/** Two products with distinct titles for one test. */
async function pair() {
  n += 1;
  const kurti = await newProduct(t, `Import Kurti ${n}`, {
    M: { pricePaise: 79_900, stock: 5 },
    L: { pricePaise: 79_900, stock: 1 },
  });
  const saree = await newProduct(t, `Import Saree ${n}`, { Free: { pricePaise: 250_000, stock: 0 } });
  return { kurti, saree, kurtiTitle: `Import Kurti ${n}`, sareeTitle: `Import Saree ${n}` };
}

const movementsOf = (ids: string[]) =>
  t.database.db
    .select()
    .from(stockMovements)
    .where(inArray(stockMovements.productId, ids))
    .orderBy(asc(stockMovements.id));

describe('POST /api/admin/stock/import', () => {
  it('previews every row with before and after, changing nothing', async () => {
    const p = await pair();
    const csv = `productId,size,stock\n${p.kurti},M,8\n\n${p.sareeTitle.toUpperCase()},free,3\n${p.kurti},L,1\n`;
    const res = await send(csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        { line: 2, productId: p.kurti, title: p.kurtiTitle, size: 'M', before: 5, after: 8, error: null },
        { line: 4, productId: p.saree, title: p.sareeTitle, size: 'Free', before: 0, after: 3, error: null },
        { line: 5, productId: p.kurti, title: p.kurtiTitle, size: 'L', before: 1, after: 1, error: null },
      ],
      errorCount: 0,
      changeCount: 2,
      applied: false,
    });
    expect(await stockOf(t, p.kurti, 'M')).toBe(5);
    expect(await movementsOf([p.kurti, p.saree])).toEqual([]);
  });

  it('applies all rows at once: movements (reason import), one audit entry with counts, a new version', async () => {
    const p = await pair();
    const version = await catalogVersion(t);
    const csv = `Title, Size , STOCK\r\n${p.kurtiTitle},M,8\r\n"${p.sareeTitle}",Free,3\r\n${p.kurtiTitle},L,1\r\n`;
    const res = await send(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errorCount: 0, changeCount: 2, applied: true });
    expect([await stockOf(t, p.kurti, 'M'), await stockOf(t, p.saree, 'Free'), await stockOf(t, p.kurti, 'L')]).toEqual(
      [8, 3, 1],
    );
    const movements = await movementsOf([p.kurti, p.saree]);
    expect(movements.map((m) => [m.productId, m.size, m.before, m.after, m.reason, m.staffName])).toEqual([
      [p.kurti, 'M', 5, 8, 'import', 'Imran Sheikh'],
      [p.saree, 'Free', 0, 3, 'import', 'Imran Sheikh'],
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.import'), eq(auditLog.staffId, staff.id)));
    expect(entries.at(-1)).toMatchObject({ targetType: 'stock', after: { rows: 3, changes: 2, products: 2 } });
    expect(await catalogVersion(t)).toBeGreaterThan(version);
  });

  it('answers every row of a file with errors, and applying it changes nothing (422 import_invalid)', async () => {
    const p = await pair();
    await newProduct(t, 'Twin Import Top', { S: { pricePaise: 10_000, stock: 1 } });
    await newProduct(t, 'twin import top', { S: { pricePaise: 10_000, stock: 1 } });
    const csv = [
      'productId,size,stock',
      `${p.kurti},M,9`,
      'No Such Product,M,1',
      'Twin Import Top,S,1',
      `${p.kurti},XXL,1`,
      `${p.kurti},L,-1`,
      `${p.kurti},L,2.5`,
      `${p.kurti},m,4`,
      `=HYPERLINK("http://x"),M,1`,
      `${p.saree},Free,=1+1`,
    ].join('\n');
    const expected = [
      { line: 2, error: null, before: 5, after: 9 },
      { line: 3, error: M.importProductUnknown, productId: null, title: 'No Such Product' },
      { line: 4, error: M.importTitleAmbiguous, productId: null },
      { line: 5, error: M.sizeUnknown, productId: p.kurti },
      { line: 6, error: M.stockNegative, before: 1, after: null },
      { line: 7, error: M.importDuplicateRow },
      { line: 8, error: M.importDuplicateRow },
      { line: 9, error: M.importProductUnknown, title: '=HYPERLINK("http://x")' },
      { line: 10, error: M.stockWhole, productId: p.saree },
    ];
    const preview = await send(csv, false);
    expect(preview.statusCode).toBe(200);
    const previewed = preview.json<ImportAnswer>();
    expect(previewed).toMatchObject({ errorCount: 8, changeCount: 1, applied: false });
    expect(previewed.rows).toMatchObject(expected);

    const applied = await send(csv, true);
    expect(applied.statusCode).toBe(422);
    const body = applied.json<ImportAnswer>();
    expect(body).toMatchObject({ message: M.importHasErrors, code: 'import_invalid', errorCount: 8, applied: false });
    expect(body.rows).toMatchObject(expected);
    expect(await stockOf(t, p.kurti, 'M')).toBe(5);
    expect(await movementsOf([p.kurti, p.saree])).toEqual([]);
  });

  it.each([
    ['an empty file', '', M.importEmpty],
    ['only a header', 'productId,size,stock\n\n', M.importEmpty],
    ['a wrong header', 'sku,size,stock\nA,M,1', M.importHeader],
    ['too many rows', `title,size,stock\n${'x,M,1\n'.repeat(STOCK_IMPORT_ROWS_MAX + 1)}`, M.importTooManyRows],
  ])('refuses %s with 422 import_invalid', async (_, csv, message) => {
    for (const apply of [false, true]) {
      const res = await send(csv, apply);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message,
        code: 'import_invalid',
        rows: [],
        errorCount: 0,
        changeCount: 0,
        applied: false,
      });
    }
  });

  it('refuses a body that is not {csv, apply} with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import',
      headers: staff.headers,
      payload: { csv: 'title,size,stock' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field: 'apply' });
  });

  it(`applies ${STOCK_IMPORT_ROWS_MAX} rows by id: the file fits the body limit, every size changes`, async () => {
    const sizes = Array.from({ length: 10 }, (_, i) => `S${i}`);
    const made = await t.database.db.execute(sql`
      with made as (
        insert into products (title, category)
        select 'Bulk Import Kurti ' || n, 'kurti' from generate_series(1, ${STOCK_IMPORT_ROWS_MAX / sizes.length}) as n
        returning id
      ), sized as (
        insert into product_variants (product_id, size, price_paise, stock, position)
        select made.id, s.size, 10000, 0, s.position
          from made cross join (select 'S' || i as size, i as position from generate_series(0, 9) as i) as s
        returning product_id
      )
      select id from made order by id`);
    const { rows } = made as { rows: { id: string }[] };
    const csv = `productId,size,stock\n${rows.flatMap(({ id }) => sizes.map((s) => `${id},${s},100000`)).join('\n')}\n`;
    // The route's own body limit (catalog-admin.routes.ts): twice the contract's largest file.
    expect(csv.length).toBeLessThan(STOCK_IMPORT_CHARS_MAX);
    expect(JSON.stringify({ csv, apply: true }).length).toBeLessThan(2 * STOCK_IMPORT_CHARS_MAX);
    const res = await send(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errorCount: 0, changeCount: STOCK_IMPORT_ROWS_MAX, applied: true });
    const last = rows.at(-1)?.id ?? '';
    expect(await stockOf(t, last, 'S9')).toBe(100_000);
    expect(await movementsOf([last])).toHaveLength(sizes.length);
  }, 120_000);
});

describe('parseStockCsv', () => {
  it('keeps every cell as text: quotes, commas inside quotes, a BOM, CRLF', () => {
    expect(parseStockCsv('\uFEFFtitle,size,stock\r\n"Kurti, red",M,=1+1\r\n')).toEqual([
      ['title', 'size', 'stock'],
      ['Kurti, red', 'M', '=1+1'],
      [''],
    ]);
  });
});

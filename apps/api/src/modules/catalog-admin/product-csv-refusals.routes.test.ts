import { BACK_OFFICE_MESSAGES as M, PRODUCT_CSV_MAX_BYTES } from '@vastra/domain/back-office';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  catalogueRows,
  csvOf,
  PRODUCT_CSV_HEADER,
  productCount as countProducts,
  productCsvRequests,
} from '../../testing/product-csv-requests';
import { newProduct, signedInStaff } from '../../testing/factories';

// The product spreadsheet's refusals (docs/decisions/095-catalogue-csv.md): a bad row answered with its error, a
// file too large or without a file, and nothing written; split from product-csv.routes.test.ts.

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://vastra.example.in' });
  staff = await signedInStaff(t, { fullName: 'Imran Sheikh' });
});
afterAll(() => t.close());

const { upload } = productCsvRequests(
  () => t,
  () => staff.headers,
);

const HEADER = PRODUCT_CSV_HEADER;
const catalogue = () => catalogueRows(t);
const productCount = () => countProducts(t);

let n = 0;
const unique = (title: string) => `${title} ${++n}`;

describe('POST /api/admin/products/import: refusals', () => {
  it('answers every bad row with its error, and applying the file writes nothing (422 import_invalid)', async () => {
    const existing = await newProduct(t, unique('Existing Kurti'), { M: { pricePaise: 79_900, stock: 5 } });
    const h = `bad-rows-${++n}`;
    const long = 'x'.repeat(20_000);
    const file = csvOf([
      HEADER.split(','),
      [`${h}-a`, 'Good Top', '', 'kurti', '', 'draft', '', 'Size', 'M', '499', '', '3', '', '', ''],
      [`${h}-a`, '', '', '', '', '', '', 'Size', 'm', '499', '', '3', '', '', ''],
      [`${h}-b`, 'No Price Top', '', 'kurti', '', 'draft', '', 'Size', 'M', '', '', '3', '', '', ''],
      [`${h}-c`, 'Lehenga', '', 'lehenga', '', 'draft', '', 'Size', 'M', '2999', '', '1', '', '', ''],
      [`${h}-d`, 'Bad Numbers', '', 'kurti', '', 'draft', '', 'Size', 'M', '4,99', '', '1', '', '', ''],
      [`${h}-d`, '', '', '', '', '', '', 'Size', 'L', '499', '', '-1', '', '', ''],
      [`${h}-d`, '', '', '', '', '', '', 'Size', 'XL', '499', '', '2.5', '', '', ''],
      [`${h}-e`, 'Above MRP', '', 'kurti', '', 'draft', '', 'Size', 'M', '999', '799', '1', '', '', ''],
      [`${h}-f`, 'Long Cell', long, 'kurti', '', 'draft', '', 'Size', 'M', '499', '', '1', '', '', ''],
      [`${h}-g`, 'Red Kurti', '', 'kurti', '', 'draft', '', 'Color', 'Red', '499', '', '1', '', '', ''],
      ['Bad Handle!', 'Spaces', '', 'kurti', '', 'draft', '', 'Size', 'M', '499', '', '1', '', '', ''],
      [existing, '', '', '', '', '', '', 'Size', 'M', '899', '', '5', '', '', ''],
    ]);
    const before = await catalogue();
    const preview = await upload('preview', file);
    expect(preview.statusCode).toBe(200);
    const errors = preview.json<{ rows: { line: number; errors: string[]; action: string }[] }>().rows;
    expect(errors.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'create', []],
      [3, 'error', [M.importDuplicateRow]],
      [4, 'error', [M.priceRequired]],
      [5, 'error', [M.productCsvCategoryUnknown('lehenga', ['kurti', 'suits', 't-shirt', 'saree', 'shorts'])]],
      [6, 'error', [M.productCsvPriceNumber]],
      [7, 'error', [M.stockNegative]],
      [8, 'error', [M.stockWhole]],
      [9, 'error', [M.productCsvPriceAboveCompareAt]],
      [10, 'error', [M.productCsvCellTooLong, M.descriptionTooLong]],
      [11, 'error', [M.productCsvOptionUnknown('Color')]],
      [12, 'error', [M.productCsvHandleInvalid]],
      [13, 'change', []],
    ]);
    expect(preview.json()).toMatchObject({ errorCount: 10, applied: false });

    const applied = await upload('apply', file);
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toMatchObject({ code: 'import_invalid', message: M.importHasErrors, errorCount: 10 });
    expect(await catalogue()).toEqual(before);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['products.import']));
    expect(audit.filter((a) => a.staffId === staff.id && JSON.stringify(a.after).includes(h))).toEqual([]);
  });

  it.each([
    [
      "a file in Excel's Windows-1252",
      Uint8Array.from([...Buffer.from('Handle,Title\r\nkurti-1,Caf'), 0xe9]),
      M.productCsvNotUtf8,
    ],
    ['a UTF-16 file', Uint8Array.from([0xff, 0xfe, 0x48, 0x00]), M.productCsvNotUtf8],
    ['a file without a Handle column', 'Title,Variant Price\r\nKurti,499\r\n', M.productCsvNoHandle],
    ['a header alone', `${HEADER}\r\n`, M.importEmpty],
    ['a column twice', 'Handle,Title,URL handle\r\na,b,c\r\n', M.productCsvColumnTwice('URL handle')],
  ])('refuses %s whole: 422 import_invalid with what to do', async (_label, file, message) => {
    for (const step of ['preview', 'apply'] as const) {
      const res = await upload(step, file);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'import_invalid', message, rows: [], applied: false });
    }
  });

  it('refuses a file over the size limit (413) and a form without a file (400), writing nothing', async () => {
    const countBefore = await productCount();
    const big = await upload('apply', `${HEADER}\r\n${'x'.repeat(PRODUCT_CSV_MAX_BYTES)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large', message: M.productCsvTooLarge });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect(await productCount()).toBe(countBefore);
  });
});

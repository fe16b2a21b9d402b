import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';
import { parseStockCsv } from './stock-import.service';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff(t, { fullName: 'Imran Sheikh' });
});
afterAll(() => t.close());

const download = () => t.app.inject({ method: 'GET', url: '/api/admin/stock.csv', headers: staff.headers });

/** Every size of the catalogue with its stock, as the tables hold it. */
async function allStock(): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select product_id as "productId", size, stock from product_variants order by product_id, size`,
  );
  return (result as { rows: { productId: string; size: string; stock: number }[] }).rows.map(
    (r) => `${r.productId}/${r.size}=${r.stock}`,
  );
}

describe('GET /api/admin/stock.csv', () => {
  it("downloads every product × size with its current stock, in the stock import's own columns", async () => {
    const kurti = await newProduct(t, 'Export Kurti, Block Print', {
      M: { pricePaise: 79_900, stock: 5 },
      L: { pricePaise: 79_900, stock: 0 },
    });
    const formula = await newProduct(t, '=Formula Saree', { Free: { pricePaise: 250_000, stock: 2 } });
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFproductId,title,size,stock\r\n')).toBe(true);
    expect(res.body).toContain(
      `${kurti},"Export Kurti, Block Print",M,5\r\n${kurti},"Export Kurti, Block Print",L,0\r\n`,
    );
    // A title a spreadsheet would run as a formula is written as text.
    expect(res.body).toContain(`${formula},'=Formula Saree,Free,2\r\n`);
    const rows = parseStockCsv(res.body).filter((row) => row.length === 4);
    expect(rows.length - 1).toBe((await allStock()).length);
  });

  it('round trip: download, edit one cell, upload — exactly that size changes, nothing else', async () => {
    const kurti = await newProduct(t, 'Round Trip Kurti', {
      S: { pricePaise: 79_900, stock: 4 },
      M: { pricePaise: 79_900, stock: 7 },
    });
    await newProduct(t, 'Round Trip Saree', { Free: { pricePaise: 250_000, stock: 3 } });
    const before = await allStock();
    const file = (await download()).body;
    const edited = file.replace(`${kurti},Round Trip Kurti,M,7\r\n`, `${kurti},Round Trip Kurti,M,11\r\n`);
    expect(edited).not.toBe(file);

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import',
      headers: staff.headers,
      payload: { csv: edited, apply: false },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ errorCount: 0, changeCount: 1, applied: false });

    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import',
      headers: staff.headers,
      payload: { csv: edited, apply: true },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ errorCount: 0, changeCount: 1, applied: true });
    const after = await allStock();
    expect(after).toEqual(before.map((cell) => (cell === `${kurti}/M=7` ? `${kurti}/M=11` : cell)));
  });
});

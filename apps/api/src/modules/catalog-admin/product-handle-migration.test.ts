import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { readAdminProduct } from './admin-product.repository';
import { productCsvRepository } from './product-csv.repository';

// Migration 0027 (products.handle) on a database made by the code before it: its products, sizes and stock load,
// their handle in the spreadsheet is their id, and products without a handle are many (the unique index allows it).

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before 0027: its SQL files and a journal that ends at 0022. */
function migrationsBefore0027(): string {
  const source = testConfig().migrationsDir;
  const dir = mkdtempSync(path.join(tmpdir(), 'vastra-before-0027-'));
  dirs.push(dir);
  for (const file of readdirSync(source).filter((f) => f.endsWith('.sql') && Number(f.slice(0, 4)) < 27)) {
    cpSync(path.join(source, file), path.join(dir, file));
  }
  const journal = JSON.parse(readFileSync(path.join(source, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  cpSync(path.join(source, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 27) }),
  );
  return dir;
}

describe('migration 0027_product-handle', () => {
  it(
    'loads a database made before it: products, sizes and stock unchanged, the id as handle',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'vastra-0027-data-')), 'pg');
      dirs.push(path.dirname(dataDir));
      const old = await openDatabase({ kind: 'pglite', dataDir, migrationsDir: migrationsBefore0027() });
      await old.migrate();
      const made = await old.db.execute(sql`
      insert into products (title, category, images) values ('Old Kurti', 'kurti', '["/uploads/old.svg"]'::jsonb),
                                                            ('Old Saree', 'saree', '[]'::jsonb)
      returning id`);
      const [kurti, saree] = (made as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (!kurti || !saree) throw new Error('products not inserted');
      await old.db.execute(sql`
      insert into product_variants (product_id, size, price_paise, stock, position)
      values (${kurti}::uuid, 'M', 79900, 5, 0), (${kurti}::uuid, 'L', 79900, 2, 1),
             (${saree}::uuid, 'Free', 250000, 1, 0)`);
      await old.close();

      const now = await openDatabase({ kind: 'pglite', dataDir, migrationsDir: testConfig().migrationsDir });
      try {
        await now.migrate();
        const product = await readAdminProduct(now.db, kurti);
        expect(product?.variants.map((v) => [v.size, v.pricePaise, v.stock])).toEqual([
          ['M', 79_900, 5],
          ['L', 79_900, 2],
        ]);
        const page = await productCsvRepository.page(now.db, null, 10, 'https://shop.example');
        expect(page.map((p) => [p.title, p.handle === p.id]).sort()).toEqual([
          ['Old Kurti', true],
          ['Old Saree', true],
        ]);
        const handles = await now.db.execute(sql`select count(*)::int as n from products where handle is null`);
        expect((handles as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
      } finally {
        await now.close();
      }
    },
  );
});

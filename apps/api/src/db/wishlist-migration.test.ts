import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0034 (the wishlist and back-in-stock alerts, docs/decisions/112-wishlist-back-in-stock.md) on a database
// made by the code before it: products, sizes and users stay; a restock after it queues one job per waiting shopper.

const upgrade = migrationUpgrade(34);
afterAll(() => upgrade.close());

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-0000000000aa';

describe('migration 0034 on a database made before it', { timeout: 120_000 }, () => {
  it('keeps products and shoppers; a restock of a waited-for size then queues its job once', async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into products (id, title, description, category) values (${PRODUCT}, 'Indigo Kurti', '', 'kurti')`);
    await before.db.execute(sql`
      insert into product_variants (product_id, size, price_paise, stock) values (${PRODUCT}, 'M', 79900, 0),
        (${PRODUCT}, 'L', 79900, 2)`);
    await before.db.execute(sql`
      insert into users (id, full_name, email, phone, password_hash) values
        (${USER}, 'Asha', 'asha@example.com', '+919876543210', 'x')`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(await rows(db, sql`select size, stock from product_variants order by size`)).toEqual([
      { size: 'L', stock: 2 },
      { size: 'M', stock: 0 },
    ]);
    expect(await rows(db, sql`select count(*)::int as n from wishlist_items`)).toEqual([{ n: 0 }]);
    await db.execute(
      sql`insert into back_in_stock_requests (user_id, product_id, size) values (${USER}, ${PRODUCT}, 'M')`,
    );
    // Stock moving within what is there (L: 2 → 1) or to 0 queues nothing; M from 0 to 3 queues one, and 3 → 5 no more.
    await db.execute(sql`update product_variants set stock = 1 where size = 'L'`);
    await db.execute(sql`update product_variants set stock = 3 where size = 'M'`);
    await db.execute(sql`update product_variants set stock = 5 where size = 'M'`);
    expect(await rows(db, sql`select task, payload from jobs where task = 'back-in-stock'`)).toEqual([
      { task: 'back-in-stock', payload: { requestId: expect.any(String) as string } },
    ]);
  });
});

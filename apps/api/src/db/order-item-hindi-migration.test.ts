import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade } from '../testing/migration-upgrade';
import { ordersRepository, toOrderResponse } from '../modules/orders';
import { orderItems } from './schema';

// Migration 0051 (an order line keeps its product's Hindi title, docs/decisions/183-orders-keep-hindi-titles.md) on a
// database made by the migrations up to 0050: the orders placed before it keep their lines as they were, each with no
// Hindi title (''), so their answers name them in English as before, even when the product has a Hindi title now.

const upgrade = migrationUpgrade(51);
afterAll(() => upgrade.close());

const USER = '6f1c2a0e-0051-4a51-8051-0000000000aa';
const PRODUCT = '6f1c2a0e-0051-4a51-8051-0000000000bb';
const ORDER = '6f1c2a0e-0051-4a51-8051-000000000051';

describe('migration 0051 on a database made by the migrations up to 0050', { timeout: 120_000 }, () => {
  it("keeps an earlier order's lines, each with an empty Hindi title, and its answer without one", async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into users (id, full_name, email, phone, password_hash)
      values (${USER}, 'Asha', 'asha0051@example.in', '9876500051', 'x')`);
    await before.db.execute(sql`
      insert into products (id, title, title_hi, category)
      values (${PRODUCT}, 'Banarasi Silk Saree', 'बनारसी सिल्क साड़ी', 'saree')`);
    await before.db.execute(sql`
      insert into orders (id, user_id, total_paise, payment_mode, customer_name, customer_email, customer_phone,
        address, city, state, pincode, language)
      values (${ORDER}, ${USER}, 479800, 'cod', 'Asha', 'asha0051@example.in', '9876500051', '14 MG Road', 'Pune',
        'Maharashtra', '411001', 'hi')`);
    await before.db.execute(sql`
      insert into order_items (order_id, product_id, title, size, quantity, unit_price_paise, position)
      values (${ORDER}, ${PRODUCT}, 'Banarasi Silk Saree', 'Free', 1, 399900, 0),
             (${ORDER}, ${PRODUCT}, 'Banarasi Silk Saree', 'M', 1, 79900, 1)`);
    await before.close();

    const { db } = await upgrade.upgrade();
    const lines = await db
      .select({ title: orderItems.title, titleHi: orderItems.titleHi, size: orderItems.size })
      .from(orderItems)
      .where(eq(orderItems.orderId, ORDER))
      .orderBy(asc(orderItems.position));
    expect(lines).toEqual([
      { title: 'Banarasi Silk Saree', titleHi: '', size: 'Free' },
      { title: 'Banarasi Silk Saree', titleHi: '', size: 'M' },
    ]);
    const found = await ordersRepository.findById(db, ORDER);
    if (!found) throw new Error('the order is gone');
    const answered = toOrderResponse(found).items;
    expect(answered.map((item) => [item.title, item.size, item.quantity, item.price])).toEqual([
      ['Banarasi Silk Saree', 'Free', 1, 3999],
      ['Banarasi Silk Saree', 'M', 1, 799],
    ]);
    for (const item of answered) expect(item).not.toHaveProperty('hindiTitle');
  });
});

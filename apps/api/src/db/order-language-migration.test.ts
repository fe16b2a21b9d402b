import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade } from '../testing/migration-upgrade';
import { orderMessages, orders } from './schema';

// Migration 0045 (the language of an order and of its texts, docs/decisions/145-order-texts-in-hindi.md) on a database
// made by the migrations up to 0044: the orders and texts before it were all in English, the only language texts had.

const upgrade = migrationUpgrade(45);
afterAll(() => upgrade.close());

const ORDER = '6f1c2a0e-0045-4a45-8045-000000000045';

describe('migration 0045 on a database made by the migrations up to 0044', { timeout: 120_000 }, () => {
  it("keeps the orders and texts made before it as English, and takes only 'en' or 'hi' after", async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into users (id, full_name, email, phone, password_hash)
      values ('6f1c2a0e-0045-4a45-8045-0000000000aa', 'Asha', 'asha0045@example.in', '9876500045', 'x')`);
    await before.db.execute(sql`
      insert into orders (id, user_id, total_paise, payment_mode, customer_name, customer_email, customer_phone,
        address, city, state, pincode)
      values (${ORDER}, '6f1c2a0e-0045-4a45-8045-0000000000aa', 79900, 'cod', 'Asha', 'asha0045@example.in',
        '9876500045', '14 MG Road', 'Pune', 'Maharashtra', '411001')`);
    await before.db.execute(sql`
      insert into order_messages (order_id, event, channel, "to", variables, body)
      values (${ORDER}, 'placed', 'sms', '+919876500045', '{}'::jsonb, 'Thank you! …')`);
    await before.close();

    const { db } = await upgrade.upgrade();
    const [order] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, ORDER));
    expect(order).toEqual({ language: 'en' });
    const [text] = await db.select().from(orderMessages).where(eq(orderMessages.orderId, ORDER));
    expect(text).toMatchObject({ event: 'placed', language: 'en', body: 'Thank you! …' });
    await db.update(orders).set({ language: 'hi' }).where(eq(orders.id, ORDER));
    await expect(db.execute(sql`update orders set language = 'fr' where id = ${ORDER}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update order_messages set language = 'fr' where order_id = ${ORDER}`),
    ).rejects.toThrow();
  });
});

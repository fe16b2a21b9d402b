import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0032 (customers, docs/decisions/110-customers.md) on a database made by the migrations up to 0031: every
// shopper gets her summary from the orders she already has, and the triggers keep it in step from then on.

const upgrade = migrationUpgrade(32);
afterAll(() => upgrade.close());

const ASHA = '00000000-0000-4000-8000-000000000032';
const MEERA = '00000000-0000-4000-8000-000000000033';
const order = (n: number, mode: 'cod' | 'prepaid', extra: { status?: string; paid?: boolean; delivered?: boolean }) => {
  const id = `00000000-0000-4000-8000-00000000013${n}`;
  return sql`
    insert into orders (id, user_id, total_paise, payment_mode, money_state, status, paid_at, delivered_at,
                        customer_name, customer_email, customer_phone, address, city, state, pincode, created_at)
    values (${id}, ${ASHA}, 100000, ${mode}, ${mode === 'cod' ? 'cod' : 'paid'}, ${extra.status ?? 'placed'},
            ${extra.paid ? sql`now()` : null}, ${extra.delivered ? sql`now()` : null}, 'Asha Verma', 'asha@example.com',
            '9876543210', '12 MG Road', 'Lucknow', 'Uttar Pradesh', '226001',
            timestamptz '2026-01-01T10:00:00Z' + ${n} * interval '1 day')`;
};
const statsOf = (db: Parameters<typeof rows>[0], id: string) =>
  rows(
    db,
    sql`select order_count, cod_order_count, paid_order_count, lifetime_paise::int as lifetime, rto_count,
               return_count, to_char(last_order_at at time zone 'UTC', 'YYYY-MM-DD') as last
          from customer_stats where user_id = ${id}`,
  );

describe('migration 0032 on a database made by the migrations up to 0031', { timeout: 120_000 }, () => {
  it("writes every shopper's summary from her orders and keeps it in step", async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into users (id, full_name, email, phone, password_hash) values
        (${ASHA}, 'Asha Verma', 'asha@example.com', '+919876543210', 'x'),
        (${MEERA}, 'Meera Iyer', 'meera@example.com', '+919812345678', 'x')`);
    // Paid by card, ₹300 refunded; COD delivered; COD returned to origin.
    await before.db.execute(order(1, 'prepaid', { paid: true }));
    await before.db.execute(sql`
      insert into refunds (order_id, gateway_payment_id, amount_paise, status, reason, idempotency_key)
      values ('00000000-0000-4000-8000-000000000131', 'pay_1', 30000, 'processed', 'one line', 'k1')`);
    await before.db.execute(order(2, 'cod', { status: 'delivered', delivered: true }));
    await before.db.execute(order(3, 'cod', { status: 'returned' }));
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(await statsOf(db, ASHA)).toEqual([
      {
        order_count: 3,
        cod_order_count: 2,
        paid_order_count: 2,
        lifetime: 170_000,
        rto_count: 1,
        return_count: 0,
        last: '2026-01-04',
      },
    ]);
    expect(await statsOf(db, MEERA)).toEqual([
      {
        order_count: 0,
        cod_order_count: 0,
        paid_order_count: 0,
        lifetime: 0,
        rto_count: 0,
        return_count: 0,
        last: null,
      },
    ]);

    // From now on, the triggers: a second RTO, a failed refund that gives nothing back, a new shopper.
    await db.execute(order(4, 'cod', { status: 'returned' }));
    await db.execute(sql`update refunds set status = 'failed'`);
    expect(await statsOf(db, ASHA)).toEqual([
      {
        order_count: 4,
        cod_order_count: 3,
        paid_order_count: 2,
        lifetime: 200_000,
        rto_count: 2,
        return_count: 0,
        last: '2026-01-05',
      },
    ]);
    await db.execute(sql`insert into users (full_name, email, phone, password_hash)
                         values ('Nisha Rao', 'nisha@example.com', '+919811111111', 'x')`);
    expect(await rows(db, sql`select count(*)::int as n from customer_stats`)).toEqual([{ n: 3 }]);
  });
});

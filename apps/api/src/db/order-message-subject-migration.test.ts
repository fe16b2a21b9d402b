import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0031 (a subject in the order messages' unique key, docs/decisions/104-return-texts.md) on a database made
// by the migrations up to 0030: the texts already sent keep their rows with no subject, so none is sent again, and
// an order may then get one text per return request.

const upgrade = migrationUpgrade(31);
afterAll(() => upgrade.close());

const USER = '00000000-0000-4000-8000-000000000031';
const ORDER = '00000000-0000-4000-8000-000000000131';
const message = (event: string, subject: string) => sql`
  insert into order_messages (order_id, event, subject, channel, "to", variables, body)
  values (${ORDER}, ${event}, ${subject}, 'sms', '+919876543210', '{}'::jsonb, 'text')
  on conflict do nothing returning event`;

describe('migration 0031 on a database made by the migrations up to 0030', { timeout: 120_000 }, () => {
  it('keeps the texts sent, each the order’s own (no subject), and keys new ones by their subject', async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into users (id, full_name, email, phone, password_hash)
      values (${USER}, 'Asha Verma', 'asha@example.com', '9876543210', 'x')`);
    await before.db.execute(sql`
      insert into orders (id, user_id, total_paise, payment_mode, money_state, customer_name, customer_email,
                          customer_phone, address, city, state, pincode)
      values (${ORDER}, ${USER}, 79900, 'cod', 'cod', 'Asha Verma', 'asha@example.com', '9876543210', '12 MG Road',
              'Lucknow', 'Uttar Pradesh', '226001')`);
    await before.db.execute(sql`
      insert into order_messages (order_id, event, channel, "to", variables, body, status)
      values (${ORDER}, 'placed', 'sms', '+919876543210', '{}'::jsonb, 'Thank you!', 'sent')`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(await rows(db, sql`select event, subject, status, body from order_messages`)).toEqual([
      { event: 'placed', subject: '', status: 'sent', body: 'Thank you!' },
    ]);
    expect(await rows(db, message('placed', ''))).toEqual([]);
    expect(await rows(db, message('return_requested', 'request-1'))).toEqual([{ event: 'return_requested' }]);
    expect(await rows(db, message('return_requested', 'request-2'))).toEqual([{ event: 'return_requested' }]);
    expect(await rows(db, message('return_requested', 'request-1'))).toEqual([]);
  });
});

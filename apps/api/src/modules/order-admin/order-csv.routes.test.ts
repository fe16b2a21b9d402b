import { shortOrderId } from '@vastra/domain/orders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, refunds } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { CSV_BATCH, rupees, textCell } from './order-csv';
import { orderMaker } from '../../testing/order-admin';

let t: TestApp;
let headers: Record<string, string>;
let staffId: string;
const ids: Record<string, string> = {};

const HEADER =
  'Order id,Short id,Placed (IST),Status,Payment,Money state,Total (INR),Items,Customer,Phone,Email,Address,' +
  'City,State,PIN,AWB,Courier,Refunded (INR)';

async function csv(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders.csv${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

beforeAll(async () => {
  // 19:00 UTC on the 21st is 00:30 on the 22nd in India: the file is named after the shop's day.
  t = await buildTestApp({}, { clock: manualClock(new Date('2026-11-21T19:00:00Z')) });
  const member = await signedInStaff(t, { fullName: 'Meera Iyer' });
  headers = member.headers;
  staffId = member.id;
  const order = await orderMaker(t);
  ids.quoted = await order(
    {
      customerName: '=HYPERLINK("x") Sita सीता',
      customerEmail: '@sita@example.in',
      address: 'Flat 4, "Lotus"\nMG Road',
      city: '-Pune',
      totalPaise: 1_234_505,
      createdAt: new Date('2026-11-20T18:45:30Z'),
      status: 'shipped',
      paymentMode: 'prepaid',
      moneyState: 'partially_refunded',
      awb: '19041234567',
      courier: 'Delhivery Surface',
      customerPhone: '+919876543210',
    },
    [2, 3],
  );
  ids.plain = await order({ customerName: 'Asha Verma', createdAt: new Date('2026-11-10T04:30:00Z'), totalPaise: 5 });
  // Two refunds of the prepaid order went through, one failed: 1_000.05 + 500.00 sent back.
  await t.database.db.insert(refunds).values(
    (
      [
        [100_005, 'processed'],
        [50_000, 'pending'],
        [70_000, 'failed'],
      ] as const
    ).map(([amountPaise, status], i) => ({
      orderId: String(ids.quoted),
      gatewayPaymentId: 'pay_csv',
      amountPaise,
      status,
      reason: 'line refund',
      idempotencyKey: `csv-refund-${i}`,
    })),
  );
});

afterAll(() => t?.close());

describe('GET /api/admin/orders.csv', () => {
  it('streams a UTF-8 file with a BOM, RFC 4180 quoting, CRLF, IST times, plain rupees and no formulas', async () => {
    const res = await csv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-22.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe(
      `${String(ids.quoted)},${shortOrderId(String(ids.quoted))},2026-11-21 00:15,shipped,prepaid,` +
        `partially_refunded,12345.05,5,"'=HYPERLINK(""x"") Sita सीता",'+919876543210,'@sita@example.in,` +
        `"Flat 4, ""Lotus""\nMG Road",'-Pune,Maharashtra,411001,19041234567,Delhivery Surface,1500.05`,
    );
    expect(lines[2]).toBe(
      `${ids.plain},${shortOrderId(String(ids.plain))},2026-11-10 10:00,placed,cod,cod,0.05,1,Asha Verma,9876543210,` +
        'asha@example.in,14 MG Road,Pune,Maharashtra,411001,,,0.00',
    );
    expect(lines.slice(3)).toEqual(['']);
  });

  it('exports only what the filters keep', async () => {
    expect(
      linesOf((await csv('?payment=cod')).body)
        .slice(1, -1)
        .map((l) => l.slice(0, 36)),
    ).toEqual([ids.plain]);
    expect(
      linesOf((await csv('?q=sita')).body)
        .slice(1, -1)
        .map((l) => l.slice(0, 36)),
    ).toEqual([ids.quoted]);
    expect(linesOf((await csv('?from=2026-11-21&to=2026-11-21')).body)).toHaveLength(3);
    expect(linesOf((await csv('?status=delivered')).body)).toEqual([HEADER, '']);
  });

  it('records who exported what', async () => {
    await csv('?status=shipped&q=sita');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.export'), eq(auditLog.staffId, staffId)));
    expect(entries.at(-1)).toMatchObject({
      staffName: 'Meera Iyer',
      targetType: 'orders',
      targetId: null,
      after: { status: 'shipped', q: 'sita' },
    });
  });

  it(`reads more than ${CSV_BATCH} orders batch by batch, each once`, async () => {
    const [first] = await t.database.db.select({ userId: orders.userId }).from(orders).limit(1);
    const userId = String(first?.userId);
    // Thousands of one shopper's orders in one statement is this set-up's shortcut, not a path of the shop: the
    // customer summary's trigger (migration 0032) would rewrite her row once per order, so it is off for the insert,
    // as for the bench's bulk load (docs/decisions/110-customers.md).
    await t.database.db.execute(sql`alter table orders disable trigger orders_customer_stats`);
    await t.database.db.execute(sql`
      insert into orders (user_id, total_paise, payment_mode, money_state, customer_name, customer_email,
                          customer_phone, address, city, state, pincode, created_at)
      select ${userId}, 100, 'cod', 'cod', 'Batch ' || i, 'b@example.in', '9000000000', 'x', 'Batchpur', 'Goa',
             '403001', timestamptz '2026-10-01 00:00:00+00' + (i / 3) * interval '1 second'
        from generate_series(1, ${2 * CSV_BATCH + 1}) as i`);
    await t.database.db.execute(sql`alter table orders enable trigger orders_customer_stats`);
    const lines = linesOf((await csv('?q=batch')).body).slice(1, -1);
    expect(lines).toHaveLength(2 * CSV_BATCH + 1);
    expect(new Set(lines.map((l) => l.slice(0, 36))).size).toBe(2 * CSV_BATCH + 1);
  });
});

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['+91', "'+91"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['@x', "'@x"],
    ['-1', "'-1"],
    ['a=b', 'a=b'],
  ])('writes %j as %j', (value, cell) => {
    expect(textCell(value)).toBe(cell);
  });

  it.each([
    [149_900, '1499.00'],
    [5, '0.05'],
    [123_456_789, '1234567.89'],
  ])('writes %i paise as %s', (paise, text) => {
    expect(rupees(paise)).toBe(text);
  });
});

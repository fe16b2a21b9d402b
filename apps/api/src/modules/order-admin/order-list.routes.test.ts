import type { AdminOrderDetail, AdminOrdersResponse } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { shortOrderId } from '@vastra/domain/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { orderMaker } from '../../testing/order-admin';

let t: TestApp;
let headers: Record<string, string>;
const ids: Record<string, string> = {};

async function list(query: string): Promise<AdminOrdersResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const namesOf = async (query: string) => (await list(query)).items.map((r) => r.customerName);

beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signedInStaff(t)).headers;
  const order = await orderMaker(t);
  // In IST: the 19th at 23:59:59, the 20th at 00:00, the 20th at 23:59, the 21st at 00:00.
  ids.late19 = await order(
    {
      customerName: 'Anil Late',
      createdAt: new Date('2026-11-19T18:29:59Z'),
      status: 'delivered',
      paymentMode: 'prepaid',
      moneyState: 'paid',
      awb: 'SR12345678',
      courier: 'Delhivery',
    },
    [2, 1],
  );
  ids.early20 = await order({
    customerName: 'Priya Sharma',
    customerPhone: '9123456780',
    createdAt: new Date('2026-11-19T18:30:00Z'),
  });
  ids.late20 = await order({
    customerName: 'Meena_Devi',
    createdAt: new Date('2026-11-20T18:29:00Z'),
    status: 'shipped',
    paymentMode: 'prepaid',
    moneyState: 'paid',
    awb: '19041234567',
  });
  ids.early21 = await order({
    customerName: 'MeenaXDevi',
    customerPhone: '+919123456780',
    createdAt: new Date('2026-11-20T18:30:00Z'),
    status: 'cancelled',
  });
});

afterAll(() => t?.close());

describe('GET /api/admin/orders', () => {
  it('lists newest first with the row the screens show', async () => {
    const page = await list('');
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((r) => r.customerName)).toEqual(['MeenaXDevi', 'Meena_Devi', 'Priya Sharma', 'Anil Late']);
    expect(page.items[3]).toEqual({
      id: ids.late19,
      shortId: shortOrderId(String(ids.late19)),
      createdAt: '2026-11-19T18:29:59.000Z',
      status: 'delivered',
      paymentMode: 'prepaid',
      moneyState: 'paid',
      totalPaise: 149_900,
      customerName: 'Anil Late',
      customerPhone: '9876543210',
      city: 'Pune',
      state: 'Maharashtra',
      itemCount: 3,
      awb: 'SR12345678',
      courier: 'Delhivery',
      ndrState: null,
      badges: [],
    });
  });

  it('filters by status, payment and booking', async () => {
    expect(await namesOf('?status=shipped')).toEqual(['Meena_Devi']);
    expect(await namesOf('?payment=prepaid')).toEqual(['Meena_Devi', 'Anil Late']);
    expect(await namesOf('?payment=cod')).toEqual(['MeenaXDevi', 'Priya Sharma']);
    expect(await namesOf('?booked=booked')).toEqual(['Meena_Devi', 'Anil Late']);
    expect(await namesOf('?booked=unbooked')).toEqual(['MeenaXDevi', 'Priya Sharma']);
    expect(await namesOf('?payment=cod&booked=booked')).toEqual([]);
  });

  it('reads from and to as IST calendar days, both included', async () => {
    expect(await namesOf('?from=2026-11-20&to=2026-11-20')).toEqual(['Meena_Devi', 'Priya Sharma']);
    expect(await namesOf('?from=2026-11-20')).toEqual(['MeenaXDevi', 'Meena_Devi', 'Priya Sharma']);
    expect(await namesOf('?to=2026-11-19')).toEqual(['Anil Late']);
    expect(await namesOf('?from=2026-11-21&to=2026-11-30')).toEqual(['MeenaXDevi']);
  });

  it('refuses a start date after the end date', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders?from=2026-11-21&to=2026-11-20', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: `from: ${M.dateRangeInvalid}` });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders.csv?from=2026-11-21&to=2026-11-20',
      headers,
    });
    expect(csv.statusCode).toBe(400);
  });

  it('refuses a date that is not a calendar day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders?from=2026-02-30', headers });
    expect(res.statusCode).toBe(400);
  });

  it('finds an order by its whole id, its short id with or without # and in any case', async () => {
    const id = String(ids.late20);
    expect(await namesOf(`?q=${id.toUpperCase()}`)).toEqual(['Meena_Devi']);
    expect(await namesOf(`?q=${encodeURIComponent(shortOrderId(id))}`)).toEqual(['Meena_Devi']);
    expect(await namesOf(`?q=${id.slice(0, 8)}`)).toEqual(['Meena_Devi']);
    expect(await namesOf(`?q=${encodeURIComponent(`#${id.slice(0, 8).toLowerCase()}`)}`)).toEqual(['Meena_Devi']);
  });

  it('finds orders by phone however it is typed, in either stored form', async () => {
    for (const typed of ['9123456780', '+91 91234 56780', '09123456780', '919123456780']) {
      expect(await namesOf(`?q=${encodeURIComponent(typed)}`)).toEqual(['MeenaXDevi', 'Priya Sharma']);
    }
  });

  it('finds an order by AWB, letters in any case', async () => {
    expect(await namesOf('?q=19041234567')).toEqual(['Meena_Devi']);
    expect(await namesOf('?q=sr12345678')).toEqual(['Anil Late']);
  });

  it('finds orders by part of the name, without wildcards of its own', async () => {
    expect(await namesOf('?q=priya')).toEqual(['Priya Sharma']);
    expect(await namesOf('?q=SHARMA')).toEqual(['Priya Sharma']);
    expect(await namesOf('?q=a_d')).toEqual(['Meena_Devi']);
    expect(await namesOf(`?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await namesOf('?q=nobody')).toEqual([]);
  });

  it('combines a search with the filters', async () => {
    expect(await namesOf('?q=meena&status=cancelled')).toEqual(['MeenaXDevi']);
    expect(await namesOf('?q=9123456780&from=2026-11-21')).toEqual(['MeenaXDevi']);
  });

  it('pages by cursor through orders placed at the same microsecond, each once', async () => {
    const order = await orderMaker(t);
    const same: string[] = [];
    for (let i = 0; i < 5; i++) {
      same.push(
        await order({ customerName: 'Same Time', createdAt: sql`timestamptz '2026-11-18 10:00:00.123456+00'` }),
      );
    }
    await order({ customerName: 'Same Time', createdAt: sql`timestamptz '2026-11-18 10:00:00.123455+00'` });
    await order({ customerName: 'Same Time', createdAt: sql`timestamptz '2026-11-18 10:00:00.123457+00'` });
    const seen: string[] = [];
    let query = '?q=same&limit=2';
    for (let pages = 0; pages < 10; pages++) {
      const page = await list(query);
      seen.push(...page.items.map((r) => r.id));
      if (!page.nextCursor) break;
      expect(page.items).toHaveLength(2);
      query = `?q=same&limit=2&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(1, 6)).toEqual([...same].sort().reverse());
  });

  it.each(['nonsense', Buffer.from('["1","x"]').toString('base64url'), Buffer.from('[1,2,3]').toString('base64url')])(
    'refuses a cursor it did not make (%s)',
    async (cursor) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?cursor=${cursor}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: `cursor: ${M.ordersCursorInvalid}` });
    },
  );

  it('asks for a staff sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers the order page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${ids.late19}`, headers });
    expect(res.statusCode).toBe(200);
    const order: AdminOrderDetail = res.json();
    expect(order).toMatchObject({ id: ids.late19, shortId: shortOrderId(String(ids.late19)), status: 'delivered' });
    expect(order.items.map((i) => i.quantity)).toEqual([2, 1]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: M.orderNotFound });
  });
});

import type { AdminCustomerDetail, AdminCustomersResponse, OrderNotesResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { CUSTOMERS_MESSAGES as M } from '@vastra/domain/customers';
import { shortOrderId } from '@vastra/domain/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders, savedAddresses, users, whatsappOptIns } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newSession, signedInStaff } from '../../testing/factories';

// Customers in the back office (docs/decisions/110-customers.md): the list, her page, notes and tags.

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
const ids: Record<string, string> = {};

async function shopper(fullName: string, phone: string, email: string) {
  const [row] = await t.database.db
    .insert(users)
    .values({ fullName, phone, email, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}
async function order(userId: string, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      userId,
      totalPaise: 100_000,
      paymentMode: 'cod',
      moneyState: 'cod',
      customerName: 'x',
      customerEmail: 'x@example.in',
      customerPhone: '9876543210',
      address: '14 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      ...values,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: staff.headers, payload });
async function list(query = ''): Promise<AdminCustomersResponse> {
  const res = await get(`/api/admin/customers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const namesOf = async (query: string) => (await list(query)).items.map((c) => c.name);

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff(t, { role: 'packer', fullName: 'Ravi Packer' });
  ids.asha = await shopper('Asha Verma', '+919876543210', 'Asha.Verma@Example.in');
  ids.meera = await shopper('Meera Iyer', '+919812345678', 'meera@example.in');
  ids.nisha = await shopper('Nisha Rao', '+919811111111', 'nisha@example.in');
  // Asha: paid by card (₹250 refunded), then two COD parcels returned to origin.
  ids.paid = await order(ids.asha, {
    paymentMode: 'prepaid',
    moneyState: 'partially_refunded',
    paidAt: new Date('2026-03-01T10:00:00Z'),
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  await t.database.db.execute(sql`
    insert into refunds (order_id, gateway_payment_id, amount_paise, status, reason, idempotency_key)
    values (${ids.paid}, 'pay_x', 25000, 'processed', 'one line', 'customers-test-1')`);
  ids.rto1 = await order(ids.asha, { status: 'returned', createdAt: new Date('2026-03-02T10:00:00Z') });
  ids.rto2 = await order(ids.asha, { status: 'returned', createdAt: new Date('2026-03-03T10:00:00Z') });
  // Meera: one COD order delivered, later than all of Asha's.
  ids.meeraOrder = await order(ids.meera, {
    status: 'delivered',
    deliveredAt: new Date('2026-03-05T10:00:00Z'),
    totalPaise: 79_900,
    createdAt: new Date('2026-03-04T10:00:00Z'),
  });
  await t.database.db.insert(contactMessages).values([
    { name: 'Asha', email: 'asha.verma@example.in', message: 'Where is my parcel?' },
    { name: 'Someone', email: 'other@example.in', message: 'Not hers' },
  ]);
});
afterAll(() => t?.close());

describe('GET /api/admin/customers', () => {
  it('lists customers by last order, newest first, one without orders last, with lifetime value', async () => {
    const { items, nextCursor } = await list();
    expect(items.map((c) => [c.name, c.orderCount, c.lifetimeValuePaise, c.lastOrderAt])).toEqual([
      ['Meera Iyer', 1, 79_900, '2026-03-04T10:00:00.000Z'],
      // ₹1,000 paid minus ₹250 refunded; the COD parcels that came back were never paid.
      ['Asha Verma', 3, 75_000, '2026-03-03T10:00:00.000Z'],
      ['Nisha Rao', 0, 0, null],
    ]);
    expect(items[0]?.segments).toEqual(['new', 'cod_only']);
    expect(items[1]?.segments).toEqual(['repeat', 'high_rto']);
    expect(nextCursor).toBeNull();
  });

  it.each([['+91 98765 43210'], ['09876543210'], ['9876543210'], ['98765-43210'], ['ASHA.verma@example.in'], ['verm']])(
    'finds her by %j',
    async (q) => {
      expect(await namesOf(`?q=${encodeURIComponent(q)}`)).toEqual(['Asha Verma']);
    },
  );

  it.each([
    ['new', ['Meera Iyer']],
    ['repeat', ['Asha Verma']],
    ['cod_only', ['Meera Iyer']],
    ['high_rto', ['Asha Verma']],
    ['high_returns', []],
  ])('segment %s lists %j', async (segment, names) => {
    expect(await namesOf(`?segment=${segment}`)).toEqual(names);
  });

  it('pages by cursor through every customer, the one without orders too, and refuses a tampered cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminCustomersResponse = await list(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Meera Iyer', 'Asha Verma', 'Nisha Rao']);
    const res = await get('/api/admin/customers?cursor=bm9wZQ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `cursor: ${BACK_OFFICE_MESSAGES.cursorInvalid}` });
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows her orders, RTO history, lifetime value, average order and the messages from her email', async () => {
    const res = await get(`/api/admin/customers/${ids.asha}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json<AdminCustomerDetail>();
    expect(c.stats).toEqual({
      orderCount: 3,
      paidOrderCount: 1,
      codOrderCount: 2,
      lifetimeValuePaise: 75_000,
      averageOrderPaise: 75_000,
      returnCount: 0,
      rtoCount: 2,
      lastOrderAt: '2026-03-03T10:00:00.000Z',
    });
    expect(c.orders.map((o) => o.shortId)).toEqual([ids.rto2, ids.rto1, ids.paid].map((id) => shortOrderId(id ?? '')));
    expect(c.rtoOrders.map((o) => o.id)).toEqual([ids.rto2, ids.rto1]);
    expect(c.messages.map((m) => m.message)).toEqual(['Where is my parcel?']);
    expect(c.segments).toEqual(['repeat', 'high_rto']);
    expect(c.whatsapp).toEqual({ state: 'never', at: null });
  });

  it('shows her WhatsApp updates on since she agreed, and stopped when she sent STOP', async () => {
    const at = new Date('2026-03-04T10:00:00Z');
    await t.database.db
      .insert(whatsappOptIns)
      .values({ phone: '+919812345678', source: 'checkout', wordingVersion: 1, optedInAt: at });
    const whatsappOf = async () =>
      (await get(`/api/admin/customers/${ids.meera}`)).json<AdminCustomerDetail>().whatsapp;
    expect(await whatsappOf()).toEqual({ state: 'on', at: at.toISOString() });
    const stop = new Date('2026-03-05T10:00:00Z');
    await t.database.db
      .update(whatsappOptIns)
      .set({ optedOutAt: stop })
      .where(eq(whatsappOptIns.phone, '+919812345678'));
    expect(await whatsappOf()).toEqual({ state: 'stopped', at: stop.toISOString() });
  });

  it('gives her saved addresses as a line and as their own fields (what a phone order fills in)', async () => {
    await t.database.db.insert(savedAddresses).values({
      userId: ids.meera ?? '',
      label: 'Home',
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: '9812345678',
      email: 'meera@example.in',
      address: '7 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
      house: 'Flat 2A',
      area: 'Shanthala Nagar',
      landmark: 'Opposite the park',
      altPhone: '9812300000',
      isDefault: true,
    });
    const c = (await get(`/api/admin/customers/${ids.meera}`)).json<AdminCustomerDetail>();
    expect(c.addresses).toEqual([
      {
        id: expect.any(String),
        label: 'Home',
        name: 'Meera Iyer',
        phone: '9812345678',
        line: '7 Residency Road, Bengaluru, Karnataka 560025',
        isDefault: true,
        fields: {
          address: '7 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
          house: 'Flat 2A',
          area: 'Shanthala Nagar',
          landmark: 'Opposite the park',
          altPhone: '9812300000',
        },
      },
    ]);
  });

  it('answers 404 "Customer not found." for an unknown id', async () => {
    const res = await get('/api/admin/customers/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: M.customerNotFound, code: 'not_found' });
  });
});

describe('notes and tags', () => {
  it('adds a note with its author and time, and keeps tags trimmed and lower-case, each change audited', async () => {
    const note = await send('POST', `/api/admin/customers/${ids.meera}/notes`, { body: '  Prefers a call first ' });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({
      notes: [{ body: 'Prefers a call first', staffName: 'Ravi Packer', orderId: null }],
    });
    const tags = await send('PUT', `/api/admin/customers/${ids.meera}/tags`, { tags: [' VIP ', 'Bulk  Buyer', 'vip'] });
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json()).toEqual({ tags: ['vip', 'bulk buyer'] });
    const page = (await get(`/api/admin/customers/${ids.meera}`)).json<AdminCustomerDetail>();
    expect(page.tags).toEqual(['vip', 'bulk buyer']);
    expect(page.notes.map((n) => n.body)).toEqual(['Prefers a call first']);
    const audit = await t.database.db.execute(
      sql`select action, staff_name from audit_log where target_id = ${ids.meera} order by action`,
    );
    expect((audit as { rows: unknown[] }).rows).toEqual([
      { action: 'customer.note', staff_name: 'Ravi Packer' },
      { action: 'customer.tags', staff_name: 'Ravi Packer' },
    ]);
  });

  it.each([
    [{ tags: ['x'.repeat(31)] }, 'A tag can be at most 30 characters.'],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'At most 20 tags.'],
    [{ tags: [' '] }, M.tagEmpty],
  ])('refuses tags %#: %s, changing nothing', async (payload, message) => {
    const res = await send('PUT', `/api/admin/customers/${ids.nisha}/tags`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect((await get(`/api/admin/customers/${ids.nisha}`)).json<AdminCustomerDetail>().tags).toEqual([]);
  });

  it("keeps an order's notes and tags for staff, on her page too, never in the shopper's answer", async () => {
    const added = await send('POST', `/api/admin/orders/${ids.rto1}/notes`, { body: 'Refused at the door twice' });
    expect(added.statusCode, added.body).toBe(201);
    await send('PUT', `/api/admin/orders/${ids.rto1}/tags`, { tags: ['Fake order?'] });
    const notes = (await get(`/api/admin/orders/${ids.rto1}/notes`)).json<OrderNotesResponse>();
    expect(notes).toMatchObject({
      notes: [{ body: 'Refused at the door twice', orderId: ids.rto1 }],
      tags: ['fake order?'],
    });
    const page = (await get(`/api/admin/customers/${ids.asha}`)).json<AdminCustomerDetail>();
    expect(page.notes[0]).toMatchObject({
      body: 'Refused at the door twice',
      orderShortId: shortOrderId(ids.rto1 ?? ''),
    });
    const token = await newSession(t, ids.asha ?? '');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/user/${ids.asha}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).not.toContain('Refused at the door');
    expect(mine.body).not.toContain('fake order');
    const missing = await get('/api/admin/orders/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21/notes');
    expect(missing.statusCode).toBe(404);
  });
});

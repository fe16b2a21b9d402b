// Orders taken by phone (docs/decisions/132-phone-orders.md): POST /api/admin/orders for a new customer, a known one
// and the account with her phone; priced and stock-checked as the shop's own orders; one order per Idempotency-Key;
// a refusal leaves no account behind.
import { PHONE_ORDER_TEXTS, type AdminCreatedOrder, type QuoteResponse } from '@vastra/domain/api';
import { rupeesToPaise } from '@vastra/domain/money';
import { CUSTOMER_INFO } from '@vastra/domain/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, users } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, orderCount, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { client, outboxOf, verifiedUid } from '../../testing/requests';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let kurti: string;
let phones = 0;
/** A customer's phone no other test of this file uses. */
const freshPhone = () => `98450${String(++phones).padStart(5, '0')}`;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  staff = await signedInStaff(t, { role: 'packer', fullName: 'Meera Iyer' });
  kurti = await newProduct(t, 'Indigo Block Print Kurti', {
    M: { pricePaise: 129_900, stock: 10 },
    L: { pricePaise: 139_900, stock: 1 },
  });
});
afterAll(() => t.close());

const take = (payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: { ...staff.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const body = (phone: string, over: object = {}) => ({
  customerId: null,
  customerInfo: { ...CUSTOMER_INFO, name: 'Kavya Rao', phone },
  items: [{ productId: kurti, size: 'M', quantity: 2 }],
  payment: 'cod',
  ...over,
});
const accountOf = async (phone: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`))
  )[0];

describe('POST /api/admin/orders', () => {
  it("takes a new customer's COD order: her account made without a password, priced as the shop's own", async () => {
    const phone = freshPhone();
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: {
        items: [{ productId: kurti, size: 'M', quantity: 2, price: 1299 }],
        paymentMode: 'cod',
        state: CUSTOMER_INFO.state,
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const res = await take(body(phone), 'phone-1');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminCreatedOrder>();
    const orderId = created.orderId ?? '';
    const account = await accountOf(phone);
    expect(account).toMatchObject({ fullName: 'Kavya Rao', email: CUSTOMER_INFO.email, passwordHash: '' });
    expect(created).toEqual({
      orderId: expect.any(String),
      ref: `#${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      totalPaise: rupeesToPaise(quote.json<QuoteResponse>().total),
      customerId: account?.id,
      newCustomer: true,
      paymentLink: null,
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: account?.id, paymentMode: 'cod', customerPhone: phone, city: 'Lucknow' });
    expect(await stockOf(t, kurti, 'M')).toBe(8);
    // Her placed text, as any order's.
    expect((await outboxOf(t, `+91${phone}`)).map((m) => m.body)[0]).toContain(`Your order ${created.ref} of Rs.`);
    const history = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(history.map((e) => [e.kind, e.summary, e.staffName])).toContainEqual([
      'taken_by_phone',
      'Taken by phone by Meera Iyer',
      'Meera Iyer',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.take_by_phone'), eq(auditLog.targetId, orderId)));
    expect(audit).toHaveLength(1);

    // The same key again (a double click, a retry): the same order, answered 200.
    const again = await take(body(phone), 'phone-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AdminCreatedOrder>()).toEqual({ ...created, newCustomer: false });
    expect(await orderCount(t, account?.id)).toBe(1);
    expect(await stockOf(t, kurti, 'M')).toBe(8);
  });

  it('a new customer signs in with a code sent to her phone and finds the order under My Orders', async () => {
    const phone = freshPhone();
    const res = await take(body(phone));
    expect(res.statusCode, res.body).toBe(201);
    const { orderId } = res.json<AdminCreatedOrder>();
    const address = '203.0.113.77';
    // Her code is the newest text to her phone (the outbox orders by time; the placed text came at this same time).
    clock.advance(1000);
    const uid = await verifiedUid(t, `+91${phone}`, address);
    const login = await client(t, address).post('/api/auth/login-otp', { phone: `+91${phone}`, uid });
    expect(login.statusCode, login.body).toBe(200);
    const mine = await client(t, address, login.json<{ token: string }>().token).get('/api/orders/my');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ _id: string }[]>().map((o) => o._id)).toEqual([orderId]);
  });

  it('texts her in the language staff chose for her (decision 145), English when none is said', async () => {
    const phone = freshPhone();
    const res = await take(body(phone, { language: 'hi', items: [{ productId: kurti, size: 'M', quantity: 1 }] }));
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, ref } = res.json<AdminCreatedOrder>();
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderId ?? ''));
    expect(order?.language).toBe('hi');
    expect((await outboxOf(t, `+91${phone}`)).map((m) => m.body)[0]).toMatch(
      new RegExp(`^धन्यवाद! आपका ऑर्डर ${ref} \\(₹[\\d,]+\\.\\d\\d\\) मिल गया है।`),
    );
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ customer: { language: string } }>().customer.language).toBe('hi');
    expect((await take(body(freshPhone(), { language: 'ta' }))).statusCode).toBe(400);
  });

  it('takes the order for the customer picked, or for the account with the phone given', async () => {
    const shopper = await signedIn(t, { fullName: 'Asha Verma' });
    const picked = await take(body(freshPhone(), { customerId: shopper.id }));
    expect(picked.statusCode, picked.body).toBe(201);
    expect(picked.json<AdminCreatedOrder>()).toMatchObject({ customerId: shopper.id, newCustomer: false });

    const phone = freshPhone();
    await take(body(phone));
    const account = await accountOf(phone);
    const second = await take(body(phone, { items: [{ productId: kurti, size: 'M', quantity: 1 }] }));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<AdminCreatedOrder>()).toMatchObject({ customerId: account?.id, newCustomer: false });
    expect(await orderCount(t, account?.id)).toBe(2);
  });

  it('refuses a size short of stock (409 naming it), writing nothing and leaving no account behind', async () => {
    const phone = freshPhone();
    const res = await take(body(phone, { items: [{ productId: kurti, size: 'L', quantity: 2 }] }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'out_of_stock', productId: kurti, size: 'L', available: 1 });
    expect(await stockOf(t, kurti, 'L')).toBe(1);
    expect(await accountOf(phone)).toBeUndefined();
  });

  it('refuses a PIN of another state (422 on customerInfo.state) and a customer who is gone (404)', async () => {
    const phone = freshPhone();
    const bengaluru = { ...CUSTOMER_INFO, phone, city: 'Bengaluru', state: 'Uttar Pradesh', pincode: '560001' };
    const wrongState = await take(body(phone, { customerInfo: bengaluru }));
    expect(wrongState.statusCode, wrongState.body).toBe(422);
    expect(wrongState.json()).toMatchObject({ field: 'customerInfo.state' });
    expect(await accountOf(phone)).toBeUndefined();

    const gone = await take(body(freshPhone(), { customerId: '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21' }));
    expect(gone.statusCode, gone.body).toBe(404);
    expect(gone.json()).toMatchObject({ message: PHONE_ORDER_TEXTS.customerNotFound });
    // An id no account can have (the fuzzing found it a 500: the database refused it as a uuid).
    const notAnId = await take(body(freshPhone(), { customerId: 'x' }));
    expect(notAnId.statusCode, notAnId.body).toBe(404);
    expect(notAnId.json()).toMatchObject({ message: PHONE_ORDER_TEXTS.customerNotFound });
  });
});

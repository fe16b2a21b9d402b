// Phone orders paid by a payment link (docs/decisions/133-payment-links.md): the link's stock is held when it is made,
// goes to the order its payment places (once, however often the webhook comes, and a second payment is flagged), or
// back on sale when the link expires; a line short of stock writes nothing.
import { PAYMENT_LINK_HOURS, type AdminCreatedOrder, type QuoteResponse } from '@vastra/domain/api';
import { rupeesToPaise } from '@vastra/domain/money';
import { CUSTOMER_INFO } from '@vastra/domain/testing';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, paymentAttention, paymentLinks, productVariants } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { SANDBOX_LINK_TEXTS } from '../payments';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff, stockOf } from '../../testing/factories';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let kurti: string;
let phones = 0;
const freshPhone = () => `98460${String(++phones).padStart(5, '0')}`;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  staff = await signedInStaff(t, { role: 'packer', fullName: 'Meera Iyer' });
  kurti = await newProduct(t, 'Indigo Block Print Kurti', {
    M: { pricePaise: 129_900, stock: 10 },
    L: { pricePaise: 139_900, stock: 1 },
  });
});
afterAll(() => t.close());

const makeLink = async (size: string, quantity: number, key?: string, phone = freshPhone(), language?: 'hi') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: { ...staff.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      customerId: null,
      customerInfo: { ...CUSTOMER_INFO, name: 'Kavya Rao', phone },
      items: [{ productId: kurti, size, quantity }],
      payment: 'link',
      ...(language ? { language } : {}),
    },
  });
  return res;
};
const linkPath = (id: string) => `/api/payment/sandbox/link/${id}`;
const payByPage = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `${linkPath(id)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'method=upi',
  });
const linkRow = async (id: string) =>
  (await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, id)))[0];
const ordersOf = (id: string) => t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, id));
/** A `payment_link.paid` delivery signed with the sandbox's secret, as the sandbox page sends it. */
function paidDelivery(linkId: string, paymentId: string, amountPaise: number) {
  const raw = JSON.stringify({
    event: 'payment_link.paid',
    payload: {
      payment_link: { entity: { id: linkId, status: 'paid' } },
      payment: { entity: { id: paymentId, amount: amountPaise, status: 'captured', method: 'upi' } },
    },
  });
  const signature = createHmac('sha256', t.config.SANDBOX_KEY_SECRET).update(raw).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: raw,
  });
}
const expireTask = () => {
  const job = t.app.jobs.find((j) => j.task.name === 'payment-links');
  if (!job) throw new Error('the payment-links job is not among the app jobs');
  return job.task;
};

describe('POST /api/admin/orders with a payment link', () => {
  it('holds the stock, and her payment on the link page places the prepaid order once, with who took it', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: {
        items: [{ productId: kurti, size: 'M', quantity: 2, price: 1299 }],
        paymentMode: 'prepaid',
        state: CUSTOMER_INFO.state,
      },
    });
    const phone = freshPhone();
    const res = await makeLink('M', 2, 'link-1', phone);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<AdminCreatedOrder>();
    const link = made.paymentLink;
    if (!link) throw new Error('no payment link in the answer');
    expect(made).toMatchObject({ orderId: null, ref: null, newCustomer: true });
    expect(made.totalPaise).toBe(rupeesToPaise(quote.json<QuoteResponse>().total));
    expect(link.url).toBe(`http://localhost:${t.config.PORT}${linkPath(link.id)}`);
    expect(link.expiresAt).toBe(new Date(clock.now().getTime() + PAYMENT_LINK_HOURS * 3_600_000).toISOString());
    // Held: off sale while she pays. The same key again answers the same link and holds nothing more; the same key
    // for another order is refused.
    expect(await stockOf(t, kurti, 'M')).toBe(8);
    const again = await makeLink('M', 2, 'link-1', phone);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AdminCreatedOrder>()).toEqual({ ...made, newCustomer: false });
    expect((await makeLink('M', 1, 'link-1', phone)).json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await stockOf(t, kurti, 'M')).toBe(8);

    const page = await t.app.inject({ method: 'GET', url: linkPath(link.id) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `Pay ₹${(made.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    const paid = await payByPage(link.id);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(linkPath(link.id));
    expect((await t.app.inject({ method: 'GET', url: linkPath(link.id) })).body).toContain(SANDBOX_LINK_TEXTS.paid);

    const [order] = await ordersOf(link.id);
    expect(order).toMatchObject({
      userId: made.customerId,
      paymentMode: 'prepaid',
      moneyState: 'paid',
      paymentMethod: 'upi',
      totalPaise: made.totalPaise,
    });
    // The held units became the order's: none taken twice, none given back.
    expect(await stockOf(t, kurti, 'M')).toBe(8);
    expect(await linkRow(link.id)).toMatchObject({ status: 'paid', orderId: order?.id });
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? ''));
    expect(history.map((e) => [e.kind, e.summary])).toContainEqual([
      'taken_by_phone',
      'Taken by phone by Meera Iyer; paid by its payment link',
    ]);

    // Paid again (a second payment on the same link): still one order, and the second payment is the back office's.
    const second = await paidDelivery(link.id, 'pay_Second00000001', made.totalPaise);
    expect(second.json()).toEqual({ status: 'needs-attention' });
    expect(await ordersOf(link.id)).toHaveLength(1);
    const [flagged] = await t.database.db
      .select()
      .from(paymentAttention)
      .where(eq(paymentAttention.gatewayPaymentId, 'pay_Second00000001'));
    expect(flagged?.reason).toBe(
      `a second payment for order #${(order?.id ?? '').replace(/-/g, '').slice(0, 8).toUpperCase()}, paid already`,
    );
    // The first payment delivered again changes nothing.
    expect(await stockOf(t, kurti, 'M')).toBe(8);
  });

  it('places the order a link paid for in the language staff chose for her texts (decision 145)', async () => {
    const res = await makeLink('M', 1, 'link-hindi', freshPhone(), 'hi');
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<AdminCreatedOrder>().paymentLink;
    if (!link) throw new Error('no payment link in the answer');
    expect((await payByPage(link.id)).statusCode).toBe(303);
    expect((await ordersOf(link.id)).map((order) => order.language)).toEqual(['hi']);
  });

  it('gives the stock back once when the link expires; paid after that, the order takes what is left', async () => {
    const res = await makeLink('M', 3);
    const made = res.json<AdminCreatedOrder>();
    const link = made.paymentLink;
    if (!link) throw new Error('no payment link in the answer');
    const before = await stockOf(t, kurti, 'M');
    clock.advance(PAYMENT_LINK_HOURS * 3_600_000 - 1000);
    await expireTask().run();
    expect(await stockOf(t, kurti, 'M')).toBe(before);
    clock.advance(1000);
    await expireTask().run();
    await expireTask().run();
    expect(await stockOf(t, kurti, 'M')).toBe(before + 3);
    expect(await linkRow(link.id)).toMatchObject({ status: 'expired' });
    expect((await t.app.inject({ method: 'GET', url: linkPath(link.id) })).body).toContain(SANDBOX_LINK_TEXTS.expired);
    // The page takes no payment for it; a late webhook (paid at the last second) places it from the stock there now.
    expect((await payByPage(link.id)).statusCode).toBe(303);
    expect(await ordersOf(link.id)).toHaveLength(0);
    expect((await paidDelivery(link.id, 'pay_Late000000001', made.totalPaise)).json()).toEqual({ status: 'recorded' });
    expect(await stockOf(t, kurti, 'M')).toBe(before);
  });

  it('paid after expiry with its stock sold meanwhile: no order, the payment kept for the back office', async () => {
    const made = (await makeLink('L', 1)).json<AdminCreatedOrder>();
    const link = made.paymentLink;
    if (!link) throw new Error('no payment link in the answer');
    expect(await stockOf(t, kurti, 'L')).toBe(0);
    clock.advance(PAYMENT_LINK_HOURS * 3_600_000);
    await expireTask().run();
    expect(await stockOf(t, kurti, 'L')).toBe(1);
    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, kurti));
    const late = await paidDelivery(link.id, 'pay_LateSold00001', made.totalPaise);
    expect(late.json()).toEqual({ status: 'needs-attention' });
    expect(await ordersOf(link.id)).toHaveLength(0);
    await t.database.db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.productId, kurti));
  });

  it('paid twice at the same moment: one order, the stock taken once, the other payment flagged', async () => {
    const made = (await makeLink('M', 2)).json<AdminCreatedOrder>();
    const link = made.paymentLink;
    if (!link) throw new Error('no payment link in the answer');
    const held = await stockOf(t, kurti, 'M');
    const outcomes = await Promise.all(
      ['pay_Race00000000001', 'pay_Race00000000002'].map(async (id) =>
        (await paidDelivery(link.id, id, made.totalPaise)).json<{ status: string }>(),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['needs-attention', 'recorded']);
    expect(await ordersOf(link.id)).toHaveLength(1);
    expect(await stockOf(t, kurti, 'M')).toBe(held);
  });

  it('keeps the link when the member of staff who made it is removed', async () => {
    const asha = await signedInStaff(t, { role: 'manager', fullName: 'Asha Rao' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: asha.headers,
      payload: {
        customerId: null,
        customerInfo: { ...CUSTOMER_INFO, name: 'Kavya Rao', phone: freshPhone() },
        items: [{ productId: kurti, size: 'M', quantity: 1 }],
        payment: 'link',
      },
    });
    const link = res.json<AdminCreatedOrder>().paymentLink;
    if (!link) throw new Error('no payment link in the answer');
    const owner = await signedInStaff(t, { role: 'owner' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${asha.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await linkRow(link.id)).toMatchObject({ status: 'active', staffId: null });
  });

  it('refuses a line short of stock (409 out_of_stock), holding and writing nothing', async () => {
    const res = await makeLink('L', 11);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'out_of_stock', size: 'L' });
    expect(await stockOf(t, kurti, 'L')).toBe(10);
  });
});

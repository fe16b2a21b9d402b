// One order's whole story adds up (the browser journey e2e/journeys/order-whole-story.spec.ts tells the same story on
// the screens): a prepaid order of three lines delivered in the shop's own state, refunded ₹250.50 as a goodwill
// gesture by staff, one line returned and refunded, another exchanged and shipped. On a shop whose only order it is,
// the per-line CSV, the dashboard's gross sales, refunds and net sales of the day, and the order's invoice and credit
// note agree to the paisa (docs/decisions/076-invoice-at-dispatch-and-net-sales.md).
import type { AdminOrderDetail, SummaryResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, refunds, taxDocuments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, signedIn, signedInStaff } from '../../testing/factories';
import { countingGateway } from '../../testing/refund-testing';
import { as, bookShipping, simulate } from '../../testing/requests';
import { staffReturnAction } from '../../testing/returns-testing';
import { taxDocumentsOn } from '../../testing/tax-documents';
import type { DocumentLine, DocumentTotals } from '../tax-documents';

// Thursday 26 November 2026, 15:30 in India.
const clock = manualClock(new Date('2026-11-26T10:00:00Z'));
const gateway = countingGateway();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { SHIPPING_SIM_MINUTES_PER_STEP: '0' },
    { clock, providers: { paymentGateway: gateway.gateway } },
  );
});
afterAll(() => t.close());

// The figures, worked by hand from the prices (all three at 5 %: a kurti and a suit under ₹2,625, and a saree;
// taxable = round(price × 100 / 105), CGST = floor(tax / 2), SGST = the rest; domain tax/gst.ts):
//   kurti ₹899.00   → taxable 856.19, tax 42.81 → CGST 21.40, SGST 21.41
//   suit ₹1,299.00  → taxable 1,237.14, tax 61.86 → CGST 30.93, SGST 30.93
//   saree ₹2,999.00 → taxable 2,856.19, tax 142.81 → CGST 71.40, SGST 71.41
const KURTI = { price: 89_900, taxable: 85_619, cgst: 2_140, sgst: 2_141 };
const SUIT = { price: 129_900, taxable: 123_714, cgst: 3_093, sgst: 3_093 };
const SAREE = { price: 299_900, taxable: 285_619, cgst: 7_140, sgst: 7_141 };
const GOODWILL = 25_050;
/** Each step of the story comes ten minutes after the one before (the day's period is [IST midnight, now)). */
const later = () => clock.advance(10 * 60_000);
const ORDER_TOTAL = KURTI.price + SUIT.price + SAREE.price;
const SENT_BACK = GOODWILL + SUIT.price;

/** A CSV cell in rupees ('-12.34') back to paise. */
const paise = (cell: string) => Math.round(Number(cell || '0') * 100);

describe("one order's story: the CSV, the dashboard and the tax documents agree", () => {
  it('to the paisa, after a goodwill refund, a return and an exchange', async () => {
    const db = t.database.db;
    const staff = await signedInStaff(t, { role: 'owner', fullName: 'Meera Iyer' });
    const shopper = await signedIn(t, { fullName: 'Priya Sharma' });
    const staffPost = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: staff.headers, payload });

    // Three products of the shop's categories, and the order of one of each to Bengaluru (Karnataka, the seller's
    // state: CGST and SGST), placed now by the app's clock and paid online: the factory's order with these lines'
    // titles and prices, and the captured payment written as refund-testing.ts's newPrepaidOrder writes it.
    const kurti = await newProduct(t, 'Chikankari Kurti', {
      M: { pricePaise: KURTI.price, stock: 3 },
      L: { pricePaise: KURTI.price, stock: 3 },
    });
    const suit = await newProduct(t, 'Cotton Suit Set', { Free: { pricePaise: SUIT.price, stock: 3 } });
    const saree = await newProduct(t, 'Banarasi Saree', { Free: { pricePaise: SAREE.price, stock: 3 } });
    await db.update(products).set({ category: 'suits' }).where(eq(products.id, suit));
    await db.update(products).set({ category: 'saree' }).where(eq(products.id, saree));
    const orderId = await newOrder(t, shopper.userId, [
      { productId: kurti, size: 'M', quantity: 1 },
      { productId: suit, size: 'Free', quantity: 1 },
      { productId: saree, size: 'Free', quantity: 1 },
    ]);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const lineOf = (productId: string) => lines.find((l) => l.productId === productId)?.id ?? '';
    for (const [productId, title, price] of [
      [kurti, 'Chikankari Kurti', KURTI.price],
      [suit, 'Cotton Suit Set', SUIT.price],
      [saree, 'Banarasi Saree', SAREE.price],
    ] as const) {
      await db
        .update(orderItems)
        .set({ title, unitPricePaise: price })
        .where(eq(orderItems.id, lineOf(productId)));
    }
    await db
      .update(orders)
      .set({
        totalPaise: ORDER_TOTAL,
        address: '21 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        createdAt: clock.now(),
        paymentMode: 'prepaid',
        moneyState: 'paid',
        gatewayOrderId: `order_${orderId.replaceAll('-', '').slice(0, 14)}`,
        gatewayPaymentId: `pay_${orderId.replaceAll('-', '').slice(0, 14)}`,
        paidAt: clock.now(),
      })
      .where(eq(orders.id, orderId));

    later();
    // Booked, picked up (the invoice is issued), delivered.
    const booked = await bookShipping(t, orderId, shopper.headers);
    expect(booked.statusCode, booked.body).toBe(200);
    const awb = booked.json<{ data: { awb: string } }>().data.awb;
    let courierStatus = '';
    for (let step = 0; step < 10 && courierStatus !== 'DELIVERED'; step++) {
      expect((await simulate(t, awb, 'advance')).statusCode).toBe(200);
      const tracked = await as(t, shopper.token).get(`/api/orders/track-shipping/${orderId}`);
      expect(tracked.statusCode, tracked.body).toBe(200);
      courierStatus = tracked.json<{ currentStatus: string }>().currentStatus;
    }
    const [placed] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(placed?.status).toBe('delivered');

    later();
    // (a) ₹250.50 as a goodwill gesture, tied to no line.
    const goodwill = await staffPost(`/api/admin/orders/${orderId}/refunds`, {
      reason: 'Goodwill: the parcel came two days late',
      amountPaise: GOODWILL,
    });
    expect(goodwill.statusCode, goodwill.body).toBe(200);

    later();
    // (b) The suit returned and (c) the kurti exchanged for L: asked by the shopper, handled by staff.
    const ask = async (payload: object) => {
      const res = await as(t, shopper.token).post(`/api/orders/${orderId}/returns`, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    const giveBack = await ask({ orderItemId: lineOf(suit), kind: 'return', quantity: 1, reason: 'not_as_pictured' });
    const exchange = await ask({
      orderItemId: lineOf(kurti),
      kind: 'exchange',
      quantity: 1,
      exchangeSize: 'L',
      reason: 'too_small',
    });
    for (const id of [giveBack, exchange]) {
      for (const [step, body] of [
        ['approve', undefined],
        ['picked-up', undefined],
        ['receive', { qc: 'accept' }],
      ] as const) {
        const res = await staffReturnAction(t, staff.headers, id, step, body);
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      }
    }
    // The pickup issued the invoice and the receipt the credit note: nothing is left for the background pass.
    expect(await taxDocumentsOn(t, clock).job.runOnce()).toEqual({
      invoices: 0,
      cancellationCredits: 0,
      returnCredits: 0,
    });

    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: staff.headers })
    ).json<AdminOrderDetail>();
    expect(detail.badges).toEqual(['partly_refunded', 'exchange_shipped']);
    expect(detail.requests?.map((r) => [r.kind, r.state, r.refundPaise])).toEqual([
      ['return', 'refunded', SUIT.price],
      ['exchange', 'exchange_shipped', null],
    ]);
    const sent = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(sent.map((r) => [r.amountPaise, r.status]).sort()).toEqual(
      [
        [GOODWILL, 'processed'],
        [SUIT.price, 'processed'],
      ].sort(),
    );

    // The tax documents: the invoice of the three lines and the credit note of the suit, line by line.
    const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
    const invoice = documents.find((d) => d.kind === 'invoice');
    const creditNote = documents.find((d) => d.kind === 'credit_note');
    expect(documents).toHaveLength(2);
    const taxesOf = (line: DocumentLine) => ({
      taxable: line.taxablePaise,
      cgst: line.cgstPaise,
      sgst: line.sgstPaise,
      igst: line.igstPaise,
    });
    const expected = ({ taxable, cgst, sgst }: typeof KURTI) => ({ taxable, cgst, sgst, igst: 0 });
    expect((invoice?.lines as DocumentLine[]).map(taxesOf)).toEqual([KURTI, SUIT, SAREE].map(expected));
    expect((creditNote?.lines as DocumentLine[]).map(taxesOf)).toEqual([expected(SUIT)]);
    expect(invoice?.totals as DocumentTotals).toMatchObject({
      taxablePaise: KURTI.taxable + SUIT.taxable + SAREE.taxable,
      cgstPaise: KURTI.cgst + SUIT.cgst + SAREE.cgst,
      sgstPaise: KURTI.sgst + SUIT.sgst + SAREE.sgst,
      igstPaise: 0,
      totalPaise: ORDER_TOTAL,
    });
    expect(creditNote?.totalPaise).toBe(SUIT.price);

    // The per-line CSV: each line's taxes net of its credit note, its refunds (the goodwill on the order's first
    // line), its invoice and credit-note numbers.
    const csv = await t.app.inject({ url: '/api/admin/order-lines.csv', headers: staff.headers });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(','))
      .map((cells) => ({
        product: cells[4],
        size: cells[5],
        taxable: paise(cells[9] ?? ''),
        cgst: paise(cells[10] ?? ''),
        sgst: paise(cells[11] ?? ''),
        igst: paise(cells[12] ?? ''),
        invoice: cells[13],
        creditNotes: cells[14],
        refunded: paise(cells[15] ?? ''),
      }));
    const none = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    expect(rows).toEqual([
      {
        product: 'Chikankari Kurti',
        size: 'M',
        ...expected(KURTI),
        invoice: invoice?.number,
        creditNotes: '',
        refunded: GOODWILL,
      },
      {
        product: 'Cotton Suit Set',
        size: 'Free',
        ...none,
        invoice: invoice?.number,
        creditNotes: creditNote?.number,
        refunded: SUIT.price,
      },
      {
        product: 'Banarasi Saree',
        size: 'Free',
        ...expected(SAREE),
        invoice: invoice?.number,
        creditNotes: '',
        refunded: 0,
      },
    ]);
    const total = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'refunded') =>
      rows.reduce((sum, row) => sum + row[key], 0);
    const invoiced = invoice?.totals as DocumentTotals;
    const credited = creditNote?.totals as DocumentTotals;
    expect({ taxable: total('taxable'), cgst: total('cgst'), sgst: total('sgst'), igst: total('igst') }).toEqual({
      taxable: invoiced.taxablePaise - credited.taxablePaise,
      cgst: invoiced.cgstPaise - credited.cgstPaise,
      sgst: invoiced.sgstPaise - credited.sgstPaise,
      igst: 0,
    });
    expect(total('refunded')).toBe(SENT_BACK);

    later();
    // The dashboard's day (16:10 in India, the same day): this order's total as gross sales, what was sent back as
    // refunds, the rest as net sales.
    const summary = await t.app.inject({ url: '/api/admin/summary?range=today', headers: staff.headers });
    expect(summary.statusCode, summary.body).toBe(200);
    const { grossSalesPaise, refundsPaise, netSalesPaise } = summary.json<SummaryResponse>().current;
    expect({ grossSalesPaise, refundsPaise, netSalesPaise }).toEqual({
      grossSalesPaise: ORDER_TOTAL,
      refundsPaise: SENT_BACK,
      netSalesPaise: ORDER_TOTAL - SENT_BACK,
    });
    expect(netSalesPaise).toBe(364_750);
  });
});

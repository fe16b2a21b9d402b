// The per-line orders export: one row per order line, its tax figures the tax documents' own (invoice minus credit
// notes), the refunds on the line they paid back (docs/decisions/076-invoice-at-dispatch-and-net-sales.md).
import { shortOrderId } from '@vastra/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newShopper, signedInStaff } from '../../testing/factories';
import { MUMBAI, orderWithLines, receivedReturn, SAREE_AND_KURTI, taxDocumentsOn } from '../../testing/tax-documents';

const clock = manualClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const HEADER =
  'Order id,Short id,Placed (IST),Customer state,Product,Size,Second option,HSN,Quantity,Taxable value (INR),' +
  'CGST (INR),SGST (INR),IGST (INR),Invoice number,Credit notes,Refunded (INR)';

/** A processed refund of an order (of a return when given). */
const refund = (orderId: string, amountPaise: number, returnRequestId: string | null = null) => ({
  orderId,
  returnRequestId,
  amountPaise,
  status: 'processed',
  gatewayPaymentId: `pay_${orderId.slice(0, 8)}`,
  reason: 'Test refund',
  idempotencyKey: `refund_${orderId}_${amountPaise}`,
});

describe('GET /api/admin/order-lines.csv', () => {
  it('answers one row per order line with the net GST split, document numbers and refunds', async () => {
    const db = t.database.db;
    const { documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const staff = await signedInStaff(t);
    // Bengaluru (intra-state): saree and kurti invoiced, the kurti returned, credited and refunded ₹899.
    const local = await orderWithLines(db, shopper.id);
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-11-20T05:00:00Z') })
      .where(eq(orders.id, local.orderId));
    await documents.issueInvoice(local.orderId);
    const kurti = local.itemIds[1] ?? '';
    const returned = await receivedReturn(db, {
      orderId: local.orderId,
      orderItemId: kurti,
      userId: shopper.id,
      quantity: 1,
    });
    await documents.creditForReturn(returned);
    await db.insert(refunds).values(refund(local.orderId, 89_900, returned));
    // Mumbai (inter-state): a suit set, invoiced, and a ₹100 goodwill refund (on the order's first line).
    const away = await orderWithLines(
      db,
      shopper.id,
      [{ title: 'Silk Suit Set', category: 'suits', size: 'L', unitPricePaise: 279_900, quantity: 2 }],
      MUMBAI,
    );
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-11-21T06:00:00Z') })
      .where(eq(orders.id, away.orderId));
    await documents.issueInvoice(away.orderId);
    await db.insert(refunds).values(refund(away.orderId, 10_000));
    // Still in the shop: no invoice, no tax figures.
    const waiting = await orderWithLines(db, shopper.id, SAREE_AND_KURTI.slice(1), undefined, 'placed');
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-11-22T07:00:00Z') })
      .where(eq(orders.id, waiting.orderId));

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/order-lines.csv', headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="order-lines-2026-11-26.csv"');
    const short = shortOrderId;
    const rows = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows).toEqual([
      HEADER,
      `${waiting.orderId},${short(waiting.orderId)},2026-11-22 12:30,Karnataka,Cotton Anarkali Kurti,M,,,1,,,,,,,0.00`,
      `${away.orderId},${short(away.orderId)},2026-11-21 11:30,Maharashtra,Silk Suit Set,L,,6204,2,` +
        '4744.07,0.00,0.00,853.93,INV/26-27/000002,,100.00',
      `${local.orderId},${short(local.orderId)},2026-11-20 10:30,Karnataka,Banarasi Silk Saree,Free,,5208,1,` +
        '2856.19,71.40,71.41,0.00,INV/26-27/000001,,0.00',
      `${local.orderId},${short(local.orderId)},2026-11-20 10:30,Karnataka,Cotton Anarkali Kurti,M,,6206,1,` +
        '0.00,0.00,0.00,0.00,INV/26-27/000001,CN/26-27/000001,899.00',
      '',
    ]);
  });
});

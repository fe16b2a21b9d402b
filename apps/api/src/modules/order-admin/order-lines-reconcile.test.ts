// The per-line export adds up: for a shop with a partial refund, a cancellation before dispatch, a received return and
// a parcel returned to origin, its tax columns total the invoices minus the credit notes and its Refunded column the
// money sent back, to the paisa (docs/decisions/076-invoice-at-dispatch-and-net-sales.md).
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, returnPayouts, taxDocuments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { countingGateway, newPrepaidOrder } from '../../testing/refund-testing';
import { receivedReturn, taxDocumentsOn } from '../../testing/tax-documents';
import type { DocumentTotals } from '../tax-documents';

const clock = manualClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock, providers: { paymentGateway: countingGateway().gateway } });
});
afterAll(() => t.close());

/** Rupees as the file writes them ('-12.34') back to paise. */
const paise = (cell: string) => Math.round(Number(cell || '0') * 100);

describe('the per-line export reconciles with the tax documents and the refunds', () => {
  it('totals taxable value, CGST, SGST, IGST and refunds to the paisa', async () => {
    const db = t.database.db;
    const { documents } = taxDocumentsOn(t, clock);
    const staff = await signedInStaff(t);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: staff.headers, payload });
    const dispatch = async (orderId: string, status: 'shipped' | 'delivered' | 'returned') => {
      await db.update(orders).set({ status }).where(eq(orders.id, orderId));
      await documents.afterStatus(orderId, status);
    };

    // Shipped with two lines, then ₹100.00 of one line refunded by staff.
    const partial = await newPrepaidOrder(t, { M: 5, L: 5 });
    await dispatch(partial.orderId, 'shipped');
    const [partialLine] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, partial.orderId));
    expect(partialLine?.kind).toBe('invoice');
    const itemId = (partialLine?.lines as { orderItemId: string }[])[0]?.orderItemId;
    const refunded = await post(`/api/admin/orders/${partial.orderId}/refunds`, {
      reason: 'Loose thread',
      amountPaise: 10_000,
      itemId,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    // Cancelled by staff before dispatch: refunded in full, neither invoice nor credit note.
    const cancelled = await newPrepaidOrder(t, { M: 5 });
    const cancel = await post(`/api/admin/orders/${cancelled.orderId}/cancel`, { reason: 'Out of stock' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    // Delivered, one of two units returned, received, credited and refunded.
    const kept = await newPrepaidOrder(t, { M: 5 }, 2);
    await dispatch(kept.orderId, 'delivered');
    const [keptInvoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, kept.orderId));
    const keptItem = (keptInvoice?.lines as { orderItemId: string }[])[0]?.orderItemId ?? '';
    const returned = await receivedReturn(db, {
      orderId: kept.orderId,
      orderItemId: keptItem,
      userId: kept.shopper.userId,
      quantity: 1,
    });
    await documents.creditForReturn(returned);
    const returnRefund = await post(`/api/admin/orders/${kept.orderId}/refunds`, {
      reason: 'Returned',
      itemId: keptItem,
      amountPaise: 79_900,
    });
    expect(returnRefund.statusCode, returnRefund.body).toBe(200);

    // Picked up, then returned to origin: the invoice and its whole credit note.
    const rto = await newPrepaidOrder(t, { S: 5 });
    await dispatch(rto.orderId, 'shipped');
    await dispatch(rto.orderId, 'returned');

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/order-lines.csv', headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(','));
    // Taxable value, CGST, SGST, IGST and Refunded are the 10th to 13th and the 16th columns.
    const total = (column: number) => rows.reduce((sum, row) => sum + paise(row[column] ?? ''), 0);
    const exported = { taxable: total(9), cgst: total(10), sgst: total(11), igst: total(12), refunded: total(15) };

    const docs = await db.select().from(taxDocuments);
    const sign = (kind: string) => (kind === 'invoice' ? 1 : -1);
    const net = (key: keyof DocumentTotals) =>
      docs.reduce((sum, d) => sum + sign(d.kind) * (d.totals as DocumentTotals)[key], 0);
    const sentBack =
      (await db.select().from(refunds).where(ne(refunds.status, 'failed'))).reduce((s, r) => s + r.amountPaise, 0) +
      (await db.select().from(returnPayouts).where(ne(returnPayouts.status, 'failed'))).reduce(
        (s, r) => s + r.amountPaise,
        0,
      );

    expect(exported).toEqual({
      taxable: net('taxablePaise'),
      cgst: net('cgstPaise'),
      sgst: net('sgstPaise'),
      igst: net('igstPaise'),
      refunded: sentBack,
    });
    // The shop's figures, worked by hand: ₹100 + ₹799 (cancellation) + ₹799 (return) sent back; invoiced
    // ₹1,598 + ₹1,598 + ₹799 = ₹3,995, credited ₹799 + ₹799, net ₹2,397 at 5 % inclusive.
    expect(sentBack).toBe(169_800);
    expect(docs.map((d) => d.kind).sort()).toEqual(['credit_note', 'credit_note', 'invoice', 'invoice', 'invoice']);
    expect(net('totalPaise')).toBe(239_700);
    expect(rows).toHaveLength(5);
  });
});

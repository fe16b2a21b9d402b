// The tax invoice is issued when the goods leave (the courier's pickup), never because someone opened the order:
// docs/decisions/076-invoice-at-dispatch-and-net-sales.md.
import type { TaxDocumentList } from '@vastra/domain/api';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn, signedInStaff } from '../../testing/factories';
import { as, bookedOrder, simulate } from '../../testing/requests';
import { taxDocumentsOn } from '../../testing/tax-documents';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
});
afterAll(() => t.close());

const documentsOf = (orderId: string) =>
  t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));

describe('the tax invoice is issued at dispatch', () => {
  it('a COD order viewed by shopper and staff, then cancelled, has neither invoice nor credit note', async () => {
    const shopper = await signedIn(t);
    const staff = await signedInStaff(t);
    const productId = await productWithStock(t, { M: 5 });
    const orderId = await newOrder(t, shopper.userId, [{ productId, size: 'M', quantity: 1 }]);
    const mine = `/api/orders/${orderId}/tax-documents`;
    const theirs = `/api/admin/orders/${orderId}/tax-documents`;

    const viewed = await as(t, shopper.token).get(mine);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json<TaxDocumentList>()).toEqual({ documents: [], invoice: 'at_dispatch' });
    expect((await as(t, staff.token).get(theirs)).json<TaxDocumentList>()).toEqual({
      documents: [],
      invoice: 'at_dispatch',
    });
    // The background pass does not invoice an order still in the shop either.
    const job = taxDocumentsOn(t, clock).job;
    expect(await job.runOnce()).toEqual({ invoices: 0, cancellationCredits: 0, returnCredits: 0 });

    const cancelled = await as(t, shopper.token).post(`/api/orders/${orderId}/cancel`, { reason: 'Ordered twice' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await as(t, shopper.token).get(mine)).json<TaxDocumentList>()).toEqual({ documents: [], invoice: 'never' });
    expect((await as(t, staff.token).get(theirs)).json<TaxDocumentList>()).toEqual({ documents: [], invoice: 'never' });
    expect(await job.runOnce()).toEqual({ invoices: 0, cancellationCredits: 0, returnCredits: 0 });
    expect(await documentsOf(orderId)).toEqual([]);
  });

  it("the courier's pickup issues the invoice, numbered next in the series with no gap", async () => {
    const shopper = await signedIn(t);
    const productId = await productWithStock(t, { M: 10 });
    const first = await bookedOrder(t, shopper, productId);
    const second = await bookedOrder(t, shopper, productId, 'M', 2);
    const track = (orderId: string) =>
      t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}`, headers: shopper.headers });

    // AWB assigned, then pickup scheduled: still in the shop, no invoice however often it is looked at.
    for (const { orderId, awb } of [first, second]) {
      expect((await simulate(t, awb, 'advance')).statusCode).toBe(200);
      expect((await track(orderId)).statusCode).toBe(200);
      const listed = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
      expect(listed.json<TaxDocumentList>()).toEqual({ documents: [], invoice: 'at_dispatch' });
    }
    // Picked up: the tracking read that moves the order to shipped issues its invoice (the second one first).
    for (const { orderId, awb } of [second, first]) {
      expect((await simulate(t, awb, 'advance')).statusCode).toBe(200);
      expect((await track(orderId)).json()).toMatchObject({ currentStatus: 'PICKED UP' });
    }
    const [secondInvoice] = await documentsOf(second.orderId);
    const [firstInvoice] = await documentsOf(first.orderId);
    expect(secondInvoice).toMatchObject({ kind: 'invoice', totalPaise: 159_800 });
    expect(firstInvoice).toMatchObject({ kind: 'invoice', totalPaise: 79_900 });
    expect(firstInvoice?.sequence).toBe((secondInvoice?.sequence ?? 0) + 1);
    const listed = await as(t, shopper.token).get(`/api/orders/${first.orderId}/tax-documents`);
    expect(listed.json<TaxDocumentList>()).toMatchObject({
      documents: [{ kind: 'invoice', number: firstInvoice?.number, totalPaise: 79_900 }],
      invoice: 'issued',
    });
    // Every invoice of the file's shop is numbered 1, 2, … with no number used up by a view.
    const all = await t.database.db
      .select({ sequence: taxDocuments.sequence })
      .from(taxDocuments)
      .where(eq(taxDocuments.kind, 'invoice'))
      .orderBy(asc(taxDocuments.sequence));
    expect(all.map((r) => r.sequence)).toEqual([1, 2]);
    // Further moves (in transit, out for delivery, delivered) issue nothing more.
    for (let step = 0; step < 5; step++) expect((await simulate(t, first.awb, 'advance')).statusCode).toBe(200);
    expect((await track(first.orderId)).json()).toMatchObject({ currentStatus: 'DELIVERED' });
    expect(await documentsOf(first.orderId)).toHaveLength(1);
    expect(await taxDocumentsOn(t, clock).job.runOnce()).toEqual({
      invoices: 0,
      cancellationCredits: 0,
      returnCredits: 0,
    });
  });

  it('a parcel returned to origin after pickup gets the credit note of its invoice on the tracking read', async () => {
    const shopper = await signedIn(t);
    const productId = await productWithStock(t, { M: 5 });
    const { orderId, awb } = await bookedOrder(t, shopper, productId);
    const track = () =>
      t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}`, headers: shopper.headers });
    for (let step = 0; step < 3; step++) expect((await simulate(t, awb, 'advance')).statusCode).toBe(200);
    expect((await track()).statusCode).toBe(200);
    expect((await simulate(t, awb, 'rto')).statusCode).toBe(200);
    expect((await track()).statusCode).toBe(200);
    const listed = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
    const { documents, invoice } = listed.json<TaxDocumentList>();
    expect(invoice).toBe('issued');
    expect(documents.map((d) => [d.kind, d.totalPaise, d.reason])).toEqual([
      ['invoice', 79_900, null],
      ['credit_note', 79_900, 'Parcel returned undelivered'],
    ]);
  });
});

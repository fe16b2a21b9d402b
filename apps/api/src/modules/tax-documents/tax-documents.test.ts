// Issuing tax invoices and credit notes: numbers, tax split by place of supply, credit notes after cancellation and
// returns, financial years. The races prove themselves on PostgreSQL (`bash scripts/test-pg.sh`); PGlite runs one
// transaction at a time, where they must hold too.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, taxDocuments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newShopper } from '../../testing/factories';
import { BENGALURU, MUMBAI, orderWithLines, receivedReturn, taxDocumentsOn } from '../../testing/tax-documents';
import type { DocumentLine, DocumentTotals } from './snapshot';

let t: TestApp;
const clock = manualClock(new Date('2026-11-26T10:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The invoice first ('invoice' > 'credit_note'), then by issue: the test clock gives documents one instant.
const documentsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(desc(taxDocuments.kind), taxDocuments.issuedAt, taxDocuments.sequence);

describe('tax invoices', () => {
  it('taxes a Karnataka delivery with CGST + SGST per line, totals equal to what was paid', async () => {
    const { documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const { orderId } = await orderWithLines(t.database.db, shopper.id);
    await documents.issueInvoice(orderId);
    const [invoice, ...rest] = await documentsOf(orderId);
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', financialYear: '2026-27', placeOfSupply: 'Karnataka' });
    expect(invoice?.number).toMatch(/^INV\/26-27\/\d{6}$/);
    expect(invoice?.intraState).toBe(true);
    expect(invoice?.seller).toMatchObject({ name: 'Vastra Fashions Private Limited', gstin: '29AAJCV4821K1ZU' });
    expect(invoice?.buyer).toMatchObject({ name: 'Priya Sharma', state: 'Karnataka', stateCode: '29' });
    const lines = invoice?.lines as DocumentLine[];
    expect(
      lines.map((l) => [l.title, l.hsn, l.unit, l.rate, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise]),
    ).toEqual([
      ['Banarasi Silk Saree', '5208', 'PCS', 5, 285_619, 7_140, 7_141, 0],
      ['Cotton Anarkali Kurti', '6206', 'PCS', 5, 85_619, 2_140, 2_141, 0],
    ]);
    expect(invoice?.totals).toEqual({
      totalPaise: 389_800,
      taxablePaise: 371_238,
      cgstPaise: 9_280,
      sgstPaise: 9_282,
      igstPaise: 0,
    } satisfies DocumentTotals);
    expect(invoice?.totalPaise).toBe(389_800);
  });

  it('taxes a Maharashtra delivery with IGST only, and a grey-band suit at 18 % by default', async () => {
    const { documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const { orderId } = await orderWithLines(
      t.database.db,
      shopper.id,
      [{ title: 'Silk Suit Set', category: 'suits', size: 'L', unitPricePaise: 279_900, quantity: 2 }],
      MUMBAI,
    );
    await documents.issueInvoice(orderId);
    const [invoice] = await documentsOf(orderId);
    expect(invoice?.intraState).toBe(false);
    expect(invoice?.buyer).toMatchObject({ name: 'प्रिया शर्मा', state: 'Maharashtra', stateCode: '27' });
    const [line] = invoice?.lines as DocumentLine[];
    expect(line).toMatchObject({ rate: 18, totalPaise: 559_800, taxablePaise: 474_407, igstPaise: 85_393 });
    expect(line).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
  });

  it('takes the place of supply from the delivery PIN: IGST for an Assam PIN recorded under Karnataka', async () => {
    const { documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    // An order written before addresses were checked against their PIN: "Bangalore, Karnataka 781001" (Guwahati).
    const where = { ...BENGALURU, city: 'Bangalore', pincode: '781001' };
    const { orderId } = await orderWithLines(t.database.db, shopper.id, undefined, where);
    await documents.issueInvoice(orderId);
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ placeOfSupply: 'Assam', intraState: false });
    expect(invoice?.buyer).toMatchObject({ city: 'Bangalore', state: 'Assam', stateCode: '18', pincode: '781001' });
    expect(invoice?.totals).toMatchObject({ totalPaise: 389_800, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_562 });
  });

  it('issues one invoice however often (and however concurrently) asked', async () => {
    const { documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const { orderId } = await orderWithLines(t.database.db, shopper.id);
    await Promise.all(Array.from({ length: 8 }, () => documents.issueInvoice(orderId)));
    const invoices = await documentsOf(orderId);
    expect(invoices).toHaveLength(1);
    // No number was burnt: the next invoice takes the very next sequence.
    const next = await orderWithLines(t.database.db, shopper.id);
    await documents.issueInvoice(next.orderId);
    const [following] = await documentsOf(next.orderId);
    expect(following?.sequence).toBe((invoices[0]?.sequence ?? 0) + 1);
  });

  it('numbers 10 orders issued at once 1 apart, no gaps and no duplicates', async () => {
    const { documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const ids = [];
    for (let i = 0; i < 10; i += 1) ids.push((await orderWithLines(t.database.db, shopper.id)).orderId);
    await Promise.all(ids.map((id) => documents.issueInvoice(id)));
    const rows = await Promise.all(ids.map(async (id) => (await documentsOf(id))[0]?.sequence ?? 0));
    const sorted = [...rows].sort((a, b) => a - b);
    const first = sorted[0] ?? 0;
    expect(sorted).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
  });

  it('starts a new series on 1 April 00:00 IST', async () => {
    const fyClock = manualClock(new Date('2027-03-31T18:29:59Z')); // 31 Mar 2027 23:59:59 IST
    const { documents } = taxDocumentsOn(t, fyClock);
    const shopper = await newShopper(t);
    const march = await orderWithLines(t.database.db, shopper.id);
    await documents.issueInvoice(march.orderId);
    fyClock.set(new Date('2027-03-31T18:30:00Z')); // 1 Apr 2027 00:00 IST
    const april = await orderWithLines(t.database.db, shopper.id);
    await documents.issueInvoice(april.orderId);
    expect((await documentsOf(march.orderId))[0]?.number).toMatch(/^INV\/26-27\//);
    expect((await documentsOf(april.orderId))[0]).toMatchObject({ number: 'INV/27-28/000001', sequence: 1 });
  });
});

describe('credit notes', () => {
  it('the job invoices dispatched orders, then credits the whole invoice of one cancelled later, once', async () => {
    const { job } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const { orderId } = await orderWithLines(t.database.db, shopper.id, undefined, MUMBAI);
    expect((await job.runOnce()).invoices).toBeGreaterThanOrEqual(1);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    expect(await job.runOnce()).toMatchObject({ invoices: 0, cancellationCredits: 1 });
    expect(await job.runOnce()).toMatchObject({ invoices: 0, cancellationCredits: 0 });
    const [invoice, credit] = await documentsOf(orderId);
    expect(credit).toMatchObject({ kind: 'credit_note', invoiceId: invoice?.id, reason: 'Order cancelled' });
    expect(credit?.number).toMatch(/^CN\/26-27\/\d{6}$/);
    expect(credit?.totals).toEqual(invoice?.totals);
    expect(credit?.lines).toEqual(invoice?.lines);
  });

  it('never invoices an order still in the shop (placed, awaiting COD confirmation) nor one cancelled', async () => {
    const { job, documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const cancelled = await orderWithLines(t.database.db, shopper.id, undefined, undefined, 'placed');
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.orderId));
    const placed = await orderWithLines(t.database.db, shopper.id, undefined, undefined, 'placed');
    const waiting = await orderWithLines(t.database.db, shopper.id, undefined, undefined, 'placed');
    await t.database.db
      .update(orders)
      .set({ paymentMode: 'cod', codConfirmation: 'awaiting' })
      .where(eq(orders.id, waiting.orderId));
    await job.runOnce();
    for (const { orderId } of [cancelled, placed, waiting]) await documents.issueInvoice(orderId);
    expect(await documentsOf(cancelled.orderId)).toEqual([]);
    expect(await documentsOf(placed.orderId)).toEqual([]);
    expect(await documentsOf(waiting.orderId)).toEqual([]);
  });

  it("credits a received return's units at the invoice's rate, once; an exchange gets none", async () => {
    const { documents } = taxDocumentsOn(t, clock);
    const shopper = await newShopper(t);
    const { orderId, itemIds } = await orderWithLines(t.database.db, shopper.id, [
      { title: 'Cotton Anarkali Kurti', category: 'kurti', size: 'M', unitPricePaise: 89_900, quantity: 3 },
      { title: 'Graphic Tee', category: 't-shirt', size: 'L', unitPricePaise: 59_900, quantity: 1 },
    ]);
    const [kurti, tee] = itemIds as [string, string];
    const returned = await receivedReturn(t.database.db, {
      orderId,
      orderItemId: kurti,
      userId: shopper.id,
      quantity: 2,
    });
    const exchanged = await receivedReturn(t.database.db, {
      orderId,
      orderItemId: tee,
      userId: shopper.id,
      quantity: 1,
      kind: 'exchange',
    });
    // The invoice is issued first when missing.
    await Promise.all([documents.creditForReturn(returned), documents.creditForReturn(returned)]);
    await documents.creditForReturn(exchanged);
    const [invoice, credit, ...rest] = await documentsOf(orderId);
    expect(rest).toEqual([]);
    expect(invoice?.kind).toBe('invoice');
    expect(credit).toMatchObject({ kind: 'credit_note', invoiceId: invoice?.id, returnRequestId: returned });
    expect(credit?.reason).toBe('Return of 2 × Cotton Anarkali Kurti (M)');
    expect(credit?.lines).toEqual([
      expect.objectContaining({ orderItemId: kurti, quantity: 2, rate: 5, totalPaise: 179_800, taxablePaise: 171_238 }),
    ]);
    expect(credit?.totalPaise).toBe(179_800);
  });
});

describe('the job and the unique indexes', () => {
  it('leaves every invoiced order with exactly one invoice', async () => {
    const { job } = taxDocumentsOn(t, clock);
    await job.runOnce();
    const all = await t.database.db
      .select({ orderId: taxDocuments.orderId })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, 'invoice')));
    expect(new Set(all.map((r) => r.orderId)).size).toBe(all.length);
  });
});

// Invoices and credit notes of orders placed with their pricing snapshot
// (docs/decisions/084-gst-on-discounted-lines-and-fees.md): each line taxed on its paid value at the snapshot's rate,
// CGST = SGST to the paisa, the fees as lines of their own; orders placed before keep the invoice they always had.
// Also on PostgreSQL (`bash scripts/test-pg.sh`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TAX_DOCUMENT_MESSAGES as M } from '@vastra/domain/tax';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returnRequests, taxDocuments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newShopper } from '../../testing/factories';
import {
  MUMBAI,
  orderWithLines,
  pricedOrder,
  receivedReturn,
  shopCoupon,
  taxDocumentsOn,
  type TaxedLineSpec,
} from '../../testing/tax-documents';
import { renderTaxDocumentPdf } from './invoice-pdf';
import { snapshotOf } from './read-documents';
import type { DocumentLine } from './snapshot';

let t: TestApp;
const clock = manualClock(new Date('2026-12-06T10:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const documentsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(desc(taxDocuments.kind), taxDocuments.issuedAt, taxDocuments.sequence);

const KURTIS: TaxedLineSpec = {
  title: 'Mulmul Kurti',
  category: 'kurti',
  size: 'M',
  unitPricePaise: 100_000,
  quantity: 2,
};
const SAREE: TaxedLineSpec = {
  title: 'Chanderi Saree',
  category: 'saree',
  size: 'Free',
  unitPricePaise: 60_000,
  quantity: 1,
};
const KURTA: TaxedLineSpec = {
  title: 'Silk Kurta',
  category: 'kurti',
  size: 'L',
  unitPricePaise: 280_000,
  quantity: 1,
};
const TWENTY_OFF = shopCoupon('FESTIVE20', { type: 'percent', percent: 20 });

/** What a test reads of a line: [title, gross, discount, taxable, rate, cgst, sgst, igst, total]. */
const cells = (l: DocumentLine) => [
  l.title,
  l.grossPaise,
  l.discountPaise,
  l.taxablePaise,
  l.rate,
  l.cgstPaise,
  l.sgstPaise,
  l.igstPaise,
  l.totalPaise,
];

async function invoiceOf(orderId: string) {
  await taxDocumentsOn(t, clock).documents.issueInvoice(orderId);
  const [invoice] = await documentsOf(orderId);
  if (!invoice) throw new Error('no invoice');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { invoice, lines: invoice.lines as DocumentLine[], orderTotal: order?.totalPaise };
}

describe('the invoice of an order placed with its pricing', () => {
  it('taxes each line after its share of a 20 % coupon, CGST = SGST on every line, totals = order total', async () => {
    const shopper = await newShopper(t);
    const { orderId } = await pricedOrder(t.database.db, shopper.id, [KURTIS, SAREE], { coupon: TWENTY_OFF });
    const { invoice, lines, orderTotal } = await invoiceOf(orderId);
    // ₹2,000 of kurtis and a ₹600 saree, 20 % off: ₹400 and ₹120 off, paid ₹1,600 and ₹480, both at 5 %.
    expect(lines.map(cells)).toEqual([
      ['Mulmul Kurti', 200_000, 40_000, 152_380, 5, 3_810, 3_810, 0, 160_000],
      ['Chanderi Saree', 60_000, 12_000, 45_714, 5, 1_143, 1_143, 0, 48_000],
    ]);
    expect(lines.map((l) => [l.quantity, l.unit, l.unitPricePaise, l.hsn])).toEqual([
      [2, 'PCS', 100_000, '6206'],
      [1, 'PCS', 60_000, '5208'],
    ]);
    expect(orderTotal).toBe(208_000);
    expect(invoice.totals).toEqual({
      totalPaise: 208_000,
      taxablePaise: 198_094,
      cgstPaise: 4_953,
      sgstPaise: 4_953,
      igstPaise: 0,
    });
    expect(invoice.totalPaise).toBe(208_000);
  });

  it('judges the rate on the discounted piece: a ₹2,800 kurta is 18 %, with ₹400 off 5 % (IGST, Mumbai)', async () => {
    const shopper = await newShopper(t);
    const full = await pricedOrder(t.database.db, shopper.id, [KURTA], { where: MUMBAI });
    expect((await invoiceOf(full.orderId)).lines.map(cells)).toEqual([
      ['Silk Kurta', 280_000, 0, 237_288, 18, 0, 0, 42_712, 280_000],
    ]);
    const off = shopCoupon('FLAT400', { type: 'flat', amountPaise: 40_000 });
    const discounted = await pricedOrder(t.database.db, shopper.id, [KURTA], { coupon: off, where: MUMBAI });
    const { invoice, lines } = await invoiceOf(discounted.orderId);
    expect(lines.map(cells)).toEqual([['Silk Kurta', 280_000, 40_000, 228_572, 5, 0, 0, 11_428, 240_000]]);
    expect(invoice.totals).toMatchObject({ totalPaise: 240_000, igstPaise: 11_428, cgstPaise: 0, sgstPaise: 0 });
  });

  it('shows the delivery and COD fees as lines of their own at the rates of the goods they go with', async () => {
    const shopper = await newShopper(t);
    const fees = { deliveryFeePaise: 4_900, freeDeliveryFromPaise: null, codFeePaise: 2_900 };
    const { orderId } = await pricedOrder(t.database.db, shopper.id, [KURTA, SAREE], { fees, payment: 'cod' });
    const { invoice, lines, orderTotal } = await invoiceOf(orderId);
    // ₹78 of fees shared ₹64.24 : ₹13.76 by the lines' ₹2,800 : ₹600; delivery ₹49 spread over those, COD the rest.
    expect(lines.map(cells)).toEqual([
      ['Silk Kurta', 280_000, 0, 237_288, 18, 21_356, 21_356, 0, 280_000],
      ['Chanderi Saree', 60_000, 0, 57_142, 5, 1_429, 1_429, 0, 60_000],
      [M.deliveryCharge, 4_036, 0, 3_420, 18, 308, 308, 0, 4_036],
      [M.deliveryCharge, 864, 0, 822, 5, 21, 21, 0, 864],
      [M.codCharge, 2_388, 0, 2_024, 18, 182, 182, 0, 2_388],
      [M.codCharge, 512, 0, 488, 5, 12, 12, 0, 512],
    ]);
    expect(lines.slice(2).map((l) => [l.charge, l.hsn, l.quantity, l.unit, l.orderItemId])).toEqual([
      ['delivery', '6206', 1, 'OTH', ''],
      ['delivery', '5208', 1, 'OTH', ''],
      ['cash_on_delivery', '6206', 1, 'OTH', ''],
      ['cash_on_delivery', '5208', 1, 'OTH', ''],
    ]);
    expect(orderTotal).toBe(347_800);
    expect(invoice.totals).toEqual({
      totalPaise: 347_800,
      taxablePaise: 301_184,
      cgstPaise: 23_308,
      sgstPaise: 23_308,
      igstPaise: 0,
    });
  });
});

/** A document's PDF as laid-out text (poppler's pdftotext, as the browser journeys read them). */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'priced-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the PDF of an invoice priced with its offers and fees', () => {
  it('prints per line the gross, the discount and the taxable value, and the fee lines with their note', async () => {
    const shopper = await newShopper(t);
    const fees = { deliveryFeePaise: 4_900, freeDeliveryFromPaise: 99_900, codFeePaise: 2_900 };
    const { orderId } = await pricedOrder(t.database.db, shopper.id, [SAREE], {
      coupon: TWENTY_OFF,
      fees,
      payment: 'cod',
    });
    const { invoice } = await invoiceOf(orderId);
    const text = pdfText(await renderTaxDocumentPdf(snapshotOf(invoice, null)));
    const row = (...cells: string[]) => new RegExp(cells.map((c) => c.replace(/[.()]/g, '\\$&')).join('\\s+'));
    expect(text).toMatch(
      row('Description', 'HSN', 'Qty', 'Gross', 'Discount', 'Taxable value', 'CGST', 'SGST', 'Total'),
    );
    expect(text).toMatch(row('Chanderi Saree (size Free)', '5208', '1 PCS', '₹600.00', '₹120.00', '₹457.14', '2.5%'));
    expect(text).toMatch(row('₹600.00 each', '₹11.43', '₹11.43'));
    expect(text).toMatch(row(M.deliveryCharge, '5208', '₹49.00', '₹0.00', '₹46.66', '2.5%', '2.5%', '₹49.00'));
    expect(text).toMatch(row(M.codCharge, '5208', '₹29.00', '₹0.00', '₹27.62', '2.5%', '2.5%', '₹29.00'));
    expect(text).toMatch(row('Part of the supply of the', '₹1.17', '₹1.17'));
    expect(text).toMatch(row('composite supply (CGST Act s.8(a), s.15(2)(c))'));
    expect(text).toMatch(row('Gross value', '₹678.00'));
    expect(text).toMatch(row('Discount', '₹120.00'));
    expect(text).toMatch(row('Taxable value', '₹531.42'));
    expect(text).toMatch(row('CGST', '₹13.29'));
    expect(text).toMatch(row('SGST', '₹13.29'));
    expect(text).toMatch(row('Total (incl. GST)', '₹558.00'));
  });
});

describe('credit notes of an order placed with its pricing', () => {
  it("credits a returned discounted piece at its paid value, or the return's refund when less", async () => {
    const shopper = await newShopper(t);
    const db = t.database.db;
    const { orderId, itemIds } = await pricedOrder(db, shopper.id, [KURTIS, SAREE], { coupon: TWENTY_OFF });
    const kurtis = itemIds[0] ?? '';
    await invoiceOf(orderId);
    const { documents } = taxDocumentsOn(t, clock);
    // One of the two ₹1,000 kurtis (₹800 paid after 20 % off), its refund not recorded: ₹800 at 5 %.
    const first = await receivedReturn(db, { orderId, orderItemId: kurtis, userId: shopper.id, quantity: 1 });
    await documents.creditForReturn(first);
    // The other, refunded ₹700 (the returns module's `refundOfReturn`): the credit note is for ₹700.
    const second = await receivedReturn(db, { orderId, orderItemId: kurtis, userId: shopper.id, quantity: 1 });
    await db.update(returnRequests).set({ refundPaise: 70_000 }).where(eq(returnRequests.id, second));
    await documents.creditForReturn(second);
    const [, paid, refunded] = await documentsOf(orderId);
    expect(paid).toMatchObject({ kind: 'credit_note', returnRequestId: first, totalPaise: 80_000 });
    expect((paid?.lines as DocumentLine[]).map(cells)).toEqual([
      ['Mulmul Kurti', 100_000, 20_000, 76_190, 5, 1_905, 1_905, 0, 80_000],
    ]);
    expect(refunded).toMatchObject({ kind: 'credit_note', returnRequestId: second, totalPaise: 70_000 });
    expect((refunded?.lines as DocumentLine[]).map(cells)).toEqual([
      ['Mulmul Kurti', 100_000, 30_000, 66_666, 5, 1_667, 1_667, 0, 70_000],
    ]);
    expect(refunded?.totals).toEqual({
      totalPaise: 70_000,
      taxablePaise: 66_666,
      cgstPaise: 1_667,
      sgstPaise: 1_667,
      igstPaise: 0,
    });
  });

  it('credits a cancelled invoiced order with its fees for what was paid', async () => {
    const shopper = await newShopper(t);
    const fees = { deliveryFeePaise: 4_900, freeDeliveryFromPaise: 99_900, codFeePaise: 2_900 };
    const { orderId } = await pricedOrder(t.database.db, shopper.id, [SAREE], {
      coupon: TWENTY_OFF,
      fees,
      payment: 'cod',
    });
    const { invoice, lines } = await invoiceOf(orderId);
    expect(lines.map(cells)).toEqual([
      ['Chanderi Saree', 60_000, 12_000, 45_714, 5, 1_143, 1_143, 0, 48_000],
      [M.deliveryCharge, 4_900, 0, 4_666, 5, 117, 117, 0, 4_900],
      [M.codCharge, 2_900, 0, 2_762, 5, 69, 69, 0, 2_900],
    ]);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    await taxDocumentsOn(t, clock).documents.creditForCancellation(orderId);
    const [, credit] = await documentsOf(orderId);
    expect(credit).toMatchObject({ kind: 'credit_note', invoiceId: invoice.id, totalPaise: 55_800 });
    expect(credit?.lines).toEqual(invoice.lines);
    expect(credit?.totals).toEqual(invoice.totals);
  });
});

describe('an order placed before orders kept their pricing', () => {
  it('keeps its invoice as before: unit prices through taxAt, no gross, discount or fee lines', async () => {
    const shopper = await newShopper(t);
    const { orderId, itemIds } = await orderWithLines(t.database.db, shopper.id, [KURTA, SAREE]);
    const { invoice, lines } = await invoiceOf(orderId);
    expect(lines).toEqual([
      {
        orderItemId: itemIds[0],
        title: 'Silk Kurta',
        size: 'L',
        hsn: '6206',
        quantity: 1,
        unit: 'PCS',
        unitPricePaise: 280_000,
        rate: 18,
        totalPaise: 280_000,
        taxablePaise: 237_288,
        cgstPaise: 21_356,
        sgstPaise: 21_356,
        igstPaise: 0,
      },
      {
        orderItemId: itemIds[1],
        title: 'Chanderi Saree',
        size: 'Free',
        hsn: '5208',
        quantity: 1,
        unit: 'PCS',
        unitPricePaise: 60_000,
        rate: 5,
        totalPaise: 60_000,
        taxablePaise: 57_143,
        cgstPaise: 1_428,
        sgstPaise: 1_429,
        igstPaise: 0,
      },
    ]);
    expect(invoice.totals).toEqual({
      totalPaise: 340_000,
      taxablePaise: 294_431,
      cgstPaise: 22_784,
      sgstPaise: 22_785,
      igstPaise: 0,
    });
  });
});

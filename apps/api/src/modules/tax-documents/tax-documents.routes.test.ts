// The order page's and the back office's tax documents over HTTP: the invoice issued at dispatch (never on view),
// who may see what, the PDF.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TaxDocumentList } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn, signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';
import { invoicedOrder, MUMBAI, orderWithLines, taxDocumentsOn } from '../../testing/tax-documents';
import { orders } from '../../db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PDFTOTEXT = '/usr/bin/pdftotext';
function textOf(pdf: Buffer): string | null {
  if (!existsSync(PDFTOTEXT)) return null;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tax-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('GET /api/orders/:id/tax-documents', () => {
  it("lists the shopper's invoice issued at dispatch; the PDF downloads as an attachment", async () => {
    const shopper = await signedIn(t);
    const { orderId } = await invoicedOrder(t, shopper.userId, undefined, MUMBAI);
    const listed = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
    expect(listed.statusCode).toBe(200);
    const { documents, invoice: stage } = listed.json<TaxDocumentList>();
    expect(stage).toBe('issued');
    expect(documents).toHaveLength(1);
    const [invoice] = documents;
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 389_800, invoiceNumber: null, reason: null });
    expect(invoice?.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    // Asked again: the same invoice, no second one.
    const again = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
    expect(again.json<TaxDocumentList>().documents).toEqual(documents);

    const pdf = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents/${invoice?._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const fileName = `${invoice?.number.replaceAll('/', '-')}.pdf`;
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Tax invoice ${invoice?.number}`); // the document's title
    const text = textOf(bytes);
    if (text !== null) {
      for (const expected of [
        'TAX INVOICE',
        invoice?.number ?? '',
        'GSTIN: 29AAJCV4821K1ZU',
        'Place of supply: Maharashtra (27)',
        'IGST',
        '₹2,999.00',
        '₹3,898.00',
        'Whether tax is payable on reverse charge: No',
        'Authorised signatory',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('CGST');
    }
  });

  it("answers another shopper's order and documents as missing, strangers 401, staff see them", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const { orderId } = await invoicedOrder(t, owner.userId);
    const mine = await as(t, owner.token).get(`/api/orders/${orderId}/tax-documents`);
    const [invoice] = mine.json<TaxDocumentList>().documents;
    const pdfPath = `/api/orders/${orderId}/tax-documents/${invoice?._id}/pdf`;

    const theirs = await as(t, other.token).get(`/api/orders/${orderId}/tax-documents`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'Order not found.' });
    expect((await as(t, other.token).get(pdfPath)).statusCode).toBe(404);
    expect((await as(t).get(`/api/orders/${orderId}/tax-documents`)).statusCode).toBe(401);
    expect((await as(t).get(pdfPath)).statusCode).toBe(401);
    // A document of another order under this order's path is missing too.
    const elsewhere = await invoicedOrder(t, other.userId);
    const otherList = await as(t, other.token).get(`/api/orders/${elsewhere.orderId}/tax-documents`);
    const otherDoc = otherList.json<TaxDocumentList>().documents[0]?._id;
    expect((await as(t, owner.token).get(`/api/orders/${orderId}/tax-documents/${otherDoc}/pdf`)).statusCode).toBe(404);
    // A shopper token is no staff token (refused as forbidden by the staff guard).
    expect((await as(t, owner.token).get(`/api/admin/orders/${orderId}/tax-documents`)).statusCode).toBe(403);

    const staff = await signedInStaff(t);
    const listed = await as(t, staff.token).get(`/api/admin/orders/${orderId}/tax-documents`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<TaxDocumentList>().documents).toEqual(mine.json<TaxDocumentList>().documents);
    const pdf = await as(t, staff.token).get(`/api/admin/orders/${orderId}/tax-documents/${invoice?._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = textOf(pdf.rawPayload);
    if (text !== null) expect(text).toMatch(/CGST[\s\S]*SGST/);
  });

  it("lists a cancelled order's credit note after its invoice; its PDF names the invoice", async () => {
    const shopper = await signedIn(t);
    const { orderId } = await invoicedOrder(t, shopper.userId);
    // Cancelled by the courier after pickup; the job credits the invoice.
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    expect(await taxDocumentsOn(t).job.runOnce()).toMatchObject({ cancellationCredits: 1 });
    const listed = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
    const [invoice, credit] = listed.json<TaxDocumentList>().documents;
    expect(credit).toMatchObject({
      kind: 'credit_note',
      invoiceNumber: invoice?.number,
      reason: 'Order cancelled',
      totalPaise: 389_800,
    });
    const pdf = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents/${credit?._id}/pdf`);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${credit?.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = textOf(pdf.rawPayload);
    if (text !== null) {
      expect(text).toContain('CREDIT NOTE');
      expect(text).toContain(`Against invoice ${invoice?.number}`);
      expect(text).toContain('Reason: Order cancelled');
    }
  });

  it('lists nothing for an order cancelled before it was invoiced', async () => {
    const shopper = await signedIn(t);
    const { orderId } = await orderWithLines(t.database.db, shopper.userId, undefined, undefined, 'placed');
    const staff = await signedInStaff(t);
    const before = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
    expect(before.json<TaxDocumentList>()).toEqual({ documents: [], invoice: 'at_dispatch' });
    const cancelled = await as(t, staff.token).post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Out of stock' });
    expect(cancelled.statusCode).toBe(200);
    const listed = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
    expect(listed.json<TaxDocumentList>()).toEqual({ documents: [], invoice: 'never' });
  });
});

// A tax document is an immutable snapshot: its PDF is rendered once, stored, and every later download is those
// bytes (docs/decisions/066-tax-document-pdf-stored.md). That a download rendered nothing is seen by swapping the
// stored bytes for a marker no renderer makes: a download that answers the marker read the store.
import type { TaxDocumentList } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn, signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';
import { invoicedOrder, MUMBAI } from '../../testing/tax-documents';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MARKER = Buffer.from('%PDF-kept, not drawn again');

async function storedPdf(id: string): Promise<Buffer | null> {
  const [row] = await t.database.db.select({ pdf: taxDocuments.pdf }).from(taxDocuments).where(eq(taxDocuments.id, id));
  return row?.pdf ? Buffer.from(row.pdf) : null;
}
const storePdf = (id: string, pdf: Buffer | null) =>
  t.database.db.update(taxDocuments).set({ pdf }).where(eq(taxDocuments.id, id));

async function invoiceOfNewOrder() {
  const shopper = await signedIn(t);
  const { orderId } = await invoicedOrder(t, shopper.userId, undefined, MUMBAI);
  const listed = await as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents`);
  const [invoice] = listed.json<TaxDocumentList>().documents;
  if (!invoice) throw new Error('no invoice listed');
  const download = () => as(t, shopper.token).get(`/api/orders/${orderId}/tax-documents/${invoice._id}/pdf`);
  return { orderId, invoiceId: invoice._id, download };
}

describe('tax document PDFs are rendered once and kept', () => {
  it('the second download (shopper or staff) renders nothing and answers the stored bytes', async () => {
    const { orderId, invoiceId, download } = await invoiceOfNewOrder();
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await storedPdf(invoiceId))?.equals(first.rawPayload)).toBe(true);

    await storePdf(invoiceId, MARKER);
    const second = await download();
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(MARKER)).toBe(true);
    const staff = await signedInStaff(t);
    const byStaff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/tax-documents/${invoiceId}/pdf`,
      headers: staff.headers,
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload.equals(MARKER)).toBe(true);
  });

  it('a document issued before PDFs were kept (none stored) renders once, then is stored and served', async () => {
    const { invoiceId, download } = await invoiceOfNewOrder();
    const first = await download();
    await storePdf(invoiceId, null);
    const again = await download();
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(again.rawPayload.length).toBeGreaterThan(1_000);
    expect((await storedPdf(invoiceId))?.equals(again.rawPayload)).toBe(true);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await storePdf(invoiceId, MARKER);
    const third = await download();
    expect(third.rawPayload.equals(MARKER)).toBe(true);
  });
});

// A tax document is an immutable snapshot: its PDF is rendered once, stored, and every later download is those
// bytes (docs/decisions/066-tax-document-pdf-stored.md). The renderer is counted through a pass-through mock.
import type { TaxDocumentList } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { taxDocuments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn, signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';
import { invoicedOrder, MUMBAI } from '../../testing/tax-documents';
import type * as InvoicePdf from './invoice-pdf';
import { renderTaxDocumentPdf } from './invoice-pdf';

vi.mock('./invoice-pdf', async (importOriginal) => {
  const original = await importOriginal<typeof InvoicePdf>();
  return { ...original, renderTaxDocumentPdf: vi.fn(original.renderTaxDocumentPdf) };
});
const renders = vi.mocked(renderTaxDocumentPdf);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  renders.mockClear();
});

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
  it('the second download (shopper or staff) renders nothing and answers the identical bytes', async () => {
    const { orderId, invoiceId, download } = await invoiceOfNewOrder();
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(renders).toHaveBeenCalledTimes(1);
    const second = await download();
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const staff = await signedInStaff(t);
    const byStaff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/tax-documents/${invoiceId}/pdf`,
      headers: staff.headers,
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('a document issued before PDFs were kept (none stored) renders once, then is stored and served', async () => {
    const { invoiceId, download } = await invoiceOfNewOrder();
    const first = await download();
    await t.database.db.update(taxDocuments).set({ pdf: null }).where(eq(taxDocuments.id, invoiceId));
    renders.mockClear();
    const again = await download();
    expect(again.statusCode).toBe(200);
    expect(renders).toHaveBeenCalledTimes(1);
    const [row] = await t.database.db
      .select({ pdf: taxDocuments.pdf })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoiceId));
    expect(Buffer.from(row?.pdf ?? new Uint8Array()).equals(again.rawPayload)).toBe(true);
    const third = await download();
    expect(third.rawPayload.equals(again.rawPayload)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

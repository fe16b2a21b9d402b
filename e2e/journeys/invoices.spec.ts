import { expect, test } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { BENGALURU, MUMBAI, createProduct, deliver, downloadPdf, placeCod } from '../after-delivery-steps';
import { settle, signIn } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// GST tax invoices (docs/decisions/039-gst-grey-band.md, 040-tax-invoice-numbering.md): issued when the goods leave
// (docs/decisions/076-invoice-at-dispatch-and-net-sales.md), the shopper downloads it from the order page and staff
// from the back office. The seller is in Karnataka (the demo settings), so a Bengaluru delivery is taxed CGST + SGST
// and a Mumbai one IGST; a parcel returned to origin gets a credit note, an order cancelled before dispatch neither.

test('the invoice of an intra-state order shows CGST + SGST, of an inter-state order IGST; staff get the same', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shopper = await signIn(page, request, 'प्रिया शर्मा');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const kurti = await createProduct(request, staff, {
    title: `Invoice Kurti ${Date.now().toString(36)}`,
    category: 'kurti',
    sizes: { M: { price: 1049, stock: 10 } },
  });
  const local = await placeCod(request, shopper, { product: kurti, size: 'M', quantity: 2 }, BENGALURU);
  const away = await placeCod(request, shopper, { product: kurti, size: 'M' }, MUMBAI);
  const early = await placeCod(request, shopper, { product: kurti, size: 'M' }, BENGALURU);
  const headers = { authorization: `Bearer ${shopper.token}` };
  const statusOf = async (orderId: string) => {
    await request.get(`/api/orders/track-shipping/${orderId}`, { headers });
    return ((await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as { status: string }).status;
  };

  // Still in the shop: no invoice yet, and both order pages say when it comes (looking at them issues none).
  await page.goto(`/orders/${early}`);
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Tax invoice', level: 2 })).toBeVisible();
  await expect(page.getByText('Your tax invoice will be issued when your order is dispatched.')).toBeVisible();
  await page.goto(`/admin/orders/${early}`);
  await expect(
    page.getByText('The tax invoice will be issued at dispatch, when the courier picks up the parcel.'),
  ).toBeVisible();
  // Cancelled before dispatch: neither an invoice nor a credit note.
  const cancelled = await request.post(`/api/orders/${early}/cancel`, { headers, data: { reason: 'Ordered twice' } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.goto(`/orders/${early}`);
  await settle(page);
  await expect(page.getByText('No tax invoice: the order was cancelled before dispatch.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);

  // Delivered: the invoice was issued when the courier picked the parcel up.
  await deliver(request, shopper, local);
  await page.goto(`/orders/${local}`);
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Tax invoice', level: 2 })).toBeVisible();
  const intra = await downloadPdf(page, /^Download tax invoice INV\/\d\d-\d\d\/\d{6}$/);
  expect(intra.text).toContain('TAX INVOICE');
  expect(intra.text).toContain('29AAJCV4821K1ZU');
  expect(intra.text).toContain('Karnataka (29)');
  expect(intra.text).toContain('CGST');
  expect(intra.text).toContain('SGST');
  expect(intra.text).not.toContain('IGST');
  expect(intra.text).toContain('6206');
  // The buyer's Devanagari name is drawn shaped (looked at in the PDF); pdftotext reads the glyphs in visual order.
  expect(intra.text).toContain('21 MG Road');
  // ₹2,098 paid for two kurtis at 5 %: ₹1,998.10 taxable and ₹99.90 tax.
  expect(intra.text).toContain('2,098.00');
  await checkAtWidths(page, 'order-tax-invoice');

  // Picked up (booked, pickup scheduled, picked up): shipped, and invoiced.
  const booked = await request.post(`/api/orders/book-shipping/${away}`, { headers });
  expect(booked.ok(), await booked.text()).toBe(true);
  const awb = ((await booked.json()) as { data: { awb: string } }).data.awb;
  for (let step = 0; step < 2; step++)
    expect((await request.post(`/api/dev/shipments/${awb}/advance`)).ok()).toBe(true);
  await expect.poll(() => statusOf(away)).toBe('shipped');
  await page.goto(`/orders/${away}`);
  await settle(page);
  const inter = await downloadPdf(page, /^Download tax invoice INV\/\d\d-\d\d\/\d{6}$/);
  expect(inter.text).toContain('IGST');
  expect(inter.text).not.toContain('CGST');
  expect(inter.text).toContain('Maharashtra (27)');

  // Staff download the same document from the order's screen in the back office.
  await page.goto(`/admin/orders/${away}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const staffCopy = await downloadPdf(page, /^Download tax invoice INV\/\d\d-\d\d\/\d{6}$/);
  expect(staffCopy.file).toBe(inter.file);

  // Returned to origin after its invoice: a credit note against it.
  const rto = await request.post(`/api/dev/shipments/${awb}/rto`);
  expect(rto.ok(), await rto.text()).toBe(true);
  await expect.poll(() => statusOf(away)).toBe('returned');
  await page.goto(`/orders/${away}`);
  await settle(page);
  await expect(async () => {
    await page.reload();
    await settle(page);
    await expect(page.getByRole('button', { name: /^Download credit note CN\// })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const credit = await downloadPdf(page, /^Download credit note CN\/\d\d-\d\d\/\d{6}$/);
  expect(credit.text).toContain('CREDIT NOTE');
  expect(credit.text).toContain(/INV\/\d\d-\d\d\/\d{6}/.exec(inter.text)?.[0] ?? 'no invoice number');
});

import { expect, test, type APIRequestContext, type Page } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import {
  buyByUpi,
  createProduct,
  deliver,
  downloadPdf,
  placeCod,
  stockOf,
  unique,
  type OwnProduct,
} from '../after-delivery-steps';
import { settle, signIn, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

/** A valid 1 × 1 PNG: the smallest photo a shopper can attach. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// After the parcel arrives (docs/decisions/038-returns-and-exchanges.md): the shopper asks on the order page, staff
// approve in the back office (the simulator books the reverse pickup), receive it with a quality check (stock back
// once), then the shop ships the new size or refunds — to the original UPI payment, or by payout to a UPI ID the
// shopper gave, shown masked. Each journey makes its own products and orders (the database is shared).

async function myReturns(request: APIRequestContext, shopper: Shopper, orderId: string) {
  const res = await request.get(`/api/orders/${orderId}/returns`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { returns: { _id: string; state: string }[] }).returns;
}

/** On the order page: opens the dialog of one line and answers it. */
async function openReturnDialog(page: Page, orderId: string, product: OwnProduct, size: string) {
  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Returns and exchanges', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: `Return or exchange ${product.title}, size ${size}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Return or exchange' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** In the back office: approve (the simulator books the pickup), picked up, received with the check accepted. */
async function handleAsStaff(page: Page, returnId: string, heading: string, final: string, shots?: string) {
  await page.goto(`/admin/returns/${returnId}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  if (shots) await checkAtWidths(page, `${shots}-requested`);
  await page.getByRole('button', { name: 'Approve and book pickup' }).click();
  await expect(page.getByText('Pickup scheduled').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark picked up' }).click();
  await expect(page.getByRole('button', { name: 'Receive parcel' })).toBeVisible();
  await page.getByRole('button', { name: 'Receive parcel' }).click();
  const check = page.getByRole('dialog', { name: 'Quality check' });
  await check.getByRole('radio', { name: 'Accept — item is as sent' }).check();
  await check.getByLabel('Note').fill('Tags on, unworn');
  if (shots) await checkAtWidths(page, `${shots}-quality-check`);
  await check.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.getByText(final).first()).toBeVisible();
  if (shots) await checkAtWidths(page, `${shots}-done`);
}

test('a delivered kurti in M is exchanged for L: L held, pickup booked, received, L shipped, M back once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await signIn(page, request, 'Priya Sharma');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const kurti = await createProduct(request, staff, {
    title: `Exchange Kurti ${unique()}`,
    category: 'kurti',
    sizes: { M: { price: 899, stock: 5 }, L: { price: 899, stock: 3 } },
  });
  const orderId = await placeCod(request, shopper, { product: kurti, size: 'M' });
  await deliver(request, shopper, orderId);
  const delivered = await stockOf(request, staff, kurti._id);
  expect(delivered).toEqual({ M: 4, L: 3 });

  const dialog = await openReturnDialog(page, orderId, kurti, 'M');
  await dialog.getByRole('radio', { name: 'Exchange for another size' }).check();
  await dialog.getByLabel('New size').selectOption('L');
  await dialog.getByLabel('Reason').selectOption({ label: 'Size too small' });
  await dialog.getByLabel('Anything else? (optional)').fill('Tight at the shoulders');
  // Two photos chosen at once go up one after another (the server takes one upload at a time per shopper), each
  // shown from its short-lived signed link.
  await dialog.getByLabel('Add photos (optional)').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
  ]);
  for (const name of ['Attachment 1', 'Attachment 2']) {
    const photo = dialog.getByRole('img', { name });
    await expect(photo).toHaveAttribute('src', /^\/media\/returns\/[0-9a-f-]+\.jpg\?exp=\d+&sig=/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  }
  await checkAtWidths(page, 'return-dialog-exchange');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent. We will let you know when it is approved.')).toBeVisible();
  await expect(page.getByText('Exchange: size M → L')).toBeVisible();
  // L is held for the exchange from the moment it is asked for.
  expect(await stockOf(request, staff, kurti._id)).toEqual({ M: 4, L: 2 });
  await checkAtWidths(page, 'order-returns-requested');

  const [request1] = await myReturns(request, shopper, orderId);
  expect(request1?.state).toBe('requested');
  await page.goto('/admin/returns');
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await expect(page.getByText(kurti.title).first()).toBeVisible();
  await checkAtWidths(page, 'admin-returns-queue');
  await handleAsStaff(page, request1?._id ?? '', 'Exchange request', 'Exchange shipped', 'admin-return-exchange');

  // M came back exactly once; L left with the exchange shipment.
  expect(await stockOf(request, staff, kurti._id)).toEqual({ M: 5, L: 2 });
  const again = await request.post(`/api/admin/returns/${request1?._id}/receive`, {
    headers: { authorization: `Bearer ${staff}` },
    data: { qc: 'accept' },
  });
  expect(again.status()).toBe(409);
  expect(await stockOf(request, staff, kurti._id)).toEqual({ M: 5, L: 2 });
  expect((await myReturns(request, shopper, orderId)).map((r) => r.state)).toEqual(['exchange_shipped']);

  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await expect(page.getByText('Exchange shipped').first()).toBeVisible();
  await checkAtWidths(page, 'order-returns-exchange-shipped');

  // The owner's numbers count it.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Returns and exchanges', level: 2 })).toBeVisible();
  await expect(page.getByText('Exchange rate').first()).toBeVisible();
  await checkAtWidths(page, 'admin-dashboard-returns');
});

test('a COD return is refunded to the UPI ID the shopper gave, shown masked, never in full', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await signIn(page, request, 'Priya Sharma');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const kurti = await createProduct(request, staff, {
    title: `Return Kurti ${unique()}`,
    category: 'kurti',
    sizes: { M: { price: 1299, stock: 4 } },
  });
  const orderId = await placeCod(request, shopper, { product: kurti, size: 'M' });
  await deliver(request, shopper, orderId);

  const dialog = await openReturnDialog(page, orderId, kurti, 'M');
  await dialog.getByRole('radio', { name: 'Return for a refund' }).check();
  await dialog.getByLabel('Reason').selectOption({ label: 'Not as pictured' });
  await dialog.getByRole('radio', { name: 'UPI ID' }).check();
  await dialog.getByLabel('UPI ID', { exact: true }).fill('priya sharma');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Enter a UPI ID like name@bank.')).toBeVisible();
  await dialog.getByLabel('UPI ID', { exact: true }).fill('priya.sharma@okaxis');
  await checkAtWidths(page, 'return-dialog-cod-refund');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent. We will let you know when it is approved.')).toBeVisible();
  await expect(page.getByText('Refund to pr**********@okaxis')).toBeVisible();

  const [request1] = await myReturns(request, shopper, orderId);
  await handleAsStaff(page, request1?._id ?? '', 'Return request', 'Refunded');
  await expect(page.getByText('pr**********@okaxis').first()).toBeVisible();
  expect(await page.content()).not.toContain('priya.sharma');
  expect(await stockOf(request, staff, kurti._id)).toEqual({ M: 4 });

  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await expect(page.getByText('Refunded').first()).toBeVisible();
  await expect(page.getByText('Refund to pr**********@okaxis')).toBeVisible();
  expect(await page.content()).not.toContain('priya.sharma');
  const answer = await request.get(`/api/orders/${orderId}/returns`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(await answer.text()).not.toContain('priya.sharma');
});

test('a request after the return window is refused with the reason, on the page and by the API', async ({
  page,
  request,
}) => {
  const shopper = await signIn(page, request);
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const kurti = await createProduct(request, staff, {
    title: `Late Kurti ${unique()}`,
    category: 'kurti',
    sizes: { S: { price: 699, stock: 3 }, M: { price: 699, stock: 3 } },
  });
  const orderId = await placeCod(request, shopper, { product: kurti, size: 'S' });
  await deliver(request, shopper, orderId);
  const backdated = await request.post(`/api/dev/orders/${orderId}/backdate-delivery`, { data: { days: 8 } });
  expect(backdated.ok(), await backdated.text()).toBe(true);

  await page.goto(`/orders/${orderId}`);
  await settle(page);
  const closed = /^Returns and exchanges closed on \w{3}, \d{1,2} \w{3} \(7 days after delivery\)\.$/;
  await expect(page.getByText(closed)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Return or exchange/ })).toHaveCount(0);
  await checkAtWidths(page, 'order-returns-closed');

  const headers = { authorization: `Bearer ${shopper.token}` };
  const order = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
    items: { _id: string }[];
  };
  const refused = await request.post(`/api/orders/${orderId}/returns`, {
    headers,
    data: { orderItemId: order.items[0]?._id, kind: 'exchange', quantity: 1, exchangeSize: 'M', reason: 'too_small' },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ code: 'return_not_allowed', message: expect.stringMatching(closed) });
  expect(await stockOf(request, staff, kurti._id)).toEqual({ S: 2, M: 3 });
});

test('a saree paid by UPI is returned and refunded to that payment; the return gets a credit note', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await signIn(page, request, 'प्रिया शर्मा');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const saree = await createProduct(request, staff, {
    title: `Banarasi Saree ${unique()}`,
    category: 'saree',
    sizes: { Free: { price: 2999, stock: 3 } },
  });

  // Bought through the storefront, paid in the sandbox window by UPI (the test id success@razorpay).
  await page.setViewportSize({ width: 390, height: 900 });
  const orderId = await buyByUpi(page, [{ product: saree, size: 'Free' }]);
  await deliver(request, shopper, orderId);

  const dialog = await openReturnDialog(page, orderId, saree, 'Free');
  await dialog.getByRole('radio', { name: 'Return for a refund' }).check();
  await dialog.getByLabel('Reason').selectOption({ label: 'Not as pictured' });
  await expect(dialog.getByText(/to your original payment/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent. We will let you know when it is approved.')).toBeVisible();

  const [request1] = await myReturns(request, shopper, orderId);
  await handleAsStaff(page, request1?._id ?? '', 'Return request', 'Refunded');
  expect(await stockOf(request, staff, saree._id)).toEqual({ Free: 3 });
  const order = (await (
    await request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${shopper.token}` } })
  ).json()) as { paymentInfo: { instrument?: string }; refunds: { amount: number; status: string }[] };
  expect(order.paymentInfo.instrument).toBe('upi');
  expect(order.refunds.map((r) => r.amount)).toEqual([2999]);

  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await expect(page.getByText('Refunded').first()).toBeVisible();
  const invoice = await downloadPdf(page, /^Download tax invoice INV\/\d\d-\d\d\/\d{6}$/);
  const invoiceNumber = /INV\/\d\d-\d\d\/\d{6}/.exec(invoice.text)?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');
  const credit = await downloadPdf(page, /^Download credit note CN\/\d\d-\d\d\/\d{6}$/);
  expect(credit.text).toContain('CREDIT NOTE');
  expect(credit.text).toContain(invoiceNumber);
  expect(credit.text).toContain('CGST');
  expect(credit.text).toContain(saree.title);
});

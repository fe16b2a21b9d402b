import { expect, test, type Page } from '../journey-test';
import {
  adminOrder,
  advanceTo,
  bookedCodOrder,
  checkScreen,
  failNextBookings,
  queueSection,
  stockOf,
} from '../admin-order-steps';
import { placeCodOrder, signInToAdmin, staffToken } from '../admin-steps';
import { addToCart, checkoutFromCart, fillBilling, payByCard, productInStock } from '../checkout-steps';
import { ORDER_ID, registerShopper, settle, signIn } from '../fixtures';
import { expectNoSeriousAxeViolations, sidewaysScroll } from '../page-checks';

// The back office's orders side: a booking that failed is retried from Needs a hand, a card order is cancelled with
// its refund (and the shopper reads both), a failed delivery is re-attempted, and a parcel that came back is
// received back once. The shipping simulator (apps/api/src/modules/shipping/simulator.routes.ts) moves parcels.

test('a booking that failed shows in Needs a hand with its error, and Retry books it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const outage = `Courier API down (${Date.now() % 100_000})`;
  const choice = await productInStock(request, 6);
  const shopper = await registerShopper(request, 'Meera Iyer');
  // Enough failures for the shopper's attempt and any retry of the background job meanwhile.
  await failNextBookings(request, 50, outage);
  try {
    const price = choice.product.pricesBySize[choice.size] ?? 1;
    const orderId = await placeCodOrder(request, shopper, { product: choice.product, size: choice.size, price });
    const attempt = await request.post(`/api/orders/book-shipping/${orderId}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(attempt.ok()).toBe(false);

    await signInToAdmin(page, request);
    const token = await staffToken(page);
    const { shortId } = await adminOrder(request, token, orderId);

    await page.goto('/admin/queue');
    const section = queueSection(page, 'Not booked');
    const row = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: shortId, exact: true }) });
    await expect(row).toContainText(outage);
    await expect(row).toContainText(shopper.fullName);
    await expectNoSeriousAxeViolations(page);

    await failNextBookings(request, 0);
    await row.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Booked with the courier', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);

    const booked = await adminOrder(request, token, orderId);
    expect(booked.shipment.awb).toMatch(/^\d{11,15}$/);
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: `Order ${shortId}`, level: 1 })).toBeVisible();
    const shipment = page.getByRole('region', { name: 'Shipment' });
    await expect(shipment).toContainText(booked.shipment.awb ?? '');
    await expect(shipment).toContainText(booked.shipment.courier ?? '');
    await expect(page.getByRole('button', { name: 'Retry booking' })).toHaveCount(0);
    const history = page.getByRole('list', { name: 'History' });
    await expect(history).toContainText(`Booking failed: ${outage}`);
    await expect(history).toContainText(`Booked with ${booked.shipment.courier}, AWB ${booked.shipment.awb}`);
  } finally {
    await failNextBookings(request, 0);
  }
});

test('a card order cancelled by staff is refunded, the shopper reads why, and the stock is back', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const choice = await productInStock(request, 7);
  const stockBefore = await stockOf(request, choice.product._id, choice.size);
  const reason = `Out of this fabric, sorry (${Date.now() % 100_000})`;
  await signIn(page, request, 'Nandini Bose');
  await addToCart(page, choice);
  await checkoutFromCart(page);
  await fillBilling(page);
  await payByCard(page, '4111 1111 1111 1111');
  const paid = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(paid).toContainText('Your payment was successful and order is placed.');
  const orderId =
    ORDER_ID.exec((await paid.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '')?.[0] ?? '';
  expect(orderId).not.toBe('');
  expect(await stockOf(request, choice.product._id, choice.size)).toBe(stockBefore - 1);

  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: 'reduce' });
  const admin = await staff.newPage();
  await admin.setViewportSize({ width: 390, height: 844 });
  await signInToAdmin(admin, request);
  await admin.goto(`/admin/orders/${orderId}`);
  await expect(admin.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await admin.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('will be refunded in full');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await expectNoSeriousAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(admin.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(admin.locator('main').getByText('Cancelled', { exact: true }).first()).toBeVisible();
  const payment = admin.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Refunded');
  await expect(payment.getByRole('list', { name: 'Refunds' })).toContainText('Processed');
  await expect(admin.getByRole('region', { name: 'Shipment' })).toContainText(reason);
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await staff.close();

  expect(await stockOf(request, choice.product._id, choice.size)).toBe(stockBefore);

  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await expect(page.getByText(new RegExp(`^Cancelled on .+: ${reason.replace(/[()]/g, '\\$&')}$`))).toBeVisible();
  const refunds = page.getByRole('list', { name: 'Refunds' });
  await expect(refunds).toContainText(/^Refund of ₹[\d,.]+ sent back to your payment method on .+/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(refunds).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const sideways = await sidewaysScroll(page);
    expect(sideways, `the shopper's order at ${width}px`).toBeLessThanOrEqual(0);
    if (process.env.ADMIN_SHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.ADMIN_SHOTS_DIR}/shop-order-cancelled-${width}.png`,
        fullPage: true,
      });
    }
  }
});

test('a failed delivery shows in Needs a hand; Re-attempt delivery gets it delivered', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await bookedCodOrder(request, 8, 'Farah Khan');
  await advanceTo(request, order.awb, 'out_for_delivery');
  const ndr = await request.post(`/api/dev/shipments/${order.awb}/ndr`, { data: { reason: 'customer_unavailable' } });
  expect(ndr.ok(), await ndr.text()).toBe(true);

  await signInToAdmin(page, request);
  const token = await staffToken(page);
  const { shortId } = await adminOrder(request, token, order.orderId);
  await page.goto('/admin/queue');
  const row = queueSection(page, 'Failed deliveries')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: shortId, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Re-attempt delivery' })).toBeVisible();

  await row.getByRole('link', { name: shortId, exact: true }).click();
  const box = page.getByRole('group', { name: 'Failed delivery' });
  await expect(box).toContainText('Waiting for the shop');
  await box.getByRole('button', { name: 'Re-attempt delivery' }).click();
  await expect(page.getByText('The courier will try to deliver again', { exact: true })).toBeVisible();
  await expect(box).toContainText('Re-attempt asked');
  await expect(box.getByRole('button', { name: 'Re-attempt delivery' })).toHaveCount(0);

  const delivered = await request.post(`/api/dev/shipments/${order.awb}/advance?to=delivered`);
  expect(delivered.ok(), await delivered.text()).toBe(true);
  expect(((await delivered.json()) as { orderStatus: string }).orderStatus).toBe('delivered');
  await page.reload();
  await expect(page.locator('main').getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-attempt delivery' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Return to origin' })).toHaveCount(0);
  await page.goto('/admin/queue');
  await expect(queueSection(page, 'Failed deliveries')).toBeVisible();
  await expect(page.getByRole('link', { name: shortId, exact: true })).toHaveCount(0);
});

test('a parcel returned to origin is checked and received back once: the stock comes back exactly once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await bookedCodOrder(request, 9, 'Ira Sen');
  const { product, size, stockBefore } = order;
  expect(await stockOf(request, product._id, size)).toBe(stockBefore - 1);
  await advanceTo(request, order.awb, 'in_transit_origin');
  const rto = await request.post(`/api/dev/shipments/${order.awb}/rto`);
  expect(rto.ok(), await rto.text()).toBe(true);
  const back = await request.post(`/api/dev/shipments/${order.awb}/advance?to=delivered`);
  expect(back.ok(), await back.text()).toBe(true);
  expect(((await back.json()) as { orderStatus: string }).orderStatus).toBe('returned');
  // Returned is not yet received: the stock stays out until the shop has the parcel in hand.
  expect(await stockOf(request, product._id, size)).toBe(stockBefore - 1);

  await signInToAdmin(page, request);
  const token = await staffToken(page);
  const { shortId, items } = await adminOrder(request, token, order.orderId);
  await page.goto('/admin/queue');
  const row = queueSection(page, 'Returns to receive')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: shortId, exact: true }) });
  await expect(row).toBeVisible();
  // The queue sends the parcel to its order's page, where each line is checked (restock or damaged).
  await row.getByRole('link', { name: 'Check and receive' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderId}$`));
  await page.getByRole('button', { name: 'Received back' }).click();
  const confirm = page.getByRole('dialog', { name: 'Has the parcel come back?' });
  await expect(confirm).toContainText('Check each item: only those marked "Back into stock" are added to stock.');
  await confirm.getByLabel('Back into stock').check();
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Received back' }).click();
  await expect(page.getByText('Parcel received back; stock updated', { exact: true })).toBeVisible();
  expect(await stockOf(request, product._id, size)).toBe(stockBefore);
  await page.goto('/admin/queue');
  await expect(queueSection(page, 'Returns to receive').getByRole('link', { name: shortId, exact: true })).toHaveCount(
    0,
  );

  await page.goto(`/admin/orders/${order.orderId}`);
  await expect(page.locator('main').getByText('Returned to us', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipment' })).toContainText('Received back on');
  await expect(page.getByRole('button', { name: 'Received back' })).toHaveCount(0);

  const again = await request.post(`/api/admin/orders/${order.orderId}/received-back`, {
    headers: { authorization: `Bearer ${token}` },
    data: { lines: items.map((item) => ({ itemId: item.id, condition: 'restock' })) },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect(await stockOf(request, product._id, size)).toBe(stockBefore);
});

test('orders, an order and Needs a hand at 390 and 1280 px: axe-clean, no sideways scroll', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await bookedCodOrder(request, 10, 'Lakshmi Narayanan');
  await advanceTo(request, order.awb, 'out_for_delivery');
  const ndr = await request.post(`/api/dev/shipments/${order.awb}/ndr`, { data: { reason: 'address_incomplete' } });
  expect(ndr.ok(), await ndr.text()).toBe(true);
  await signInToAdmin(page, request);
  const token = await staffToken(page);
  const { shortId } = await adminOrder(request, token, order.orderId);
  const orderLink = (p: Page) => p.getByRole('main').getByRole('link', { name: shortId, exact: true });
  for (const width of [390, 1280]) {
    await checkScreen(page, '/admin/orders', width, 'admin-orders', orderLink);
    await checkScreen(page, `/admin/orders/${order.orderId}`, width, 'admin-order', (p) =>
      p.getByRole('group', { name: 'Failed delivery' }),
    );
    await checkScreen(page, '/admin/queue', width, 'admin-queue', orderLink);
  }
});

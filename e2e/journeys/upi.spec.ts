import { expect, test, type APIRequestContext, type Page, type Route, type TestInfo } from '../journey-test';
import { addToCart, checkoutFromCart, fillBilling, productInStock } from '../checkout-steps';
import { ORDER_ID, signIn, type Shopper } from '../fixtures';
import { expectNoSeriousAxeViolations, sidewaysScroll } from '../page-checks';

// UPI in the sandbox checkout window (docs/decisions/033-upi-and-reconciliation.md): a QR on a computer, app tiles on
// a phone, and the sandbox's test UPI ids; the window approves a QR payment by itself (SANDBOX_UPI_APPROVE_SECONDS
// is 1 in e2e/playwright.config.ts).

async function myOrders(request: APIRequestContext, shopper: Shopper) {
  const res = await request.get('/api/orders/my', { headers: { authorization: `Bearer ${shopper.token}` } });
  return (await res.json()) as { _id: string; paymentMode: string }[];
}

/** Checkout of a product of its own, online payment chosen, Place Order: the sandbox window with UPI opens. */
async function openUpiWindow(page: Page, request: APIRequestContext, n: number, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const choice = await productInStock(request, n);
  const shopper = await signIn(page, request);
  await addToCart(page, choice);
  await checkoutFromCart(page);
  await fillBilling(page);
  await page.getByRole('radio', { name: /Online payment \(UPI, cards\)/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const gateway = page.getByRole('dialog').filter({ has: page.getByLabel('Card number') });
  const upi = gateway.getByRole('region', { name: 'UPI', exact: true });
  await expect(upi).toBeVisible();
  return { shopper, gateway, upi };
}

async function look(page: Page, testInfo: TestInfo, name: string, width: number) {
  const sideways = await sidewaysScroll(page);
  expect(sideways, `the UPI window at ${width}px`).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  const dir = process.env.UPI_SHOTS_DIR;
  await page.screenshot({ path: dir ? `${dir}/${name}-${width}.png` : testInfo.outputPath(`${name}-${width}.png`) });
}

async function successDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(dialog).toContainText('Your payment was successful and order is placed.');
  return dialog;
}

test('desktop: Show QR code shows a QR, the payment completes by itself, and the order says Paid by UPI', async ({
  page,
  request,
}, testInfo) => {
  const { shopper, gateway, upi } = await openUpiWindow(page, request, 5, 1280);
  await expect(upi.getByRole('button', { name: 'Google Pay', exact: true })).toHaveCount(0);
  // The window's status checks are held while the QR is looked at (the sandbox approves it after 1 s), then let go.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/api\/payment\/sandbox\/upi\/[^/]+$/, (route) =>
    holding && route.request().method() === 'GET' ? void held.push(route) : route.fallback(),
  );
  await upi.getByRole('button', { name: 'Show QR code' }).click();
  await expect(upi.getByRole('img', { name: /^UPI QR code to pay ₹/ })).toBeVisible();
  await expect(upi.getByRole('status')).toHaveText('Waiting for you to approve the payment in your UPI app…');
  await look(page, testInfo, 'upi-qr', 1280);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));

  const dialog = await successDialog(page);
  await expect(gateway).toHaveCount(0);
  const orderId =
    ORDER_ID.exec((await dialog.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '')?.[0] ?? '';
  expect(orderId).not.toBe('');
  expect((await myOrders(request, shopper)).map((o) => o.paymentMode)).toEqual(['prepaid']);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Order Info' })).toContainText('Paid by UPI');
});

test('phone: the UPI app tiles are shown, and the success@razorpay test id places the order', async ({
  page,
  request,
}, testInfo) => {
  const { shopper, gateway, upi } = await openUpiWindow(page, request, 6, 390);
  await expect(upi.getByText('Open your UPI app to pay')).toBeVisible();
  for (const app of ['Google Pay', 'PhonePe', 'Paytm']) {
    await expect(upi.getByRole('button', { name: app, exact: true })).toBeVisible();
  }
  await expect(upi.getByRole('button', { name: 'Show QR code' })).toHaveCount(0);
  await look(page, testInfo, 'upi-apps', 390);

  await upi.getByLabel('Test UPI ID (sandbox only)').fill('success@razorpay');
  await upi.getByRole('button', { name: 'Use test UPI ID' }).click();
  await successDialog(page);
  await expect(gateway).toHaveCount(0);
  expect((await myOrders(request, shopper)).map((o) => o.paymentMode)).toEqual(['prepaid']);
});

for (const width of [390, 1280]) {
  test(`${width}px: failure@razorpay shows the failure, a retry pays, and exactly one order is placed`, async ({
    page,
    request,
  }) => {
    const { shopper, gateway, upi } = await openUpiWindow(page, request, width === 390 ? 7 : 8, width);
    const vpa = upi.getByLabel('Test UPI ID (sandbox only)');
    await vpa.fill('failure@razorpay');
    await upi.getByRole('button', { name: 'Use test UPI ID' }).click();
    await expect(upi.getByRole('alert')).toHaveText('Your UPI payment failed: the bank declined it. Please try again.');
    await expect(vpa).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    expect(await myOrders(request, shopper)).toEqual([]);

    if (width === 390) {
      await vpa.fill('success@razorpay');
      await upi.getByRole('button', { name: 'Use test UPI ID' }).click();
    } else {
      await upi.getByRole('button', { name: 'Show QR code' }).click();
      await expect(upi.getByRole('img', { name: /^UPI QR code to pay ₹/ })).toBeVisible();
      await expect(upi.getByText('Your UPI payment failed')).toHaveCount(0);
    }
    await successDialog(page);
    await expect(gateway).toHaveCount(0);
    expect((await myOrders(request, shopper)).map((o) => o.paymentMode)).toEqual(['prepaid']);
  });
}

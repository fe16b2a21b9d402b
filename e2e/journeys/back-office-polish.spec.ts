import { expect, test, type APIRequestContext, type Page } from '../journey-test';
import { DEMO_OWNER, placeCodOrder, signInToAdmin } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { registerShopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The back office's polish (docs/decisions/101-back-office-polish.md), each screen at 390 and 1280 px through
// axe: the code step says where the code went, a failed delivery's card offers a call, the orders' filters fold on a
// phone, the dashboard's stock and returns, the activity log in words, the stock dialog's reason per size, the
// cancel dialog's words and the COD hours that follow their switch. SHOTS_DIR set: a screenshot of each.

/** A COD order booked with the simulated courier, out for delivery, whose delivery then failed. */
async function failedDelivery(request: APIRequestContext): Promise<string> {
  const choice = await productInStock(request, 14);
  const shopper = await registerShopper(request, 'Kavya Iyer');
  const price = choice.product.pricesBySize[choice.size] ?? 1;
  const orderId = await placeCodOrder(request, shopper, { product: choice.product, size: choice.size, price });
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { awb } = ((await booked.json()) as { data: { awb: string } }).data;
  for (let step = 0; step < 10; step++) {
    const res = await request.post(`/api/dev/shipments/${awb}/advance`);
    expect(res.ok(), await res.text()).toBe(true);
    if (((await res.json()) as { stage: string }).stage === 'out_for_delivery') break;
  }
  const ndr = await request.post(`/api/dev/shipments/${awb}/ndr`, { data: { reason: 'customer_unavailable' } });
  expect(ndr.ok(), await ndr.text()).toBe(true);
  return orderId;
}

async function openAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('the back office polished: code step, failed delivery, order filters, RTO words, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const orderId = await failedDelivery(request);

  await test.step('the code step says where the code went and when it can be sent again', async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/admin/sign-in');
    await page.getByLabel('Phone number').fill(DEMO_OWNER.digits);
    await page.getByLabel('Password').fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Sent to +91 90•••••001')).toBeVisible();
    await expect(page.getByText(/^Resend code in \d+s$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
    await checkAtWidths(page, 'sign-in-code');
  });

  await signInToAdmin(page, request);

  await test.step('a failed delivery card offers a call and the comment for the courier', async () => {
    await openAt(page, '/admin/queue');
    const card = page
      .getByRole('region', { name: /^Failed deliveries \d+$/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Call \+91\d{10}$/ }) })
      .first();
    await expect(card.getByRole('link', { name: /^Call \+91\d{10}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(card.getByLabel(/Comment for the courier/)).toBeVisible();
    await checkAtWidths(page, 'queue');
  });

  await test.step('on a phone the orders fold their filters; the first order is on the first screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAt(page, '/admin/orders');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Status')).toBeHidden();
    const firstCard = page.getByTestId('order-cards').getByRole('link').first();
    await expect(firstCard).toBeInViewport();
    await filters.click();
    await expect(page.getByLabel('Status')).toBeVisible();
    await filters.click();
    await checkAtWidths(page, 'orders');
    // From 768 px the filters stand in the grid and the button is gone.
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await expect(page.getByLabel('Status')).toBeVisible();
  });

  await test.step('the order page: the return-to-origin warning names its way out', async () => {
    await openAt(page, `/admin/orders/${orderId}`);
    const box = page.getByRole('group', { name: 'Failed delivery' });
    await box.getByRole('button', { name: 'Return to origin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return this parcel to the shop?' });
    await expect(dialog.getByRole('button', { name: "Don't return" })).toBeVisible();
    await checkAtWidths(page, 'order-rto-dialog');
    await dialog.getByRole('button', { name: "Don't return" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(box).toContainText('Waiting for the shop');
  });
});

test('the back office polished: dashboard, activity, stock reasons and COD hours, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signInToAdmin(page, request);

  await test.step('the dashboard: sold out apart from low stock; returns tables say when they scroll', async () => {
    await openAt(page, '/admin');
    await expect(page.getByRole('region', { name: 'Low on stock' })).toBeVisible();
    await checkAtWidths(page, 'dashboard');
  });

  await test.step('the activity log in words, filtered by area', async () => {
    // This journey's own sign-in is in the log, under Staff.
    await openAt(page, '/admin/activity?area=staff');
    await expect(page.getByLabel('Area')).toHaveValue('staff');
    await expect(
      page
        .getByRole('list', { name: 'Activity' })
        .getByText(/· Signed in$/)
        .first(),
    ).toBeVisible();
    await checkAtWidths(page, 'activity');
  });

  await test.step('the stock dialog takes a reason per size', async () => {
    const products = (await (await request.get('/api/client/products')).json()) as { _id: string }[];
    await openAt(page, `/admin/products/${products[0]?._id ?? ''}`);
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    await dialog.getByRole('checkbox', { name: 'A different reason for each size' }).check();
    await expect(dialog.getByLabel(/^Reason, size /).first()).toBeVisible();
    await checkAtWidths(page, 'stock-dialog');
    await page.keyboard.press('Escape');
  });

  await test.step('settings: the hours to confirm a COD order follow their switch', async () => {
    await openAt(page, '/admin/settings');
    const hours = page.getByRole('textbox', { name: /^Hours to confirm/ });
    const confirm = page.getByRole('checkbox', { name: /confirm cash-on-delivery orders/ });
    // Another journey may have switched it on: off first, then on.
    if (await confirm.isChecked()) await confirm.uncheck();
    await expect(hours).toBeDisabled();
    await confirm.check();
    await expect(hours).toBeEnabled();
    await checkAtWidths(page, 'settings');
  });
});

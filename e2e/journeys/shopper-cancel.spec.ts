import { expect, test, type APIRequestContext } from '../journey-test';
import { signInToAdmin } from '../admin-steps';
import { addToCart, checkoutFromCart, fillBilling, payByCard, productInStock } from '../checkout-steps';
import { codOrderBody, ORDER_ID, registerShopper, settle, signIn, type SeededProduct } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The shopper cancels a card order from her order page and sees it refunded; the owner lowers the COD limit on
// the back office's Settings screen and a COD order above it is refused with the reason (then the defaults are
// restored). Screenshots go to SHOTS_DIR when set.

async function stockOf(request: APIRequestContext, productId: string, size: string): Promise<number> {
  const product = (await (await request.get(`/api/client/products/${productId}`)).json()) as SeededProduct;
  return product.stockBySize[size] ?? 0;
}

test('a shopper cancels her card order, says why, and sees it refunded; the stock is back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const choice = await productInStock(request, 10);
  const stockBefore = await stockOf(request, choice.product._id, choice.size);
  await signIn(page, request, 'Kavya Menon');
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

  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('Your payment is refunded in full');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason.');
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tell us why you are cancelling.');
  await dialog.getByRole('radio', { name: 'Delivery date too late' }).check();
  await checkAtWidths(page, 'shopper-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText(/^Cancelled on .+: Delivery date too late$/)).toBeVisible();
  const refunds = page.getByRole('list', { name: 'Refunds' });
  await expect(refunds).toContainText(/Refund of ₹[\d,.]+/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.reload();
  await settle(page);
  await expect(refunds).toContainText(/^Refund of ₹[\d,.]+ sent back to your payment method on .+/);
  await checkAtWidths(page, 'shopper-cancelled');
  expect(await stockOf(request, choice.product._id, choice.size)).toBe(stockBefore);
});

test('the owner lowers the COD limit on Settings; a COD order above it is refused with the reason', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const choice = await productInStock(request, 11);
  const price = choice.product.pricesBySize[choice.size] ?? 1;
  const limit = Math.max(1, Math.floor(price));
  await signInToAdmin(page, request);
  // The nav entry is there (behind the menu on a phone); the screen is opened by its address.
  await expect(page.getByRole('link', { name: 'Settings', includeHidden: true })).not.toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save settings' }) });
  const limitBox = form.getByRole('textbox', { name: /^Cash on delivery limit per order/ });
  await expect(limitBox).toHaveValue('5000');
  await limitBox.fill('abc');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText(/^Enter the limit in whole rupees/)).toBeVisible();
  await limitBox.fill(String(limit));
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved. Checkout uses them from now on.')).toBeVisible();
  await checkAtWidths(page, 'admin-settings');

  try {
    const shopper = await registerShopper(request, 'Irfan Sheikh');
    const res = await request.post('/api/orders/cod', {
      headers: { authorization: `Bearer ${shopper.token}` },
      data: codOrderBody(
        shopper,
        { product: choice.product, size: choice.size, price, quantity: 2 },
        'irfan@example.com',
      ),
    });
    expect(res.status()).toBe(422);
    const refused = (await res.json()) as { code: string; message: string };
    expect(refused.code).toBe('cod_not_available');
    expect(refused.message).toMatch(/^Cash on delivery is available on orders up to ₹[\d,.]+\. Please pay online\.$/);
  } finally {
    // Back to the defaults, for the other journeys.
    await page.goto('/admin/settings');
    await expect(limitBox).toBeVisible();
    await limitBox.fill('5000');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. Checkout uses them from now on.')).toBeVisible();
  }
});

import { expect, test, type Locator, type Page } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { createProduct, deliver, fillBengaluruAddress, unique } from '../after-delivery-steps';
import { ORDER_ID, settle, signIn } from '../fixtures';
import { expectNoSeriousAxeViolations, sidewaysScroll } from '../page-checks';

// A "Buy 2 get 1 free" order placed by UPI, then one piece returned with its refund shown before the shopper confirms
// (docs/decisions/083-one-pricing-function.md). 3 pieces at ₹600 cost ₹1,200; the first piece back refunds ₹0, as the
// offer no longer holds for the 2 kept (₹1,200 for them, all of what was paid), and the dialog says so with the text
// of packages/domain/src/returns/messages.ts. The offer is the journey's own, on its own product, and ended in
// `finally` so no other journey sees it. With SHOTS_DIR set, the return dialog with its refund is photographed at 390
// and 1280 px.

const HOUR_MS = 3_600_000;
const REFUND_SHOWN = 'Refund ₹0';
const WHY_LESS = "Buy 2 get 1 free no longer applies to what you keep, so ₹400 of this item's price is not refunded.";

/** The figure beside a term of a summary's list (its <dd>). */
const figure = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=../dd');

/**
 * The return dialog at 390 and 1280 px: axe-clean, no sideways scroll, and photographed into SHOTS_DIR when set with
 * `shown` (its refund and the button that confirms) scrolled into view.
 */
async function checkDialogAtWidths(page: Page, name: string, shown: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    await shown.scrollIntoViewIfNeeded();
    const sideways = await sidewaysScroll(page);
    expect(sideways, `${name} at ${width}px`).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('buy 2 get 1 paid by UPI, then one piece returned: "Refund ₹0" and why, shown before confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await signIn(page, request, 'Meera Iyer');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const auth = { authorization: `Bearer ${staff}` };
  const saree = await createProduct(request, staff, {
    title: `Chanderi Saree ${unique()}`,
    category: 'saree',
    sizes: { Free: { price: 600, stock: 10 } },
  });

  // The offer starts an hour before the server's now (its test clock on real time: a journey before may have left it
  // moved) and has no end.
  const clock = await request.post('/api/dev/clock', { data: { reset: true } });
  expect(clock.status(), await clock.text()).toBe(200);
  const now = new Date(((await clock.json()) as { now: string }).now).getTime();
  const created = await request.post('/api/admin/offers', {
    headers: auth,
    data: {
      kind: 'buy-x-get-y',
      label: 'Buy 2 get 1 free',
      startsAt: new Date(now - HOUR_MS).toISOString(),
      endsAt: null,
      scope: { kind: 'products', productIds: [saree._id] },
      combinable: true,
      buyQuantity: 2,
      getQuantity: 1,
      reward: { type: 'free' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offerId = ((await created.json()) as { id: string }).id;
  try {
    await page.setViewportSize({ width: 390, height: 844 });

    await test.step('3 pieces in the cart: the offer takes ₹600 off, ₹1,200 to pay', async () => {
      await page.goto(`/product/${saree._id}`);
      await settle(page);
      await page.getByRole('button', { name: 'Size Free', exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' }).first()).toBeVisible();
      await page.goto('/cart');
      await settle(page);
      const plus = page.getByRole('button', { name: /^Increase quantity of / });
      const quantity = page.getByRole('group', { name: /^Quantity of / }).locator('output');
      await plus.click();
      await expect(quantity).toHaveText('2');
      await plus.click();
      await expect(quantity).toHaveText('3');
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(figure(summary, 'Items (3)')).toHaveText('₹1,800.00');
      await expect(figure(summary, 'Buy 2 get 1 free')).toHaveText('− ₹600.00');
      await expect(figure(summary, 'Total')).toHaveText('₹1,200.00');
      await expect(summary.getByText('You save ₹600')).toBeVisible();
    });

    let orderId = '';
    await test.step('checked out and paid by UPI in the sandbox: the order is placed for ₹1,200', async () => {
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
      const yours = page.getByRole('region', { name: 'Your order' });
      await expect(figure(yours, 'Buy 2 get 1 free')).toHaveText('− ₹600.00');
      await expect(figure(yours, 'Total')).toHaveText('₹1,200.00');
      await fillBengaluruAddress(page);
      await page.getByRole('radio', { name: /Online payment \(UPI, cards\)/ }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      const upi = page.getByRole('dialog').getByRole('region', { name: 'UPI', exact: true });
      await upi.getByLabel('Test UPI ID (sandbox only)').fill('success@razorpay');
      await upi.getByRole('button', { name: 'Use test UPI ID' }).click();
      const placed = page.getByRole('dialog', { name: 'Payment successful' });
      await expect(placed).toContainText('Your payment was successful and order is placed.');
      const href = (await placed.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '';
      orderId = ORDER_ID.exec(href)?.[0] ?? '';
      expect(orderId).not.toBe('');
      await page.goto(`/orders/${orderId}`);
      await settle(page);
      const info = page.getByRole('region', { name: 'Order Info' });
      await expect(figure(info, 'Items')).toHaveText('₹1,800.00');
      await expect(figure(info, 'Buy 2 get 1 free')).toHaveText('−₹600.00');
      await expect(figure(info, 'Total')).toHaveText('₹1,200.00');
    });

    const headers = { authorization: `Bearer ${shopper.token}` };
    await deliver(request, shopper, orderId);

    await test.step('one piece back: "Refund ₹0" and why, shown before confirming', async () => {
      await page.goto(`/orders/${orderId}`);
      await settle(page);
      await expect(page.getByRole('heading', { name: 'Returns and exchanges', level: 2 })).toBeVisible();
      await page.getByRole('button', { name: `Return or exchange ${saree.title}, size Free` }).click();
      const dialog = page.getByRole('dialog', { name: 'Return or exchange' });
      await dialog.getByRole('radio', { name: 'Return for a refund' }).check();
      await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
      await dialog.getByLabel('Reason').selectOption({ label: 'Size too large' });
      await expect(dialog.getByText(REFUND_SHOWN, { exact: true })).toBeVisible();
      await expect(dialog.getByText(WHY_LESS, { exact: true })).toBeVisible();
      await expect(dialog.getByText('It goes back to your original payment once we receive the item.')).toBeVisible();
      // Nothing is asked until the shopper confirms.
      const asked = await request.get(`/api/orders/${orderId}/returns`, { headers });
      expect(((await asked.json()) as { returns: unknown[] }).returns).toEqual([]);
      await checkDialogAtWidths(page, 'offer-return-dialog', dialog.getByRole('button', { name: 'Send request' }));

      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText('Request sent. We will let you know when it is approved.')).toBeVisible();
      await expect(page.getByText('Return: ₹0.00')).toBeVisible();
    });

    // The request keeps the refund the dialog showed; the order's money is untouched until the piece comes back.
    const stored = await request.get(`/api/orders/${orderId}/returns`, { headers });
    expect(stored.ok(), await stored.text()).toBe(true);
    const { returns } = (await stored.json()) as {
      returns: { kind: string; quantity: number; refundPaise: number | null; state: string }[];
    };
    expect(returns).toEqual([expect.objectContaining({ kind: 'return', quantity: 1, refundPaise: 0 })]);
    expect(`Refund ₹${(returns[0]?.refundPaise ?? -1) / 100}`).toBe(REFUND_SHOWN);
    const order = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
      totalAmount: number;
      paymentInfo: { instrument?: string };
      refunds: unknown[];
    };
    expect(order).toMatchObject({ totalAmount: 1200, paymentInfo: { instrument: 'upi' }, refunds: [] });
  } finally {
    const ended = await request.post(`/api/admin/offers/${offerId}/end`, { headers: auth });
    expect(ended.status(), await ended.text()).toBe(200);
  }
});

import { expect, test, type Page, type TestInfo } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { addToCart, checkoutFromCart, productInStock } from '../checkout-steps';
import { settle, signIn, skipPromoPopup } from '../fixtures';
import { expectNoSeriousAxeViolations, WHOLE_PAGE } from '../page-checks';

// Delivery by PIN (docs/decisions/037-delivery-dates-in-the-web.md) against the shipping simulator
// (packages/domain/src/delivery/simulator-exceptions.ts): Guwahati later than Mumbai, 110036 without cash on
// delivery, a pasted PIN filling City and State; the owner's delivery and COD fees on Settings and on the product
// page (docs/decisions/087-delivery-and-cod-fees.md); axe and screenshots at 390 and 1280 px (also into SHOTS_DIR
// when set).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeEach(async ({ page }) => {
  await skipPromoPopup(page);
});

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), ...WHOLE_PAGE });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, ...WHOLE_PAGE });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Delivery by Fri, 27 Nov' → a comparable day number (the year is that of today, or the next one in January). */
function dayOf(text: string): number {
  const match = /Delivery by \w{3}, (\d{1,2}) (\w{3})/.exec(text);
  if (!match) throw new Error(`no date in "${text}"`);
  const month = MONTHS.indexOf(match[2] ?? '');
  const now = new Date();
  const year = month < now.getMonth() ? now.getFullYear() + 1 : now.getFullYear();
  return Date.UTC(year, month, Number(match[1]));
}

async function checkPin(page: Page, pin: string): Promise<string> {
  const field = page.getByRole('textbox', { name: 'Check delivery', exact: true });
  await field.fill(pin);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: /Delivery by|We could not find/ });
  await expect(status).toContainText(pin === '781001' ? 'Guwahati, Assam' : /Mumbai/);
  return (await status.textContent()) ?? '';
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the product page dates delivery by PIN: Guwahati after Mumbai (${viewport.width}px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const { product } = await productInStock(request, 7);
    await page.goto(`/product/${product._id}`);
    await settle(page);
    await expect(page.getByText('5–7 working days')).toBeVisible();
    await expect(page.getByText('Inclusive of all taxes · Free shipping', { exact: true })).toBeVisible();
    const mumbai = await checkPin(page, '400001');
    const guwahati = await checkPin(page, '781001');
    expect(dayOf(guwahati)).toBeGreaterThan(dayOf(mumbai));
    await expect(page.getByText('Cash on delivery available')).toBeVisible();
    await shot(page, testInfo, `pin-check-${viewport.width}`);
    await expectNoSeriousAxeViolations(page);
    // Remembered on the device: the next visit checks it at once.
    await page.reload();
    await settle(page);
    await expect(page.getByRole('textbox', { name: 'Check delivery', exact: true })).toHaveValue('781001');
    await expect(page.getByText('Guwahati, Assam')).toBeVisible();
  });

  test(`checkout: a pasted PIN fills City, State, date; no COD at 110036 (${viewport.width}px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page, request);
    await addToCart(page, await productInStock(request, 8));
    await checkoutFromCart(page);
    const pin = page.getByRole('textbox', { name: /^PIN code/ });
    // Pasted: the whole text arrives in one input event, as a paste does (a synthetic ClipboardEvent inserts nothing).
    await pin.focus();
    await page.keyboard.insertText('781 001');
    await expect(pin).toHaveValue('781001');
    await expect(page.getByRole('textbox', { name: /^Town/ })).toHaveValue('Guwahati');
    await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Assam');
    await expect(page.getByRole('region', { name: 'Your order' }).getByRole('status')).toContainText('Delivery by');
    await shot(page, testInfo, `checkout-autofill-${viewport.width}`);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await pin.fill('110036');
    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeDisabled();
    await expect(page.getByText('Cash on delivery is not available at PIN 110036. Please pay online.')).toBeVisible();
    await expect(cod).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Delhi');
    await shot(page, testInfo, `checkout-no-cod-${viewport.width}`);
    await expectNoSeriousAxeViolations(page);
  });
}

test('the owner sets delivery and COD fees on Settings; the product page shows them at a PIN', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  try {
    await page.goto('/admin/settings');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save settings' }) });
    const section = form.getByRole('group', { name: 'Delivery charges' });
    const fee = section.getByRole('textbox', { name: 'Delivery fee (₹)', exact: true });
    await expect(fee).toHaveValue('0');
    await fee.fill('-49');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      section.getByText('Enter the delivery fee in whole rupees from 0 to 10,000 (0: free delivery).'),
    ).toBeVisible();
    await fee.fill('49');
    await section.getByRole('textbox', { name: /^Free delivery on orders of \(₹\)/ }).fill('999');
    await section.getByRole('textbox', { name: 'Cash on delivery fee (₹)', exact: true }).fill('29');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. Checkout uses them from now on.')).toBeVisible();
    // Saved: they read back after a reload (and the confirmation's toast is gone for the screenshots).
    await page.reload();
    await expect(fee).toHaveValue('49');
    await expect(section.getByRole('textbox', { name: /^Free delivery on orders of/ })).toHaveValue('999');
    await expect(section.getByRole('textbox', { name: 'Cash on delivery fee (₹)', exact: true })).toHaveValue('29');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      await section.screenshot({ path: testInfo.outputPath(`settings-delivery-${viewport.width}.png`) });
      if (process.env.SHOTS_DIR) {
        await section.screenshot({ path: `${process.env.SHOTS_DIR}/settings-delivery-${viewport.width}.png` });
      }
      await expectNoSeriousAxeViolations(page);
    }

    const { product } = await productInStock(request, 7);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/product/${product._id}`);
      await settle(page);
      await checkPin(page, '781001');
      const answer = page.getByRole('status').filter({ hasText: 'Guwahati, Assam' });
      await expect(answer.locator('p')).toHaveText([
        /^Delivery by \w{3}, \d{1,2} \w{3}$/,
        'Delivery ₹49 · free on orders of ₹999 or more',
        'Cash on delivery available',
        'Cash on delivery fee ₹29',
        'Guwahati, Assam',
      ]);
      await expect(
        page.getByText('Inclusive of all taxes · Delivery ₹49 · free on orders of ₹999 or more', { exact: true }),
      ).toBeVisible();
      await shot(page, testInfo, `product-delivery-fees-${viewport.width}`);
      // The price and the delivery check in one view, for reading the screenshot.
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      if (process.env.SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/product-delivery-fees-view-${viewport.width}.png` });
      }
      await expectNoSeriousAxeViolations(page);
    }
  } finally {
    // No fees again, for the other journeys.
    const res = await request.put('/api/admin/settings', {
      headers: { authorization: `Bearer ${staff}` },
      data: { delivery: { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});

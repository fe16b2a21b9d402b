import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addToCart, checkoutFromCart, productInStock } from '../checkout-steps';
import { settle, signIn } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

// Delivery by PIN (docs/decisions/037-delivery-dates-in-the-web.md) against the shipping simulator
// (packages/domain/src/delivery/simulator-exceptions.ts): Guwahati later than Mumbai, 110036 without cash on
// delivery, a pasted PIN filling City and State; axe and screenshots at 390 and 1280 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('promo_popup_dont_show', '1'));
});

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
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

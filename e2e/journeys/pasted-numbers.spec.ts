import { expect, test, type Locator, type Page } from '../journey-test';
import { productWithLowStock, settle, signIn } from '../fixtures';

// A phone or PIN pasted the way people copy them (+91 and spaces, 91 in front, '560 038') becomes
// the number they meant: the prefix and spaces go before the 10- or 6-digit limit, never the last digits.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Pastes `text` into the field from the clipboard, as a shopper does with Ctrl+V. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}

test('a pasted +91 number in the login and signup phone fields keeps the 10 digits after +91', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  const phone = page.getByLabel(/Phone number/);
  await paste(page, phone, '+91 98765 11060');
  await expect(phone).toHaveValue('9876511060');
  await paste(page, phone, '919876511060');
  await expect(phone).toHaveValue('9876511060');

  await page.getByRole('tab', { name: 'Signup' }).click();
  const signupPhone = page.getByLabel(/Phone number/);
  await paste(page, signupPhone, '919876511060');
  await expect(signupPhone).toHaveValue('9876511060');
  await paste(page, signupPhone, '+91 98765 11060');
  await expect(signupPhone).toHaveValue('9876511060');
  // Typing still stops at 10 digits.
  await signupPhone.fill('');
  await signupPhone.pressSequentially('98765110601');
  await expect(signupPhone).toHaveValue('9876511060');
});

test("a pasted PIN '560 038' and phone '+91 98765 11060' at checkout are 560038 and 9876511060", async ({
  page,
  request,
}) => {
  const { product, size } = await productWithLowStock(request);
  await signIn(page, request);
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const pin = page.getByRole('textbox', { name: /^PIN code/ });
  await paste(page, pin, '560 038');
  await expect(pin).toHaveValue('560038');
  const phone = page.getByRole('textbox', { name: /^Phone/ });
  await paste(page, phone, '+91 98765 11060');
  await expect(phone).toHaveValue('9876511060');
});

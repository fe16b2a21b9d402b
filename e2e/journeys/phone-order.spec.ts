import { expect, test } from '@playwright/test';
import { signInToAdmin } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { settle } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Orders taken by phone (docs/decisions/132-phone-orders.md): the owner opens Orders → New order, types a new
// customer and her Bengaluru address (the PIN fills City and State), adds a product in stock, sees the server's total
// and places a cash-on-delivery order, then lands on the order's page with her name and who took it.

test('the owner takes a COD order by phone for a new customer and lands on the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // A mobile number no earlier run has used: 9 and the clock's last nine digits.
  const phone = `9${String(stamp).slice(-9)}`;
  const name = `Kavya Phone ${stamp.toString(36)}`;
  const { product, size } = await productInStock(request, 6);

  await signInToAdmin(page, request);

  await test.step('Orders → New order', async () => {
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'New order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await settle(page);
  });

  await test.step('a new customer, her Bengaluru address (the PIN fills City and State), one product', async () => {
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByRole('textbox', { name: /^Full name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Phone/ }).fill(phone);
    await page.getByRole('textbox', { name: /^Email address/ }).fill(`kavya.${stamp}@example.com`);
    await page.getByRole('textbox', { name: /^Street address/ }).fill('21 MG Road');
    await page.getByRole('textbox', { name: /^PIN code/ }).fill('560001');
    await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka');
    // The PIN directory's name for the city (Bangalore or Bengaluru).
    await expect(page.getByRole('textbox', { name: /^Town \/ City/ })).toHaveValue(/^(Bengaluru|Bangalore)$/);

    await page.getByRole('searchbox', { name: 'Find a product' }).fill(product.title);
    await page.getByRole('searchbox', { name: 'Find a product' }).press('Enter');
    await page
      .getByRole('list', { name: 'Products found' })
      .getByRole('button', { name: product.title })
      .first()
      .click();
    await page.getByRole('radio', { name: size, exact: true }).check();
    await page.getByRole('button', { name: 'Add to order' }).click();
    await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Total' }).getByRole('definition').last()).toHaveText(
      /^₹[\d,]+\.\d\d$/,
    );
    await checkAtWidths(page, 'phone-order');
  });

  await test.step('Place order: the order page shows her and who took it', async () => {
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/^Order #[0-9A-F]{8} placed$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    const customer = page.getByRole('region', { name: 'Customer and address' });
    await expect(customer.getByRole('link', { name })).toBeVisible();
    await expect(customer).toContainText(phone.slice(-4));
    await expect(page.getByText(/^Taken by phone by /)).toBeVisible();
  });
});

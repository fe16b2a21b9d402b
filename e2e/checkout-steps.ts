import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { settle, type SeededProduct } from './fixtures';

// The steps of a checkout that several journeys take: choose a product and size, put it in the
// cart, check out from the cart, fill the billing form, and pay in the sandbox's card window.

/** The n-th seeded product with a size of at least 5 in stock, so each journey buys its own. */
export async function productInStock(
  request: APIRequestContext,
  n: number,
): Promise<{ product: SeededProduct; size: string }> {
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  const candidates = products.flatMap((product) => {
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 5);
    return size ? [{ product, size }] : [];
  });
  const found = candidates[n * 3];
  if (!found) throw new Error('the seed has too few products in stock');
  return found;
}

export async function addToCart(page: Page, { product, size }: { product: SeededProduct; size: string }) {
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();
}

export async function checkoutFromCart(page: Page) {
  await page.goto('/cart');
  await settle(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  // The address first, then the form: a failure says which of the two did not happen.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
}

export async function fillBilling(page: Page) {
  await page.getByRole('textbox', { name: /^Street address/ }).fill('14, Gomti Nagar Extension');
  await page.getByRole('textbox', { name: /^Town/ }).fill('Lucknow');
  await page.getByRole('textbox', { name: /^PIN code/ }).fill('226010');
  // No state is chosen for her (docs/deviations.md): the PIN's look-up fills it, as she sees it happen.
  await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Uttar Pradesh');
}

/** Types a test card into the open sandbox window and presses Pay. */
export async function enterCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** Place Order by card (the default): the sandbox window opens, and the card is entered. */
export async function payByCard(page: Page, card: string) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await enterCard(page, card);
}

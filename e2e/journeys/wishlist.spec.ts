import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { e164, registerShopper, settle, SHOPPER_PASSWORD, type SeededProduct } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The wishlist and back-in-stock texts (docs/decisions/112-wishlist-back-in-stock.md): a guest's heart survives her
// sign-in (merged into her list), a sold-out size's "Notify me" brings one text when the owner adds stock, and she
// buys.

test.use({ reducedMotion: 'reduce' });

/** A seeded product with one size in stock and another sold out. */
async function productWithSoldOutSize(request: APIRequestContext) {
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  for (const product of products) {
    const soldOut = product.sizes.find((s) => (product.stockBySize[s] ?? 0) === 0);
    if (soldOut && product.sizes.some((s) => (product.stockBySize[s] ?? 0) > 0)) return { product, size: soldOut };
  }
  throw new Error('the seed has no product with a sold-out size beside one in stock');
}

const textsTo = async (request: APIRequestContext, digits: string) =>
  (
    (await (await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(e164(digits))}`)).json()) as {
      body: string;
    }[]
  ).map((m) => m.body);

test('a guest hearts a product, signs in, is told when her size is back, and buys it', async ({
  page,
  browser,
  request,
}) => {
  const { product, size } = await productWithSoldOutSize(request);
  const shopper = await registerShopper(request);

  // A guest saves the product with the heart on its page.
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await page.getByRole('button', { name: 'Save to wishlist' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' }).first()).toBeVisible();

  // "Notify me" asks a guest to sign in, and the login brings her back to the product.
  await page.getByRole('button', { name: new RegExp(`Sign in to be told when it's back \\(size ${size}\\)`) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/Phone number/).fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));

  // One tap now; the wishlist page shows the merged product and the size she waits for.
  await page.getByRole('button', { name: new RegExp(`Notify me when it's back \\(size ${size}\\)`) }).click();
  await expect(page.getByRole('status').filter({ hasText: "We'll text you when it's back" })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
  await expect(page.getByText(`Size ${size}: we'll text you when it's back`)).toBeVisible();
  await checkAtWidths(page, 'wishlist');

  // The owner adds stock for that size through the back office's API.
  const admin = await browser.newPage();
  await signInToAdmin(admin, request);
  const restock = await request.put(`/api/admin/products/${product._id}/stock`, {
    headers: { authorization: `Bearer ${await staffToken(admin)}` },
    data: { reason: 'received', changes: [{ size, delta: 5 }] },
  });
  expect(restock.status()).toBe(200);
  await admin.close();

  // Her text arrives through the job queue.
  await expect
    .poll(async () => (await textsTo(request, shopper.phone)).filter((body) => body.includes('is back in stock')))
    .toEqual([expect.stringContaining(`in size ${size} is back in stock. Buy it at`)]);

  // She buys that size.
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(product.title).first()).toBeVisible();
});

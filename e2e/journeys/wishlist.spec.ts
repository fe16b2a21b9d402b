import { expect, test, type APIRequestContext } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { createProduct, unique } from '../after-delivery-steps';
import { e164, latestCode, settle, uniquePhone } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The wishlist and back-in-stock texts (docs/decisions/112-wishlist-back-in-stock.md): a guest's heart survives her
// sign-in by OTP (merged into her list), a sold-out size's "Notify me" brings one text when the owner adds stock,
// and she buys.

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
  // Her own product, M in stock and L sold out: the shop's seeded sizes stay as other journeys expect them.
  const owner = await browser.newPage();
  await signInToAdmin(owner, request);
  const staff = await staffToken(owner);
  const product = await createProduct(request, staff, {
    title: `Wishlist Cotton Kurti ${unique()}`,
    category: 'kurti',
    sizes: { M: { price: 899, stock: 3 }, L: { price: 899, stock: 0 } },
  });
  const size = 'L';
  const phone = uniquePhone();

  // A guest saves the product with the heart on its page.
  await page.goto(`/product/${product._id}`);
  await settle(page);
  const own = page.getByRole('region', { name: 'Wishlist' });
  await own.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(own.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  // "Notify me" asks a guest to sign in, and the login brings her back to the product.
  await page.getByRole('button', { name: new RegExp(`Sign in to be told when it's back \\(size ${size}\\)`) }).click();
  await expect(page).toHaveURL(/\/login$/);
  // She signs in by OTP: a new phone, so she finishes signing up, and is back on the product.
  await page.getByLabel(/Phone number/).fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`OTP sent to ${e164(phone)}`)).toBeVisible();
  await page.getByLabel('OTP').fill(await latestCode(request, phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Finish signing up' })).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(`meera.${phone}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('kurti-lover-42');
  await page.getByLabel('Confirm password').fill('kurti-lover-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));

  // One tap now; the wishlist page shows the merged product and the size she waits for.
  await page.getByRole('button', { name: new RegExp(`Notify me when it's back \\(size ${size}\\)`) }).click();
  await expect(page.getByRole('status').filter({ hasText: "We'll text you when it's back" })).toBeVisible();
  await checkAtWidths(page, 'product-back-in-stock');
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Sizes you are waiting for' });
  await expect(waiting.getByRole('listitem')).toHaveText([
    `${product.title} Size ${size}: we'll text you when it's back`,
  ]);
  await checkAtWidths(page, 'wishlist');

  // The owner adds stock for that size through the back office's API.
  const restock = await request.put(`/api/admin/products/${product._id}/stock`, {
    headers: { authorization: `Bearer ${staff}` },
    data: { reason: 'received', changes: [{ size, delta: 5 }] },
  });
  expect(restock.status(), await restock.text()).toBe(200);
  await owner.close();

  // Her text arrives through the job queue.
  await expect
    .poll(async () => (await textsTo(request, phone)).filter((body) => body.includes('is back in stock')))
    .toEqual([expect.stringContaining(`in size ${size} is back in stock. Buy it at`)]);

  // She buys that size.
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(product.title).first()).toBeVisible();
});

import { expect, test, type APIRequestContext, type Page } from '../journey-test';
import { registerShopper, settle, signIn, SHOPPER_PASSWORD, type SeededProduct, type Shopper } from '../fixtures';

// What a shopper asked for survives the forced login (Add to Cart, Buy Now), and carts are neither
// lost nor leaked across logins: merged at login, an emptied cart reaches the server, and the cart
// of a session that ended without a logout is cleared (docs/deviations.md).

type Line = { id: string; selectedSize: string; quantity: number };
const summary = (cart: Line[]) => cart.map((line) => `${line.id}/${line.selectedSize}×${line.quantity}`);

async function seeded(request: APIRequestContext): Promise<SeededProduct[]> {
  return (await (await request.get('/api/client/products')).json()) as SeededProduct[];
}

/** A seeded product with at least `min` left in `size`, other than those in `not`. */
async function productWith(request: APIRequestContext, size: string, min: number, not: string[] = []) {
  const product = (await seeded(request)).find((p) => !not.includes(p._id) && (p.stockBySize[size] ?? 0) >= min);
  if (!product) throw new Error(`the seed has no product with ${min} left in ${size}`);
  return product;
}

async function serverCart(request: APIRequestContext, shopper: Shopper): Promise<string[]> {
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
  return summary(((await me.json()) as { cart: Line[] }).cart);
}

/** Logs in on /login with the phone and password, as a shopper does. */
async function logIn(page: Page, shopper: Shopper) {
  await expect(page).toHaveURL(/\/login$/);
  // The Login tab opens on the code (docs/decisions/111-sign-in-by-otp.md); the password form is one press away.
  await page.getByRole('button', { name: 'Sign in with password instead' }).click();
  await page.getByLabel(/Phone number/).fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

async function choose(page: Page, size: string, quantity: number) {
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < quantity; i += 1) await plus.click();
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText(String(quantity));
}

function cartRow(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
}

test('an anonymous Add to Cart of XL × 3 is in the cart after the login, back on the product page', async ({
  page,
  request,
}) => {
  const product = await productWith(request, 'XL', 3);
  const shopper = await registerShopper(request);
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await choose(page, 'XL', 3);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await logIn(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size XL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect.poll(() => serverCart(request, shopper)).toEqual([`${product._id}/XL×3`]);

  await page.goto('/cart');
  await expect(
    cartRow(page, product.title).getByRole('group', { name: `Quantity of ${product.title} (XL)` }),
  ).toContainText('3');
});

test('an anonymous Buy Now of XL × 3 opens checkout with that line after the login', async ({ page, request }) => {
  const product = await productWith(request, 'XL', 3);
  const shopper = await registerShopper(request);
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await choose(page, 'XL', 3);
  await page.getByRole('button', { name: 'Buy Now' }).click();

  await logIn(page, shopper);
  await expect(page).toHaveURL(/\/checkout$/);
  const summaryRegion = page.getByRole('region', { name: 'Your order' });
  await expect(summaryRegion.getByText(product.title)).toBeVisible();
  await expect(summaryRegion.getByText(/Size XL · Qty 3 ×/)).toBeVisible();
  // Buy Now does not touch the cart (docs/rules/checkout.md#behaviour).
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test("at login a guest's line and the account's server cart are merged: the cart shows both", async ({
  page,
  request,
}) => {
  const serverProduct = await productWith(request, 'M', 1);
  const guestProduct = await productWith(request, 'L', 2, [serverProduct._id]);
  const shopper = await registerShopper(request);
  const stored = await request.post('/api/auth/update-cart', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: {
      cart: [
        {
          id: serverProduct._id,
          title: serverProduct.title,
          price: serverProduct.pricesBySize.M ?? 0,
          selectedSize: 'M',
          quantity: 1,
          stockBySize: serverProduct.stockBySize,
        },
      ],
    },
  });
  expect(stored.ok(), await stored.text()).toBe(true);

  await page.goto(`/product/${guestProduct._id}`);
  await settle(page);
  await choose(page, 'L', 2);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await logIn(page, shopper);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  // The merged cart reaches the server; only then is the page reloaded (a reload before the push lands opens the
  // server's older cart: a known gap, see the cart store's setOwner).
  await expect
    .poll(() => serverCart(request, shopper))
    .toEqual([`${serverProduct._id}/M×1`, `${guestProduct._id}/L×2`]);

  await page.goto('/cart');
  await expect(cartRow(page, serverProduct.title)).toHaveCount(1);
  await expect(cartRow(page, guestProduct.title).getByRole('group', { name: /^Quantity of/ })).toContainText('2');
});

test('removing the last item reaches the server: after logout and login the cart is empty', async ({
  page,
  request,
}) => {
  const product = await productWith(request, 'M', 1);
  const shopper = await signIn(page, request);
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await page.getByRole('button', { name: 'Size M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();
  await expect.poll(() => serverCart(request, shopper)).toEqual([`${product._id}/M×1`]);

  await page.goto('/cart');
  await cartRow(page, product.title)
    .getByRole('button', { name: `Remove ${product.title}` })
    .click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect.poll(() => serverCart(request, shopper)).toEqual([]);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await logIn(page, shopper);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('a session revoked elsewhere clears its cart at the next visit; the next account does not get it', async ({
  page,
  request,
}) => {
  const product = await productWith(request, 'M', 2);
  const first = await signIn(page, request, 'Ravi Kumar');
  await page.goto(`/product/${product._id}`);
  await settle(page);
  await choose(page, 'M', 2);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect.poll(() => serverCart(request, first)).toEqual([`${product._id}/M×2`]);

  // The session ends outside this browser (a logout elsewhere revokes the token).
  const revoked = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${first.token}` } });
  expect(revoked.ok()).toBe(true);

  await page.goto('/');
  await settle(page);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  // The header shows the empty cart as soon as the store is cleared; the browser's copy is written just after.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vastra_cart'))).toBeNull();

  const next = await registerShopper(request, 'Meera Iyer');
  await page.goto('/login');
  await settle(page);
  await logIn(page, next);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await serverCart(request, next)).toEqual([]);
});

import { expect, test, type APIRequestContext } from '../journey-test';
import { photoFiles, placeCodOrder, signInToAdmin, STAFF_SESSION_COOKIE, staffToken } from '../admin-steps';
import { registerShopper, settle, signIn, type SeededProduct } from '../fixtures';
import { expectNoSeriousAxeViolations, sidewaysScroll } from '../page-checks';

// The back office as a new owner meets it: sign in with password and code, create a product with
// photos and stock, see it on the shop, change its price and stock, archive it while an old order of it
// still shows, import stock from a CSV with a bad row, and a dashboard that counts the orders placed.

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    Math.round(paise / 100),
  );

async function statusOfWith(request: APIRequestContext, auth: Record<string, string>, id: string) {
  const res = await request.get(`/api/admin/products/${id}`, { headers: auth });
  return ((await res.json()) as { status: string }).status;
}

type Summary = { current: { orders: number; grossSalesPaise: number; netSalesPaise: number } };

test('an owner signs in, adds a product with photos and stock, edits, archives and imports stock', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const title = `Chikankari Kurti ${Date.now() % 100_000}`;

  await test.step('sign in with password and the SMS code', async () => {
    await signInToAdmin(page, request);
    await expectNoSeriousAxeViolations(page);
  });

  await test.step("the session is an httpOnly cookie: nothing the page's scripts can read holds it", async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const readable = await page.evaluate(() => ({
      cookie: document.cookie,
      stored: [localStorage, sessionStorage].flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? ''),
      ),
    }));
    expect(readable.cookie).not.toContain(STAFF_SESSION_COOKIE);
    expect([readable.cookie, ...readable.stored].join(' ')).not.toContain(cookie?.value ?? 'no cookie');
  });
  const auth = { authorization: `Bearer ${await staffToken(page)}` };
  const statusOf = (id: string) => statusOfWith(request, auth, id);

  await test.step('the dashboard counts the orders placed', async () => {
    const before = (await (await request.get('/api/admin/summary?range=30d', { headers: auth })).json()) as Summary;
    const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
    const lines = products
      .flatMap((product) => {
        const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 3);
        return size ? [{ product, size, price: product.pricesBySize[size] ?? 0 }] : [];
      })
      .slice(0, 2);
    const shopper = await registerShopper(request, 'Kavya Menon');
    for (const line of lines) await placeCodOrder(request, shopper, line);
    const placedPaise = lines.reduce((sum, line) => sum + Math.round(line.price * 100), 0);

    await page.goto('/admin?range=30d');
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    await expect(orders).toContainText((before.current.orders + 2).toLocaleString('en-IN'));
    const gross = page.getByRole('region', { name: 'Gross sales', exact: true });
    await expect(gross).toContainText(rupees(before.current.grossSalesPaise + placedPaise));
    const net = page.getByRole('region', { name: 'Net sales', exact: true });
    await expect(net).toContainText(rupees(before.current.netSalesPaise + placedPaise));
    await expectNoSeriousAxeViolations(page);
  });

  let productId = '';
  await test.step('create a product with two sizes and their stock', async () => {
    // At phone width the navigation sits behind the Menu button.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'New product' }).click();
    // The list's "Search by title" box is a Title too until the form has replaced the list: wait for the form.
    const form = page.getByRole('form', { name: 'New product' });
    await expect(form).toBeVisible();
    await form.getByLabel('Title', { exact: true }).fill(title);
    // Exact: "Description in Hindi (optional)" follows it.
    await form
      .getByLabel('Description (optional)', { exact: true })
      .fill('Hand-embroidered cotton kurti from Lucknow.');
    await form.getByLabel('Category', { exact: true }).selectOption('kurti');
    await page.getByLabel('Size (size 1)', { exact: true }).fill('S');
    await page.getByLabel('Price (size 1)', { exact: true }).fill('999');
    await page.getByLabel('Stock (size 1)', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByLabel('Size (size 2)', { exact: true }).fill('M');
    await page.getByLabel('Price (size 2)', { exact: true }).fill('1099');
    await page.getByLabel('Stock (size 2)', { exact: true }).fill('3');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    productId = /\/admin\/products\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    expect(productId).not.toBe('');
  });

  await test.step('upload three photos and make it active', async () => {
    const files = await photoFiles(testInfo.outputDir, 3);
    await page.getByLabel('Photos to upload').setInputFiles(files);
    await expect(page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Alt text (photo 1)').fill('Chikankari kurti, front');
    await page.getByRole('button', { name: 'Save order & alt text' }).click();
    await page.getByLabel('Status').selectOption('active');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => statusOf(productId)).toBe('active');
    await expectNoSeriousAxeViolations(page);
  });

  await test.step('the shop shows it with responsive photos', async () => {
    await page.goto('/shop?category=kurti');
    await settle(page);
    const card = page.getByRole('link', { name: new RegExp(title) }).first();
    await expect(card).toBeVisible();
    const picture = page.locator('picture', { has: page.locator(`img[src*="/media/products/"]`) }).first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/products\/.+ 320w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /640w/);
    await expect(picture.locator('img')).toHaveAttribute('width', '1200');
    await expect(picture.locator('img')).toHaveAttribute('height', '1600');
    const photo = await request.get(
      (await picture.locator('img').getAttribute('src'))?.replace(/^https?:\/\/[^/]+/, '') ?? '',
    );
    expect(photo.status()).toBe(200);
    expect(photo.headers()['cache-control']).toContain('immutable');
  });

  await test.step('a price and stock change reaches the shop', async () => {
    await page.goto(`/product/${productId}`);
    await settle(page);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/admin/products/${productId}`);
    await page.getByLabel('Price (size 1)', { exact: true }).fill('899');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    await page.getByLabel('Set a new count').check();
    await page.getByLabel('New count for size M').fill('0');
    await page.getByLabel('Reason', { exact: true }).selectOption('correction');
    await page.getByRole('button', { name: 'Save stock' }).click();
    await expect(page.getByRole('list', { name: 'Stock changes' })).toContainText('3 → 0');

    await page.goto(`/product/${productId}`);
    await settle(page);
    await expect(page.getByRole('button', { name: 'Size M (out of stock)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Size S', exact: true }).click();
    await expect(page.getByText('₹899').first()).toBeVisible();
  });

  await test.step('archived, it leaves the shop while its order still shows', async () => {
    const shopper = await signIn(page, request, 'Ritu Sharma');
    const orderId = await placeCodOrder(request, shopper, {
      product: { _id: productId, title },
      size: 'S',
      price: 899,
    });
    await page.goto(`/admin/products/${productId}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect.poll(async () => statusOf(productId)).toBe('archived');

    await page.goto('/shop?category=kurti');
    await settle(page);
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText(title).first()).toBeVisible();
  });

  await test.step('a stock CSV with a bad row is refused before anything changes', async () => {
    await page.goto('/admin/stock/import');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Or paste the CSV').fill(`productId,size,stock\n${productId},S,9\n${productId},XXL,4\n`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('This product has no such size').first()).toBeVisible();
    await expect(page.getByText('1 change, 1 error')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Apply/ })).toBeDisabled();
    const product = (await (await request.get(`/api/admin/products/${productId}`, { headers: auth })).json()) as {
      variants: { size: string; stock: number }[];
    };
    expect(product.variants.find((v) => v.size === 'S')?.stock).toBe(4);
  });
});

const SCREENS = [
  '/admin',
  '/admin/products',
  '/admin/products/new',
  '/admin/stock/import',
  '/admin/staff',
  '/admin/activity',
] as const;

for (const width of [390, 1280]) {
  test(`every back-office screen at ${width}px: no serious axe violations, no sideways scroll`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await signInToAdmin(page, request);
    const auth = { authorization: `Bearer ${await staffToken(page)}` };
    const list = (await (await request.get('/api/admin/products?limit=1', { headers: auth })).json()) as {
      items: { id: string }[];
    };
    const screens = [...SCREENS, `/admin/products/${list.items[0]?.id ?? ''}`];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      const sideways = await sidewaysScroll(page);
      expect(sideways, path).toBeLessThanOrEqual(0);
      if (process.env.ADMIN_SHOTS_DIR) {
        const name = path.replace(/^\/admin\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'dashboard';
        await page.screenshot({ path: `${process.env.ADMIN_SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
      }
    }
  });
}

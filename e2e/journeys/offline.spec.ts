import { expect, test, type Page } from '../journey-test';
import { productInStock } from '../checkout-steps';
import { settle, signIn, skipPromoPopup } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Installable and kind to a weak signal (docs/decisions/124-installable-and-offline.md): the shop passes Chromium's
// install checks, its service worker keeps the pages, answers and photos a shopper has seen so they open again
// offline with her bag, and a screen that cannot load says "You are offline" in the shop's words.

/** Whether a request from the page reaches the server: through the worker, so it proves the worker is offline too. */
const reachesServer = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/ready', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );

/** Opens `path` and waits until the worker controls the page: it claims its pages once it has kept the shop's files. */
async function openWithWorker(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  // It fetches some 80 files first: on a busy machine that can take longer than an expectation's usual wait.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 45_000 })
    .toBe(true);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the shop installs, and the pages a shopper has seen open offline with her bag kept', async ({
    page,
    context,
    request,
  }) => {
    await skipPromoPopup(page);
    await signIn(page, request, 'Ritu Sharma');
    const { product, size } = await productInStock(request, 5);
    const unseen = await productInStock(request, 6);

    await openWithWorker(page, '/shop');

    // Chromium finds nothing missing to install the shop as an app, in the shop's name.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A throw-away browser profile is always "incognito" to Chromium; anything else would stop the install.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Vastra', display: 'standalone', start_url: '/' });

    // She opens a product from the shop (inside the app: no page is fetched for it) and puts a size in her bag.
    await page.goto(`/shop?q=${encodeURIComponent(product.title)}`);
    await settle(page);
    await page.getByRole('link', { name: product.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // The signal drops. Playwright cuts the service worker's network with its own call to the browser, which may land a
    // moment after the page's: wait until a request through the worker no longer reaches the server.
    await context.setOffline(true);
    await expect.poll(() => reachesServer(page)).toBe(false);

    // The product she saw opens again, drawn from what the worker kept, and so does the shop and her bag.
    await page.reload();
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    // Its photo too: the seed's art drawn as a photo (decision 197), kept by the worker when she saw it.
    const photo = page.getByRole('img', { name: new RegExp(`^${product.title}, image 1 of`) });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await checkAtWidths(page, 'offline-product');
    await page.goto('/shop');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Her bag needs her session checked: the page says she is offline rather than asking her to sign in again.
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await checkAtWidths(page, 'offline-cart');

    // A product she never opened cannot be drawn: the page says why at once, in the shop's words.
    await page.goto(`/product/${unseen.product._id}`);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(
      page.getByText('Check your connection and try again. The pages you have seen still open.'),
    ).toBeVisible();
    await expect(page.getByText(unseen.product.title)).toHaveCount(0);
    await checkAtWidths(page, 'offline-unseen-product');

    // Back online, her bag is as she left it.
    await context.setOffline(false);
    await expect.poll(() => reachesServer(page)).toBe(true);
    await page.goto('/cart');
    await settle(page);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByText(product.title).first()).toBeVisible();
  });
});

test.describe('with the service worker, saving data', () => {
  test.use({ serviceWorkers: 'allow', extraHTTPHeaders: { 'Save-Data': 'on' } });

  test("an uploaded photo comes at its smallest width when the shopper's browser saves data", async ({
    page,
    context,
  }) => {
    await skipPromoPopup(page);
    await openWithWorker(page, '/');
    const fromWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().includes('/media/'))
        fromWorker.push(new URL(request.url()).pathname);
    });
    const folder = '/media/products/0b6f0b7e-6c53-4b4f-9d53-7a3c1f1c2e11-1200x1500';
    await page.evaluate((src) => {
      const photo = document.createElement('img');
      photo.alt = '';
      photo.src = src;
      document.body.append(photo);
    }, `${folder}/960.jpg`);
    await expect.poll(() => fromWorker).toEqual([`${folder}/320.jpg`]);
  });

  test("the seed's art comes drawn at its smallest width when the shopper's browser saves data", async ({
    page,
    context,
    request,
  }) => {
    const { product } = await productInStock(request, 7);
    // Its first image's path (the API may give it with the shop's origin), without `.svg`.
    const art = new URL(product.images[0] ?? '', 'http://shop.test').pathname.replace(/\.svg$/, '');
    await skipPromoPopup(page);
    await openWithWorker(page, '/');
    const fromWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().includes(art)) fromWorker.push(new URL(request.url()).pathname);
    });
    await page.evaluate((src) => {
      const photo = document.createElement('img');
      photo.alt = '';
      photo.src = src;
      document.body.append(photo);
    }, `${art}-800.avif`);
    await expect.poll(() => fromWorker).toEqual([`${art}-320.avif`]);
  });
});

test('a screen that cannot load without a signal says "You are offline", not the browser\'s error', async ({
  page,
  context,
}) => {
  await skipPromoPopup(page);
  await page.goto('/');
  await settle(page);
  // The page has everything it asked for, and has taken over its parts loaded after the paint, the footer among
  // them (`goto` waits for that: before, its Contact is a plain link to a page the browser cannot fetch offline)...
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  // ...but the contact page's code has not been loaded yet.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(
    page.getByText('Check your connection and try again. The pages you have seen still open.'),
  ).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  await checkAtWidths(page, 'offline-screen');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We’d love to hear from you' })).toBeVisible();
});

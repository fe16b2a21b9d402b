import { expect, test, type APIRequestContext, type Page } from '../journey-test';
import { scrollToReviews, settle, signIn, type SeededProduct } from '../fixtures';

// Adversarial suite, XSS (browser half): OWASP filter-evasion payloads stored through the API as a name, an
// order's customer name and address, review comments and cart line titles render as inert text on
// every page that shows them. Each payload reports itself to window.__xss if it ever runs; a dialog,
// an injected element or a CSP violation (markup that got as far as the browser) fails the test too.

const hit = (tag: string) => `window.__xss.push('${tag}')`;
const NAME = `<img src=x onerror="${hit('name')}">`;
const CUSTOMER_NAME = `"><svg/onload=${hit('customer')}>`;
const ADDRESS = `<iframe src="javascript:${hit('address')}"></iframe> '';!--"<XSS>=&{()} <body onload=${hit('body')}>`;
const COMMENTS = [
  `<script>${hit('script')}</script>`,
  `<img src=x onerror=alert(1)>`,
  `<details open ontoggle=${hit('details')}>`,
  `<a href="javascript:${hit('href')}">click me</a>`,
];
const CART_TITLES = [
  `javascript:${hit('js-url')}`,
  `<IMG SRC="jav&#x09;ascript:${hit('tab')};">`,
  `<input autofocus onfocus=${hit('focus')}>`,
  `{{constructor.constructor("${hit('template')}")()}}`,
];

declare global {
  interface Window {
    __xss: string[];
    __csp: string[];
  }
}

/** Installs the tripwires before any page script: executed payloads, CSP violations, dialogs. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__xss = [];
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[], where: string) {
  // Handlers (onerror, onload, ontoggle) run once the page's images have loaded or failed and the
  // page has rendered a frame: wait for exactly that, not for a guessed 300 ms a loaded machine outruns.
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy')))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.__xss), `${where}: payloads ran`).toEqual([]);
  expect(await page.evaluate(() => window.__csp), `${where}: markup reached the browser`).toEqual([]);
  expect(dialogs, `${where}: a dialog opened`).toEqual([]);
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], iframe[src^="javascript"], details[ontoggle], ' +
          'a[href^="javascript"], input[onfocus], [onerror], [onload], ' +
          'script:not([src]):not([type="application/ld+json"])',
      ).length,
  );
  expect(injected, `${where}: elements injected`).toBe(0);
  // The server's JSON-LD is the one inline script a page may carry: each must still be one whole JSON value,
  // so a stored payload cannot have closed it early.
  const jsonLd = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent ?? ''),
  );
  for (const text of jsonLd) expect(() => JSON.parse(text) as unknown, `${where}: JSON-LD parses`).not.toThrow();
}

type Product = SeededProduct & { images: string[]; price: number };

async function inStock(request: APIRequestContext, count: number) {
  const products = (await (await request.get('/api/client/products')).json()) as Product[];
  // The cheapest first: other journeys add products (a spreadsheet import's), and a COD order is capped at ₹5,000.
  const picked = [...products]
    .sort((a, b) => a.price - b.price)
    .map((product) => ({ product, size: product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 3) }))
    .filter((p): p is { product: Product; size: string } => p.size !== undefined)
    .slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

test('script payloads stored as names, addresses, reviews and cart titles render as text and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = await watch(page);
  const shopper = await signIn(page, request, NAME);
  const auth = { authorization: `Bearer ${shopper.token}` };
  const picked = await inStock(request, COMMENTS.length);

  // An order with the payloads as customer name and address, delivered so its products can be reviewed.
  const customerInfo = {
    name: CUSTOMER_NAME,
    email: 'xss@example.com',
    phone: '9876543210',
    address: ADDRESS,
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pincode: '226001',
    notes: COMMENTS[0],
  };
  const items = picked.map(({ product, size }) => ({
    productId: product._id,
    title: product.title,
    size,
    quantity: 1,
    price: 1,
  }));
  const placed = await request.post('/api/orders/cod', {
    headers: auth,
    data: { customerInfo, items, totalAmount: 1, shippingCost: 0, paymentType: 'COD' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, { headers: auth });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { data } = (await booked.json()) as { data: { awb: string } };
  expect((await request.post(`/api/dev/shipments/${data.awb}/advance?to=delivered`)).ok()).toBe(true);
  for (const [i, { product }] of picked.entries()) {
    const review = await request.post(`/api/reviews/${product._id}`, {
      headers: auth,
      data: { rating: 4, comment: COMMENTS[i] },
    });
    expect(review.status(), await review.text()).toBe(201);
  }
  // A script URL as a line's image is refused outright (the API test covers it); the titles are kept.
  const scriptImage = await request.post('/api/auth/update-cart', {
    headers: auth,
    data: { cart: [{ id: picked[0]?.product._id, image: `javascript:${hit('image')}` }] },
  });
  expect(scriptImage.status()).toBe(400);
  const cart = picked.map(({ product, size }, i) => ({
    id: product._id,
    title: CART_TITLES[i],
    image: product.images[0],
    price: 799,
    selectedSize: size,
    quantity: 1,
  }));
  expect((await request.post('/api/auth/update-cart', { headers: auth, data: { cart } })).ok()).toBe(true);

  // The API gives every payload back byte for byte.
  const me = (await (await request.get('/api/auth/me', { headers: auth })).json()) as {
    fullName: string;
    cart: { title: string }[];
  };
  expect([me.fullName, me.cart.map((l) => l.title)]).toEqual([NAME, CART_TITLES]);

  for (const [i, { product }] of picked.entries()) {
    await page.goto(`/product/${product._id}`);
    await settle(page);
    await scrollToReviews(page);
    // .first(): a retry of this test on the same database adds the same comment again.
    await expect(page.getByText(COMMENTS[i] ?? '', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(NAME, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs, `product ${i}`);
  }

  await page.goto('/profile');
  await settle(page);
  await expect(page.getByText(NAME, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs, '/profile');

  await page.goto('/cart');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Your Shopping Cart' })).toBeVisible();
  for (const title of CART_TITLES) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs, '/cart');

  await page.goto('/orders');
  await settle(page);
  await expect(page.getByText(CUSTOMER_NAME, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs, '/orders');

  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await expect(page.getByText(CUSTOMER_NAME, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(ADDRESS).first()).toBeVisible();
  await expectInert(page, dialogs, `/orders/${orderId}`);
});

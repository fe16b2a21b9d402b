import { expect, test, type Page } from '../journey-test';
import { hi } from '../../apps/web/src/lib/i18n/hi';
import { deliver } from '../after-delivery-steps';
import { e164, signIn, skipPromoPopup, type SeededProduct } from '../fixtures';
import { checkAtWidths, expectNoSeriousAxeViolations, WHOLE_PAGE } from '../page-checks';

// docs/decisions/136-hindi-storefront.md: a shopper switches the shop to Hindi; the choice is remembered and the server
// draws the pages in it; she searches as she types ("sadi", and in Devanagari) and checks out in Hindi. The texts
// asserted are the Hindi catalogue's own (so a page still in English fails here), with the values put in. Her order's
// text comes in Hindi too (docs/decisions/145-order-texts-in-hindi.md). Her order's page, My Orders and, once
// delivered, the order page's returns and its dialog name the saree in Hindi (decisions 183 and 184): each axe-clean,
// with no sideways scroll, at 390 and 1280 px (screenshots into SHOTS_DIR when set).

/** The Hindi of `english`, as the storefront shows it. */
function h(english: string, values: Record<string, string> = {}): string {
  const text = hi[english];
  if (typeof text !== 'string') throw new Error(`no Hindi for "${english}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, ...WHOLE_PAGE });
}

/** A saree with at least 5 of a size in stock, so this journey buys its own. */
async function aSaree(page: Page): Promise<{ product: SeededProduct; size: string }> {
  const products = (await (await page.request.get('/api/client/products')).json()) as (SeededProduct & {
    category: string;
  })[];
  for (const product of products.filter((p) => p.category === 'saree').reverse()) {
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 5);
    if (size) return { product, size };
  }
  throw new Error('the seeded shop has no saree in stock');
}

/** Searches from the navbar's field (behind its Search button on a phone), in Hindi. */
async function search(page: Page, text: string) {
  const field = page.getByRole('combobox', { name: h('Search products') });
  if (!(await field.isVisible())) await page.getByRole('button', { name: h('Search'), exact: true }).click();
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(`/shop?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: h('Results for "{q}"', { q: text }) })).toBeVisible();
  // A saree, titled in Hindi as the seed's products are (docs/decisions/178-seed-titles-in-hindi.md).
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(/ साड़ी$/u);
}

test('at 390px she switches to Hindi, finds sarees as "sadi" and "साड़ी", and checks out in Hindi', async ({
  page,
  request,
}) => {
  await skipPromoPopup(page);
  const shopper = await signIn(page, request, 'Sunita Devi');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'हिन्दी' }).click();

  // Redrawn at once, in Hindi, and remembered for the pages the server draws.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const nav = page.getByRole('navigation', { name: h('Main') });
  await expect(nav.getByRole('link', { name: h('Shop'), exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'English' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'vastra_lang')?.value).toBe('hi');
  const drawn = await (await page.request.get('/shop')).text();
  expect(drawn).toContain('<html lang="hi-IN"');
  expect(drawn).toContain(`>${h('Shop')}</a>`);
  // The tab's title too, before the app runs (docs/decisions/182-page-titles-in-the-shoppers-language.md).
  expect(drawn).toContain(`<title>${h('Shop')} | `);
  await shot(page, 'hindi-home-390');

  await search(page, 'sadi');
  await shot(page, 'hindi-search-sadi-390');
  await search(page, 'साड़ी');
  await expectNoSeriousAxeViolations(page);

  const { product, size } = await aSaree(page);
  await page.goto(`/product/${product._id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: `${h('Size')} ${size}`, exact: true }).click();
  await page.getByRole('button', { name: h('Add to Cart') }).click();
  await expect(page.getByRole('status').filter({ hasText: h('Item added to cart!') })).toBeVisible();
  await shot(page, 'hindi-product-390');

  await page.goto('/cart');
  await page.getByRole('button', { name: h('Proceed to Checkout') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: h('Billing Details') })).toBeVisible();
  // The bag names the saree by its Hindi title (docs/decisions/178-seed-titles-in-hindi.md).
  const items = page.getByRole('list', { name: h('Items in your order') });
  await expect(items).toContainText(product.hindi?.title || product.title);
  await page.getByRole('textbox', { name: startsWith(h('Town / City')) }).fill('Lucknow');
  await page.getByRole('textbox', { name: startsWith(h('PIN code')) }).fill('226001');
  await expect(page.getByRole('combobox', { name: startsWith(h('State')) })).toHaveValue('Uttar Pradesh');
  await page.getByRole('radio', { name: new RegExp(escaped(h('Cash on Delivery'))) }).check();
  // The address's checks speak Hindi too: the street left out.
  await page.getByRole('button', { name: h('Place Order') }).click();
  await expect(page.getByText(h('Please enter your street address.'))).toBeVisible();
  await shot(page, 'hindi-checkout-check-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'hindi-checkout-check-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: startsWith(h('Street address')) }).fill('12, हज़रतगंज');
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'hindi-checkout-390');
  await page.getByRole('button', { name: h('Place Order') }).click();

  const dialog = page.getByRole('dialog', { name: h('Order placed successfully') });
  await expect(dialog).toContainText(h('Your Cash on Delivery order has been placed.'));
  await shot(page, 'hindi-order-placed-390');

  const outbox = `/api/dev/sms-outbox?phone=${encodeURIComponent(e164(shopper.phone))}`;
  const placedText = async () =>
    ((await (await request.get(outbox)).json()) as { body: string }[]).find((m) => m.body.startsWith('धन्यवाद!'))
      ?.body ?? '';
  await expect
    .poll(placedText)
    .toMatch(/^धन्यवाद! आपका ऑर्डर #[0-9A-F]{8} \(₹[\d,]+\.\d\d\) मिल गया है। इसे ट्रैक करें: \S+\/t\/[\w-]+ - \S+$/);

  // Her order's page names the saree by its Hindi title, kept with the order
  // (docs/decisions/183-orders-keep-hindi-titles.md).
  await dialog.getByRole('link', { name: h('Track this order') }).click();
  const hindiTitle = product.hindi?.title || product.title;
  const ordered = page.getByRole('region', { name: h('Products') });
  await expect(ordered.getByRole('link', { name: hindiTitle })).toBeVisible();
  const orderId = /\/orders\/([^/?#]+)$/.exec(page.url())?.[1] ?? '';
  const heading = page.getByRole('heading', { level: 1, name: startsWith(h('Order {id}', { id: '' })) });
  await expect(heading).toBeVisible();
  const orderHeading = (await heading.textContent()) ?? '';
  await checkAtWidths(page, 'hindi-order');

  // My Orders, from the order page's link back: her order's card names the saree in Hindi too.
  const backToOrders = page.getByRole('main').getByRole('link', { name: h('My Orders') });
  await backToOrders.click();
  await expect(page).toHaveURL('/orders');
  const card = page.getByRole('article', { name: orderHeading });
  await expect(card).toContainText(hindiTitle);
  await checkAtWidths(page, 'hindi-my-orders');

  // Delivered, the order page's returns name the saree by the Hindi title the order kept
  // (docs/decisions/184-returns-name-products-in-hindi.md).
  await deliver(request, shopper, orderId);
  await page.goto(`/orders/${orderId}`);
  const returns = page.getByRole('region', { name: h('Returns and exchanges') });
  await expect(returns).toContainText(hindiTitle);
  const variant = h('size {size}', { size });
  const returnIt = returns.getByRole('button', {
    name: h('Return or exchange {title}, {variant}', { title: hindiTitle, variant }),
  });
  await expect(returnIt).toBeVisible();
  await checkAtWidths(page, 'hindi-order-delivered');
  await returnIt.click();
  const asked = page.getByRole('dialog', { name: h('Return or exchange') });
  await expect(asked).toContainText(`${hindiTitle}, ${variant}`);
  await checkAtWidths(page, 'hindi-return-dialog');
  // The dialog scrolls within itself on a phone: its end too, as the screen shows it.
  await page.setViewportSize({ width: 390, height: 844 });
  await asked.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(asked.getByRole('button', { name: h('Send request') })).toBeInViewport();
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/hindi-return-dialog-end-390.png` });
  }
});

test('a Hindi product page arrives drawn in Hindi, and the footer switches back to English at 1280px', async ({
  page,
  browser,
}) => {
  const { product } = await aSaree(page);
  const origin = test.info().project.use.baseURL ?? '';
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  await withoutScripts.addCookies([{ name: 'vastra_lang', value: 'hi', url: origin }]);
  const plain = await withoutScripts.newPage();
  await plain.goto(`${origin}/product/${product._id}`);
  // The seed's products have a Hindi title (docs/decisions/178-seed-titles-in-hindi.md): the page's heading.
  const heading = product.hindi?.title || product.title;
  await expect(plain.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect((await plain.title()).startsWith(`${heading} | `)).toBe(true);
  await expect(plain.getByRole('button', { name: h('Add to Cart') })).toBeVisible();
  await withoutScripts.close();

  await skipPromoPopup(page);
  await page.context().addCookies([{ name: 'vastra_lang', value: 'hi', url: origin }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('button', { name: h('Add to Cart') })).toBeVisible();
  // Devanagari is never letter-spaced (apps/web/src/index.css): the footer's spaced-out headings join their letters.
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: h('Customer Care') })).toHaveCSS(
    'letter-spacing',
    'normal',
  );
  await checkAtWidths(page, 'hindi-product');

  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }),
  ).toBeVisible();
});

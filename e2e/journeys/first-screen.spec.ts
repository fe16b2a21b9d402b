import { expect, test, type Page } from '../journey-test';
import type { SeededProduct } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// docs/decisions/135-first-screens-drawn-on-the-server.md: the shop's first screens arrive drawn; with JavaScript the
// app takes them over without drawing them again or asking for what the page brought.

type Product = SeededProduct & {
  title: string;
  price: number;
  pricesBySize: Record<string, number>;
  stock: number;
  images: string[];
};

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** At 390 and 1280 px into SHOTS_DIR when it is set (axe needs the page's JavaScript: checkAtWidths runs it). */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png` });
  }
}

async function aProduct(page: Page): Promise<Product> {
  const products = (await (await page.request.get('/api/client/products')).json()) as Product[];
  // One price for every size: the page shows its chosen size's price, whichever size that is. (Other journeys add
  // products beside the seed's and change prices, so the first product listed may be any.)
  const product = products.find(
    (p) => p.stock > 0 && p.images.length > 0 && new Set(Object.values(p.pricesBySize)).size === 1,
  );
  if (!product) throw new Error('the seeded shop has no product in stock with photos and one price');
  return product;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a product page's HTML shows the product, its price, sizes and photo before any script runs", async ({
    page,
  }) => {
    const product = await aProduct(page);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByText(rupees(product.price)).first()).toBeVisible();
    for (const size of product.sizes) {
      await expect(page.getByRole('button', { name: new RegExp(`^Size ${size}\\b`) })).toBeVisible();
    }
    await expect(page.locator('main img').first()).toHaveAttribute('alt', new RegExp(`^${escaped(product.title)}`));
    await screenshots(page, 'first-screen-product-no-js');
  });

  test('the shop, a search and a collection arrive with their products drawn', async ({ page }) => {
    const product = await aProduct(page);
    await page.goto(`/shop?q=${encodeURIComponent(product.title)}`);
    await expect(page.getByRole('heading', { level: 3, name: product.title }).first()).toBeVisible();
    await page.goto('/collections/under-999');
    await expect(page.getByRole('heading', { level: 1, name: 'Under ₹999' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await screenshots(page, 'first-screen-home-no-js');
  });
});

test('the app takes a drawn product page over: the same elements, no request for what the page brought', async ({
  page,
}) => {
  const product = await aProduct(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/client/products')) asked.push(path);
  });
  // The heading as parsed from the HTML, before any script has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnTitle?: Element | null }).drawnTitle = document.querySelector('main h1');
    });
  });
  await page.goto(`/product/${product._id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const same = await page.evaluate(() => {
    const drawn = (window as { drawnTitle?: Element | null }).drawnTitle;
    return drawn !== null && drawn !== undefined && drawn === document.querySelector('main h1') && drawn.isConnected;
  });
  expect(same).toBe(true);
  // Taken over: the size picker answers.
  const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) > 0) ?? '';
  const button = page.getByRole('button', { name: `Size ${size}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(asked).toEqual([]);
  await checkAtWidths(page, 'first-screen-product');
});

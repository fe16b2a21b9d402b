import { expect, test, type Locator, type Page } from '../journey-test';
import { settle, signIn, type SeededProduct } from '../fixtures';
import { animationsSettled, checkAtWidths } from '../page-checks';

// Small things of a shopper's day (docs/decisions/102-shopper-polish.md): on a phone the product page's price and
// buttons stay within reach while the shopper scrolls, and the toast of an add covers neither the logo nor the bag.

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test('on a phone the buy bar stays in reach to the page end; its toast leaves the logo and the bag clear', async ({
  page,
  request,
}) => {
  // Two widths, each with its screenshots, then axe at both.
  test.setTimeout(120_000);
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  const choice = products
    .flatMap((product) => {
      const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 5);
      return size ? [{ product, size }] : [];
    })
    .at(-4);
  if (!choice) throw new Error('the seed has too few products in stock');
  await signIn(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product/${choice.product._id}`);
  await settle(page);
  await page.getByRole('button', { name: `Size ${choice.size}`, exact: true }).click();

  await scrollToEnd(page);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await expect(add).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeInViewport();
  const rupees = choice.product.pricesBySize[choice.size] ?? 0;
  const price = `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(page.locator('[data-buy-bar]').getByText(price, { exact: true })).toBeVisible();
  // The page ends clear of the bar: at the end, the footer's last line sits above it. Sections below the fold (reviews,
  // related products) may still be arriving and lengthen the page, so the end is scrolled to again until it holds.
  await expect
    .poll(async () => {
      await scrollToEnd(page);
      const footer = await box(page.getByRole('contentinfo'));
      return footer.y + footer.height - (await box(page.locator('[data-buy-bar]'))).y;
    })
    .toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('product-bar-end-390.png') });

  await add.click();
  const toast = page.getByRole('status').filter({ hasText: 'Item added to cart!' });
  await expect(toast).toBeVisible();
  await animationsSettled(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const bag = await box(nav.getByRole('link', { name: /^Cart, \d+ items?$/ }));
  const logo = await box(nav.getByRole('link').first());
  const shown = await box(toast);
  expect(overlaps(shown, bag), 'the toast covers the bag').toBe(false);
  expect(overlaps(shown, logo), 'the toast covers the logo').toBe(false);
  await page.screenshot({ path: test.info().outputPath('product-toast-390.png') });

  // On a desktop the buttons stay where they are, under the quantity, and the bar's own price is not shown.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-buy-bar]').getByText(price, { exact: true })).toBeHidden();
  await expect(add).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('product-1280.png') });
  await scrollToEnd(page);
  await expect(add).not.toBeInViewport();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const desktopToast = page.getByRole('status').filter({ hasText: 'Item added to cart!' }).last();
  await expect(desktopToast).toBeVisible();
  await animationsSettled(page);
  expect(overlaps(await box(desktopToast), await box(nav.getByRole('link', { name: /^Cart, / })))).toBe(false);
  await page.screenshot({ path: test.info().outputPath('product-toast-1280.png') });
  await checkAtWidths(page, 'product-page');
});

test("the shop's filters tell the truth and fit; the phone menu lists the categories", async ({ page }) => {
  test.setTimeout(120_000);
  // 1280 × 800: sizes in size order with counts, a minimum price beside the maximum, "In stock only" not cut off.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop');
  await settle(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const sizes = filters.getByRole('group', { name: 'Size' }).getByRole('checkbox');
  await expect(sizes.first()).toBeAttached();
  const names = (await sizes.evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent ?? ''))).map((t) =>
    t.replace(/\s*\(\d+\)$/, ''),
  );
  const order = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free'];
  expect(names.filter((n) => order.includes(n))).toEqual(order.filter((n) => names.includes(n)));
  await expect(filters.getByRole('slider', { name: 'Minimum price' })).toBeVisible();
  await expect(filters.getByRole('slider', { name: 'Maximum price' })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'In stock only' })).toBeInViewport();
  const stock = await box(filters.getByText('In stock only'));
  expect(stock.y + stock.height).toBeLessThanOrEqual(800);
  await page.screenshot({ path: test.info().outputPath('shop-filters-1280.png') });

  // 390: the sheet's Apply bar sits on the sheet's edge; scrolled to the end, the last filter is clear of it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Sort / Filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sort and filter' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('slider', { name: 'Minimum price' })).toBeVisible();
  // The sheet rises 16 px into place: measured before its first frame, the sheet and its bar were 16 px apart (CI).
  await animationsSettled(page);
  const bar = sheet.locator('[data-sheet-actions]');
  const sheetBox = await box(sheet);
  const barBox = await box(bar);
  expect(Math.abs(barBox.y + barBox.height - (sheetBox.y + sheetBox.height))).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('shop-sheet-390.png') });
  await sheet.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const last = sheet.locator('fieldset, label').last();
  const lastBox = await box(last);
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await box(bar)).y);
  await page.screenshot({ path: test.info().outputPath('shop-sheet-end-390.png') });
  await sheet.getByRole('button', { name: 'Close' }).click();

  // The phone menu: a category in two taps.
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#primary-menu');
  await expect(menu.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('menu-categories-390.png') });
  await menu.getByRole('link', { name: 'Saree' }).click();
  await expect(page).toHaveURL(/\/shop\?category=saree$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Category: Saree' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shop: Saree \| /);
  await page.goto('/shop?category=nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shop \| /);
  await checkAtWidths(page, 'shop-filters');
});

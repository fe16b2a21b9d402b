import { expect, test, type Page } from '../journey-test';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { skipPromoPopup } from '../fixtures';

// Browsing as a visitor against the seeded catalogue: home, category tile, price filter, the promo
// popup's timing and 'Don't show again', and an axe check of / and /shop.

async function settle(page: Page) {
  // The app has rendered, and the logo loader that covers it until the screen's code has loaded is gone
  // (docs/rules/ui.md#routes).
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('logo-loader')).toHaveCount(0);
}

async function productCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ products?$/).textContent()) ?? '';
  return Number.parseInt(text, 10);
}

test('home shows the hero slider, its dots and the category tiles', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Big Deals on Top Brands!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(page.getByRole('heading', { name: 'New Arrivals Just Dropped' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
  for (const [name, category] of [
    ['Kurti', 'kurti'],
    ['T-Shirt', 't-shirt'],
    ['Saree', 'saree'],
    ['Shorts', 'shorts'],
  ]) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/shop?category=${category}`);
  }
  await expect(page.getByRole('heading', { name: 'Top Picks in Kurti' })).toBeVisible();
});

test('a category tile opens the shop filtered to it, and the price slider narrows the list', async ({ page }) => {
  // A visitor who chose "Don't show again": on a loaded machine this journey outlasts the promo popup's 10 s timer,
  // and the popup would cover the filter button (the popup's own journey is below).
  await skipPromoPopup(page);
  await page.goto('/');
  await settle(page);
  await page.getByRole('link', { name: 'Kurti', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?category=kurti$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Category: Kurti' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'kurti' })).toHaveAttribute('aria-pressed', 'true');
  const kurtis = await productCount(page);

  await page.getByRole('button', { name: 'all' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  // The kurtis' count stays on screen until every product's answer arrives: wait for it to be replaced.
  await expect.poll(() => productCount(page)).toBeGreaterThan(kurtis);
  const before = await productCount(page);

  // On a phone the price slider is in the Sort / Filter sheet, applied with Apply.
  async function setMaxPrice(value: string) {
    await page.getByRole('button', { name: 'Sort / Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sort and filter' });
    const slider = sheet.getByRole('slider', { name: 'Maximum price' });
    await slider.fill(value);
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`maxPrice=${value}`));
  }
  await page.getByRole('button', { name: 'Sort / Filter' }).click();
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('1999');
  await page.keyboard.press('Escape');
  await setMaxPrice('749');
  await expect.poll(() => productCount(page)).toBeLessThan(before);
  await setMaxPrice('249');
  await expect(page.getByText('No products match your filters.')).toBeVisible();
});

test('a product card opens its product page', async ({ page }) => {
  await skipPromoPopup(page);
  await page.goto('/shop');
  await settle(page);
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  // A click anywhere on the card (here on its image) opens the product page.
  await card.click({ position: { x: 30, y: 60 } });
  await expect(page).toHaveURL(/\/product\/[\w-]+$/);
});

test("the promo popup opens 10 s after load and 'Don't show again' keeps it away in the session", async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await settle(page);
  await page.clock.fastForward(9_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?mode=login');
  await expect(dialog.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/login?mode=signup');
  await dialog.getByRole('button', { name: "Don't show again" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await settle(page);
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the popup closes on Escape and does not open on /contact', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  await settle(page);
  await page.clock.fastForward(12_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // On a phone the links sit in the collapsible menu.
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const [path, width, height] of [
  ['/', 390, 844],
  ['/shop', 390, 844],
  ['/', 1280, 800],
  ['/shop', 1280, 800],
] as const) {
  test(`axe finds no serious or critical violations on ${path} at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

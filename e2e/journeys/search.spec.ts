import { expect, test, type Page, type TestInfo } from '../journey-test';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { skipPromoPopup } from '../fixtures';

// Search, sort and filters against the seeded catalogue (apps/api/src/db/seed: titles such as
// "… Anarkali Kurti"): the navbar's suggestions, a misspelt search, the shop's state in the address
// (reload, Back), the phone's Sort / Filter sheet by tap and by keyboard, axe and screenshots at 390
// and 1280 px.

const PHONE = { width: 390, height: 844 };

// A visitor who chose "Don't show again" (browse.spec.ts tries the promo popup itself): its 10 s timer would
// otherwise take the focus from the search field or the sheet in the middle of a step.
test.beforeEach(async ({ page }) => {
  await skipPromoPopup(page);
});
const DESKTOP = { width: 1280, height: 800 };

async function settle(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('logo-loader')).toHaveCount(0);
}

async function productCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ products?$/).textContent()) ?? '';
  return Number.parseInt(text, 10);
}

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** The search field: at phone width behind the navbar's Search button. */
async function searchField(page: Page) {
  const field = page.getByRole('combobox', { name: 'Search products' });
  if (!(await field.isVisible())) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(field).toBeVisible();
  return field;
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`suggestions and a misspelt search find the Anarkali kurtis at ${viewport.width}px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await settle(page);
    await shot(page, testInfo, `search-${viewport.width}`);
    const field = await searchField(page);
    await field.click();
    await field.pressSequentially('anark');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(
      list
        .getByRole('option')
        .filter({ hasText: /Anarkali/ })
        .first(),
    ).toBeVisible();
    await shot(page, testInfo, `suggestions-${viewport.width}`);
    await expectNoSeriousAxeViolations(page);

    // Keyboard: the first option opens (a category's shop or a product page).
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    // A typo still finds them: "anarkalli" → results or a Did you mean link to the right spelling.
    await field.fill('anarkalli');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=anarkalli$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "anarkalli"' })).toBeVisible();
    const didYouMean = page.getByText(/^Did you mean/);
    await expect(page.getByRole('article').first().or(didYouMean)).toBeVisible();
    if (await didYouMean.isVisible()) await didYouMean.getByRole('link').click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect.poll(async () => (await cardTitles(page)).some((title) => /Anarkali/.test(title))).toBe(true);
    await shot(page, testInfo, `results-${viewport.width}`);

    // A search that finds nothing is no dead end: the shop's categories are offered.
    await page.goto('/shop?q=qwzxv');
    await expect(page.getByText('No products match your filters.')).toBeVisible();
    const categories = page.getByRole('list', { name: 'Categories to browse' });
    await expect(categories.getByRole('link', { name: 'Saree', exact: true })).toBeVisible();
    await shot(page, testInfo, `no-results-${viewport.width}`);
    await expectNoSeriousAxeViolations(page);
    await categories.getByRole('link', { name: 'Saree', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=saree$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
}

test('sort and filters change the results and survive reload and Back (desktop)', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/shop?q=kurti');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "kurti"' })).toBeVisible();
  const all = await productCount(page);
  expect(all).toBeGreaterThan(0);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('relevance');

  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/\/shop\?q=kurti&sort=price_asc$/);
  await expect
    .poll(async () => {
      const prices = await page
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.slice(0, 6).map((card) => Number(/₹([\d,]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, ''))),
        );
      return prices.every((price, i) => i === 0 || price >= (prices[i - 1] ?? 0));
    })
    .toBe(true);

  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/\/shop\?q=kurti&inStock=true&sort=price_asc$/);
  const size = page.getByRole('group', { name: 'Size' }).getByRole('checkbox').first();
  const label = size.locator('xpath=..');
  const sizeName = ((await label.textContent()) ?? '').split(' (')[0];
  await label.click();
  await expect(size).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(sizeName ?? '')}`));
  await expect.poll(() => productCount(page)).toBeLessThanOrEqual(all);
  await shot(page, testInfo, 'sort-filter-1280');
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await settle(page);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { checked: true })).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?q=kurti&inStock=true&sort=price_asc$/);
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?q=kurti&sort=price_asc$/);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
});

test("'Show more products' is a link to the next page and loads it in place", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/shop');
  await settle(page);
  const more = page.getByRole('link', { name: 'Show more products' });
  await expect(more).toHaveAttribute('href', /^\/shop\?cursor=/);
  const before = await page.getByRole('article').count();
  await more.click();
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before);
  await expect(page).toHaveURL(/\/shop$/);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the phone Sort / Filter sheet works by tap and by keyboard', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto('/shop');
    await settle(page);
    const all = await productCount(page);
    const opener = page.getByRole('button', { name: 'Sort / Filter' });

    // Tap.
    await opener.tap();
    const sheet = page.getByRole('dialog', { name: 'Sort and filter' });
    await expect(sheet).toBeVisible();
    await shot(page, testInfo, 'sort-filter-390');
    await expectNoSeriousAxeViolations(page);
    await sheet.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await sheet.getByText('In stock only').tap();
    await sheet.getByRole('button', { name: 'Apply' }).tap();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/shop\?inStock=true&sort=price_desc$/);
    await expect.poll(() => productCount(page)).toBeLessThanOrEqual(all);

    // Keyboard: focus stays inside, Escape closes and focus returns to the bar.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Clear all' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\?sort=price_desc$/);
    await expect(page.locator('body')).not.toHaveCSS('overflow-x', 'scroll');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`axe finds nothing serious on /shop with filters at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/shop?category=kurti&inStock=true&sort=price_asc');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Category: Kurti' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

import { expect, test } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { createProduct, unique } from '../after-delivery-steps';
import { settle, signIn, skipPromoPopup } from '../fixtures';
import { checkAtWidths, sidewaysScroll } from '../page-checks';

// Collections (docs/decisions/098-collections.md): the owner makes an automatic collection in the back office
// (kurtis up to ₹999 with the journey's own tag), shown in the menu; the shopper opens it from the menu and finds
// exactly the products that meet every condition; a shopper reading Hindi sees the title the owner wrote in Hindi, in
// the menu and on the page, drawn so by the server too, and the description she wrote in English only
// (docs/decisions/175-collections-in-hindi.md); an unknown collection is the shop's 404 page.

test('the owner makes an automatic collection; the shopper finds exactly its products from the menu', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = unique();
  const tag = `journey-${run}`.toLowerCase();
  await signInToAdmin(page, request);
  const token = await staffToken(page);
  const kurti = (title: string, price: number, tags?: string[]) =>
    createProduct(request, token, {
      title,
      category: 'kurti',
      sizes: { M: { price, stock: 3 } },
      ...(tags ? { tags } : {}),
    });
  const inIt = await kurti(`Mulmul Kurti ${run}`, 799, [tag]);
  const tooDear = await kurti(`Silk Kurti ${run}`, 1499, [tag]);
  const untagged = await kurti(`Plain Kurti ${run}`, 699);
  const saree = await createProduct(request, token, {
    title: `Chanderi Saree ${run}`,
    category: 'saree',
    sizes: { Free: { price: 799, stock: 2 } },
    tags: [tag],
  });

  await page.goto('/admin/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  const title = `Kurtis under ₹999 ${run}`;
  const hindiTitle = `₹999 तक की कुर्तियाँ ${run}`;
  const description = 'Light kurtis for every day, at ₹999 or less.';
  // Exactly: "Title in Hindi" and "Search engine title" name a title too.
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel(/^Description \(/).fill(description);
  await dialog.getByLabel(/^Title in Hindi/).fill(hindiTitle);
  await dialog.getByLabel('Every product that meets the conditions').check();
  await dialog.getByLabel('Show in navigation').check();
  await dialog.getByRole('button', { name: 'Add a condition' }).click();
  await dialog.getByLabel('Category', { exact: true }).selectOption('kurti');
  await dialog.getByRole('button', { name: 'Add a condition' }).click();
  await dialog.getByLabel('Condition 2', { exact: true }).selectOption('price');
  await dialog.getByLabel(/Highest price/).fill('999');
  await dialog.getByRole('button', { name: 'Add a condition' }).click();
  await dialog.getByLabel('Condition 3', { exact: true }).selectOption('tag');
  await dialog.getByLabel('Tag', { exact: true }).fill(tag);
  await checkAtWidths(page, 'admin-collection-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${title} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Automatic');
  await expect(row).toContainText('In the menu');
  await expect(row).toContainText(`In Hindi: ${hindiTitle}`);
  await checkAtWidths(page, 'admin-collections');

  // The shopper, in a browser of her own, opens it from the menu.
  const shopper = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await skipPromoPopup(shopper);
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.goto('/');
  await settle(shopper);
  await shopper.getByRole('link', { name: title, exact: true }).first().click();
  await expect(shopper).toHaveURL(/\/collections\/kurtis-under-999-/);
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const products = shopper.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('heading', { name: inIt.title })).toBeVisible();
  await expect(products.getByRole('listitem')).toHaveCount(1);
  for (const out of [tooDear, untagged, saree]) {
    await expect(shopper.getByRole('heading', { name: out.title })).toHaveCount(0);
  }
  await expect(shopper).toHaveTitle(new RegExp(`^${title}`));
  await checkAtWidths(shopper, 'collection-page');

  // In Hindi: the menu and the page say the title she wrote in Hindi; the description, written in English only, stays
  // English. The server draws it so too, before any script runs.
  const address = new URL(shopper.url());
  await shopper.context().addCookies([{ name: 'vastra_lang', value: 'hi', url: address.origin }]);
  await shopper.goto('/');
  await settle(shopper);
  await shopper.getByRole('link', { name: hindiTitle, exact: true }).first().click();
  await expect(shopper).toHaveURL(address.href);
  await expect(shopper.getByRole('heading', { level: 1, name: hindiTitle })).toBeVisible();
  await expect(shopper.getByText(description)).toBeVisible();
  await expect(shopper.getByRole('heading', { name: inIt.title })).toBeVisible();
  await expect(shopper).toHaveTitle(new RegExp(`^${hindiTitle}`));
  const html = await (await request.get(address.pathname, { headers: { cookie: 'vastra_lang=hi' } })).text();
  expect(html).toContain(`>${hindiTitle}</h1>`);
  expect(html).toContain(`>${hindiTitle}</a>`);
  await checkAtWidths(shopper, 'collection-page-hindi');
  await shopper.context().addCookies([{ name: 'vastra_lang', value: 'en', url: address.origin }]);

  // Signed in, with the collection's long title in the bar beside the greeting and the search: below 1,280 px the
  // links fold into the menu, from it they wrap; the page never scrolls sideways and the bag stays on screen.
  await signIn(shopper, request, 'Asha Conversation Verma');
  for (const width of [1024, 1280]) {
    await shopper.setViewportSize({ width, height: 900 });
    await shopper.goto('/');
    await settle(shopper);
    await expect(shopper.getByText('Hi, Asha Conversation Verma')).toBeAttached();
    const sideways = await sidewaysScroll(shopper);
    expect(sideways, `the bar at ${width}px`).toBeLessThanOrEqual(0);
    await expect(shopper.getByRole('link', { name: /^Cart/ })).toBeInViewport({ ratio: 1 });
  }

  // An unknown address is the shop's 404 page.
  await shopper.goto('/collections/no-such-collection');
  await expect(shopper.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await shopper.context().close();
});

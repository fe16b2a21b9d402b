import { expect, test } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { createProduct, unique } from '../after-delivery-steps';
import { settle, skipPromoPopup } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Categories the owner manages (docs/decisions/097-categories.md): the owner adds "Lehenga" with its HSN code, sizes
// and a size guide in the back office's Categories screen; a product goes into it; the shopper finds it under the new
// filter button on /shop and opens its size guide (cm, then inches) beside the size picker; in Hindi, its Hindi name.

test('the owner adds Lehenga with a size guide; the shopper filters by it and reads the guide', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await skipPromoPopup(page);
  await signInToAdmin(page, request);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Categories' });
  await expect(list.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: 'Add a category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name', { exact: true }).fill('Lehenga');
  await dialog.getByLabel(/^Name in Hindi/).fill('लहंगा');
  await dialog.getByLabel(/^HSN code/).fill('62044290');
  await dialog.getByLabel(/^Sizes/).fill('S, M, L');
  await dialog.getByLabel(/^Size guide measurements/).fill('Bust, Waist');
  await dialog.getByLabel(/^Size guide \(cm\)/).fill('S: 86, 71\nM: 91.5, 76\nL: 96.5, 81');
  await checkAtWidths(page, 'admin-category-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lehenga added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('listitem').filter({ hasText: 'Lehenga' });
  await expect(row).toContainText('HSN 62044290');
  await expect(list.getByRole('listitem')).toHaveCount(6);
  // Moved up one place: it is fifth of six.
  await page.getByRole('button', { name: 'Move Lehenga up' }).click();
  await expect(list.getByRole('listitem').nth(4)).toContainText('Lehenga');
  await checkAtWidths(page, 'admin-categories');

  // The product form offers it.
  await page.goto('/admin/products/new');
  await expect(page.getByLabel('Category', { exact: true }).locator('option', { hasText: 'Lehenga' })).toHaveCount(1);

  // A product in it (made through the API the form uses, with its photo, then active).
  const title = `Mirror Work Lehenga ${unique()}`;
  await createProduct(request, await staffToken(page), {
    title,
    category: 'lehenga',
    sizes: { S: { price: 4999, stock: 3 }, M: { price: 4999, stock: 4 } },
  });

  // The shopper finds it under the new button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shop');
  await settle(page);
  const lehenga = page.getByRole('button', { name: 'lehenga', exact: true });
  await lehenga.click();
  await expect(page).toHaveURL(/\/shop\?category=lehenga$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Category: lehenga' })).toBeVisible();
  await expect(lehenga).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await checkAtWidths(page, 'shop-lehenga');

  // Its size guide beside the size picker: cm, then inches.
  await page.getByRole('heading', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size guide: Lehenga' });
  const rowM = guide.getByRole('row', { name: /^M / });
  await expect(rowM.getByRole('cell')).toHaveText(['91.5', '76']);
  await expect(guide.getByRole('columnheader')).toHaveText(['Size', 'Bust (cm)', 'Waist (cm)']);
  await checkAtWidths(page, 'size-guide-cm');
  await guide.getByRole('button', { name: 'inches' }).click();
  await expect(rowM.getByRole('cell')).toHaveText(['36', '29.9']);
  await expect(guide.getByRole('columnheader')).toHaveText(['Size', 'Bust (in)', 'Waist (in)']);
  await checkAtWidths(page, 'size-guide-inches');

  // An unknown category in the address is the whole shop.
  await page.goto('/shop?category=nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

  // In Hindi the shop names it as the owner wrote it in Hindi (docs/decisions/172-category-names-in-hindi.md).
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(page.getByRole('button', { name: 'English' }).first()).toBeVisible();
  await page.goto('/shop?category=lehenga');
  await expect(page.getByRole('heading', { level: 1, name: 'कैटेगरी: लहंगा' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'लहंगा', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'साड़ी', exact: true })).toBeVisible();
});

import { expect, test } from '../journey-test';
import { photoFiles, signInToAdmin, staffToken } from '../admin-steps';
import { unique } from '../after-delivery-steps';
import { checkoutFromCart, fillBilling } from '../checkout-steps';
import { settle, signIn, skipPromoPopup } from '../fixtures';
import { chip, expectChip, showAllValues } from '../filter-steps';
import { checkAtWidths } from '../page-checks';

// Variants from end to end (docs/decisions/099-variant-options.md): in the back office's screens the owner adds a
// category, an automatic collection of it and a fabric value of this journey's own, then a product in the category
// made with the size × colour grid (S, M, L × Red, Blue; the grid ticks both colours), a photo per colour, the
// fabric. The shopper opens the collection, filters /shop by the fabric and by colour, picks the red M, sees the red
// photo on the page and in the bag ("Size: M · Colour: Red"), pays cash on delivery; the order page names the
// variant; the back office shows the red M one fewer and the blue M as it was. Every name carries the run's suffix.

/** A photo path's file name without its extension: what every responsive URL of it carries. */
const stemOf = (path: string) => (path.split('/').pop() ?? path).replace(/\.[a-z]+$/i, '');

test('the owner adds a product in two colours with the grid; the shopper buys the red M', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const run = unique();
  const categoryName = `Ghagra ${run}`;
  const fabric = `Gota ${run}`;
  const collectionTitle = `Ghagra edit ${run}`;
  const title = `Bandhani Ghagra ${run}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToAdmin(page, request);
  const token = await staffToken(page);
  const asStaff = { headers: { authorization: `Bearer ${token}` } };

  // A category with its sizes.
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Add a category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'New category' });
  await categoryDialog.getByLabel('Name', { exact: true }).fill(categoryName);
  await categoryDialog.getByLabel(/^HSN code/).fill('62044290');
  await categoryDialog.getByLabel(/^Sizes/).fill('S, M, L');
  await categoryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${categoryName} added`)).toBeVisible();

  // An automatic collection of it.
  await page.goto('/admin/collections');
  await page.getByRole('button', { name: 'Add a collection' }).click();
  const collectionDialog = page.getByRole('dialog', { name: 'New collection' });
  // Exactly: the dialog has "Title in Hindi" too (docs/decisions/175-collections-in-hindi.md).
  await collectionDialog.getByLabel('Title', { exact: true }).fill(collectionTitle);
  await collectionDialog.getByLabel('Every product that meets the conditions').check();
  await collectionDialog.getByRole('button', { name: 'Add a condition' }).click();
  await collectionDialog.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await collectionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${collectionTitle} added`)).toBeVisible();

  // A fabric of this journey's own.
  await page.goto('/admin/attributes');
  await page.getByLabel('New value of Fabric', { exact: true }).fill(fabric);
  // Its name on Hindi pages too (docs/decisions/174-attribute-names-in-hindi.md).
  await page.getByLabel(/^New value in Hindi of Fabric/).fill('मलमल');
  await page.getByRole('button', { name: 'Add value to Fabric' }).click();
  await expect(page.getByRole('list', { name: 'Values of Fabric' }).getByText(fabric)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Values of Fabric' }).getByText('मलमल')).toBeVisible();
  await checkAtWidths(page, 'admin-attributes');

  // The product, its variants made by the grid.
  await page.goto('/admin/products/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await page.getByLabel(/^Second option/).fill('Colour');
  await expect(page.getByLabel('Sizes', { exact: true })).toHaveValue('S, M, L');
  await page.getByLabel('Colour values', { exact: true }).fill('Red, Blue');
  await page.getByLabel('Price of each new row', { exact: true }).fill('2499');
  await page.getByLabel('Stock of each new row', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Make variants' }).click();
  // The grid ticks the colours under the shop's Colour attribute too, so the colour filter finds the product.
  await expect(page.getByText('6 rows added. Ticked under Colour: Red, Blue.')).toBeVisible();
  await expect(page.getByLabel('Colour (variant 6)', { exact: true })).toHaveValue('Blue');
  await page.getByRole('group', { name: 'Fabric', exact: true }).getByRole('checkbox', { name: fabric }).check();
  const colours = page.getByRole('group', { name: 'Colour', exact: true });
  await expect(colours.getByRole('checkbox', { name: 'Red', exact: true })).toBeChecked();
  await expect(colours.getByRole('checkbox', { name: 'Blue', exact: true })).toBeChecked();
  await checkAtWidths(page, 'admin-variant-grid');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const productId = /\/admin\/products\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  expect(productId).not.toBe('');

  // A photo per colour (the first red, the second blue), then live.
  const [red, , , blue] = await photoFiles(testInfo.outputPath('photos'), 4);
  await page.getByLabel('Photos to upload').setInputFiles([red ?? '', blue ?? '']);
  await expect(page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Photo 1 for Red' }).check();
  await page.getByRole('checkbox', { name: 'Photo 2 for Blue' }).check();
  await page.getByLabel('Status').selectOption('active');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  const saved = (await (await request.get(`/api/admin/products/${productId}`, asStaff)).json()) as {
    imagesByOption: Record<string, string[]>;
    variants: { size: string; stock: number }[];
  };
  const redPhoto = stemOf(saved.imagesByOption.Red?.[0] ?? 'no red photo');
  expect(saved.imagesByOption.Blue).toHaveLength(1);
  expect(saved.variants.map((v) => v.size)).toEqual([
    'S / Red',
    'S / Blue',
    'M / Red',
    'M / Blue',
    'L / Red',
    'L / Blue',
  ]);

  // The shopper, in a browser of her own.
  const shopper = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await skipPromoPopup(shopper);
  await shopper.setViewportSize({ width: 1280, height: 900 });
  const buyer = await signIn(shopper, request);
  const collections = (await (await request.get('/api/admin/collections', asStaff)).json()) as {
    collections: { title: string; slug: string }[];
  };
  const slug = collections.collections.find((c) => c.title === collectionTitle)?.slug ?? 'no-such-collection';
  await shopper.goto(`/collections/${slug}`);
  await settle(shopper);
  await expect(shopper.getByRole('heading', { level: 1, name: collectionTitle })).toBeVisible();
  // The collection holds this journey's product and nothing else (the titles, so a failure shows what was there).
  const inCollection = shopper.getByRole('list', { name: 'Products' });
  await expect(inCollection.getByRole('listitem').getByRole('heading')).toHaveText([title]);

  // /shop by the fabric, then by colour: one product each time.
  await shopper.goto('/shop');
  await settle(shopper);
  await expectChip(shopper, 'Fabric', fabric, `${fabric} (1)`);
  await chip(shopper, 'Fabric', fabric).click();
  await expect(shopper).toHaveURL(/\/shop\?fabric=gota-/);
  await expect(shopper.getByText('1 product', { exact: true })).toBeVisible();
  await showAllValues(shopper, 'Colour');
  await expect(chip(shopper, 'Colour', 'Red')).toHaveText('Red (1)');
  await expect(chip(shopper, 'Colour', 'Blue')).toHaveText('Blue (1)');
  await chip(shopper, 'Colour', 'Red').click();
  await expect(shopper).toHaveURL(/\/shop\?colour=red&fabric=gota-/);
  await expect(shopper.getByText('1 product', { exact: true })).toBeVisible();
  await expect(shopper.getByRole('article').getByRole('heading')).toHaveText([title]);

  // The product: red M, the red photo.
  await shopper.getByRole('article').getByRole('heading', { name: title }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await shopper.getByRole('button', { name: 'Colour Blue' }).click();
  await shopper.getByRole('button', { name: 'Colour Red' }).click();
  await shopper.getByRole('button', { name: 'Size M', exact: true }).click();
  await expect(shopper.getByRole('group', { name: 'Colour: Red' })).toBeVisible();
  await expect(shopper.getByRole('group', { name: 'Size: M' })).toBeVisible();
  await expect(shopper.getByRole('img', { name: new RegExp(`^${title}`) }).first()).toHaveAttribute(
    'src',
    new RegExp(redPhoto),
  );
  await checkAtWidths(shopper, 'product-red-picked');
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();

  // The bag: the red photo and the variant.
  await shopper.goto('/cart');
  await settle(shopper);
  const line = shopper.getByRole('listitem').filter({ hasText: title });
  await expect(line.getByText('Size: M · Colour: Red')).toBeVisible();
  await expect(line.locator('img').first()).toHaveAttribute('src', new RegExp(redPhoto));
  await checkAtWidths(shopper, 'bag-red-m');
  await shopper.setViewportSize({ width: 1280, height: 900 });

  // Cash on delivery; the order page names the variant.
  await checkoutFromCart(shopper);
  await fillBilling(shopper);
  await shopper.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  const placed = shopper.getByRole('dialog', { name: 'Order placed successfully' });
  await expect(placed).toContainText('Your Cash on Delivery order has been placed.');
  const orders = (await (
    await request.get('/api/orders/my', { headers: { authorization: `Bearer ${buyer.token}` } })
  ).json()) as { _id: string }[];
  expect(orders).toHaveLength(1);
  await shopper.goto(`/orders/${orders[0]?._id ?? ''}`);
  await settle(shopper);
  await expect(shopper.getByText(/Size: M · Colour: Red/).first()).toBeVisible();
  await shopper.context().close();

  // The back office: the red M one fewer, the blue M as it was.
  await page.goto(`/admin/products/${productId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Colour (variant 3)', { exact: true })).toHaveValue('Red');
  await expect(page.getByLabel('Stock (variant 3)', { exact: true })).toHaveValue('4');
  await expect(page.getByLabel('Colour (variant 4)', { exact: true })).toHaveValue('Blue');
  await expect(page.getByLabel('Stock (variant 4)', { exact: true })).toHaveValue('5');
});

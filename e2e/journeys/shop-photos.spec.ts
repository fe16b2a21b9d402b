import { expect, test, type Locator } from '../journey-test';
import { photoFiles, signInToAdmin, staffToken } from '../admin-steps';
import { unique } from '../after-delivery-steps';
import { settle, skipPromoPopup } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Shop photos (docs/decisions/109-shop-photos.md): the owner uploads a new slide's photo in the Home page screen's
// dialog and the Saree tile's photo in the Categories screen's; each dialog fills its Image field with the photo's
// address and previews it; the storefront's home shows both, loaded. The home's content and the Saree tile's photo are
// put back at the end.

/** The photo's folder in an address ("/media/products/{id}-1200x1600/960.jpg" → "{id}-1200x1600"). */
const folderOf = (address: string) => address.split('/').at(-2) ?? '';

/** Waits until `image` shows a photo of `folder`, decoded (its natural width known). */
async function expectLoaded(image: Locator, folder: string) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete && img.currentSrc ? img.currentSrc : '')))
    .toContain(folder);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** Uploads `file` through the dialog's "Upload a photo" and answers the address its Image field took. */
async function uploadInDialog(dialog: Locator, fieldLabel: RegExp, file: string): Promise<string> {
  await dialog.getByLabel('Upload a photo').setInputFiles(file);
  const field = dialog.getByLabel(fieldLabel);
  await expect(field).toHaveValue(/^\/media\/.+\.jpg$/);
  const preview = dialog.getByRole('img', { name: 'The image as it is now' });
  await expect(preview).toBeVisible();
  const address = await field.inputValue();
  await expectLoaded(preview, folderOf(address));
  return address;
}

test('the owner uploads a slide photo and the Saree tile photo; the home shows both', async ({ page, request }) => {
  test.setTimeout(240_000);
  await skipPromoPopup(page);
  await signInToAdmin(page, request);
  const headers = { authorization: `Bearer ${await staffToken(page)}` };
  const [slidePhoto, tilePhoto] = await photoFiles(test.info().outputPath('photos'), 2);
  if (!slidePhoto || !tilePhoto) throw new Error('no photos made');
  const categories = (await (await request.get('/api/admin/categories', { headers })).json()) as {
    categories: { slug: string; image: string | null }[];
  };
  const sareeImage = categories.categories.find((c) => c.slug === 'saree')?.image ?? null;
  const headline = `Festive Edit ${unique()}`;
  try {
    // A slide with an uploaded photo.
    await page.goto('/admin/home-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    await page.getByRole('button', { name: 'Add slide' }).click();
    const slideDialog = page.getByRole('dialog', { name: 'New slide' });
    await slideDialog.getByLabel('Headline', { exact: true }).fill(headline);
    await slideDialog.getByLabel(/^Sub-text \(/).fill('Silks in every colour of the season');
    await slideDialog.getByLabel('Link').fill('/shop?category=saree');
    const slideAddress = await uploadInDialog(slideDialog, /^Image/, slidePhoto);
    await checkAtWidths(page, 'admin-slide-photo');
    await slideDialog.getByRole('button', { name: 'Add slide' }).click();
    await expect(page.getByText('Home page saved. The shop shows it now.')).toBeVisible();

    // The Saree tile's photo.
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Edit Saree' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Edit Saree' });
    const tileAddress = await uploadInDialog(categoryDialog, /^Home tile image/, tilePhoto);
    await checkAtWidths(page, 'admin-category-photo');
    await categoryDialog.getByRole('button', { name: 'Save' }).click();
    await expect(categoryDialog).toBeHidden();

    // The home shows both, loaded: the slide (its fourth) and the tile.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Pause slides' }).click();
    await page.getByRole('button', { name: 'Go to slide 4' }).click();
    const slide = page.getByRole('group', { name: '4 of 4' });
    await expect(slide.getByRole('heading', { name: headline })).toBeVisible();
    await expectLoaded(slide.locator(`img[src*="${folderOf(slideAddress)}"]`), folderOf(slideAddress));
    const tile = page.getByRole('region', { name: 'Browse by Category' }).getByRole('link', { name: 'Saree' });
    await expectLoaded(tile.locator('img'), folderOf(tileAddress));
    await checkAtWidths(page, 'home-shop-photos');
  } finally {
    const reset = await request.post('/api/admin/home/reset', { headers });
    expect(reset.status(), await reset.text()).toBe(200);
    const put = await request.patch('/api/admin/categories/saree', { headers, data: { image: sareeImage } });
    expect(put.status(), await put.text()).toBe(200);
  }
});

import { expect, test, type APIRequestContext } from '../journey-test';
import { photoFiles, signInToAdmin, staffToken } from '../admin-steps';
import { createProduct, deliver, placeCod, unique, type OwnProduct } from '../after-delivery-steps';
import { registerShopper, settle, signIn, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Reviews with photos and fit (docs/decisions/113-review-photos-and-fit.md): two shoppers who bought the kurti said,
// through the API, that it runs small; a third writes her review in the browser with the fit and a photo. The
// product page then shows her photo under her review, opening the larger one, and the fit line by the size picker.

/** `shopper` buys one M of `product`, has it delivered, and reviews it through the API saying how it fit. */
async function boughtAndReviewed(request: APIRequestContext, shopper: Shopper, product: OwnProduct, fit: string) {
  await deliver(request, shopper, await placeCod(request, shopper, { product, size: 'M' }));
  const review = await request.post(`/api/reviews/${product._id}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { rating: 4, comment: 'Lovely colour, but order a size up.', fit },
  });
  expect(review.status(), await review.text()).toBe(201);
}

test('a shopper reviews with a photo and the fit; the product page shows both', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const owner = await browser.newPage();
  await signInToAdmin(owner, request);
  const staff = await staffToken(owner);
  await owner.close();
  const product = await createProduct(request, staff, {
    title: `Fit Check Kurti ${unique()}`,
    category: 'kurti',
    sizes: { M: { price: 999, stock: 10 } },
  });
  for (const name of ['Kavya Rao', 'Ritu Singh']) {
    await boughtAndReviewed(request, await registerShopper(request, name), product, 'small');
  }

  // The third shopper, signed in, has hers delivered and writes her review on the product page.
  const shopper = await signIn(page, request, 'Nandini Das');
  await deliver(request, shopper, await placeCod(request, shopper, { product, size: 'M' }));
  await page.goto(`/product/${product._id}#write-review`);
  await settle(page);
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await form.getByText('Runs small', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Runs small' })).toBeChecked();
  await form.getByLabel('Your review').fill('Beautiful print. It runs small, so take one size up.');
  const [photo] = await photoFiles(testInfo.outputPath('review-photos'), 1);
  await form.getByLabel('Add photos (optional)').setInputFiles(photo ?? '');
  const uploads = form.getByRole('list', { name: 'Your photos' }).getByRole('listitem');
  await expect(uploads).toHaveCount(1);
  // Sent only once the photo is up (a press before that is answered "Please wait: your photo is still uploading.").
  await expect(uploads.getByRole('status')).toHaveText('Uploaded');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thanks! Your review was submitted.')).toBeVisible();

  // Her review shows her photo, a link to the larger one; the fit line counts three votes.
  await page.reload();
  await settle(page);
  const open = page.getByRole('link', { name: 'Open photo 1 of Nandini Das’s review' });
  await expect(open).toBeVisible();
  await expect(open.getByRole('img', { name: 'Photo 1 of Nandini Das’s review' })).toBeVisible();
  const larger = await request.get(new URL((await open.getAttribute('href')) ?? '', page.url()).toString());
  expect([larger.status(), larger.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  await expect(page.getByText('Fit: most say it runs small (3 reviews)')).toBeVisible();
  await checkAtWidths(page, 'review-photos-fit');
});

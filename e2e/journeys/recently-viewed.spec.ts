import { expect, test } from '../journey-test';
import { productInStock } from '../checkout-steps';
import { settle, skipPromoPopup } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Recently viewed and share (docs/decisions/125-recently-viewed-and-share.md): the products a shopper opens come back
// on the home page, newest first, and a product page shares to WhatsApp first.

test('a shopper finds the products she opened on the home page, and shares one to WhatsApp', async ({
  page,
  request,
}) => {
  await skipPromoPopup(page);
  const first = (await productInStock(request, 8)).product;
  const second = (await productInStock(request, 9)).product;

  await page.goto(`/product/${first._id}`);
  await settle(page);
  const share = page.getByRole('group', { name: 'Share' });
  const whatsApp = share.getByRole('link', { name: /^Share on WhatsApp/ });
  const url = `${new URL(page.url()).origin}/product/${first._id}`;
  await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${first.title} ${url}`)}`);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await checkAtWidths(page, 'product-share');

  await page.goto(`/product/${second._id}`);
  await settle(page);
  await expect(page.getByRole('group', { name: 'Share' })).toBeVisible();

  await page.goto('/');
  await settle(page);
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  // A product whose answer failed on a busy machine is asked again (1, 2 and 4 s apart) before the section shows it.
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText([second.title, first.title], { timeout: 20_000 });
  await recent.scrollIntoViewIfNeeded();
  await checkAtWidths(page, 'home-recently-viewed');

  await recent
    .getByRole('link', { name: new RegExp(first.title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

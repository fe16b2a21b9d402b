import { expect, test, type APIRequestContext, type Page } from '../journey-test';
import { placeCodOrder, signInToAdmin } from '../admin-steps';
import { registerShopper, scrollToReviews, settle, type SeededProduct, type Shopper } from '../fixtures';
import { expectNoSeriousAxeViolations, sidewaysScroll } from '../page-checks';

// The shop's inbox and review moderation: a shopper writes on /contact and the team reads it, notes it and marks it
// handled; a delivered shopper's review is hidden from the product page, shown again, and answered by the shop.

/** A product with a size of which three or more are left. */
async function inStock(request: APIRequestContext): Promise<{ product: SeededProduct; size: string }> {
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  for (const product of products.slice().reverse()) {
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 3);
    if (size) return { product, size };
  }
  throw new Error('the seed has no product in stock');
}

/** A review by a shopper whose order of the product was delivered (the shipping simulator delivers it). */
async function deliveredReview(request: APIRequestContext, comment: string) {
  const shopper: Shopper = await registerShopper(request, 'Kavya Rao');
  const { product, size } = await inStock(request);
  const orderId = await placeCodOrder(request, shopper, { product, size, price: product.pricesBySize[size] ?? 1 });
  const auth = { authorization: `Bearer ${shopper.token}` };
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, { headers: auth });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { data } = (await booked.json()) as { data: { awb: string } };
  expect((await request.post(`/api/dev/shipments/${data.awb}/advance?to=delivered`)).ok()).toBe(true);
  const review = await request.post(`/api/reviews/${product._id}`, { headers: auth, data: { rating: 2, comment } });
  expect(review.status(), await review.text()).toBe(201);
  return product;
}

/** The product page with its reviews loaded (a list, or the text for none). */
async function productPageReviews(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await settle(page);
  const section = await scrollToReviews(page);
  await expect(
    section
      .locator('ul')
      .or(section.getByText(/^No reviews yet/))
      .first(),
  ).toBeVisible();
}

/** The inbox's Unread / Open / Handled / All switch. */
const tab = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name });

async function checkScreen(
  page: Page,
  path: string,
  width: number,
  name: string,
  open?: (page: Page) => Promise<void>,
) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  if (open) await open(page);
  await expectNoSeriousAxeViolations(page);
  const sideways = await sidewaysScroll(page);
  expect(sideways, `${path} at ${width}px`).toBeLessThanOrEqual(0);
  if (process.env.ADMIN_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.ADMIN_SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
}

test('a contact message is read, noted and handled; a review is hidden, shown again and answered', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now() % 1_000_000);
  const sender = `Inbox Shopper ${stamp}`;
  const comment = `The colour ran in the first wash (${stamp}).`;
  const reply = `Sorry about that! We have sent you a replacement (${stamp}).`;

  // She has an account: her message links to her customer page.
  const shopper = await registerShopper(request, sender);
  const email = `shopper.${shopper.phone}@example.com`;

  await test.step('a shopper sends a message on /contact', async () => {
    await page.goto('/contact');
    await settle(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill(sender);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: /^Message/ }).fill(`Do you have this kurti in XL?\nOrder ref ${stamp}`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Message sent successfully!' })).toBeVisible();
  });

  const product = await deliveredReview(request, comment);
  await signInToAdmin(page, request);

  await test.step('staff sees it unread, opens it, notes it and marks it handled', async () => {
    await page.goto('/admin/messages');
    await tab(page, /^Unread/).click();
    await expect(tab(page, /^Unread/)).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(sender) });
    await expect(row).toContainText(`Unread: ${sender}`);
    await row.click();
    const detail = page.getByRole('article', { name: sender });
    await expect(detail).toContainText(`Order ref ${stamp}`);
    // Her account's phone (found by her email) can be texted; email is always there.
    await expect(detail.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await expect(detail.getByRole('radio', { name: 'Email' })).toBeEnabled();
    await expect(detail.getByRole('link', { name: 'Customer page' })).toHaveAttribute(
      'href',
      `/admin/customers/${shopper.userId}`,
    );
    // Opened means read: it leaves the Unread list.
    await expect(row).toHaveCount(0);
    await detail.getByRole('textbox', { name: /Staff note/ }).fill('XL is back on Monday; told her by email');
    await detail.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Note saved')).toBeVisible();
    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText('Marked handled')).toBeVisible();
    await expect(detail.getByText(/^Handled by /)).toBeVisible();
    await tab(page, /^Handled/).click();
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(sender) }),
    ).toBeVisible();
  });

  await test.step('the review is hidden: the product page leaves it out at once', async () => {
    await productPageReviews(page, product._id);
    await expect(page.getByText(comment)).toBeVisible();
    await page.goto(`/admin/reviews?productId=${product._id}`);
    const card = page.getByRole('article').filter({ hasText: comment });
    await expect(card.getByRole('link', { name: product.title })).toBeVisible();
    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText('Review hidden from the shop')).toBeVisible();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    await productPageReviews(page, product._id);
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  await test.step('shown again and answered: the reply appears under it on the product page', async () => {
    await page.goto(`/admin/reviews?productId=${product._id}`);
    const card = page.getByRole('article').filter({ hasText: comment });
    await card.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('Review shown in the shop again')).toBeVisible();
    await card.getByRole('button', { name: 'Reply' }).click();
    await card.getByRole('textbox', { name: "The shop's reply" }).fill(reply);
    await card.getByRole('button', { name: 'Save reply' }).click();
    await expect(page.getByText('Reply saved')).toBeVisible();
    await expect(card.getByText(reply)).toBeVisible();
    await productPageReviews(page, product._id);
    const item = page.getByRole('listitem').filter({ hasText: comment });
    await expect(item.getByText('Reply from Vastra')).toBeVisible();
    await expect(item.getByText(reply)).toBeVisible();
  });

  await test.step('both screens at 390 and 1280 px: axe-clean, no sideways scroll', async () => {
    for (const width of [390, 1280]) {
      await checkScreen(page, '/admin/messages', width, 'messages', async (p) => {
        await tab(p, /^All/).click();
        await p
          .getByRole('list', { name: 'Messages' })
          .getByRole('button', { name: new RegExp(sender) })
          .click();
        await expect(p.getByRole('article', { name: sender })).toBeVisible();
      });
      await checkScreen(page, '/admin/messages', width, 'messages-list');
      await checkScreen(page, '/admin/reviews', width, 'reviews');
    }
  });
});

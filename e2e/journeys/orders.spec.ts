import { expect, test, type APIRequestContext } from '../journey-test';
import { codOrderBody, settle, signIn, type SeededProduct, type Shopper } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

// My Orders and order details against the shipping simulator, moved on demand through its dev
// routes (POST /api/dev/shipments/{awb}/advance|cancel, docs/rules/third-parties.md#ports); then the review a delivery
// unlocks.

/** A cash-on-delivery order placed and booked through the API; returns its id and AWB. */
async function placeBookedOrder(request: APIRequestContext, shopper: Shopper, n: number) {
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  const picks = products.flatMap((product) => {
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 5);
    return size ? [{ product, size }] : [];
  });
  const pick = picks[picks.length - 1 - n * 2];
  if (!pick) throw new Error('the seed has too few products in stock');
  const { product, size } = pick;
  const price = product.pricesBySize[size] ?? 0;
  const headers = { authorization: `Bearer ${shopper.token}` };
  const placed = await request.post('/api/orders/cod', {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${n}` },
    data: codOrderBody(shopper, { product, size, price }),
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId } = (await placed.json()) as { orderId: string };
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, { headers });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { data } = (await booked.json()) as { data: { awb: string } };
  return { orderId, awb: data.awb, product };
}

test(
  'My Orders lists the order with its tracking; the details follow the ' + 'simulator to Delivered, then the review',
  async ({ page, request }) => {
    const shopper = await signIn(page, request);
    const { orderId, awb, product } = await placeBookedOrder(request, shopper, 0);
    for (let i = 0; i < 3; i += 1) expect((await request.post(`/api/dev/shipments/${awb}/advance`)).ok()).toBe(true);

    await page.goto('/orders');
    await settle(page);
    const card = page.getByRole('article').filter({ hasText: product.title });
    await expect(card).toContainText(shopper.fullName);
    await expect(card).toContainText('Shipped');
    await expect(card.getByRole('list', { name: 'Latest tracking locations' }).getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('link', { name: /^View details/ }).click();
    const tracking = page.getByRole('region', { name: 'Tracking' });
    await expect(tracking).toContainText(awb);
    await expect(tracking).toContainText('In Transit');
    await expectNoSeriousAxeViolations(page);

    expect((await request.post(`/api/dev/shipments/${awb}/advance?to=delivered`)).ok()).toBe(true);
    await page.reload();
    await settle(page);
    await expect(tracking).toContainText('Delivered');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(page.url()).toContain(orderId);

    await page
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: `Write a review of ${product.title}` })
      .click();
    // Taken to the review form: in view and focused.
    await expect(page).toHaveURL(`/product/${product._id}#write-review`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    await form.getByLabel('Your review').fill('Lovely fabric, true to size and arrived well packed.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Thanks! Your review was submitted.')).toBeVisible();
    await expect(page.getByText('Lovely fabric, true to size and arrived well packed.')).toBeVisible();
  },
);

test(
  'order details: Processing once booked, the cancelled notice after a ' +
    "cancellation, 'Shipping Soon!' while unbooked",
  async ({ page, request }) => {
    const shopper = await signIn(page, request);
    const { orderId, awb } = await placeBookedOrder(request, shopper, 1);
    await page.goto(`/orders/${orderId}`);
    await settle(page);
    await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('Processing');

    expect((await request.post(`/api/dev/shipments/${awb}/cancel`)).ok()).toBe(true);
    await page.reload();
    await settle(page);
    await expect(page.getByRole('note')).toContainText('This order has been cancelled.');
    await expectNoSeriousAxeViolations(page);

    expect((await request.post('/api/dev/shipments/fail-next', { data: { count: 1 } })).ok()).toBe(true);
    const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
    const product = products.find((p) => p.sizes.some((s) => (p.stockBySize[s] ?? 0) >= 5));
    if (!product) throw new Error('the seed has no product with 5 in a size');
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 5) ?? 'M';
    const placed = await request.post('/api/orders/cod', {
      headers: { authorization: `Bearer ${shopper.token}`, 'idempotency-key': `e2e-soon-${Date.now()}` },
      data: codOrderBody(shopper, { product, size, price: product.pricesBySize[size] ?? 0 }),
    });
    const { orderId: soon } = (await placed.json()) as { orderId: string };
    await request.post(`/api/orders/book-shipping/${soon}`, { headers: { authorization: `Bearer ${shopper.token}` } });
    await page.goto(`/orders/${soon}`);
    await settle(page);
    await expect(page.getByText('Shipping Soon!')).toBeVisible();
  },
);

import { expect, test, type APIRequestContext } from '../journey-test';
import { codOrderBody, e164, registerShopper, settle, signIn, type SeededProduct, type Shopper } from '../fixtures';

// Every event of an order puts exactly one SMS in the dev outbox (GET /api/dev/sms-outbox, the console sender), and
// the short link in them opens the order (docs/decisions/034-order-messages.md).

async function placeCod(request: APIRequestContext, shopper: Shopper) {
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  const pick = products.flatMap((product) => {
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 5);
    return size ? [{ product, size }] : [];
  })[2];
  if (!pick) throw new Error('the seed has too few products in stock');
  const { product, size } = pick;
  const price = product.pricesBySize[size] ?? 0;
  const headers = { authorization: `Bearer ${shopper.token}`, 'idempotency-key': `e2e-messages-${Date.now()}` };
  const body = codOrderBody(shopper, { product, size, price });
  const placed = await request.post('/api/orders/cod', { headers, data: body });
  expect(placed.ok(), await placed.text()).toBe(true);
  // The same submit again (a double tap): the same order, no second text.
  expect((await request.post('/api/orders/cod', { headers, data: body })).ok()).toBe(true);
  return ((await placed.json()) as { orderId: string }).orderId;
}

/** The order texts to the shopper's phone, oldest first (the sign-up code left out). */
async function orderTexts(request: APIRequestContext, shopper: Shopper): Promise<string[]> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(e164(shopper.phone))}`);
  const texts = (await res.json()) as { body: string }[];
  return texts
    .map((t) => t.body)
    .filter((b) => b.includes('Your order') || b.includes('Thank you!'))
    .reverse();
}

test('an order texts placed, shipped, out for delivery and delivered once each; the link opens it', async ({
  page,
  request,
}) => {
  const shopper = await signIn(page, request);
  const orderId = await placeCod(request, shopper);
  const headers = { authorization: `Bearer ${shopper.token}` };
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, { headers });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { awb } = ((await booked.json()) as { data: { awb: string } }).data;
  for (let i = 0; i < 8; i += 1) expect((await request.post(`/api/dev/shipments/${awb}/advance`)).ok()).toBe(true);
  expect((await request.get(`/api/orders/track-shipping/${orderId}`, { headers })).ok()).toBe(true);

  const texts = await orderTexts(request, shopper);
  expect(texts.map((t) => t.replace(/#[0-9A-F]{8}/, '#ORDER').replace(/\/t\/[\w-]{30}/, '/t/CODE'))).toEqual([
    expect.stringMatching(
      /^Thank you! Your order #ORDER of Rs\.[\d,]+\.\d\d is placed\. Track it at .+\/t\/CODE - \w+/,
    ),
    expect.stringMatching(new RegExp(`^Your order #ORDER has shipped, AWB ${awb}\\. Track it at .+/t/CODE - `)),
    expect.stringMatching(/^Your order #ORDER is out for delivery today\. Track it at .+\/t\/CODE - /),
    expect.stringMatching(/^Your order #ORDER has been delivered\. Thank you for shopping with us\. Details at /),
  ]);

  // The short link from the text opens the order's tracking page (docs/decisions/111-sign-in-by-otp.md).
  const path = /\/t\/([\w-]{30})/.exec(texts[0] ?? '');
  await page.goto(path?.[0] ?? '');
  await expect(page).toHaveURL(new RegExp(`/track/${path?.[1] ?? ''}$`));
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order #[0-9A-F]{8}$/);
});

test('a COD order submitted twice texts "placed" once', async ({ request }) => {
  const shopper = await registerShopper(request);
  await placeCod(request, shopper);
  expect(await orderTexts(request, shopper)).toEqual([expect.stringMatching(/^Thank you! Your order #[0-9A-F]{8} /)]);
});

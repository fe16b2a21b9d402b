import { expect, test, type APIRequestContext } from '../journey-test';
import { placeCodOrder, withCodConfirmation } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { settle, signIn, type SeededProduct, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// COD confirmation (docs/decisions/035-cod-confirmation.md) as a shopper meets it: with the owner's setting on, a
// cash-on-delivery order waits unbooked until confirmed by the SMS's link or by its code on the order page; one left
// unconfirmed is cancelled by the expiry job with its stock back. The setting is turned off again at the end, for the
// other journeys. Screenshots go to SHOTS_DIR when set.

/** The shopper's SMS, newest first. */
async function outbox(request: APIRequestContext, shopper: Shopper): Promise<string[]> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(`+91${shopper.phone}`)}`);
  return ((await res.json()) as { body: string }[]).map((sms) => sms.body);
}

/** The newest confirmation request in the outbox: its link token and code. */
async function confirmationSms(request: APIRequestContext, shopper: Shopper, count: number) {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = (await outbox(request, shopper)).filter((body) => body.includes('/c/'));
      return texts.length;
    })
    .toBe(count);
  const body = texts[0] ?? '';
  return { token: /\/c\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '', code: /code (\d{6})/.exec(body)?.[1] ?? '' };
}

async function orderOf(request: APIRequestContext, shopper: Shopper, orderId: string) {
  const res = await request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${shopper.token}` } });
  return (await res.json()) as {
    status: string;
    shipping: { awb: string | null; cancellationReason: string | null };
    codConfirmation?: { state: string; deadline: string | null };
  };
}

async function stockOf(request: APIRequestContext, productId: string, size: string): Promise<number> {
  const product = (await (await request.get(`/api/client/products/${productId}`)).json()) as SeededProduct;
  return product.stockBySize[size] ?? 0;
}

test('COD orders wait: confirmed by the SMS link or code, then booked; unconfirmed ones are cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await withCodConfirmation(page, request, async () => {
    const { product, size } = await productInStock(request, 12);
    const line = { product, size, price: product.pricesBySize[size] ?? 1 };
    const shopper = await signIn(page, request, 'Meera Iyer');

    // 1. Placed: awaiting, not booked; the order page says so; the SMS carries a link and a code.
    const first = await placeCodOrder(request, shopper, line);
    expect(await orderOf(request, shopper, first)).toMatchObject({
      status: 'placed',
      shipping: { awb: null },
      codConfirmation: { state: 'awaiting' },
    });
    const sms = await confirmationSms(request, shopper, 1);
    expect(sms.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await page.goto(`/orders/${first}`);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Awaiting your confirmation' })).toBeVisible();
    await checkAtWidths(page, 'cod-awaiting');

    // 2. The link's page confirms on the button (never on opening), then the order is booked.
    await page.goto(`/c/${sms.token}`);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Confirm your cash on delivery order' })).toBeVisible();
    await checkAtWidths(page, 'cod-confirm-link');
    expect((await orderOf(request, shopper, first)).codConfirmation?.state).toBe('awaiting');
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Thank you! Order #[0-9A-F]{8} is confirmed and will be /);
    await expect.poll(async () => (await orderOf(request, shopper, first)).shipping.awb).not.toBeNull();
    expect((await orderOf(request, shopper, first)).codConfirmation?.state).toBe('confirmed');

    // 3. The code on the order page confirms the second order.
    const second = await placeCodOrder(request, shopper, line);
    const { code } = await confirmationSms(request, shopper, 2);
    await page.goto(`/orders/${second}`);
    await settle(page);
    const panel = page.getByRole('region', { name: 'Awaiting your confirmation' });
    await panel.getByRole('textbox', { name: 'Code from the SMS', exact: true }).fill(code);
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel).toHaveCount(0);
    await expect.poll(async () => (await orderOf(request, shopper, second)).shipping.awb).not.toBeNull();

    // 4. Left unconfirmed past its deadline: the expiry job cancels it and puts the unit back.
    const stockBefore = await stockOf(request, product._id, size);
    const third = await placeCodOrder(request, shopper, line);
    expect(await stockOf(request, product._id, size)).toBe(stockBefore - 1);
    const deadline = (await orderOf(request, shopper, third)).codConfirmation?.deadline ?? '';
    const expiry = await request.post('/api/dev/cod/expire-now', {
      data: { now: new Date(Date.parse(deadline) + 60_000).toISOString() },
    });
    expect(expiry.status(), await expiry.text()).toBe(200);
    expect(await orderOf(request, shopper, third)).toMatchObject({
      status: 'cancelled',
      shipping: { cancellationReason: 'Not confirmed within 48 hours' },
      codConfirmation: { state: 'expired' },
    });
    expect(await stockOf(request, product._id, size)).toBe(stockBefore);
    await page.goto(`/orders/${third}`);
    await settle(page);
    await expect(page.getByText(/Not confirmed within 48 hours/).first()).toBeVisible();

    // One confirmation request per order, never two.
    expect((await outbox(request, shopper)).filter((body) => body.includes('/c/'))).toHaveLength(3);
  });
});

import { expect, test, type APIRequestContext } from '../journey-test';
import { addToCart, checkoutFromCart, enterCard, fillBilling, payByCard, productInStock } from '../checkout-steps';
import { signIn, type SeededProduct, type Shopper } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

// Card payment journeys against the sandbox gateway (docs/rules/third-parties.md#ports): an item that sold out while in
// the cart is named on the card path as on COD, and a declined card can be retried in the same window.

/**
 * A product with a size of 1 to 4 left, taken from the end of the list: the other journeys take
 * theirs from the front (5 or more, or the first with 2 to 5), so selling this one out spoils none.
 */
async function productNearlyGone(
  request: APIRequestContext,
): Promise<{ product: SeededProduct; size: string; stock: number }> {
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  for (const product of products.toReversed()) {
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 1 && (product.stockBySize[s] ?? 0) <= 4);
    if (size) return { product, size, stock: product.stockBySize[size] ?? 0 };
  }
  throw new Error('the seed has no product with 1 to 4 left in a size');
}

/** Another shopper buys every unit left of the size, cash on delivery, through the API. */
async function buyTheRest(
  request: APIRequestContext,
  buyer: Shopper,
  choice: { product: SeededProduct; size: string; stock: number },
) {
  const price = choice.product.pricesBySize[choice.size] ?? 0;
  const res = await request.post('/api/orders/cod', {
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      customerInfo: {
        name: buyer.fullName,
        email: `buyer.${buyer.phone}@example.com`,
        phone: buyer.phone,
        address: '7, Hazratganj',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        pincode: '226001',
      },
      items: [
        {
          productId: choice.product._id,
          title: choice.product.title,
          size: choice.size,
          quantity: choice.stock,
          price,
        },
      ],
      totalAmount: price * choice.stock,
      shippingCost: 0,
      paymentType: 'COD',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('card: an item sold out while in the cart is named, and the cart then shows what is left', async ({
  page,
  request,
  browser,
}) => {
  const choice = await productNearlyGone(request);
  await signIn(page, request);
  await addToCart(page, choice);
  await checkoutFromCart(page);
  await fillBilling(page);

  // Meanwhile another shopper buys the last units.
  const elsewhere = await browser.newContext();
  await buyTheRest(request, await signIn(await elsewhere.newPage(), request, 'Ravi Kumar'), choice);
  await elsewhere.close();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `❌ Failed to initiate payment. Sorry, "${choice.product.title}" (${choice.size}) is out of stock.`,
  );
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();

  // To the cart within the app (no reload): its line now knows nothing is left.
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Shopping Cart' })).toBeVisible();
  const line = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ hasText: choice.product.title });
  await expect(line).toContainText('Max available: 0');
  await expect(line.getByRole('button', { name: /^Increase quantity of/ })).toBeDisabled();
});

test('card: a declined card keeps the window open with the bank message, and another card pays', async ({
  page,
  request,
}) => {
  const choice = await productInStock(request, 5);
  const shopper = await signIn(page, request);
  await addToCart(page, choice);
  await checkoutFromCart(page);
  await fillBilling(page);

  await payByCard(page, '4000 0000 0000 0002');
  const gateway = page.getByRole('dialog').filter({ has: page.getByLabel('Card number') });
  await expect(gateway.getByRole('alert')).toHaveText(
    'Your payment has been declined by the bank. Please try another card.',
  );
  await expect(gateway.getByLabel('Card number')).toBeFocused();
  await expect(gateway.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  await enterCard(page, '4111 1111 1111 1111');
  const dialog = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(dialog).toContainText('Your payment was successful and order is placed.');
  await expect(gateway).toHaveCount(0);
  const orders = await request.get('/api/orders/my', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(((await orders.json()) as { paymentMode: string }[]).map((o) => o.paymentMode)).toEqual(['prepaid']);
});
